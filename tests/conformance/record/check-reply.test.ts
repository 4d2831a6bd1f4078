import { describe, expect, it } from 'vitest';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { checkReply, describeValue, fieldOf, GOT_CHARS_MAX } from './check-reply';

const login = contract.auth.login;
const ok = (data: unknown) => ({ status_code: Code.SUCCESS, message: '成功', data });

describe('checkReply', () => {
  it('finds nothing in a reply that matches', () => {
    expect(checkReply(login, ok({ token: 't', userId: 1 }))).toEqual([]);
  });

  it('names a field of the wrong type with the schema\'s type and the value that came', () => {
    expect(checkReply(login, ok({ token: 't', userId: '1' }))).toEqual([{ field: 'data.userId', expected: 'number', got: 'string "1"' }]);
  });

  it('names a missing required field as missing, without showing a secret', () => {
    expect(checkReply(login, ok({ userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'missing' }]);
    expect(checkReply(login, ok({ token: 42, userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'number (redacted)' }]);
    expect(checkReply(login, ok({ token: ['a-real-token'], userId: 1 }))).toEqual([{ field: 'data.token', expected: 'string', got: 'array (redacted)' }]);
  });

  it('names array rows as [] so one field drifting in every row is one finding per row', () => {
    const list = contract.member.memberGradeConfigList;
    const findings = checkReply(list, ok({ list: [{ grade: 'x' }, { grade: 'y' }], vipLevel: 1, progress: { depositTotal: 0, validBetTotal: 0 } }));
    expect(findings).toContainEqual({ field: 'data.list[].grade', expected: 'number', got: 'string "x"' });
    expect(findings.every((f) => f.field.startsWith('data.list[].'))).toBe(true);
  });

  it('names a business code the route does not declare', () => {
    expect(checkReply(login, { status_code: 6999, message: 'x', data: null })).toEqual([
      { field: 'status_code', expected: expect.stringMatching(/^6000 or a code the route declares \(6\d{3}/) as string, got: 'number 6999' },
    ]);
  });

  it('accepts a declared business code with any data when the code declares none', () => {
    expect(checkReply(login, { status_code: Code.INVALID_PARAMETER, message: '参数错误', data: null })).toEqual([]);
  });

  it('checks a declared code\'s own error data (6026 carries the masked phone)', () => {
    const findings = checkReply(login, { status_code: 6026, message: 'x', data: {} });
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.every((f) => f.field.startsWith('data.') && f.got === 'missing')).toBe(true);
  });

  it('names the envelope\'s own fields when they are wrong, and a reply that is no object at all', () => {
    expect(checkReply(login, { status_code: '6000', message: 'x', data: null })).toEqual([{ field: 'status_code', expected: 'number', got: 'string "6000"' }]);
    expect(checkReply(login, '<html>502</html>')).toEqual([{ field: '(reply)', expected: 'a JSON envelope {status_code, data, message}', got: 'string "<html>502</html>"' }]);
  });
});

describe('fieldOf and describeValue', () => {
  it('writes paths with dots and [] for positions', () => {
    expect(fieldOf(['data', 'list', 3, 'amount'])).toBe('data.list[].amount');
    expect(fieldOf([])).toBe('(reply)');
  });

  it('redacts any value under a secret name but a boolean, named by the nearest field of a list row', () => {
    expect(describeValue({ t: 1 }, 'tokens')).toBe('object (redacted)');
    expect(describeValue(true, 'hasPayPassword')).toBe('boolean true');
  });

  it('truncates long values', () => {
    const got = describeValue('x'.repeat(500), 'name');
    expect(got.length).toBeLessThanOrEqual('string '.length + GOT_CHARS_MAX);
    expect(got.endsWith('…')).toBe(true);
  });
});
