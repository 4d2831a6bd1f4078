import { describe, expect, it } from 'vitest';
import { channelOf, checkNewDeviceCode, completeEmail, completePhone, completeTarget, newDeviceData } from './new-device';

describe('new-device verification', () => {
  it('reads the masked phone (or, without a phone, the masked email) from the 6025-6029 reply', () => {
    const hash = 'f'.repeat(32);
    expect(newDeviceData({ data: { phoneNumber: '138****5678' }, message: '设备未通过验证' }, 'demo01', hash)).toEqual({
      phone: '138****5678',
      username: 'demo01',
      password: hash,
      message: '设备未通过验证',
    });
    expect(newDeviceData({ data: { phoneNumber: '', email: 'de****@example.com' }, message: '' }, 'demo01', hash)).toMatchObject({ phone: '', email: 'de****@example.com' });
    expect(newDeviceData({ data: null, message: '风险登录' }, 'demo01', hash)).toMatchObject({ phone: '' });
    expect(newDeviceData({ data: { phoneNumber: '91****67', areaCode: '852' }, message: '' }, 'hk01', hash)).toMatchObject({ phone: '91****67', areaCode: '852' });
    expect(channelOf({ phone: '138****5678' })).toEqual({ kind: 'phone', masked: '138****5678' });
    expect(channelOf({ phone: '', email: 'de****@example.com' })).toEqual({ kind: 'email', masked: 'de****@example.com' });
  });

  it('completes the phone with exactly 4 middle digits, else 手机号错误', () => {
    expect(completePhone('138****5678', '1234')).toEqual({ ok: true, target: '13812345678' });
    for (const middle of ['', '123', '12345', '12a4']) expect(completePhone('138****5678', middle)).toEqual({ ok: false, message: '手机号错误' });
    expect(completePhone('13812345678', '1234')).toEqual({ ok: false, message: '手机号错误' });
  });

  it('takes the whole email address when it fits the mask', () => {
    expect(completeEmail('de****@example.com', ' demo01@example.com ')).toEqual({ ok: true, target: 'demo01@example.com' });
    expect(completeEmail('de****@example.com', 'demo01@EXAMPLE.com')).toEqual({ ok: true, target: 'demo01@EXAMPLE.com' });
    expect(completeEmail('de****@example.com', '')).toEqual({ ok: false, message: '请输入邮箱' });
    expect(completeEmail('de****@example.com', 'demo01@example')).toEqual({ ok: false, message: '请输入正确的邮箱' });
    expect(completeEmail('de****@example.com', 'xx01@example.com')).toEqual({ ok: false, message: '请输入正确的邮箱' });
    expect(completeTarget({ kind: 'phone', masked: '138****5678' }, '0000')).toEqual({ ok: true, target: '13800005678' });
  });

  it('needs a requested code first, then exactly 6 digits', () => {
    expect(checkNewDeviceCode('123456', false)).toEqual({ ok: false, message: '请先获取验证码' });
    expect(checkNewDeviceCode('12345', true)).toEqual({ ok: false, message: '请输入6位数字验证码' });
    expect(checkNewDeviceCode('12345a', true)).toEqual({ ok: false, message: '请输入6位数字验证码' });
    expect(checkNewDeviceCode('123456', true)).toEqual({ ok: true, code: '123456' });
  });
});
