import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLoginForm, readRegisterForm } from './credentials-form';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('login form', () => {
  it('asks for both fields with the spec messages', () => {
    expect(readLoginForm({ username: '  ', password: '' })).toEqual({ ok: false, errors: { username: '用户名不能为空', password: '请输入密码' } });
  });

  it('trims the name and sends only the md5 of the password', () => {
    expect(readLoginForm({ username: ' demo01 ', password: 'demo1234' })).toEqual({
      ok: true,
      value: { username: 'demo01', password: 'demo1234', passwordHash: md5('demo1234') },
    });
  });
});

describe('register form', () => {
  const valid = { username: 'abc123', password: 'abc12345', repeatPassword: 'abc12345', isAgree: true };

  it('answers every rule with the exact spec message', () => {
    expect(readRegisterForm({ username: '', password: '', repeatPassword: '', isAgree: false })).toEqual({
      ok: false,
      errors: { username: '用户名不能为空', password: '请输入密码', repeatPassword: '请输入密码', isAgree: '请同意相关条款和隐私政策' },
    });
    const rule = '4-11位，最少2个字母+数字组合，首位为字母';
    for (const username of ['1abc23', 'a1234', 'abcdef', 'abc', 'abcdefghij12', 'ab_123']) {
      expect(readRegisterForm({ ...valid, username })).toEqual({ ok: false, errors: { username: rule } });
    }
    for (const password of ['abc1234', 'abcdefgh', '12345678', 'abcdefg1234567', 'abc_12345']) {
      expect(readRegisterForm({ ...valid, password, repeatPassword: password })).toMatchObject({ ok: false, errors: { password: '请输入8-12位字母+数字的组合' } });
    }
    expect(readRegisterForm({ ...valid, repeatPassword: 'abc12346' })).toEqual({ ok: false, errors: { repeatPassword: '两次密码输入不一致' } });
  });

  it('strips whitespace from the name and both passwords before checking and hashing', () => {
    expect(readRegisterForm({ username: ' ab c123 ', password: 'abc 12345', repeatPassword: ' abc12345\t', isAgree: true })).toEqual({
      ok: true,
      value: { username: 'abc123', passwordHash: md5('abc12345'), repeatHash: md5('abc12345') },
    });
  });
});
