import type { AuthMode, AuthTab, NewDeviceData } from '../../../lib/event-bus';

/**
 * The auth dialog's state machine (spec 000 section 4): a modal with the modes login_register
 * (tab 1 login, tab 2 register), find_password and new_device, steered only by bus events, so any
 * screen can open it and the dialog's own links use the same events as everyone else.
 *
 * It lives apart from the dialog so the always-loaded host can hold it: events that arrive while
 * the dialog's code is still loading are never lost.
 */
export interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  tab: AuthTab;
  /** What the new-device screen needs; kept only while that mode is shown. */
  device: NewDeviceData | null;
}

export const AUTH_DIALOG_CLOSED: AuthDialogState = { open: false, mode: 'login_register', tab: 1, device: null };

export type AuthDialogEvent =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'forget_password' }
  | { name: 'switch_auth_way'; payload: { mode: AuthMode; tab?: AuthTab } }
  | { name: 'newDevice'; payload: NewDeviceData }
  | { name: 'closeAuth' };

export function nextAuthDialogState(state: AuthDialogState, event: AuthDialogEvent): AuthDialogState {
  switch (event.name) {
    case 'login':
      return { ...AUTH_DIALOG_CLOSED, open: true, tab: 1 };
    case 'register':
      return { ...AUTH_DIALOG_CLOSED, open: true, tab: 2 };
    case 'forget_password':
      return { ...AUTH_DIALOG_CLOSED, open: true, mode: 'find_password' };
    case 'switch_auth_way': {
      const { mode, tab } = event.payload;
      // The new-device data means nothing outside its screen (and holds a password hash).
      const device = mode === 'new_device' ? state.device : null;
      // Without its data the new-device screen cannot work: fall back to the login tab.
      if (mode === 'new_device' && device === null) return { ...AUTH_DIALOG_CLOSED, open: true, tab: 1 };
      return { open: true, mode, tab: tab ?? state.tab, device };
    }
    case 'newDevice':
      return { open: true, mode: 'new_device', tab: 1, device: event.payload };
    case 'closeAuth':
      return AUTH_DIALOG_CLOSED;
  }
}

/** The dialog's accessible name: the tab's name on login_register, else the mode's. */
export function authDialogTitle(state: Pick<AuthDialogState, 'mode' | 'tab'>): string {
  switch (state.mode) {
    case 'login_register':
      return state.tab === 1 ? '登录' : '注册';
    case 'find_password':
      return '找回密码';
    case 'new_device':
      return '新设备验证';
  }
}
