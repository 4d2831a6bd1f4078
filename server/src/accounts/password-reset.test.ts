import { beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../lib/clock';
import { createOutbox } from '../qa/outbox';
import { md5 } from '../../test-support/md5';
import { createTestState, testFixtures as fixtures } from '../../test-support/state';
import { findAccountByName } from './state';
import type { CodeDeps } from './send-code';
import { checkCredentials } from './account-store';
import { RESET_PROGRESS_TTL_MS, RESET_VERIFIED_TTL_MS, type ResetIdentity, resetStepOne, resetStepThree, resetStepTwo } from './password-reset';
import { CODE_TTL_MS } from './verification-codes';

const BY_PHONE: ResetIdentity = { via: 'phone', name: 'demo01', areaCode: '86', phone: '13812345678' };
const BY_EMAIL: ResetIdentity = { via: 'email', name: 'demo01', email: 'demo01@example.com' };

describe('password reset', () => {
  let clock: Clock;
  let deps: CodeDeps & { clock: Clock };
  beforeEach(() => {
    const fresh = createTestState(1_768_464_000_000);
    clock = fresh.clock;
    deps = { state: fresh.state, outbox: createOutbox(clock), areas: fixtures.areas, clock };
  });
  const code = () => deps.outbox.list()[0]!.code;
  /** Step one always needs a captcha: a graphic one solved, as the player would. */
  const captcha = () => {
    const c = deps.state.captchas.issueGraphic();
    return { kaptchcate: 2, codeId: c.codeId, imageCode: c.answer };
  };

  it('answers 6021 at step one without a captcha, 6022 with a slider challenge when the setting is the slider, and sends nothing', () => {
    expect(resetStepOne(deps, BY_PHONE, { kaptchcate: 0 })).toMatchObject({ ok: false, code: 6021, data: { kaptchcate: 2 } });
    deps.state.settings.captchaKind = 'slider';
    expect(resetStepOne(deps, BY_EMAIL, { kaptchcate: 0 })).toMatchObject({ ok: false, code: 6022, data: { kaptchcate: 1, challenge: { validate_way: 'slide' } } });
    expect(deps.outbox.list()).toHaveLength(0);
  });

  it('answers 6036 at step one for a wrong captcha, before looking at the name', () => {
    const c = deps.state.captchas.issueGraphic();
    expect(resetStepOne(deps, { ...BY_PHONE, name: 'nobody99' }, { kaptchcate: 2, codeId: c.codeId, imageCode: '0000' })).toMatchObject({ ok: false, code: 6036 });
  });

  it('runs the three steps by phone and the new password then logs in', async () => {
    expect(resetStepOne(deps, BY_PHONE, captcha())).toMatchObject({ ok: true, value: { target: '138****5678' } });
    expect(resetStepTwo(deps, BY_PHONE, code())).toEqual({ ok: true, value: { expiresAt: clock.now() + RESET_VERIFIED_TTL_MS } });
    expect(await resetStepThree(deps, BY_PHONE, md5('newpass123'))).toEqual({ ok: true, value: { userId: 10001 } });
    expect((await checkCredentials(deps.state, 'demo01', md5('newpass123'))).ok).toBe(true);
  });

  it('runs the three steps by email', async () => {
    expect(resetStepOne(deps, BY_EMAIL, captcha())).toMatchObject({ ok: true, value: { target: 'de****@example.com', cate: 1 } });
    expect(deps.outbox.list()[0]).toMatchObject({ channel: 'email', to: 'demo01@example.com', purpose: 'reset' });
    expect(resetStepTwo(deps, BY_EMAIL, code()).ok).toBe(true);
    expect((await resetStepThree(deps, BY_EMAIL, md5('newpass123'))).ok).toBe(true);
  });

  it('answers the same 6008 for an unknown name and for a phone that is not the name\'s', () => {
    const unknown = resetStepOne(deps, { ...BY_PHONE, name: 'nobody99' }, captcha());
    const wrongPhone = resetStepOne(deps, { ...BY_PHONE, phone: '13812345679' }, captcha());
    expect(unknown).toEqual(wrongPhone);
    expect(unknown).toMatchObject({ ok: false, code: 6008, message: '用户名或手机号码错误' });
  });

  it('refuses step two without step one (6035) and step three without step two (6035)', async () => {
    expect(resetStepTwo(deps, BY_PHONE, '123456')).toMatchObject({ ok: false, code: 6035 });
    expect(await resetStepThree(deps, BY_PHONE, md5('newpass123'))).toMatchObject({ ok: false, code: 6035 });
    resetStepOne(deps, BY_PHONE, captcha());
    expect(await resetStepThree(deps, BY_PHONE, md5('newpass123'))).toMatchObject({ ok: false, code: 6035, message: '请先完成身份验证' });
  });

  it('refuses a step two for another target than step one\'s', () => {
    resetStepOne(deps, BY_PHONE, captcha());
    expect(resetStepTwo(deps, BY_EMAIL, code())).toMatchObject({ ok: false, code: 6035 });
  });

  it('answers 6036 for a wrong code and 6038 for an expired one', () => {
    resetStepOne(deps, BY_PHONE, captcha());
    const right = code();
    expect(resetStepTwo(deps, BY_PHONE, right === '000000' ? '111111' : '000000')).toMatchObject({ ok: false, code: 6036 });
    clock.advance(CODE_TTL_MS + 1);
    expect(resetStepTwo(deps, BY_PHONE, right)).toMatchObject({ ok: false, code: 6038 });
  });

  it('forgets step one after its window: step two then answers 6035', () => {
    resetStepOne(deps, BY_PHONE, captcha());
    clock.advance(RESET_PROGRESS_TTL_MS + 1);
    expect(resetStepTwo(deps, BY_PHONE, code())).toMatchObject({ ok: false, code: 6035 });
  });

  it('lets step three happen once only, and not after the verified window', async () => {
    resetStepOne(deps, BY_PHONE, captcha());
    resetStepTwo(deps, BY_PHONE, code());
    const [a, b] = await Promise.all([resetStepThree(deps, BY_PHONE, md5('newpass123')), resetStepThree(deps, BY_PHONE, md5('other1234'))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const winner = a.ok ? 'newpass123' : 'other1234';

    clock.advance(61_000);
    resetStepOne(deps, BY_PHONE, captcha());
    resetStepTwo(deps, BY_PHONE, code());
    clock.advance(RESET_VERIFIED_TTL_MS + 1);
    const hashBefore = findAccountByName(deps.state, 'demo01')?.passwordHash;
    expect(await resetStepThree(deps, BY_PHONE, md5('newpass123'))).toMatchObject({ ok: false, code: 6035 });
    // The late step three changed nothing: the password the race's winner set still holds.
    expect(findAccountByName(deps.state, 'demo01')?.passwordHash).toBe(hashBefore);
    expect((await checkCredentials(deps.state, 'demo01', md5(winner))).ok).toBe(true);
  });
});
