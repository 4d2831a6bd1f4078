import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE_PATTERN } from '@betsite/contracts/constants';
import { md5Hex } from '../../../utils/md5';
import { PAY_PASSWORD_RULE, readNewLoginPassword, readNewPayPassword, readNickname, readPayPassword, readPhone, readRealName } from './binding-forms';

describe('member centre forms', () => {
  it('refuses a real name with two middle dots in a row: 请输入正确的名字', () => {
    expect(readRealName('张··三')).toEqual({ ok: false, message: '请输入正确的名字' });
    expect(readRealName('张三')).toEqual({ ok: true, value: '张三' });
  });

  it('checks a phone against its area\'s pattern: 请输入正确的手机号码', () => {
    expect(readPhone('12345', DEFAULT_PHONE_PATTERN)).toEqual({ ok: false, message: '请输入正确的手机号码' });
    expect(readPhone('13812345678', '^1\\d{10}$')).toEqual({ ok: true, value: '13812345678' });
  });

  it('refuses reserved and invisible nicknames with the contract\'s messages', () => {
    expect(readNickname('官方客服')).toEqual({ ok: false, message: '昵称不能包含官方、客服等保留字' });
    expect(readNickname('ab\u202Ecd')).toEqual({ ok: false, message: '昵称不能包含控制字符或不可见字符' });
    expect(readNickname(' 幸运星 ')).toEqual({ ok: true, value: '幸运星' });
  });

  it('hashes a new login password of 8-12 letters and digits, refusing others: 请输入8-12位字母+数字的组合', () => {
    expect(readNewLoginPassword('abc', 'abc')).toEqual({ ok: false, message: '请输入8-12位字母+数字的组合' });
    expect(readNewLoginPassword('abcd1234', 'abcd1235')).toEqual({ ok: false, message: '两次密码输入不一致，请重新输入' });
    expect(readNewLoginPassword('abcd1234', 'abcd1234')).toEqual({ ok: true, value: { password: md5Hex('abcd1234'), secondPassword: md5Hex('abcd1234') } });
  });

  it('wants 6 digits for a pay password', () => {
    expect(readNewPayPassword('12345a', '12345a')).toEqual({ ok: false, message: PAY_PASSWORD_RULE });
    expect(readPayPassword('123456')).toEqual({ ok: true, value: md5Hex('123456') });
  });
});
