import { describe, expect, it } from 'vitest';
import { ALL_STATUS_CODES, Code, STATUS_CODES, type StatusCode, defaultMessage, handlingOf, isStatusCode } from './status-codes';

/** The ten canned messages of spec 000 section 8, in the spec's order, with their codes. */
const CANNED: readonly (readonly [StatusCode, string])[] = [
  [6000, '成功'],
  [6005, '服务开小差了，请稍后重试'],
  [6001, '请重新登录'],
  [6010, '文件上传失败'],
  [6007, '请求参数错误'],
  [6003, '请求拒绝'],
  [6011, '请勿频繁提交'],
  [6013, '维护中'],
  [6004, '未找到数据'],
  [6008, '非法请求'],
];

const CHINESE = /[\u4e00-\u9fa5]/;

describe('status-code catalogue', () => {
  it('holds exactly the 54 codes of the spec, all within 6000-6502', () => {
    expect(ALL_STATUS_CODES).toHaveLength(54);
    expect(new Set(ALL_STATUS_CODES).size).toBe(54);
    for (const code of ALL_STATUS_CODES) expect(code >= 6000 && code <= 6502, String(code)).toBe(true);
    expect(isStatusCode(6019)).toBe(false);
  });

  it('maps the ten canned messages to their codes exactly', () => {
    for (const [code, message] of CANNED) expect(defaultMessage(code), String(code)).toBe(message);
    const withCanned = ALL_STATUS_CODES.filter((code) => 'message' in STATUS_CODES[code]);
    expect(withCanned.sort((a, b) => a - b)).toEqual(CANNED.map(([code]) => code).sort((a, b) => a - b));
  });

  it('gives every code a non-empty Chinese default message', () => {
    for (const code of ALL_STATUS_CODES) expect(defaultMessage(code), String(code)).toMatch(CHINESE);
  });

  it('uses the spec wording for the UID verification code', () => {
    expect(defaultMessage(Code.UID_VERIFICATION)).toBe('数据异常，请重新进入游戏');
  });
});

describe('handling classes', () => {
  it.each([
    [6000, 'success'],
    [6001, 'expired'],
    [6021, 'returned-as-value'],
    [6022, 'returned-as-value'],
    [6025, 'new-device'],
    [6026, 'new-device'],
    [6027, 'new-device'],
    [6028, 'new-device'],
    [6029, 'new-device'],
    [6413, 'dialog'],
    [6449, 'dialog'],
  ] as const)('handles %i as %s', (code, handling) => {
    expect(handlingOf(code)).toBe(handling);
  });

  it('rejects every other code, and codes outside the catalogue', () => {
    const special = new Set([6000, 6001, 6021, 6022, 6025, 6026, 6027, 6028, 6029, 6413, 6449]);
    for (const code of ALL_STATUS_CODES.filter((c) => !special.has(c))) expect(handlingOf(code), String(code)).toBe('rejected');
    expect(handlingOf(6999)).toBe('rejected');
  });
});
