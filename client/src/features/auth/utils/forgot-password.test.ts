import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readIdentity, readNewPassword, readVerifyCode, sameIdentity } from './forgot-password';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const areas = [
  { areaName: '中国大陆', areaCode: '86', regex: '^1\\d{10}$' },
  { areaName: '中国香港', areaCode: '852', regex: '^[4-9]\\d{7}$' },
];
const blank = { name: '', areaCode: '86', phone: '', email: '' };

describe('forgotten password: step 0 identity', () => {
  it('asks for the name and a phone that fits the chosen area', () => {
    expect(readIdentity({ ...blank, way: 'phone' }, areas)).toEqual({ ok: false, errors: { name: '请输入用户名', phone: '请输入正确的手机号码' } });
    expect(readIdentity({ ...blank, way: 'phone', name: 'demo01', phone: '1381234567' }, areas)).toEqual({ ok: false, errors: { phone: '请输入正确的手机号码' } });
    expect(readIdentity({ ...blank, way: 'phone', name: 'demo01', areaCode: '852', phone: '13812345678' }, areas)).toMatchObject({ ok: false });
    expect(readIdentity({ ...blank, way: 'phone', name: ' demo01 ', areaCode: '852', phone: '91234567' }, areas)).toEqual({
      ok: true,
      value: { way: 'phone', name: 'demo01', areaCode: '852', phone: '91234567' },
    });
    // Before the area list arrives, the default +86 pattern applies.
    expect(readIdentity({ ...blank, way: 'phone', name: 'demo01', phone: '13812345678' }, undefined)).toMatchObject({ ok: true });
  });

  it('asks for an email, then a valid one', () => {
    expect(readIdentity({ ...blank, way: 'email', name: 'demo01' }, areas)).toEqual({ ok: false, errors: { email: '请输入邮箱' } });
    expect(readIdentity({ ...blank, way: 'email', name: 'demo01', email: 'demo01@example' }, areas)).toEqual({ ok: false, errors: { email: '请输入正确的邮箱' } });
    expect(readIdentity({ ...blank, way: 'email', name: 'demo01', email: ' demo01@example.com ' }, areas)).toEqual({
      ok: true,
      value: { way: 'email', name: 'demo01', email: 'demo01@example.com' },
    });
  });

  it('knows the identity a code was already sent for', () => {
    const a = { way: 'email', name: 'demo01', email: 'demo01@example.com' } as const;
    expect(sameIdentity(a, { ...a, name: 'DEMO01', email: 'Demo01@example.com' })).toBe(true);
    expect(sameIdentity(a, { way: 'phone', name: 'demo01', areaCode: '86', phone: '13812345678' })).toBe(false);
    expect(sameIdentity(null, a)).toBe(false);
  });
});

describe('forgotten password: steps 1 and 2', () => {
  it('needs the code', () => {
    expect(readVerifyCode(' ')).toEqual({ ok: false, errors: { code: '请输入验证码' } });
    expect(readVerifyCode(' 123456 ')).toEqual({ ok: true, value: '123456' });
  });

  it('needs a new password of 8-12 letters and digits, twice the same, sent as md5', () => {
    expect(readNewPassword({ password: '', secondPassword: '' })).toEqual({ ok: false, errors: { password: '请设置新密码', secondPassword: '请设置新密码' } });
    expect(readNewPassword({ password: 'abcdefgh', secondPassword: 'abcdefgh' })).toEqual({ ok: false, errors: { password: '请输入8-12位字母+数字的组合' } });
    expect(readNewPassword({ password: 'abc12345', secondPassword: 'abc12346' })).toEqual({ ok: false, errors: { secondPassword: '两次密码输入不一致，请重新输入' } });
    expect(readNewPassword({ password: 'abc12345', secondPassword: 'abc12345' })).toEqual({ ok: true, value: { passwordHash: md5('abc12345'), secondHash: md5('abc12345') } });
  });
});
