import { describe, expect, it } from 'vitest';
import { AUTH_DIALOG_CLOSED, authDialogTitle, nextAuthDialogState, type AuthDialogState } from './auth-dialog-state';

const device = { phone: '138****5678', username: 'demo01', password: 'a'.repeat(32), message: '设备未通过验证' };
const onNewDevice: AuthDialogState = { open: true, mode: 'new_device', tab: 1, device };

describe('auth dialog state', () => {
  it('login opens login_register on tab 1, register on tab 2, forget_password the wizard', () => {
    expect(nextAuthDialogState(AUTH_DIALOG_CLOSED, { name: 'login' })).toEqual({ open: true, mode: 'login_register', tab: 1, device: null });
    expect(nextAuthDialogState(AUTH_DIALOG_CLOSED, { name: 'register' })).toEqual({ open: true, mode: 'login_register', tab: 2, device: null });
    expect(nextAuthDialogState(onNewDevice, { name: 'forget_password' })).toEqual({ open: true, mode: 'find_password', tab: 1, device: null });
  });

  it('newDevice switches to new_device verification keeping phone, username and hashed password', () => {
    expect(nextAuthDialogState(AUTH_DIALOG_CLOSED, { name: 'newDevice', payload: device })).toEqual(onNewDevice);
  });

  it('switch_auth_way changes mode and tab, and drops the new-device data when leaving that screen', () => {
    const switched = nextAuthDialogState(onNewDevice, { name: 'switch_auth_way', payload: { mode: 'login_register', tab: 2 } });
    expect(switched).toEqual({ open: true, mode: 'login_register', tab: 2, device: null });
    expect(nextAuthDialogState(switched, { name: 'switch_auth_way', payload: { mode: 'find_password' } })).toMatchObject({ mode: 'find_password', tab: 2 });
  });

  it('switch_auth_way to new_device without its data falls back to the login tab', () => {
    expect(nextAuthDialogState(AUTH_DIALOG_CLOSED, { name: 'switch_auth_way', payload: { mode: 'new_device' } })).toEqual({
      open: true,
      mode: 'login_register',
      tab: 1,
      device: null,
    });
  });

  it('closeAuth closes and forgets everything', () => {
    expect(nextAuthDialogState(onNewDevice, { name: 'closeAuth' })).toEqual(AUTH_DIALOG_CLOSED);
  });

  it('names the dialog after the tab or the mode', () => {
    expect(authDialogTitle({ mode: 'login_register', tab: 1 })).toBe('登录');
    expect(authDialogTitle({ mode: 'login_register', tab: 2 })).toBe('注册');
    expect(authDialogTitle({ mode: 'find_password', tab: 1 })).toBe('找回密码');
    expect(authDialogTitle({ mode: 'new_device', tab: 1 })).toBe('新设备验证');
  });
});
