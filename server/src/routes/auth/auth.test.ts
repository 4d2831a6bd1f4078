import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SliderChallenge } from '@betsite/contracts/routes/auth';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import type { Envelope } from '@betsite/contracts/envelope';
import { md5, productHeaders, resetAppBeforeEach, solvedGraphic, trustDevice } from '../../../test-support/helpers';
import { findAccountByName } from '../../accounts/state';
import { LOCK_MS, SLOW_INTERVAL_MS, SUSPENSION_POPUP_QUIET_MS, AUTO_LOGIN_GRANT_TTL_MS } from '../../accounts/login-guard';
import { LONG_ABSENCE_MS } from '../../accounts/new-device';
import { CAPTCHA_PASS_TTL_MS, CAPTCHA_TTL_MS } from '../../accounts/captcha';

const P = {
  login: '/site/api/v1/user/login',
  register: '/site/api/v1/user/register',
  logout: '/site/api/v1/user/logout',
  kaptchcate: '/site/api/v1/user/member/kaptchcate',
  graphic: '/site/api/v1/user/register/defaultKaptcha',
  gee: '/site/api/v1/user/member/validateGeeCheck',
  sendOne: '/site/api/v1/user/sendCode/one',
  info: '/site/api/v1/user/member/info',
};

/** demo01 at home: its trusted device, from the loopback address inject uses. */
const HOME = { device: 'demo-device-01' };
const STRANGER = { device: 'stranger-device', ip: '203.0.113.9' };

interface Via {
  device?: string;
  ip?: string;
  token?: string;
}

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

async function post<D = unknown>(path: string, body: unknown, via: Via = {}): Promise<Envelope<D>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...productHeaders(via.device), ...(via.token ? { token: via.token } : {}) },
    payload: JSON.stringify(body),
    ...(via.ip ? { remoteAddress: via.ip } : {}),
  });
  return res.json<Envelope<D>>();
}

const qa = async (codeId: string) => (await app.inject({ method: 'GET', url: `/__mock/captcha/${codeId}` })).json<{ answer: string; kind: string }>();
const creds = (name = 'demo01', password = 'demo1234') => ({ isAgent: 0, name, password: md5(password), version: '1.0.0' });
const login = (body: object, via: Via = HOME) => post<{ token: string; userId: number }>(P.login, { ...creds(), ...body }, via);
const account = (name: string) => findAccountByName(app.ctx.state, name)!;
const setCaptchaKind = (kind: 'graphic' | 'slider') => app.inject({ method: 'PUT', url: '/__mock/settings', payload: { captchaKind: kind } });

/** Solves a slider challenge the way the client does, with the answer QA reads. Returns the fields a step presents. */
async function solveSlider(c: SliderChallenge, via: Via = HOME) {
  const { answer } = await qa(c.lot_number);
  const r = await post<{ codeId: string }>(P.gee, { lot_number: c.lot_number, captcha_output: answer, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way }, via);
  expect(r.status_code).toBe(6000);
  return { kaptchcate: 1, codeId: r.data.codeId, code: c.lot_number };
}

async function sliderChallenge(ktype = 4, via: Via = STRANGER): Promise<SliderChallenge> {
  const r = await post<{ challenge: SliderChallenge }>(P.kaptchcate, { ktype, context: {} }, via);
  expect(r.status_code).toBe(6022);
  return r.data.challenge;
}

/** n wrong passwords from a caller, each with a graphic captcha once one is needed, spaced past the slow-down. */
async function failLogins(n: number, via: Via, name = 'demo01') {
  for (let i = 0; i < n; i++) {
    const r = await login({ ...creds(name, 'wrong-password'), ...(await solvedGraphic(app)) }, via);
    expect(r.status_code).toBe(6002);
    app.ctx.clock.advance(SLOW_INTERVAL_MS);
  }
}

describe('kaptchcate: which captcha a step needs', () => {
  it('answers 6000 {kaptchcate: 0} for a login from the player\'s trusted device at a known address', async () => {
    expect(await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01', password: md5('x') } }, HOME)).toEqual({ status_code: 6000, data: { kaptchcate: 0 }, message: '成功' });
  });

  it('answers 6021 {kaptchcate: 2} for a login from another device when the setting is graphic', async () => {
    expect(await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, STRANGER)).toEqual({ status_code: 6021, data: { kaptchcate: 2 }, message: '请输入图形验证码' });
  });

  it('answers 6022 with a slider challenge when the setting is the slider', async () => {
    await setCaptchaKind('slider');
    const r = await post<{ kaptchcate: number; challenge: SliderChallenge }>(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, STRANGER);
    expect(r).toMatchObject({ status_code: 6022, message: '请完成安全验证', data: { kaptchcate: 1, challenge: { validate_way: 'slide', expiresInSeconds: 300 } } });
    expect(await qa(r.data.challenge.lot_number)).toMatchObject({ kind: 'slider', answer: expect.stringMatching(/^\d+$/) as unknown });
  });

  it('answers the same for an unknown name as for a known name from a stranger\'s device (no enumeration)', async () => {
    const known = await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, STRANGER);
    const unknown = await post(P.kaptchcate, { ktype: 4, context: { name: 'nobody99' } }, STRANGER);
    const fromHome = await post(P.kaptchcate, { ktype: 4, context: { name: 'nobody99' } }, HOME);
    expect(unknown).toEqual(known);
    expect(fromHome).toEqual(known);
  });

  it('always asks a captcha for register (ktype 1) and the resets (ktype 2, 3), even from a trusted device', async () => {
    for (const ktype of [1, 2, 3]) expect((await post(P.kaptchcate, { ktype, context: { name: 'demo01' } }, HOME)).status_code).toBe(6021);
    await setCaptchaKind('slider');
    for (const ktype of [1, 2, 3]) expect((await post(P.kaptchcate, { ktype, context: {} }, HOME)).status_code).toBe(6022);
  });

  it('answers 6021 (graphic) after 3 failed logins from the caller, even from the trusted device and with the slider setting', async () => {
    await setCaptchaKind('slider');
    for (let i = 0; i < 2; i++) expect((await login({ password: md5('wrong') })).status_code).toBe(6002);
    expect((await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, HOME)).status_code).toBe(6000);
    const third = await login({ password: md5('wrong') });
    expect(third.status_code).toBe(6002);
    expect((await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, HOME)).status_code).toBe(6021);
  });

  it('answers 6008 for a ktype that is not one of the four, 6007 for one that is no number', async () => {
    expect((await post(P.kaptchcate, { ktype: 5, context: {} })).status_code).toBe(6008);
    expect((await post(P.kaptchcate, { ktype: '4', context: {} })).status_code).toBe(6007);
  });
});

describe('graphic captcha', () => {
  it('answers 6000 with an SVG image and its x-code; QA reads the answer; it works once', async () => {
    const r = await post<{ image: string; 'x-code': string }>(P.graphic, {});
    expect(r.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const { answer, kind } = await qa(r.data['x-code']);
    expect(kind).toBe('graphic');
    const presented = { kaptchcate: 2, codeId: r.data['x-code'], code: answer.toLowerCase() };
    expect((await login({ ...presented }, STRANGER)).status_code).toBe(6027);
    // Replayed: the captcha was used up by the first attempt.
    expect(await login({ ...presented }, STRANGER)).toMatchObject({ status_code: 6036, message: '图形验证码错误' });
    expect((await app.inject({ method: 'GET', url: `/__mock/captcha/${r.data['x-code']}` })).statusCode).toBe(404);
  });

  it('answers 6036 for a wrong graphic code and uses it up, so the right one then fails too', async () => {
    const c = await solvedGraphic(app);
    expect((await login({ ...c, code: '0000' }, STRANGER)).status_code).toBe(6036);
    expect((await login(c, STRANGER)).status_code).toBe(6036);
  });

  it('answers 6038 for a graphic code used after its 5 minutes', async () => {
    const c = await solvedGraphic(app);
    app.ctx.clock.advance(CAPTCHA_TTL_MS + 1);
    expect(await login(c, STRANGER)).toMatchObject({ status_code: 6038, message: '图形验证码已过期，请刷新' });
  });

  it('lets only one of two logins presenting the same captcha at once through', async () => {
    const c = await solvedGraphic(app);
    const [a, b] = await Promise.all([login(c, STRANGER), login(c, STRANGER)]);
    expect([a.status_code, b.status_code].sort()).toEqual([6027, 6036]);
  });
});

describe('slider captcha (validateGeeCheck)', () => {
  beforeEach(async () => {
    await setCaptchaKind('slider');
  });

  it('answers 6000 with a pass the login then presents once', async () => {
    trustDevice(app, 'demo01', STRANGER.device);
    account('demo01').knownIps.push(STRANGER.ip);
    // A trusted device at a known address needs no captcha: make it need one with a failure first.
    await login({ password: md5('wrong') }, { device: 'elsewhere', ip: STRANGER.ip });
    const challenge = await sliderChallenge();
    const pass = await solveSlider(challenge, STRANGER);
    expect((await login({ ...pass }, { device: 'elsewhere', ip: STRANGER.ip })).status_code).toBe(6026);
    expect(await login({ ...pass }, { device: 'elsewhere', ip: STRANGER.ip })).toMatchObject({ status_code: 6036, message: '安全验证未通过，请重试' });
  });

  it('answers 6022 with a fresh challenge when a login that needs the slider comes without one', async () => {
    const r = await login({ kaptchcate: 0 }, STRANGER);
    expect(r).toMatchObject({ status_code: 6022, data: { kaptchcate: 1, challenge: { validate_way: 'slide' } } });
  });

  it('answers 6036 for a drop far from the gap, and the challenge is then used up', async () => {
    const c = await sliderChallenge();
    const { answer } = await qa(c.lot_number);
    const body = { lot_number: c.lot_number, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way };
    expect(await post(P.gee, { ...body, captcha_output: String(Number(answer) + 40) })).toEqual({ status_code: 6036, data: null, message: '安全验证未通过，请重试' });
    expect((await post(P.gee, { ...body, captcha_output: answer })).status_code).toBe(6036);
  });

  it('answers 6036 when pass_token, gen_time or validate_way is not the challenge\'s', async () => {
    for (const edit of [{ pass_token: 'forged-token' }, { gen_time: '1700000000' }, { validate_way: 'click' }]) {
      const c = await sliderChallenge();
      const { answer } = await qa(c.lot_number);
      const r = await post(P.gee, { lot_number: c.lot_number, captcha_output: answer, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way, ...edit });
      expect(r.status_code, JSON.stringify(edit)).toBe(6036);
    }
  });

  it('answers 6036 when a solved challenge is replayed', async () => {
    const c = await sliderChallenge();
    const { answer } = await qa(c.lot_number);
    const body = { lot_number: c.lot_number, captcha_output: answer, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way };
    const [a, b] = await Promise.all([post(P.gee, body), post(P.gee, body)]);
    expect([a.status_code, b.status_code].sort()).toEqual([6000, 6036]);
  });

  it('answers 6038 for a challenge answered after 5 minutes, and for a pass presented after 2', async () => {
    const c = await sliderChallenge();
    const { answer } = await qa(c.lot_number);
    app.ctx.clock.advance(CAPTCHA_TTL_MS + 1);
    expect(await post(P.gee, { lot_number: c.lot_number, captcha_output: answer, pass_token: c.pass_token, gen_time: c.gen_time, validate_way: c.validate_way })).toMatchObject({ status_code: 6038, message: '安全验证已过期，请重试' });
    const pass = await solveSlider(await sliderChallenge());
    app.ctx.clock.advance(CAPTCHA_PASS_TTL_MS + 1);
    expect((await login(pass, STRANGER)).status_code).toBe(6038);
  });

  it('answers 6021 when a slider pass is presented where the graphic one is needed (after 3 failures)', async () => {
    for (let i = 0; i < 3; i++) {
      const pass = await solveSlider(await sliderChallenge());
      expect((await login({ ...pass, password: md5('wrong') }, STRANGER)).status_code).toBe(6002);
    }
    const pass = await solveSlider(await sliderChallenge());
    expect(await login(pass, STRANGER)).toMatchObject({ status_code: 6021, data: { kaptchcate: 2 } });
  });

  it('answers 6007 without lot_number', async () => {
    expect((await post(P.gee, { captcha_output: '1', pass_token: 'x', gen_time: '1', validate_way: 'slide' })).status_code).toBe(6007);
  });
});

describe('login', () => {
  it('answers 6000 with a token and the user id from the trusted device, and records the login time on the server clock', async () => {
    app.ctx.clock.advance(3_600_000);
    const before = app.ctx.clock.now();
    const r = await login({});
    expect(r).toMatchObject({ status_code: 6000, data: { token: expect.any(String) as unknown, userId: 10001 } });
    expect(account('demo01').lastLoginAt).toBeGreaterThanOrEqual(before);
    expect(account('demo01').lastLoginAt).toBeLessThanOrEqual(app.ctx.clock.now());
  });

  it('issues a new token per login; two logins at once both succeed with their own sessions', async () => {
    const [a, b] = await Promise.all([login({}), login({})]);
    expect([a.status_code, b.status_code]).toEqual([6000, 6000]);
    expect(a.data.token).not.toBe(b.data.token);
    for (const token of [a.data.token, b.data.token]) expect((await post(P.info, {}, { token })).status_code).toBe(6000);
  });

  it('answers 6002 with one message for a wrong password and for an unknown name, without saying which', async () => {
    const wrongPassword = await login({ password: md5('wrong'), ...(await solvedGraphic(app)) }, STRANGER);
    const unknownName = await login({ name: 'nobody99', ...(await solvedGraphic(app)) }, STRANGER);
    expect(wrongPassword).toEqual({ status_code: 6002, data: null, message: '用户名或密码错误' });
    expect(unknownName).toEqual(wrongPassword);
    expect(await login({ password: md5('wrong') }, HOME)).toEqual(wrongPassword);
  });

  it('answers 6021 when a login from another device comes without a captcha, and 6021 for kaptchcate 99 without a registration', async () => {
    expect(await login({ kaptchcate: 0 }, STRANGER)).toEqual({ status_code: 6021, data: { kaptchcate: 2 }, message: '请输入图形验证码' });
    expect((await login({ kaptchcate: 99 }, STRANGER)).status_code).toBe(6021);
    expect((await login({ kaptchcate: 2, codeId: 'g-unknown' }, STRANGER)).status_code).toBe(6021);
  });

  it('answers 6007 without a password and 6008 for a password that is not an md5', async () => {
    expect((await post(P.login, { name: 'demo01' }, HOME)).status_code).toBe(6007);
    expect((await post(P.login, { name: 'demo01', password: 'demo1234' }, HOME)).status_code).toBe(6008);
  });

  describe('repeated failures', () => {
    it('answers 6011 after 5 failures until 30 s have passed on the server clock', async () => {
      for (let i = 0; i < 5; i++) await login({ ...creds('demo01', 'wrong'), ...(await solvedGraphic(app)) }, STRANGER);
      const c = await solvedGraphic(app);
      expect(await login({ ...c }, STRANGER)).toEqual({ status_code: 6011, data: null, message: '请勿频繁提交' });
      // Refused before the captcha: it is still good once the wait is over.
      app.ctx.clock.advance(SLOW_INTERVAL_MS);
      expect((await login(c, STRANGER)).status_code).toBe(6027);
    });

    it('answers 6037 after 8 failures, even with the right password, and lets the caller try again after 15 minutes', async () => {
      await failLogins(8, STRANGER);
      const locked = await login(await solvedGraphic(app), STRANGER);
      expect(locked).toMatchObject({ status_code: 6037, data: null });
      expect(locked.message).toMatch(/^登录失败次数过多，请\d+分钟后再试$/);
      app.ctx.clock.advance(LOCK_MS);
      expect((await login(await solvedGraphic(app), STRANGER)).status_code).toBe(6027);
    });

    it('answers 6037 for an unknown name exactly as for a known one', async () => {
      await failLogins(8, STRANGER, 'nobody99');
      await failLogins(8, { ...STRANGER, device: 'stranger-2' });
      const unknown = await login({ ...creds('nobody99'), ...(await solvedGraphic(app)) }, STRANGER);
      const known = await login({ ...creds('demo01'), ...(await solvedGraphic(app)) }, { ...STRANGER, device: 'stranger-2' });
      for (const r of [unknown, known]) expect(r).toMatchObject({ status_code: 6037, data: null, message: expect.stringMatching(/^登录失败次数过多，请\d+分钟后再试$/) as unknown });
    });

    it('does not lock the owner out: a stranger who locked himself leaves the owner\'s device free', async () => {
      await failLogins(8, STRANGER);
      expect((await login({}, HOME)).status_code).toBe(6000);
    });

    it('locks the name for untrusted devices after 20 failures from many devices, never the owner\'s trusted one', async () => {
      for (let i = 0; i < 20; i++) {
        const r = await login({ ...creds('demo01', 'wrong'), ...(await solvedGraphic(app)) }, { device: `bot-${i}`, ip: `198.51.100.${i + 1}` });
        expect(r.status_code).toBe(6002);
      }
      expect((await login(await solvedGraphic(app), { device: 'bot-new', ip: '198.51.100.200' })).status_code).toBe(6037);
      expect((await login({}, HOME)).status_code).toBe(6000);
      app.ctx.clock.advance(LOCK_MS);
      expect((await login(await solvedGraphic(app), { device: 'bot-new', ip: '198.51.100.200' })).status_code).toBe(6027);
    });

    it('checks at most 5 passwords when 12 wrong guesses arrive at once', async () => {
      const bodies = await Promise.all(Array.from({ length: 12 }, async () => ({ ...creds('demo01', 'wrong'), ...(await solvedGraphic(app)) })));
      const codes = (await Promise.all(bodies.map((b) => login(b, STRANGER)))).map((r) => r.status_code);
      expect(codes.filter((c) => c === 6002)).toHaveLength(5);
      expect(codes.filter((c) => c === 6011)).toHaveLength(7);
    });

    it('clears the caller\'s failures after a successful login', async () => {
      for (let i = 0; i < 2; i++) await login({ password: md5('wrong') });
      expect((await login({})).status_code).toBe(6000);
      expect((await post(P.kaptchcate, { ktype: 4, context: { name: 'demo01' } }, HOME)).status_code).toBe(6000);
      for (let i = 0; i < 2; i++) expect((await login({ password: md5('wrong') })).status_code).toBe(6002);
      expect((await login({})).status_code).toBe(6000);
    });
  });

  describe('new-device rules', () => {
    const phone = { phoneNumber: '138****5678', areaCode: '86' };

    it('answers 6026 with the masked phone for a device the account does not trust', async () => {
      expect(await login(await solvedGraphic(app), { device: 'new-laptop' })).toEqual({ status_code: 6026, data: phone, message: '登录设备异常，请完成新设备验证' });
    });

    it('answers 6025 for the trusted device at a new address', async () => {
      expect(await login(await solvedGraphic(app), { ...HOME, ip: '10.1.2.3' })).toEqual({ status_code: 6025, data: phone, message: '登录IP异常，请完成新设备验证' });
    });

    it('answers 6027 for a new device at a new address; a login without a device uuid is refused 6007 before any rule', async () => {
      expect(await login(await solvedGraphic(app), STRANGER)).toEqual({ status_code: 6027, data: phone, message: '登录设备和IP异常，请完成新设备验证' });
      const { 'device-uuid': _left, ...withoutDevice } = productHeaders();
      const res = await app.inject({ method: 'POST', url: P.login, headers: withoutDevice, payload: JSON.stringify({ ...creds(), ...(await solvedGraphic(app)) }) });
      expect(res.json()).toEqual({ status_code: 6007, data: null, message: '缺少请求头 device-uuid' });
    });

    it('answers 6028 after more than 90 days away on the server clock (away01 from the fixtures, demo01 once the clock moves)', async () => {
      expect(await login({ ...creds('away01') }, { device: 'demo-device-05' })).toEqual({ status_code: 6028, data: { phoneNumber: '136****3333', areaCode: '86' }, message: '长时间未登录，请完成新设备验证' });
      app.ctx.clock.advance(LONG_ABSENCE_MS);
      expect((await login({})).status_code).toBe(6028);
    });

    it('answers 6029 only when QA forces it, and the new-device login then lets the player in', async () => {
      await app.inject({ method: 'POST', url: '/__mock/scenarios', payload: { path: P.login, status_code: 6029, data: phone, times: 1 } });
      expect(await login({})).toMatchObject({ status_code: 6029, data: phone });
      expect((await post(P.sendOne, sendOne('13812345678'), HOME)).status_code).toBe(6000);
      expect((await login({ sendCodeNum: lastCode('13812345678') })).status_code).toBe(6000);
    });

    it('does not say anything about the device before the password is right', async () => {
      expect((await login({ password: md5('wrong'), ...(await solvedGraphic(app)) }, STRANGER)).status_code).toBe(6002);
    });

    it('lets an account with nothing bound through from a new device (after the captcha) and trusts it', async () => {
      expect((await login({ ...creds('demo02') }, { device: 'demo-device-02' })).status_code).toBe(6021);
      expect((await login({ ...creds('demo02'), ...(await solvedGraphic(app)) }, { device: 'demo-device-02' })).status_code).toBe(6000);
      expect(account('demo02').trustedDevices).toEqual(['demo-device-02']);
      expect((await login({ ...creds('demo02') }, { device: 'demo-device-02' })).status_code).toBe(6000);
    });

    it('verifies an account with an email but no phone by email: 6027 with the masked email, then the emailed code', async () => {
      account('demo02').email = 'demo02@example.com';
      const r = await login({ ...creds('demo02'), ...(await solvedGraphic(app)) }, { device: 'demo-device-02' });
      expect(r).toMatchObject({ status_code: 6027, data: { phoneNumber: '', email: 'de****@example.com' } });
      expect(await post(P.sendOne, sendOne('demo02@example.com', { cate: 1, name: 'demo02' }), { device: 'demo-device-02' })).toMatchObject({ status_code: 6000, data: { cate: 1 } });
      expect((await login({ ...creds('demo02'), sendCodeNum: lastCode('demo02@example.com') }, { device: 'demo-device-02' })).status_code).toBe(6000);
    });
  });

  describe('the new-device login (sendCodeNum)', () => {
    const NEW = { device: 'new-laptop', ip: '10.1.2.3' };

    it('answers 6000 with the SMS code sent by sendCode type 3, then trusts the device and address', async () => {
      expect((await login(await solvedGraphic(app), NEW)).status_code).toBe(6027);
      const sent = await post(P.sendOne, sendOne('13812345678'), NEW);
      expect(sent).toMatchObject({ status_code: 6000, message: '手机验证码获取成功', data: { target: '138****5678', resendInSeconds: 60 } });
      expect(app.ctx.outbox.list('13812345678')[0]).toMatchObject({ channel: 'sms', purpose: 'new-device' });
      const r = await login({ kaptchcate: 0, sendCodeNum: lastCode('13812345678') }, NEW);
      expect(r).toMatchObject({ status_code: 6000, data: { userId: 10001 } });
      expect(account('demo01').trustedDevices).toContain('new-laptop');
      expect(account('demo01').knownIps).toContain('10.1.2.3');
      // From then on: no captcha, no new-device step.
      expect((await login({}, NEW)).status_code).toBe(6000);
    });

    it('accepts the code sent by voice call (cate 2)', async () => {
      expect(await post(P.sendOne, sendOne('13812345678', { cate: 2 }), NEW)).toMatchObject({ status_code: 6000, message: '验证码获取成功，请注意接听电话' });
      expect(app.ctx.outbox.list('13812345678')[0]!.channel).toBe('voice');
      expect((await login({ sendCodeNum: lastCode('13812345678') }, NEW)).status_code).toBe(6000);
    });

    it('answers 6035 when no code was requested, for a known name as for an unknown one', async () => {
      const known = await login({ sendCodeNum: '123456' }, NEW);
      expect(known).toEqual({ status_code: 6035, data: null, message: '请先获取验证码' });
      expect(await login({ name: 'nobody99', sendCodeNum: '123456' }, NEW)).toEqual(known);
    });

    it('answers 6036 for a wrong code and 6002 for a wrong password, leaving the code usable', async () => {
      await post(P.sendOne, sendOne('13812345678'), NEW);
      const code = lastCode('13812345678');
      expect((await login({ sendCodeNum: code === '000000' ? '111111' : '000000' }, NEW)).status_code).toBe(6036);
      expect((await login({ password: md5('wrong'), sendCodeNum: code }, NEW)).status_code).toBe(6002);
      expect((await login({ sendCodeNum: code }, NEW)).status_code).toBe(6000);
    });

    it('answers 6038 for a code used after its 5 minutes', async () => {
      await post(P.sendOne, sendOne('13812345678'), NEW);
      app.ctx.clock.advance(5 * 60_000 + 1);
      expect((await login({ sendCodeNum: lastCode('13812345678') }, NEW)).status_code).toBe(6038);
    });

    it('lets a code be used once when it is sent twice at once', async () => {
      await post(P.sendOne, sendOne('13812345678'), NEW);
      const code = lastCode('13812345678');
      const [a, b] = await Promise.all([login({ sendCodeNum: code }, NEW), login({ sendCodeNum: code }, NEW)]);
      expect([a.status_code, b.status_code].sort()).toEqual([6000, 6035]);
    });

    it('answers 6066 for a second code within 60 s', async () => {
      await post(P.sendOne, sendOne('13812345678'), NEW);
      expect(await post(P.sendOne, sendOne('13812345678'), NEW)).toMatchObject({ status_code: 6066, data: { retryInSeconds: 60 } });
    });

    it('answers 6008 when the phone completed on the new-device screen is not the account\'s', async () => {
      expect(await post(P.sendOne, sendOne('13800005678'), NEW)).toEqual({ status_code: 6008, data: null, message: '手机号错误' });
    });
  });

  describe('suspension by site setting', () => {
    const suspend = (payload: object) => app.inject({ method: 'PUT', url: '/__mock/settings', payload });

    it('answers 6501 (popup) the first time, then 6500 (not prompted again) to the same caller for 10 minutes', async () => {
      await suspend({ loginSuspended: 'popup' });
      expect(await login({})).toMatchObject({ status_code: 6501, data: null });
      expect(await login({})).toMatchObject({ status_code: 6500, data: null });
      expect((await login({}, STRANGER)).status_code).toBe(6501);
      app.ctx.clock.advance(SUSPENSION_POPUP_QUIET_MS);
      expect((await login({})).status_code).toBe(6501);
    });

    it('answers 6502 every time when suspended without popup, before the password is looked at', async () => {
      await suspend({ loginSuspended: 'silent', registerSuspended: 'silent' });
      expect((await login({ password: md5('wrong') })).status_code).toBe(6502);
      expect((await post(P.register, registration('newbie01'), HOME)).status_code).toBe(6502);
    });

    it('suspends registration on its own setting: 6501, then 6500', async () => {
      await suspend({ registerSuspended: 'popup' });
      const body = { ...registration('newbie01'), ...(await solvedGraphic(app)) };
      expect((await post(P.register, body, HOME)).status_code).toBe(6501);
      expect((await post(P.register, { ...body, rCode: 'r1' }, HOME)).status_code).toBe(6500);
      expect((await login({})).status_code).toBe(6000);
    });
  });
});

const registration = (name: string, password = 'abc12345') => ({ name, password: md5(password), secondPassword: md5(password), domain: 'https://www.example.com', rCode: 'R123', iCode: 'I456' });

describe('register', () => {
  const DEVICE = { device: 'fresh-device' };

  it('answers 6000 with the user id, stores domain, rCode and iCode, and the password logs in', async () => {
    const r = await post<{ userId: number }>(P.register, { ...registration('newbie01'), ...(await solvedGraphic(app)) }, DEVICE);
    expect(r).toEqual({ status_code: 6000, data: { userId: 10006 }, message: '成功' });
    expect(account('newbie01')).toMatchObject({ rCode: 'R123', iCode: 'I456', domain: 'https://www.example.com', trustedDevices: [], phone: null });
  });

  it('lets the automatic login (kaptchcate 99) through once, from the registering device, and trusts that device', async () => {
    await post(P.register, { ...registration('newbie01'), ...(await solvedGraphic(app)) }, DEVICE);
    const auto = await login({ ...creds('newbie01', 'abc12345'), kaptchcate: 99 }, DEVICE);
    expect(auto).toMatchObject({ status_code: 6000, data: { userId: 10006 } });
    expect(account('newbie01').trustedDevices).toEqual(['fresh-device']);
    await post(P.logout, {}, { token: auto.data.token });
    // The grant is used up, but the device is now trusted: no captcha needed at home.
    expect((await login({ ...creds('newbie01', 'abc12345'), kaptchcate: 99 }, DEVICE)).status_code).toBe(6000);
    expect((await login({ ...creds('newbie01', 'abc12345'), kaptchcate: 99 }, { device: 'other-device' })).status_code).toBe(6021);
  });

  it('answers 6021 for kaptchcate 99 from another device, for another name, or after 60 s', async () => {
    await post(P.register, { ...registration('newbie01'), ...(await solvedGraphic(app)) }, DEVICE);
    expect((await login({ ...creds('newbie01', 'abc12345'), kaptchcate: 99 }, { device: 'other-device' })).status_code).toBe(6021);
    expect((await login({ ...creds('demo01'), kaptchcate: 99 }, DEVICE)).status_code).toBe(6021);
    await post(P.register, { ...registration('newbie02'), ...(await solvedGraphic(app)) }, DEVICE);
    app.ctx.clock.advance(AUTO_LOGIN_GRANT_TTL_MS + 1);
    expect((await login({ ...creds('newbie02', 'abc12345'), kaptchcate: 99 }, DEVICE)).status_code).toBe(6021);
  });

  it('answers 6021 without a captcha and for kaptchcate 99, and creates nothing', async () => {
    expect(await post(P.register, registration('newbie01'), DEVICE)).toEqual({ status_code: 6021, data: { kaptchcate: 2 }, message: '请输入图形验证码' });
    expect((await post(P.register, { ...registration('newbie02'), kaptchcate: 99 }, DEVICE)).status_code).toBe(6021);
    expect(findAccountByName(app.ctx.state, 'newbie01')).toBeUndefined();
  });

  it('answers 6022 with the slider setting, and 6000 with the slider solved', async () => {
    await setCaptchaKind('slider');
    const r = await post<{ challenge: SliderChallenge }>(P.register, registration('newbie01'), DEVICE);
    expect(r).toMatchObject({ status_code: 6022, data: { kaptchcate: 1 } });
    expect((await post(P.register, { ...registration('newbie01'), ...(await solveSlider(r.data.challenge, DEVICE)) }, DEVICE)).status_code).toBe(6000);
  });

  it('answers 6009 for a name already taken, in any case, after the captcha', async () => {
    expect(await post(P.register, { ...registration('Demo01'), ...(await solvedGraphic(app)) }, DEVICE)).toEqual({ status_code: 6009, data: null, message: '用户名已存在' });
  });

  it('creates one account when the same new name is registered twice at once with different captchas', async () => {
    const [a, b] = await Promise.all([
      post(P.register, { ...registration('racer01'), ...(await solvedGraphic(app)) }, DEVICE),
      post(P.register, { ...registration('racer01', 'xyz98765'), ...(await solvedGraphic(app)) }, DEVICE),
    ]);
    expect([a.status_code, b.status_code].sort()).toEqual([6000, 6009]);
  });

  it('answers 6008 with the rule\'s message for a name that breaks it, and strips whitespace first', async () => {
    for (const name of ['abc', '1abc123', 'abcdefghijk1', 'ab_c123', 'abcdefg']) {
      expect(await post(P.register, { ...registration('x'), name, ...(await solvedGraphic(app)) }, DEVICE), name).toMatchObject({ status_code: 6008, message: '4-11位，最少2个字母+数字组合，首位为字母' });
    }
    expect((await post(P.register, { ...registration('x'), name: ' new bie01 ', ...(await solvedGraphic(app)) }, DEVICE)).status_code).toBe(6000);
    expect(findAccountByName(app.ctx.state, 'newbie01')).toBeDefined();
  });

  it('answers 6008 when the two passwords differ, and 6008 for a password that is not an md5', async () => {
    expect(await post(P.register, { ...registration('newbie01'), secondPassword: md5('other123'), ...(await solvedGraphic(app)) }, DEVICE)).toMatchObject({ status_code: 6008, message: '两次密码输入不一致' });
    expect((await post(P.register, { ...registration('newbie01'), password: 'abc12345' }, DEVICE)).status_code).toBe(6008);
  });

  it('answers 6007 without a name', async () => {
    const { name: _n, ...body } = registration('newbie01');
    expect((await post(P.register, body, DEVICE)).status_code).toBe(6007);
  });
});

describe('sessions', () => {
  it('logout answers 6000 and ends only that session: the next call with it answers 6001', async () => {
    const a = (await login({})).data.token;
    const b = (await login({})).data.token;
    expect(await post(P.logout, {}, { token: a })).toEqual({ status_code: 6000, data: null, message: '成功' });
    expect((await post(P.info, {}, { token: a })).status_code).toBe(6001);
    expect((await post(P.info, {}, { token: b })).status_code).toBe(6000);
  });

  it('answers 6001 once the session is idle for 2 hours on the server clock', async () => {
    const token = (await login({})).data.token;
    app.ctx.clock.advance(2 * 60 * 60_000 + 1);
    expect(await post(P.info, {}, { token })).toEqual({ status_code: 6001, data: null, message: '请重新登录' });
  });
});

describe('audit trail', () => {
  it('writes one log line per auth attempt with its outcome and no secret, and journals it', async () => {
    const info = vi.spyOn(app.log, 'info');
    try {
      const c = await solvedGraphic(app);
      await login({ password: md5('wrong-secret'), ...c }, STRANGER);
      await login({});
      const lines = info.mock.calls.map(([obj]) => obj as Record<string, unknown>).filter((o) => o.event === 'auth');
      expect(lines.map((l) => [l.route, l.outcome])).toEqual([
        ['auth.defaultKaptcha', 'success'],
        ['auth.login', 'invalid_credentials'],
        ['auth.login', 'success'],
      ]);
      expect(lines[1]).toMatchObject({ status_code: 6002, name: 'demo01', device: STRANGER.device, ip: STRANGER.ip, userId: null });
      expect(lines[2]).toMatchObject({ status_code: 6000, userId: 10001, device: HOME.device });
      const text = JSON.stringify(lines);
      for (const secret of [md5('wrong-secret'), md5('demo1234'), c.code, c.codeId]) expect(text).not.toContain(secret);
    } finally {
      info.mockRestore();
    }
    expect(app.ctx.journal.list({ path: P.login }).map((e) => e.status_code)).toEqual([6000, 6002]);
  });
});

function sendOne(target: string, extra: Record<string, unknown> = {}) {
  return { name: 'demo01', target, obfuscatedTarget: obfuscateTarget(target), areaCode: '86', cate: 0, version: 1, kaptchcate: 0, type: 3, ...extra };
}

function lastCode(to: string): string {
  return app.ctx.outbox.list(to)[0]!.code;
}
