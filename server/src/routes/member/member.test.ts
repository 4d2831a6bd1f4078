import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { obfuscateTarget } from '@betsite/contracts/routes/verification';
import type { MemberInfo } from '@betsite/contracts/routes/member';
import { call, loginTrusted, md5, resetAppBeforeEach } from '../../../test-support/helpers';
import { findAccountByName } from '../../accounts/state';
import { verifyChatToken } from '../../chat/chat-token';
import { verifyPayPassword } from '../../accounts/member-binding';

const M = (name: string) => `/site/api/v1/user/member/${name}`;
const UPLOAD = '/site/api/v1/user/upload/uploadImage';
const SEND_TWO = '/site/api/v1/user/sendCode/two';
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const sendTwo = (target: string, type: 1 | 2, cate = 0) => ({ target, obfuscatedTarget: obfuscateTarget(target), areaCode: '86', cate, version: 1, kaptchcate: 0, type });

describe('member routes', () => {
  let app: FastifyInstance;
  resetAppBeforeEach((fresh) => {
    app = fresh;
  });

  const lastCode = (to: string) => app.ctx.outbox.list(to)[0]!.code;
  const account = (name: string) => findAccountByName(app.ctx.state, name)!;
  /** Logs a demo account in from a device and address it is known on, whatever the new-device rules. */
  const signIn = (name: string, password?: string) => loginTrusted(app, name, password);
  const info = async (token: string) => (await call<MemberInfo>(app, M('info'), {}, token)).data;

  describe('every member route', () => {
    const routes = [
      'info', 'bindOther', 'bindEmail', 'bindPhone', 'bindPasswordByPhone', 'bindPasswordByEmail', 'bindPassword',
      'memberGradeInfoByGrade', 'memberGradeConfigList', 'getGameFanshuiHighLow', 'bindFromDeposit', 'avatarList', 'addAvatar', 'jwt',
    ].map(M).concat(UPLOAD);
    it.each(routes)('answers 6001 without a token: %s', async (path) => {
      expect(await call(app, path, {})).toEqual({ status_code: 6001, data: null, message: '请重新登录' });
    });
  });

  describe('info', () => {
    it('answers 6000 with bindPhone and bindRealName true and the contacts masked for demo01', async () => {
      const r = await call<MemberInfo>(app, M('info'), { isPop: 0 }, await signIn('demo01'));
      expect(r.status_code).toBe(6000);
      expect(r.data).toMatchObject({
        userId: 10001, name: 'demo01', bindPhone: true, bindRealName: true, bindEmail: true, phone: '138****5678', realName: '张*',
        email: 'de****@example.com', vipLevel: 3, vipName: '黄金会员', hasPayPassword: true, isPop: 0, popup: null,
      });
    });

    it('answers 6000 with both flags false for demo02 and, with isPop 1, the real-name popup', async () => {
      const r = await call<MemberInfo>(app, M('info'), { isPop: 1 }, await signIn('demo02'));
      expect(r.data).toMatchObject({ bindPhone: false, bindRealName: false, phone: null, realName: null, isPop: 1, popup: { kind: 'bindRealName' } });
    });

    it('answers 6000 with only the phone bound for phone01', async () => {
      expect(await info(await signIn('phone01'))).toMatchObject({ bindPhone: true, bindRealName: false });
    });

    it('answers 6008 for isPop 2', async () => {
      expect((await call(app, M('info'), { isPop: 2 }, await signIn('demo01'))).status_code).toBe(6008);
    });
  });

  describe('bindOther and bindFromDeposit', () => {
    it('answers 6000 and binds the real name and details; member info then says bindRealName', async () => {
      const token = await signIn('phone01');
      const r = await call<MemberInfo>(app, M('bindOther'), { realName: '赵磊', nickName: '磊哥', birthday: '1992-03-14', sex: 1 }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { bindRealName: true, realName: '赵*', nickName: '磊哥', birthday: '1992-03-14', sex: 1 } });
      expect(account('phone01').realName).toBe('赵磊');
      expect(await info(token)).toMatchObject({ bindPhone: true, bindRealName: true });
    });

    it('answers 6009 when the real name is already bound', async () => {
      expect(await call(app, M('bindOther'), { realName: '李四' }, await signIn('demo01'))).toMatchObject({ status_code: 6009 });
    });

    it('answers 6008 with the spec\'s message for a real name that breaks the rule', async () => {
      const r = await call(app, M('bindOther'), { realName: '张··三' }, await signIn('demo02'));
      expect(r).toMatchObject({ status_code: 6008, message: '请输入正确的名字' });
    });

    it('answers 6008 for a birthday under 18', async () => {
      const r = await call(app, M('bindOther'), { birthday: '2020-01-01' }, await signIn('demo02'));
      expect(r).toMatchObject({ status_code: 6008, message: '未满18周岁不能使用本站服务' });
    });

    it('answers 6007 when realName has the wrong type', async () => {
      expect((await call(app, M('bindOther'), { realName: 42 }, await signIn('demo02'))).status_code).toBe(6007);
    });

    it('answers 6000 from the deposit screen and 6009 once bound', async () => {
      const token = await signIn('demo02');
      expect(await call(app, M('bindFromDeposit'), { realName: '王芳' }, token)).toMatchObject({ status_code: 6000, data: { bindRealName: true } });
      expect((await call(app, M('bindFromDeposit'), { realName: '王芳' }, token)).status_code).toBe(6009);
    });

    it('answers 6007 when the deposit screen sends no real name', async () => {
      expect((await call(app, M('bindFromDeposit'), {}, await signIn('demo02'))).status_code).toBe(6007);
    });
  });

  describe('bindPhone and bindEmail', () => {
    it('answers 6000 and binds the phone with the code sent to it; member info then says bindPhone', async () => {
      const token = await signIn('demo02');
      expect((await call(app, SEND_TWO, sendTwo('13512345678', 1), token)).status_code).toBe(6000);
      const r = await call<MemberInfo>(app, M('bindPhone'), { areaCode: '86', phone: '13512345678', code: lastCode('13512345678') }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { bindPhone: true, phone: '135****5678' } });
      expect(account('demo02').phone).toBe('13512345678');
    });

    it('answers 6009 when the phone is already bound to the account', async () => {
      const r = await call(app, M('bindPhone'), { areaCode: '86', phone: '13512345678', code: '123456' }, await signIn('demo01'));
      expect(r).toMatchObject({ status_code: 6009, message: '您已绑定手机号' });
    });

    it('answers 6009 when another account holds the phone', async () => {
      const r = await call(app, M('bindPhone'), { areaCode: '86', phone: '13812345678', code: '123456' }, await signIn('demo02'));
      expect(r).toMatchObject({ status_code: 6009, message: '该手机号已被其他账号绑定' });
    });

    it('answers 6035 when no code was requested', async () => {
      expect((await call(app, M('bindPhone'), { areaCode: '86', phone: '13512345678', code: '123456' }, await signIn('demo02'))).status_code).toBe(6035);
    });

    it('answers 6036 for a wrong code and leaves the account unbound', async () => {
      const token = await signIn('demo02');
      await call(app, SEND_TWO, sendTwo('13512345678', 1), token);
      const wrong = lastCode('13512345678') === '000000' ? '111111' : '000000';
      expect((await call(app, M('bindPhone'), { areaCode: '86', phone: '13512345678', code: wrong }, token)).status_code).toBe(6036);
      expect(account('demo02').phone).toBeNull();
    });

    it('answers 6038 for an expired code', async () => {
      const token = await signIn('demo02');
      await call(app, SEND_TWO, sendTwo('13512345678', 1), token);
      app.ctx.clock.advance(5 * 60_000 + 1);
      expect((await call(app, M('bindPhone'), { areaCode: '86', phone: '13512345678', code: lastCode('13512345678') }, token)).status_code).toBe(6038);
    });

    it('answers 6007 when the phone is missing', async () => {
      expect((await call(app, M('bindPhone'), { areaCode: '86', code: '123456' }, await signIn('demo02'))).status_code).toBe(6007);
    });

    it('answers 6008 for a phone that does not fit its area', async () => {
      const r = await call(app, M('bindPhone'), { areaCode: '852', phone: '13512345678', code: '123456' }, await signIn('demo02'));
      expect(r).toMatchObject({ status_code: 6008, message: '请输入正确的手机号码' });
    });

    it('answers 6000 and binds the email with the code sent to it', async () => {
      const token = await signIn('demo02');
      expect((await call(app, SEND_TWO, sendTwo('wangfang@163.com', 1, 1), token)).status_code).toBe(6000);
      const r = await call<MemberInfo>(app, M('bindEmail'), { email: 'wangfang@163.com', code: lastCode('wangfang@163.com') }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { bindEmail: true, email: 'wa****@163.com' } });
    });

    it('answers 6009 when the account already has an email', async () => {
      expect((await call(app, M('bindEmail'), { email: 'x@163.com', code: '123456' }, await signIn('demo01'))).status_code).toBe(6009);
    });
  });

  describe('passwords', () => {
    it('bindPassword answers 6000, changes the login password (scrypt-checked old one) and ends the sessions', async () => {
      const token = await signIn('demo01');
      const r = await call(app, M('bindPassword'), { type: 1, oldPassword: md5('demo1234'), password: md5('newpass123'), secondPassword: md5('newpass123') }, token);
      expect(r).toEqual({ status_code: 6000, data: { reLogin: true }, message: '成功' });
      expect((await call(app, M('info'), {}, token)).status_code).toBe(6001);
      await expect(signIn('demo01', 'newpass123')).resolves.toEqual(expect.any(String));
    });

    it('bindPassword answers 6100 for a wrong old password', async () => {
      const r = await call(app, M('bindPassword'), { type: 1, oldPassword: md5('wrong999'), password: md5('newpass123'), secondPassword: md5('newpass123') }, await signIn('demo01'));
      expect(r).toMatchObject({ status_code: 6100, message: '原密码错误' });
    });

    it('bindPassword answers 6008 when the two new entries differ', async () => {
      const r = await call(app, M('bindPassword'), { oldPassword: md5('demo1234'), password: md5('newpass123'), secondPassword: md5('newpass124') }, await signIn('demo01'));
      expect(r).toMatchObject({ status_code: 6008, message: '两次密码输入不一致，请重新输入' });
    });

    it('bindPassword answers 6007 without the old password', async () => {
      expect((await call(app, M('bindPassword'), { password: md5('newpass123'), secondPassword: md5('newpass123') }, await signIn('demo01'))).status_code).toBe(6007);
    });

    it('bindPassword type 2 answers 6000 and sets a withdrawal password, keeping the session', async () => {
      const token = await signIn('demo02');
      const r = await call(app, M('bindPassword'), { type: 2, oldPassword: md5('demo1234'), password: md5('246810'), secondPassword: md5('246810') }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { reLogin: false } });
      expect(await info(token)).toMatchObject({ hasPayPassword: true });
      expect(await verifyPayPassword(app.ctx.state, 10002, md5('246810'))).toBe(true);
    });

    it('bindPasswordByPhone answers 6000 with the code sent to the bound phone, and the new password logs in', async () => {
      const token = await signIn('demo01');
      expect((await call(app, SEND_TWO, sendTwo('138****5678', 2), token)).status_code).toBe(6000);
      const r = await call(app, M('bindPasswordByPhone'), { type: 1, code: lastCode('13812345678'), ...{ password: md5('newpass123'), secondPassword: md5('newpass123') } }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { reLogin: true } });
      await expect(signIn('demo01', 'newpass123')).resolves.toEqual(expect.any(String));
    });

    it('bindPasswordByPhone answers 6015 when no phone is bound', async () => {
      const r = await call(app, M('bindPasswordByPhone'), { code: '123456', password: md5('newpass123'), secondPassword: md5('newpass123') }, await signIn('demo02'));
      expect(r.status_code).toBe(6015);
    });

    it('bindPasswordByPhone answers 6036 for a wrong code', async () => {
      const token = await signIn('demo01');
      await call(app, SEND_TWO, sendTwo('138****5678', 2), token);
      const wrong = lastCode('13812345678') === '000000' ? '111111' : '000000';
      expect((await call(app, M('bindPasswordByPhone'), { code: wrong, password: md5('newpass123'), secondPassword: md5('newpass123') }, token)).status_code).toBe(6036);
    });

    it('bindPasswordByEmail answers 6000 and sets the withdrawal password with the code sent to the bound email', async () => {
      const token = await signIn('demo01');
      expect((await call(app, SEND_TWO, sendTwo('de****@example.com', 2, 1), token)).status_code).toBe(6000);
      const r = await call(app, M('bindPasswordByEmail'), { type: 2, code: lastCode('demo01@example.com'), password: md5('654321'), secondPassword: md5('654321') }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { reLogin: false } });
      expect(await verifyPayPassword(app.ctx.state, 10001, md5('654321'))).toBe(true);
      expect((await call(app, M('info'), {}, token)).status_code).toBe(6000);
    });

    it('bindPasswordByEmail answers 6035 when no email is bound', async () => {
      const r = await call(app, M('bindPasswordByEmail'), { code: '123456', password: md5('newpass123'), secondPassword: md5('newpass123') }, await signIn('demo02'));
      expect(r).toMatchObject({ status_code: 6035, message: '请先绑定邮箱' });
    });
  });

  describe('grades and rebates', () => {
    it('memberGradeConfigList answers 6000 with the VIP ladder 0-10 and the player\'s level', async () => {
      const r = await call<{ list: { grade: number }[]; vipLevel: number }>(app, M('memberGradeConfigList'), {}, await signIn('vip888', 'vip88888'));
      expect(r.status_code).toBe(6000);
      expect(r.data.list.map((g) => g.grade)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(r.data.vipLevel).toBe(8);
    });

    it('memberGradeConfigList gives the player\'s deposits and valid bets as the ladder counts them (demo01 starts at VIP3\'s thresholds)', async () => {
      const r = await call<{ vipLevel: number; progress: { depositTotal: number; validBetTotal: number } }>(app, M('memberGradeConfigList'), {}, await signIn('demo01'));
      expect(r.data).toMatchObject({ vipLevel: 3, progress: { depositTotal: 20000, validBetTotal: 100000 } });
    });

    it('memberGradeInfoByGrade answers 6000 with one level, marked current when it is the player\'s', async () => {
      const token = await signIn('demo01');
      expect(await call(app, M('memberGradeInfoByGrade'), { grade: 3 }, token)).toMatchObject({ status_code: 6000, data: { grade: 3, gradeName: '黄金会员', isCurrent: true } });
      expect(await call(app, M('memberGradeInfoByGrade'), { grade: 4 }, token)).toMatchObject({ status_code: 6000, data: { grade: 4, isCurrent: false } });
    });

    it('memberGradeInfoByGrade answers 6008 for level 11 and 6007 without a level', async () => {
      const token = await signIn('demo01');
      expect((await call(app, M('memberGradeInfoByGrade'), { grade: 11 }, token)).status_code).toBe(6008);
      expect((await call(app, M('memberGradeInfoByGrade'), {}, token)).status_code).toBe(6007);
    });

    it('getGameFanshuiHighLow answers 6000 with every category, or the one asked for', async () => {
      const token = await signIn('demo01');
      const all = await call<{ list: unknown[] }>(app, M('getGameFanshuiHighLow'), {}, token);
      expect(all.data.list).toHaveLength(7);
      const one = await call(app, M('getGameFanshuiHighLow'), { category: 'sport' }, token);
      expect(one).toMatchObject({ status_code: 6000, data: { list: [{ category: 'sport', categoryName: '体育', low: 0.38, high: 1.2, current: 0.6 }] } });
    });
  });

  describe('avatars and images', () => {
    it('avatarList answers 6000 with the stock avatars; addAvatar sets one and member info shows it', async () => {
      const token = await signIn('demo01');
      const list = await call<{ list: { url: string }[]; current: string | null }>(app, M('avatarList'), {}, token);
      expect(list.data.list.length).toBeGreaterThanOrEqual(10);
      expect(list.data.current).toBeNull();
      const url = list.data.list[2]!.url;
      expect(await call(app, M('addAvatar'), { url }, token)).toMatchObject({ status_code: 6000, data: { avatar: url } });
      expect((await info(token)).avatar).toBe(url);
    });

    it('addAvatar answers 6004 for an image that is neither stock nor the player\'s', async () => {
      expect((await call(app, M('addAvatar'), { url: 'https://evil.example/a.png' }, await signIn('demo01'))).status_code).toBe(6004);
    });

    it('uploadImage answers 6000 for a real png, and addAvatar takes the uploaded url', async () => {
      const token = await signIn('demo01');
      const r = await call<{ url: string }>(app, UPLOAD, { image: PNG_1PX }, token);
      expect(r).toMatchObject({ status_code: 6000, data: { mime: 'image/png', sizeBytes: 70 } });
      expect((await call(app, M('addAvatar'), { url: r.data.url }, token)).status_code).toBe(6000);
      expect((await call(app, M('addAvatar'), { url: r.data.url }, await signIn('demo02'))).status_code).toBe(6004);
    });

    it('serves an uploaded image at its url, and answers 6004 for an unknown one', async () => {
      const r = await call<{ url: string }>(app, UPLOAD, { image: PNG_1PX }, await signIn('demo01'));
      const image = await app.inject({ method: 'GET', url: r.data.url });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(Buffer.from(PNG_1PX.split(',')[1]!, 'base64'))).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/uploads/u1-nope.png' })).json()).toMatchObject({ status_code: 6004 });
    });

    it('uploadImage answers 6010 when the bytes are not the declared type', async () => {
      const r = await call(app, UPLOAD, { image: `data:image/jpeg;base64,${PNG_1PX.split(',')[1]}` }, await signIn('demo01'));
      expect(r).toMatchObject({ status_code: 6010, message: '文件上传失败：图片内容与格式不符' });
    });

    it('uploadImage answers 6010 for an svg (scripts can hide in one)', async () => {
      const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
      expect((await call(app, UPLOAD, { image: svg }, await signIn('demo01'))).status_code).toBe(6010);
    });

    it('uploadImage answers 6010 above 150 KB', async () => {
      const big = Buffer.concat([Buffer.from(PNG_1PX.split(',')[1]!, 'base64'), Buffer.alloc(151 * 1024)]).toString('base64');
      expect((await call(app, UPLOAD, { image: `data:image/png;base64,${big}` }, await signIn('demo01'))).status_code).toBe(6010);
    });

    it('uploadImage answers 6007 without an image', async () => {
      expect((await call(app, UPLOAD, {}, await signIn('demo01'))).status_code).toBe(6007);
    });
  });

  describe('jwt', () => {
    it('answers 6000 with a chat token the chat socket can verify, carrying the user id', async () => {
      const r = await call<{ jwt: string; expiresAt: number }>(app, M('jwt'), {}, await signIn('demo01'));
      expect(r.status_code).toBe(6000);
      const claims = verifyChatToken(app.ctx.config.WIRE_SECRET, r.data.jwt, app.ctx.clock.now());
      expect(claims).toMatchObject({ userId: 10001, name: 'demo01', expiresAt: r.data.expiresAt });
      expect(verifyChatToken(app.ctx.config.WIRE_SECRET, r.data.jwt, r.data.expiresAt)).toBeNull();
    });
  });
});
