import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import { call, loginTrusted, md5, resetAppBeforeEach, solvedGraphic } from '../../../test-support/helpers';

const P = {
  one: '/site/api/v1/user/sendCode/one',
  two: '/site/api/v1/user/sendCode/two',
  areas: '/site/api/v1/site/countryArea/queryCountryArea',
  phoneOne: '/site/api/v1/user/forgetByPhone/one',
  phoneTwo: '/site/api/v1/user/forgetByPhone/two',
  phoneThree: '/site/api/v1/user/forgetByPhone/three',
  emailOne: '/site/api/v1/user/forgetByEmail/one',
  emailTwo: '/site/api/v1/user/forgetByEmail/two',
  emailThree: '/site/api/v1/user/forgetByEmail/three',
  info: '/site/api/v1/user/member/info',
};

const DEMO01_PHONE = '13812345678';
const sendBody = (target: string, extra: Record<string, unknown> = {}) => ({
  target,
  obfuscatedTarget: obfuscateTarget(target),
  areaCode: '86',
  cate: 0,
  version: 1,
  kaptchcate: 0,
  ...extra,
});
const newDevice = (target = DEMO01_PHONE, extra: Record<string, unknown> = {}) => ({ ...sendBody(target, extra), name: 'demo01', type: 3 });
const byPhone = { name: 'demo01', areaCode: '86', phone: DEMO01_PHONE };
const byEmail = { name: 'demo01', email: 'demo01@example.com' };
const newPasswords = { password: md5('newpass123'), secondPassword: md5('newpass123') };

describe('verification routes', () => {
  let app: FastifyInstance;
  resetAppBeforeEach((fresh) => {
    app = fresh;
  });

  const lastCode = (to: string) => app.ctx.outbox.list(to)[0]!.code;
  /** Step one of the wizard always needs a captcha: a graphic one, read through the QA API. */
  const withCaptcha = async (body: object) => {
    const c = await solvedGraphic(app);
    return { ...body, kaptchcate: 2, codeId: c.codeId, imageCode: c.code };
  };
  /** Logs a demo account in from a device and address it is known on, whatever the new-device rules. */
  const signIn = (name: string, password?: string) => loginTrusted(app, name, password);

  describe('queryCountryArea', () => {
    it('answers 6000 with the area list, mainland China +86 and its default pattern first, without a token', async () => {
      const r = await call<{ areaName: string; areaCode: string; regex: string }[]>(app, P.areas);
      expect(r.status_code).toBe(6000);
      expect(r.data[0]).toEqual({ areaName: '中国大陆', areaCode: '86', regex: '^1\\d{10}$' });
      expect(r.data.map((a) => a.areaCode)).toEqual(expect.arrayContaining(['852', '853', '886', '63', '84', '66', '60']));
    });
  });

  describe('sendCode/one', () => {
    it('answers 6000 with the masked phone and the countdowns, and puts a 6-digit code in the outbox', async () => {
      const r = await call(app, P.one, newDevice());
      expect(r).toEqual({ status_code: 6000, message: '手机验证码获取成功', data: { target: '138****5678', cate: 0, expiresInSeconds: 300, resendInSeconds: 60 } });
      expect(app.ctx.outbox.list(DEMO01_PHONE)[0]).toMatchObject({ channel: 'sms', purpose: 'new-device' });
      expect(lastCode(DEMO01_PHONE)).toMatch(/^\d{6}$/);
    });

    it('answers 6000 with the voice wording for cate 2 and the email wording for cate 1', async () => {
      expect((await call(app, P.one, newDevice(DEMO01_PHONE, { cate: 2 }))).message).toBe('验证码获取成功，请注意接听电话');
      expect(app.ctx.outbox.list(DEMO01_PHONE)[0]!.channel).toBe('voice');
      // One code per account and purpose per 60 s, whatever the channel.
      expect((await call(app, P.one, newDevice('demo01@example.com', { cate: 1 }))).status_code).toBe(6066);
      app.ctx.clock.advance(60_000);
      const email = await call(app, P.one, newDevice('demo01@example.com', { cate: 1 }));
      expect(email).toMatchObject({ status_code: 6000, message: '邮箱验证码获取成功', data: { target: 'de****@example.com', cate: 1 } });
    });

    it('answers 6066 when a second code is requested within 60 s, saying how long to wait', async () => {
      await call(app, P.one, newDevice());
      app.ctx.clock.advance(20_000);
      const r = await call(app, P.one, newDevice());
      expect(r).toMatchObject({ status_code: 6066, data: { retryInSeconds: 40 } });
      app.ctx.clock.advance(40_000);
      expect((await call(app, P.one, newDevice())).status_code).toBe(6000);
    });

    it('answers 6034 when one phone has had 10 codes within a day', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await call(app, P.one, newDevice())).status_code).toBe(6000);
        app.ctx.clock.advance(61_000);
      }
      expect(await call(app, P.one, newDevice())).toMatchObject({ status_code: 6034, message: '手机验证次数已达上限，请明天再试' });
    });

    it('answers 6008 when the phone is not the named account\'s, exactly as for an unknown name', async () => {
      const wrongPhone = await call(app, P.one, newDevice('13812345679'));
      const unknownName = await call(app, P.one, { ...newDevice(), name: 'nobody99' });
      expect(wrongPhone).toEqual({ status_code: 6008, data: null, message: '手机号错误' });
      expect(unknownName).toEqual(wrongPhone);
    });

    it('answers 6008 when the obfuscated copy of the target does not match the plain one', async () => {
      const r = await call(app, P.one, { ...newDevice(), obfuscatedTarget: obfuscateTarget('13900001111') });
      expect(r.status_code).toBe(6008);
      expect(app.ctx.outbox.list()).toHaveLength(0);
    });

    it('answers 6007 when the target is missing', async () => {
      const { target: _t, ...body } = newDevice();
      expect((await call(app, P.one, body)).status_code).toBe(6007);
    });

    it('answers 6008 for an illegal value: version 2, cate 5, type 1 without a session', async () => {
      expect((await call(app, P.one, newDevice(DEMO01_PHONE, { version: 2 }))).status_code).toBe(6008);
      expect((await call(app, P.one, newDevice(DEMO01_PHONE, { cate: 5 }))).status_code).toBe(6008);
      expect((await call(app, P.one, { ...newDevice(), type: 1 })).status_code).toBe(6008);
    });

    it('answers 6036 for a wrong graphic captcha and 6000 for the right one', async () => {
      const wrong = app.ctx.state.captchas.issueGraphic();
      expect((await call(app, P.one, newDevice(DEMO01_PHONE, { kaptchcate: 2, codeId: wrong.codeId, imageCode: '0000' }))).status_code).toBe(6036);
      const right = app.ctx.state.captchas.issueGraphic();
      expect((await call(app, P.one, newDevice(DEMO01_PHONE, { kaptchcate: 2, codeId: right.codeId, imageCode: right.answer }))).status_code).toBe(6000);
    });
  });

  describe('sendCode/two', () => {
    it('answers 6001 without a token', async () => {
      expect((await call(app, P.two, { ...sendBody('13512345678'), type: 1 })).status_code).toBe(6001);
    });

    it('answers 6000 and sends a bind code to a phone nobody holds', async () => {
      const token = await signIn('demo02');
      const r = await call(app, P.two, { ...sendBody('13512345678'), type: 1 }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { target: '135****5678' } });
      expect(app.ctx.outbox.list('13512345678')[0]).toMatchObject({ purpose: 'bind' });
    });

    it('answers 6009 when the phone is already bound to another account', async () => {
      const token = await signIn('demo02');
      expect(await call(app, P.two, { ...sendBody(DEMO01_PHONE), type: 1 }, token)).toMatchObject({ status_code: 6009, message: '该手机号已被其他账号绑定' });
    });

    it('answers 6009 when the account already has a phone bound', async () => {
      const token = await signIn('phone01');
      expect(await call(app, P.two, { ...sendBody('13512345678'), type: 1 }, token)).toMatchObject({ status_code: 6009, message: '您已绑定手机号' });
    });

    it('answers 6015 for a reset code when no phone is bound', async () => {
      const token = await signIn('demo02');
      expect((await call(app, P.two, { ...sendBody('13512345678'), type: 2 }, token)).status_code).toBe(6015);
    });

    it('answers 6066 when a second code is requested within 60 s', async () => {
      const token = await signIn('demo01');
      expect((await call(app, P.two, { ...sendBody('138****5678'), type: 2 }, token)).status_code).toBe(6000);
      expect((await call(app, P.two, { ...sendBody('138****5678'), type: 2 }, token)).status_code).toBe(6066);
    });
  });

  describe('forgotten password by phone', () => {
    it('answers 6000 at each of the three steps; the new password logs in and old sessions end', async () => {
      const oldToken = await signIn('demo01');
      expect(await call(app, P.phoneOne, await withCaptcha(byPhone))).toMatchObject({ status_code: 6000, data: { target: '138****5678', cate: 0 } });
      expect(await call(app, P.phoneTwo, { ...byPhone, code: lastCode(DEMO01_PHONE) })).toEqual({ status_code: 6000, message: '成功', data: { expiresInSeconds: 600 } });
      expect(await call(app, P.phoneThree, { ...byPhone, ...newPasswords })).toEqual({ status_code: 6000, data: null, message: '密码重置成功，请重新登录' });
      expect((await call(app, P.info, {}, oldToken)).status_code).toBe(6001);
      await expect(signIn('demo01', 'newpass123')).resolves.toEqual(expect.any(String));
      await expect(signIn('demo01', 'demo1234')).rejects.toThrow(/6002/);
    });

    it('answers 6035 when step two comes without step one', async () => {
      expect((await call(app, P.phoneTwo, { ...byPhone, code: '123456' })).status_code).toBe(6035);
    });

    it('answers 6035 when step three comes without step two, and the password stays', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      expect(await call(app, P.phoneThree, { ...byPhone, ...newPasswords })).toMatchObject({ status_code: 6035, message: '请先完成身份验证' });
      await expect(signIn('demo01')).resolves.toEqual(expect.any(String));
    });

    it('answers 6035 when step three is replayed after it succeeded', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      await call(app, P.phoneTwo, { ...byPhone, code: lastCode(DEMO01_PHONE) });
      expect((await call(app, P.phoneThree, { ...byPhone, ...newPasswords })).status_code).toBe(6000);
      expect((await call(app, P.phoneThree, { ...byPhone, ...newPasswords })).status_code).toBe(6035);
    });

    it('answers 6036 for a wrong code', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      const wrong = lastCode(DEMO01_PHONE) === '000000' ? '111111' : '000000';
      expect(await call(app, P.phoneTwo, { ...byPhone, code: wrong })).toMatchObject({ status_code: 6036, message: '验证码错误' });
    });

    it('answers 6038 for a code used after its 5 minutes', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      app.ctx.clock.advance(5 * 60_000 + 1);
      expect((await call(app, P.phoneTwo, { ...byPhone, code: lastCode(DEMO01_PHONE) })).status_code).toBe(6038);
    });

    it('answers 6021 at step one without a captcha, and 6036 for a wrong one, sending nothing', async () => {
      expect(await call(app, P.phoneOne, byPhone)).toEqual({ status_code: 6021, data: { kaptchcate: 2 }, message: '请输入图形验证码' });
      const c = await solvedGraphic(app);
      expect((await call(app, P.emailOne, { ...byEmail, kaptchcate: 2, codeId: c.codeId, imageCode: '0000' })).status_code).toBe(6036);
      expect(app.ctx.outbox.list()).toHaveLength(0);
    });

    it('answers 6000 to only one of two step twos sent at once with the same code', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      const code = lastCode(DEMO01_PHONE);
      const [a, b] = await Promise.all([call(app, P.phoneTwo, { ...byPhone, code }), call(app, P.phoneTwo, { ...byPhone, code })]);
      expect([a.status_code, b.status_code].sort()).toEqual([6000, 6035]);
    });

    it('answers 6035 for a code used twice', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      const code = lastCode(DEMO01_PHONE);
      expect((await call(app, P.phoneTwo, { ...byPhone, code })).status_code).toBe(6000);
      expect((await call(app, P.phoneTwo, { ...byPhone, code })).status_code).toBe(6035);
    });

    it('answers 6008 with one message for an unknown name and a phone that is not the name\'s', async () => {
      const a = await call(app, P.phoneOne, await withCaptcha({ ...byPhone, name: 'nobody99' }));
      const b = await call(app, P.phoneOne, await withCaptcha({ ...byPhone, phone: '13812345679' }));
      expect(a).toEqual({ status_code: 6008, data: null, message: '用户名或手机号码错误' });
      expect(b).toEqual(a);
    });

    it('answers 6008 for a phone that does not fit its area\'s pattern', async () => {
      expect(await call(app, P.phoneOne, await withCaptcha({ ...byPhone, phone: '23812345678' }))).toMatchObject({ status_code: 6008, message: '请输入正确的手机号码' });
    });

    it('answers 6066 when step one is repeated within 60 s', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      expect((await call(app, P.phoneOne, await withCaptcha(byPhone))).status_code).toBe(6066);
    });

    it('answers 6007 when the name is missing', async () => {
      expect((await call(app, P.phoneOne, { areaCode: '86', phone: DEMO01_PHONE })).status_code).toBe(6007);
    });

    it('answers 6008 when the two new passwords differ', async () => {
      const r = await call(app, P.phoneThree, { ...byPhone, password: md5('newpass123'), secondPassword: md5('newpass124') });
      expect(r).toMatchObject({ status_code: 6008, message: '两次密码输入不一致，请重新输入' });
    });
  });

  describe('forgotten password by email', () => {
    it('answers 6000 at each of the three steps and the new password logs in', async () => {
      expect(await call(app, P.emailOne, await withCaptcha(byEmail))).toMatchObject({ status_code: 6000, data: { target: 'de****@example.com', cate: 1 } });
      expect((await call(app, P.emailTwo, { ...byEmail, code: lastCode('demo01@example.com') })).status_code).toBe(6000);
      expect((await call(app, P.emailThree, { ...byEmail, ...newPasswords })).status_code).toBe(6000);
      await expect(signIn('demo01', 'newpass123')).resolves.toEqual(expect.any(String));
    });

    it('answers 6035 when step two by email follows a step one by phone', async () => {
      await call(app, P.phoneOne, await withCaptcha(byPhone));
      expect((await call(app, P.emailTwo, { ...byEmail, code: lastCode(DEMO01_PHONE) })).status_code).toBe(6035);
    });

    it('answers 6008 for an email that is not the name\'s', async () => {
      expect(await call(app, P.emailOne, await withCaptcha({ ...byEmail, email: 'other@example.com' }))).toMatchObject({ status_code: 6008, message: '用户名或邮箱错误' });
    });

    it('answers 6008 for a malformed email, with the rule\'s message', async () => {
      expect(await call(app, P.emailOne, { ...byEmail, email: 'not-an-email' })).toMatchObject({ status_code: 6008, message: '请输入正确的邮箱' });
    });
  });
});
