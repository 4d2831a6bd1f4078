import { describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { DEFAULT_WIRE_SECRET, encryptReply } from '@betsite/contracts/wire';
import type { WireReply } from '../document/reply-differences';
import { checkReply } from './check-reply';

const login = contract.auth.login;
const ok = (data: unknown) => ({ status_code: Code.SUCCESS, message: '成功', data });
const PLAIN = { encryptedCall: false, secret: DEFAULT_WIRE_SECRET };
const SEALED = { encryptedCall: true, secret: DEFAULT_WIRE_SECRET };
const wire = (body: unknown, over: Partial<WireReply> = {}): WireReply => ({ httpStatus: 200, contentType: 'application/json; charset=utf-8', text: typeof body === 'string' ? body : JSON.stringify(body), ...over });
const check = (body: unknown, over: Partial<WireReply> = {}, route: AppRoute = login) => checkReply(route, wire(body, over), PLAIN).findings;

describe('checkReply: the fields', () => {
  it('finds nothing in a reply that matches, and keeps its envelope', () => {
    expect(checkReply(login, wire(ok({ token: 't', userId: 1 })), PLAIN)).toEqual({ findings: [], envelope: ok({ token: 't', userId: 1 }) });
  });

  it('names a field of the wrong type with the schema\'s type and the value that came', () => {
    expect(check(ok({ token: 't', userId: '1' }))).toEqual([{ field: 'data.userId', expected: 'number', got: 'string "1"' }]);
  });

  it('names a missing required field as missing, without showing a secret', () => {
    expect(check(ok({ userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'missing' }]);
    expect(check(ok({ token: 42, userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'number (redacted)' }]);
    expect(check(ok({ token: ['a-real-token'], userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'array (redacted)' }]);
  });

  it('names array rows as [] so one field drifting in every row is one finding per row', () => {
    const findings = check(ok({ list: [{ grade: 'x' }, { grade: 'y' }], vipLevel: 1, progress: { depositTotal: 0, validBetTotal: 0 } }), {}, contract.member.memberGradeConfigList);
    expect(findings).toContainEqual({ field: 'data.list[].grade', expected: 'number', got: 'string "x"' });
    expect(findings.every((f) => f.field.startsWith('data.list[].'))).toBe(true);
  });

  it('accepts a declared business code with no data when the code declares none', () => {
    expect(check({ status_code: Code.INVALID_PARAMETER, message: '参数错误', data: null })).toEqual([]);
  });

  it('checks a declared code\'s own error data (6026 carries the masked phone)', () => {
    const findings = check({ status_code: 6026, message: 'x', data: {} });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.field.startsWith('data.') && f.got === 'missing')).toBe(true);
  });

  it('falls back on the document\'s schema where zod finds nothing: a refusal\'s data must be empty', () => {
    expect(check({ status_code: Code.INVALID_PARAMETER, message: '参数错误', data: { extra: 1 } })).toEqual([{ field: 'data', expected: 'must NOT have more than 0 properties', got: 'object {"extra":1}' }]);
  });
});

describe('checkReply: the reply as a whole, as the conformance runner reads it', () => {
  it('names a business code the route does not declare, another route\'s included', () => {
    expect(check({ status_code: 6999, message: 'x', data: null })).toEqual([{ field: 'status_code', expected: expect.stringMatching(/^a code POST \/site\/api\/v1\/user\/login declares \(6000, 6002/) as string, got: '6999' }]);
    expect(check({ status_code: 6003, message: '请求拒绝', data: null }).map((f) => f.got)).toEqual(['6003']);
  });

  it('names an HTTP status other than 200, a content type other than JSON, and a body that is not JSON', () => {
    expect(check({ status_code: 6007, message: '请求参数错误', data: null }, { httpStatus: 400 })).toEqual([{ field: '(http status)', expected: '200', got: '400' }]);
    expect(check(ok({ token: 't', userId: 1 }), { contentType: 'text/plain' })).toEqual([{ field: '(content type)', expected: 'application/json', got: 'text/plain' }]);
    expect(check('<html>502</html>')).toEqual([{ field: '(reply)', expected: 'JSON', got: 'string "<html>502</html>"' }]);
  });

  it('names a reply that is not an envelope, with its secrets redacted', () => {
    expect(check({ token: 'a-real-token', userId: 1 })).toEqual([{ field: '(envelope)', expected: '{status_code: integer, data, message: string}', got: 'object {"token":"redacted","userId":1}' }]);
  });

  it('names a reply cut short', () => {
    expect(check('{"status_code":6000', { cut: 'other side closed' })).toEqual([{ field: '(reply)', expected: 'the whole body', got: '19 bytes, then other side closed' }]);
  });

  it('names an encrypted call answered in plain, but lets the wire layer\'s plain refusals through', () => {
    expect(checkReply(login, wire(ok({ token: 't', userId: 1 })), SEALED).findings).toEqual([{ field: '(encryption)', expected: 'a sealed reply {encrypted: 1, payload}', got: 'a plain reply' }]);
    expect(checkReply(login, wire({ status_code: 6003, message: '请求拒绝', data: null }), SEALED).findings).toEqual([]);
    expect(checkReply(login, wire(encryptReply(DEFAULT_WIRE_SECRET, JSON.stringify(ok({ token: 't', userId: '1' })))), SEALED).findings).toEqual([{ field: 'data.userId', expected: 'number', got: 'string "1"' }]);
  });

  it('says a sealed reply its secret does not open is unopened, with no finding', () => {
    expect(checkReply(login, wire(encryptReply('another-secret-of-16+', '{}')), SEALED)).toEqual({ findings: [], unopened: true });
  });
});
