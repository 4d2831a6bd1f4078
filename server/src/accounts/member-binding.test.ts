import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock';
import { createOutbox, type Outbox } from '../qa/outbox';
import { md5 } from '../../test-support/md5';
import type { State } from '../composition/state';
import { createTestState, testFixtures as fixtures } from '../../test-support/state';
import { findAccountByName } from './state';
import { checkCredentials } from './account-store';
import { phoneTargetKey, emailTargetKey } from './verification-codes';
import { ageOn, bindEmail, bindOther, bindPhone, bindRealNameFromDeposit, changePassword, OLD_PASSWORD_FAILURES_MAX, OLD_PASSWORD_LOCK_MS, setPasswordByCode, verifyPayPassword } from './member-binding';

const NOW = Date.UTC(2026, 0, 15, 4);

describe('member binding', () => {
  let clock: Clock;
  let outbox: Outbox;
  let state: State;
  beforeEach(() => {
    ({ state, clock } = createTestState(NOW));
    outbox = createOutbox(clock);
  });
  const account = (name: string) => findAccountByName(state, name)!;
  const lastCode = () => outbox.list()[0]!.code;
  const sendBind = (userId: number, target: string, to: string, channel: 'sms' | 'email' = 'sms') =>
    state.verificationCodes.issue({ purpose: 'bind', userId, channel, target, to }, outbox);

  it('counts age in whole years and refuses impossible or future dates', () => {
    expect(ageOn('2008-01-15', NOW)).toBe(18);
    expect(ageOn('2008-01-16', NOW)).toBe(17);
    expect(ageOn('2023-02-30', NOW)).toBeNull();
    expect(ageOn('2030-01-01', NOW)).toBeNull();
  });

  it('binds the real name and other details at once, and nothing when one is refused', () => {
    const a = account('demo02');
    expect(bindOther(a, { realName: '王芳', nickName: '小芳', birthday: '1995-08-08', sex: 2 }, NOW).ok).toBe(true);
    expect(a).toMatchObject({ realName: '王芳', nickName: '小芳', birthday: '1995-08-08', sex: 2 });
    const b = account('phone01');
    expect(bindOther(b, { realName: '赵磊', birthday: '2010-01-01' }, NOW)).toMatchObject({ ok: false, code: 6008 });
    expect(b.realName).toBeNull();
  });

  it('answers 6009 when the real name is already bound, from bindOther and from the deposit screen', () => {
    expect(bindOther(account('demo01'), { realName: '李四' }, NOW)).toMatchObject({ ok: false, code: 6009 });
    expect(bindRealNameFromDeposit(account('demo01'), '李四')).toMatchObject({ ok: false, code: 6009 });
    expect(bindRealNameFromDeposit(account('demo02'), '李四')).toMatchObject({ ok: true });
    expect(account('demo01').realName).toBe('张伟');
  });

  it('binds a phone with the code sent to it', () => {
    sendBind(10002, phoneTargetKey('86', '13512345678'), '13512345678');
    expect(bindPhone(state, fixtures.areas, account('demo02'), { areaCode: '86', phone: '13512345678', code: lastCode() }).ok).toBe(true);
    expect(account('demo02')).toMatchObject({ phone: '13512345678', areaCode: '86' });
  });

  it('refuses a phone other than the one the code went to (6035) and one already bound (6009)', () => {
    sendBind(10002, phoneTargetKey('86', '13512345678'), '13512345678');
    expect(bindPhone(state, fixtures.areas, account('demo02'), { areaCode: '86', phone: '13512345679', code: lastCode() })).toMatchObject({ ok: false, code: 6035 });
    expect(bindPhone(state, fixtures.areas, account('demo02'), { areaCode: '86', phone: '13812345678', code: '123456' })).toMatchObject({ ok: false, code: 6009 });
    expect(bindPhone(state, fixtures.areas, account('demo01'), { areaCode: '86', phone: '13512345678', code: '123456' })).toMatchObject({ ok: false, code: 6009 });
    expect(bindPhone(state, fixtures.areas, account('demo02'), { areaCode: '86', phone: '99999', code: '123456' })).toMatchObject({ ok: false, code: 6008 });
    expect(account('demo02').phone).toBeNull();
  });

  it('binds an email with the code sent to it, and answers 6009 for one another account holds', () => {
    sendBind(10002, emailTargetKey('wangfang@163.com'), 'wangfang@163.com', 'email');
    expect(bindEmail(state, account('demo02'), { email: 'wangfang@163.com', code: lastCode() }).ok).toBe(true);
    expect(account('demo02').email).toBe('wangfang@163.com');
    expect(bindEmail(state, account('phone01'), { email: 'DEMO01@example.com', code: '123456' })).toMatchObject({ ok: false, code: 6009 });
  });

  it('changes the login password with the old one, checked with scrypt', async () => {
    const r = await changePassword(state, account('demo01'), { type: 1, oldPassword: md5('demo1234'), password: md5('newpass123') }, NOW);
    expect(r).toEqual({ ok: true, value: { reLogin: true } });
    expect((await checkCredentials(state, 'demo01', md5('newpass123'))).ok).toBe(true);
  });

  it('answers 6100 for a wrong old password and 6037 after 5 of them within 15 minutes', async () => {
    const wrong = { type: 1 as const, oldPassword: md5('wrong999'), password: md5('newpass123') };
    for (let i = 0; i < OLD_PASSWORD_FAILURES_MAX; i++) expect(await changePassword(state, account('demo01'), wrong, NOW)).toMatchObject({ ok: false, code: 6100 });
    const right = { ...wrong, oldPassword: md5('demo1234') };
    expect(await changePassword(state, account('demo01'), right, NOW)).toMatchObject({ ok: false, code: 6037 });
    expect(await changePassword(state, account('demo01'), right, NOW + OLD_PASSWORD_LOCK_MS)).toMatchObject({ ok: true });
  });

  it('answers 6008 when the new password is the old one', async () => {
    expect(await changePassword(state, account('demo01'), { type: 1, oldPassword: md5('demo1234'), password: md5('demo1234') }, NOW)).toMatchObject({ ok: false, code: 6008 });
  });

  it('sets a first withdrawal password against the login password, then changes it against itself', async () => {
    const a = account('demo02');
    expect(await changePassword(state, a, { type: 2, oldPassword: md5('demo1234'), password: md5('246810') }, NOW)).toEqual({ ok: true, value: { reLogin: false } });
    expect(a.hasPayPassword).toBe(true);
    expect(await verifyPayPassword(state, a.userId, md5('246810'))).toBe(true);
    expect(await changePassword(state, a, { type: 2, oldPassword: md5('demo1234'), password: md5('135790') }, NOW)).toMatchObject({ ok: false, code: 6100 });
    expect(await changePassword(state, a, { type: 2, oldPassword: md5('246810'), password: md5('135790') }, NOW)).toMatchObject({ ok: true });
  });

  it('knows the demo withdrawal password 123456 of demo01 from the fixtures', async () => {
    expect(await verifyPayPassword(state, 10001, md5('123456'))).toBe(true);
    expect(await verifyPayPassword(state, 10002, md5('123456'))).toBe(false);
  });

  it('sets a password with a code sent to the bound phone, and answers 6015 without a phone', async () => {
    const a = account('demo01');
    state.verificationCodes.issue({ purpose: 'reset', userId: a.userId, channel: 'sms', target: phoneTargetKey('86', a.phone!), to: a.phone! }, outbox);
    expect(await setPasswordByCode(state, a, 'phone', { type: 1, code: lastCode(), password: md5('newpass123') })).toEqual({ ok: true, value: { reLogin: true } });
    expect((await checkCredentials(state, 'demo01', md5('newpass123'))).ok).toBe(true);
    expect(await setPasswordByCode(state, account('demo02'), 'phone', { type: 1, code: '123456', password: md5('newpass123') })).toMatchObject({ ok: false, code: 6015 });
    expect(await setPasswordByCode(state, account('demo02'), 'email', { type: 1, code: '123456', password: md5('newpass123') })).toMatchObject({ ok: false, code: 6035 });
  });
});
