import { beforeEach, describe, expect, it } from 'vitest';
import { createClock, type Clock } from '../lib/clock';
import { createOutbox, type Outbox } from '../qa/outbox';
import { CODE_TTL_MS, createVerificationCodes, DAILY_WINDOW_MS, emailTargetKey, phoneTargetKey, RESEND_INTERVAL_MS, type VerificationCodes } from './verification-codes';

const PHONE = { purpose: 'bind' as const, userId: 7, channel: 'sms' as const, target: phoneTargetKey('86', '13512345678'), to: '13512345678' };

describe('verification codes', () => {
  let clock: Clock;
  let outbox: Outbox;
  let codes: VerificationCodes;
  beforeEach(() => {
    clock = createClock(() => 1_768_464_000_000);
    outbox = createOutbox(clock);
    codes = createVerificationCodes(clock);
  });
  const lastCode = () => outbox.list()[0]!.code;

  it('sends a 6-digit code to the outbox that expires after 5 minutes', () => {
    const sent = codes.issue(PHONE, outbox);
    expect(sent).toEqual({ ok: true, value: { expiresAt: clock.now() + CODE_TTL_MS } });
    const [msg] = outbox.list();
    expect(msg).toMatchObject({ channel: 'sms', to: '13512345678', purpose: 'bind', expiresAt: clock.now() + CODE_TTL_MS });
    expect(msg!.code).toMatch(/^\d{6}$/);
  });

  it('accepts the right code once: a second use answers 6035', () => {
    codes.issue(PHONE, outbox);
    const code = lastCode();
    expect(codes.verify({ purpose: 'bind', userId: 7, target: PHONE.target, code }).ok).toBe(true);
    expect(codes.verify({ purpose: 'bind', userId: 7, target: PHONE.target, code })).toMatchObject({ ok: false, code: 6035 });
  });

  it('answers 6035 when no code was requested for this account and purpose', () => {
    expect(codes.verify({ purpose: 'reset', userId: 7, code: '123456' })).toMatchObject({ ok: false, code: 6035, message: '请先获取验证码' });
  });

  it('answers 6035 when the code was sent to another target', () => {
    codes.issue(PHONE, outbox);
    expect(codes.verify({ purpose: 'bind', userId: 7, target: phoneTargetKey('86', '13900000000'), code: lastCode() })).toMatchObject({ ok: false, code: 6035 });
  });

  it('answers 6036 for a wrong code and still accepts the right one afterwards', () => {
    codes.issue(PHONE, outbox);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(codes.verify({ purpose: 'bind', userId: 7, code: wrong })).toMatchObject({ ok: false, code: 6036 });
    expect(codes.verify({ purpose: 'bind', userId: 7, code }).ok).toBe(true);
  });

  it('answers 6037 and burns the code after 5 wrong guesses', () => {
    codes.issue(PHONE, outbox);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(codes.verify({ purpose: 'bind', userId: 7, code: wrong })).toMatchObject({ code: 6036 });
    expect(codes.verify({ purpose: 'bind', userId: 7, code: wrong })).toMatchObject({ ok: false, code: 6037 });
    expect(codes.verify({ purpose: 'bind', userId: 7, code })).toMatchObject({ ok: false, code: 6035 });
  });

  it('answers 6038 for a code used after its 5 minutes', () => {
    codes.issue(PHONE, outbox);
    clock.advance(CODE_TTL_MS + 1);
    expect(codes.verify({ purpose: 'bind', userId: 7, code: lastCode() })).toMatchObject({ ok: false, code: 6038 });
  });

  it('answers 6066 with the seconds left when a second code is requested within 60 s', () => {
    codes.issue(PHONE, outbox);
    clock.advance(45_000);
    expect(codes.issue(PHONE, outbox)).toMatchObject({ ok: false, code: 6066, data: { retryInSeconds: 15 } });
    clock.advance(15_000);
    expect(codes.issue(PHONE, outbox).ok).toBe(true);
  });

  it('answers 6066 for the same target asked by another account, and for the same account asking another target', () => {
    codes.issue(PHONE, outbox);
    expect(codes.issue({ ...PHONE, userId: 8 }, outbox)).toMatchObject({ code: 6066 });
    expect(codes.issue({ ...PHONE, target: emailTargetKey('a@b.cn'), channel: 'email', to: 'a@b.cn' }, outbox)).toMatchObject({ code: 6066 });
  });

  it('lets the latest code replace the earlier one', () => {
    codes.issue(PHONE, outbox);
    const first = lastCode();
    clock.advance(RESEND_INTERVAL_MS);
    codes.issue(PHONE, outbox);
    const second = lastCode();
    if (first !== second) expect(codes.verify({ purpose: 'bind', userId: 7, code: first })).toMatchObject({ code: 6036 });
    expect(codes.verify({ purpose: 'bind', userId: 7, code: second }).ok).toBe(true);
  });

  it('answers 6034 after 10 codes to one target within 24 hours, and sends again once the day has rolled on', () => {
    for (let i = 0; i < 10; i++) {
      expect(codes.issue({ ...PHONE, userId: 100 + i }, outbox).ok).toBe(true);
      clock.advance(RESEND_INTERVAL_MS);
    }
    expect(codes.issue({ ...PHONE, userId: 200 }, outbox)).toMatchObject({ ok: false, code: 6034 });
    clock.advance(DAILY_WINDOW_MS - 10 * RESEND_INTERVAL_MS + 1);
    expect(codes.issue({ ...PHONE, userId: 200 }, outbox).ok).toBe(true);
  });

  it('normalises targets: phones with their area code, emails in lower case', () => {
    expect(phoneTargetKey('852', '61234567')).toBe('+852 61234567');
    expect(emailTargetKey(' Demo01@Example.COM ')).toBe('demo01@example.com');
  });
});
