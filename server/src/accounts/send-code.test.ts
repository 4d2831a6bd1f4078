import { beforeEach, describe, expect, it } from 'vitest';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import type { Clock } from '../lib/clock';
import { createOutbox } from '../qa/outbox';
import { createTestState, testFixtures as fixtures } from '../../test-support/state';
import { findAccountByName } from './state';
import { type CodeDeps, checkObfuscated, requestedTarget, sendCodeOne, sendCodeTwo } from './send-code';


function body(target: string, extra: Record<string, unknown> = {}) {
  return { target, obfuscatedTarget: obfuscateTarget(target), areaCode: '86', cate: 0 as const, version: 1 as const, kaptchcate: 0, ...extra };
}

describe('send code', () => {
  let clock: Clock;
  let deps: CodeDeps;
  beforeEach(() => {
    const fresh = createTestState(1_768_464_000_000);
    clock = fresh.clock;
    deps = { state: fresh.state, outbox: createOutbox(clock), areas: fixtures.areas };
  });
  const account = (name: string) => findAccountByName(deps.state, name)!;

  it('checks that the obfuscated copy of the target is the plain one', () => {
    expect(checkObfuscated({ target: '13812345678', obfuscatedTarget: obfuscateTarget('13812345678') }).ok).toBe(true);
    expect(checkObfuscated({ target: '13812345678', obfuscatedTarget: obfuscateTarget('13812345679') })).toMatchObject({ ok: false, code: 6008 });
    expect(checkObfuscated({ target: '13812345678', obfuscatedTarget: '%%%' })).toMatchObject({ ok: false, code: 6008 });
  });

  it('reads a phone against its area\'s pattern and an email for cate 1', () => {
    expect(requestedTarget(fixtures.areas, { target: '13812345678', areaCode: '86', cate: 0 })).toMatchObject({ ok: true, value: { channel: 'sms', key: '+86 13812345678', masked: '138****5678' } });
    expect(requestedTarget(fixtures.areas, { target: '61234567', areaCode: '852', cate: 2 })).toMatchObject({ ok: true, value: { channel: 'voice' } });
    expect(requestedTarget(fixtures.areas, { target: '23812345678', areaCode: '86', cate: 0 })).toMatchObject({ ok: false, code: 6008, message: '请输入正确的手机号码' });
    expect(requestedTarget(fixtures.areas, { target: '13812345678', areaCode: '999', cate: 0 })).toMatchObject({ ok: false, code: 6008 });
    expect(requestedTarget(fixtures.areas, { target: 'a@b', areaCode: '86', cate: 1 })).toMatchObject({ ok: false, code: 6008, message: '请输入正确的邮箱' });
  });

  it('one: sends a new-device code to the named account\'s own phone', () => {
    const r = sendCodeOne(deps, { ...body('13812345678'), name: 'demo01', type: 3 });
    expect(r).toMatchObject({ ok: true, value: { target: '138****5678', cate: 0 } });
    expect(deps.outbox.list('13812345678')[0]).toMatchObject({ purpose: 'new-device', channel: 'sms' });
    expect(deps.state.verificationCodes.pending('new-device', 10001)).toBe(true);
  });

  it('one: answers the same 6008 for an unknown name, a phone that is not the name\'s, and an account without a phone', () => {
    const answers = [
      sendCodeOne(deps, { ...body('13812345678'), name: 'nobody99', type: 3 }),
      sendCodeOne(deps, { ...body('13812345679'), name: 'demo01', type: 3 }),
      sendCodeOne(deps, { ...body('13812345678'), name: 'demo02', type: 3 }),
    ];
    for (const a of answers) expect(a).toEqual({ ok: false, code: 6008, message: '手机号错误', data: undefined });
    expect(deps.outbox.list()).toHaveLength(0);
  });

  it('one: checks a graphic captcha when one is presented (kaptchcate 2)', () => {
    const c = deps.state.captchas.issueGraphic();
    const wrong = sendCodeOne(deps, { ...body('13812345678', { kaptchcate: 2, codeId: c.codeId, imageCode: 'ZZZZZ' }), name: 'demo01', type: 3 });
    expect(wrong).toMatchObject({ ok: false, code: 6036 });
    const c2 = deps.state.captchas.issueGraphic();
    const right = sendCodeOne(deps, { ...body('13812345678', { kaptchcate: 2, codeId: c2.codeId, imageCode: c2.answer.toLowerCase() }), name: 'demo01', type: 3 });
    expect(right.ok).toBe(true);
  });

  it('two: sends a bind code to a free phone, and answers 6009 when the account has one or another account holds it', () => {
    expect(sendCodeTwo(deps, account('demo02'), { ...body('13512345678'), type: 1 })).toMatchObject({ ok: true });
    expect(sendCodeTwo(deps, account('demo01'), { ...body('13512345679'), type: 1 })).toMatchObject({ ok: false, code: 6009, message: '您已绑定手机号' });
    expect(sendCodeTwo(deps, account('demo02'), { ...body('13812345678'), type: 1 })).toMatchObject({ ok: false, code: 6009, message: '该手机号已被其他账号绑定' });
  });

  it('two: sends a reset code to the bound phone given in full or masked, and answers 6015 without one', () => {
    expect(sendCodeTwo(deps, account('demo01'), { ...body('138****5678'), type: 2 })).toMatchObject({ ok: true, value: { target: '138****5678' } });
    expect(sendCodeTwo(deps, account('demo02'), { ...body('13512345678'), type: 2 })).toMatchObject({ ok: false, code: 6015 });
    expect(sendCodeTwo(deps, account('demo02'), { ...body('x@y.cn', { cate: 1 }), type: 2 })).toMatchObject({ ok: false, code: 6035, message: '请先绑定邮箱' });
    expect(sendCodeTwo(deps, account('vip888'), { ...body('13812345678'), type: 2 })).toMatchObject({ ok: false, code: 6008 });
  });

  it('two: answers 6008 when the name sent is not the signed-in player\'s', () => {
    expect(sendCodeTwo(deps, account('demo02'), { ...body('13512345678'), type: 1, name: 'demo01' })).toMatchObject({ ok: false, code: 6008 });
  });
});
