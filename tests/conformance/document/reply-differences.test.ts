import { describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET, encryptReply } from '@betsite/contracts/wire';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { routeMeta } from '@betsite/contracts/route';
import { documentedOperation } from './operation';
import { replyDifferences, type ReplyContext, type WireReply } from './reply-differences';

const login = documentedOperation('POST', contract.auth.login.path);
const info = documentedOperation('POST', contract.member.info.path);
const plain: ReplyContext = { encryptedCall: false, secret: DEFAULT_WIRE_SECRET, wireRefusalsInPlain: false };
const sealedCall: ReplyContext = { ...plain, encryptedCall: true };
const json = (body: unknown, over: Partial<WireReply> = {}): WireReply => ({ httpStatus: 200, contentType: 'application/json; charset=utf-8', text: JSON.stringify(body), ...over });
const texts = (wire: WireReply, context = plain, operation = login) => replyDifferences(operation, wire, context).differences.map((d) => d.text);
const ok = (data: unknown) => ({ status_code: 6000, data, message: '成功' });

describe('replyDifferences: the whole documented reply', () => {
  it('finds nothing in a documented success or refusal, plain or sealed', () => {
    expect(texts(json(ok({ token: 't', userId: 7 })))).toEqual([]);
    expect(texts(json({ status_code: 6002, data: null, message: '用户名或密码错误' }))).toEqual([]);
    const sealed = encryptReply(DEFAULT_WIRE_SECRET, JSON.stringify(ok({ token: 't', userId: 7 })));
    expect(replyDifferences(login, json(sealed), sealedCall)).toMatchObject({ differences: [], envelope: ok({ token: 't', userId: 7 }) });
  });

  it('names an HTTP status other than the documented 200 first, whatever the body (the envelope rule)', () => {
    expect(texts(json({ status_code: 6007, data: null, message: '请求参数错误' }, { httpStatus: 400 }))).toEqual(['HTTP 400, the document says 200']);
    expect(texts(json({ status_code: 6001, data: null, message: '请先登录' }, { httpStatus: 401 }), plain, info)).toEqual(['HTTP 401, the document says 200']);
  });

  it('names a content type the document does not give, and a body that is not JSON', () => {
    expect(texts(json(ok({ token: 't', userId: 7 }), { contentType: 'text/plain' }))).toEqual(['content-type text/plain, the document says application/json']);
    expect(texts(json(ok({ token: 't', userId: 7 }), { contentType: '' }))).toEqual(['content-type none, the document says application/json']);
    const [notJson] = texts({ httpStatus: 200, contentType: 'application/json', text: '<html><h1>502</h1></html>' });
    expect(notJson).toMatch(/^the reply is not JSON \(.+\): string "<html><h1>502<\/h1><\/html>"$/);
  });

  it('names a reply cut short, with the bytes that came', () => {
    expect(texts({ httpStatus: 200, contentType: 'application/json', text: '{"status_code":60', cut: 'other side closed' })).toEqual(['the reply was cut: 17 bytes, then other side closed']);
  });

  it('names an encrypted call answered in plain, and a plain call answered sealed', () => {
    expect(texts(json(ok({ token: 't', userId: 7 })), sealedCall)).toEqual(['an encrypted call answered in plain: the encrypted form seals every reply']);
    expect(texts(json(encryptReply(DEFAULT_WIRE_SECRET, JSON.stringify(ok({ token: 't', userId: 7 })))))).toEqual(['a plain call answered sealed']);
    expect(texts(json(encryptReply('another secret', '{}')), sealedCall)).toEqual(['the sealed reply does not open with the wire secret']);
  });

  it('lets the wire layer\'s plain refusals (6008, 6003) through only where real traffic meets them', () => {
    const replay = json({ status_code: 6003, data: null, message: '请求拒绝' });
    expect(texts(replay, { ...sealedCall, wireRefusalsInPlain: true })).toEqual([]);
    expect(texts(replay, sealedCall)[0]).toBe('an encrypted call answered in plain: the encrypted form seals every reply');
    expect(texts(replay, { ...plain, wireRefusalsInPlain: true })).toEqual(['status_code 6003 is not declared by POST /site/api/v1/user/login']);
  });

  it('names a reply that is not an envelope', () => {
    expect(texts(json({ token: 't', userId: 7 }))).toEqual(['the reply is not an envelope {status_code: integer, data, message: string}: status_code, data, message missing']);
    expect(texts(json([1]))).toEqual(['the reply is not an envelope {status_code: integer, data, message: string}: it is array [1]']);
    expect(texts(json({ status_code: '6000', data: null, message: 'x' }))).toEqual(['the reply is not an envelope {status_code: integer, data, message: string}: status_code is string "6000"']);
  });

  it('names a status_code the operation does not declare, one of another operation\'s included', () => {
    expect(texts(json({ status_code: 6999, data: null, message: 'x' }))).toEqual(['status_code 6999 is not declared by POST /site/api/v1/user/login']);
    expect(texts(json({ status_code: 6001, data: null, message: '请先登录' }))).toEqual(['status_code 6001 is not declared by POST /site/api/v1/user/login']);
  });

  it('names the first field the document\'s schema refuses, in the branch the status_code selects', () => {
    expect(texts(json(ok({ token: 't', userId: '7' })))).toEqual(['data.userId: expected integer, got string "7"']);
    expect(texts(json(ok({ userId: 7 })))).toEqual(['data.token: expected string, got missing']);
    expect(texts(json({ status_code: 6026, data: { areaCode: '86' }, message: 'x' }))).toEqual(['data.phoneNumber: expected string, got missing']);
    expect(texts(json({ status_code: 6002, data: { extra: 1 }, message: 'x' }))).toEqual(['data: must NOT have more than 0 properties, got object {"extra":1}']);
  });

  it('names the field inside an alternative that fits the value, else the alternatives', () => {
    const member = (over: Record<string, unknown>) => ok({ ...MEMBER, ...over });
    expect(texts(json(member({})), plain, info)).toEqual([]);
    expect(texts(json(member({ lastLoginTime: 'yesterday' })), plain, info)).toEqual(['data.lastLoginTime: expected integer | null, got string "yesterday"']);
    expect(texts(json(member({ popup: { kind: 'bindPhone' } })), plain, info)).toEqual(['data.popup.message: expected string, got missing']);
    expect(texts(json(member({ nickName: undefined, nickname: 'x' })), plain, info)).toEqual(['data.nickName: expected string | null, got missing']);
  });

  it('knows every route of the contract, with the codes the contract declares', () => {
    for (const { key, route } of allRoutes(contract)) {
      const operation = documentedOperation(route.method, route.path);
      expect(operation.statuses, key).toEqual([200]);
      expect(new Set(operation.codes), key).toEqual(new Set([6000, ...routeMeta(route).codes]));
    }
  });
});

const MEMBER = {
  userId: 1, name: 'demo01', nickName: null, avatar: null, realName: null, bindRealName: false, areaCode: '86', phone: null, bindPhone: false,
  email: null, bindEmail: false, birthday: null, sex: 0, vipLevel: 0, vipName: 'VIP0', grade: 0, hasPayPassword: false, registerTime: 1,
  lastLoginTime: null, isPop: 0, popup: null,
};
