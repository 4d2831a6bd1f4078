import { useState } from 'react';
import { CustomerServiceButton } from '../../../components/customer-service-button';
import { Dialog } from '../../../components/ui/dialog';
import { useBusEvent } from '../../../hooks/use-bus-event';
import type { AuthMode, AuthTab, NewDeviceData } from '../../../lib/event-bus';
import { useCaptcha } from '../hooks/use-captcha';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LegalPopup, type LegalDocumentName } from './legal-popup';
import { LoginForm } from './login-form';
import { NewDevicePanel } from './new-device-panel';
import { RegisterForm } from './register-form';

interface AuthState {
  open: boolean;
  mode: AuthMode;
  tab: AuthTab;
  device: NewDeviceData | null;
}

const CLOSED: AuthState = { open: false, mode: 'login_register', tab: 1, device: null };

/** The bus events that open or steer the dialog. */
export type AuthOpenEvent =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'forget_password' }
  | { name: 'switch_auth_way'; payload: { mode: AuthMode; tab?: AuthTab } }
  | { name: 'newDevice'; payload: NewDeviceData };

function next(state: AuthState, event: AuthOpenEvent): AuthState {
  switch (event.name) {
    case 'login':
      return { ...CLOSED, open: true, tab: 1 };
    case 'register':
      return { ...CLOSED, open: true, tab: 2 };
    case 'forget_password':
      return { ...CLOSED, open: true, mode: 'find_password' };
    case 'switch_auth_way':
      return { ...state, open: true, mode: event.payload.mode, tab: event.payload.tab ?? state.tab };
    case 'newDevice':
      return { open: true, mode: 'new_device', tab: 1, device: event.payload };
  }
}
const TITLES: Record<AuthMode, string> = { login_register: '登录', find_password: '找回密码', new_device: '新设备验证' };

/**
 * The auth dialog (spec 000 section 4): modes login_register (tab 1 login, tab 2 register),
 * find_password and new_device, driven entirely by the bus so any screen can open it.
 */
export function AuthDialog({ initial }: { initial: AuthOpenEvent | null }) {
  const [state, setState] = useState<AuthState>(() => (initial ? next(CLOSED, initial) : CLOSED));
  const [legal, setLegal] = useState<LegalDocumentName | null>(null);
  const captcha = useCaptcha();

  useBusEvent('login', () => setState((s) => next(s, { name: 'login' })));
  useBusEvent('register', () => setState((s) => next(s, { name: 'register' })));
  useBusEvent('forget_password', () => setState((s) => next(s, { name: 'forget_password' })));
  useBusEvent('switch_auth_way', (payload) => setState((s) => next(s, { name: 'switch_auth_way', payload })));
  useBusEvent('newDevice', (payload) => setState((s) => next(s, { name: 'newDevice', payload })));
  useBusEvent('closeAuth', () => setState(CLOSED));

  const title = state.mode === 'login_register' ? (state.tab === 1 ? '登录' : '注册') : TITLES[state.mode];

  return (
    <>
      <Dialog open={state.open} title={title} hideTitle={state.mode === 'login_register'} onClose={() => setState(CLOSED)}>
        {state.mode === 'login_register' && (
          <>
            <div className="auth-tabs" role="tablist" aria-label="登录或注册">
              <button type="button" role="tab" aria-selected={state.tab === 1} onClick={() => setState((s) => ({ ...s, tab: 1 }))}>
                登录
              </button>
              <button type="button" role="tab" aria-selected={state.tab === 2} onClick={() => setState((s) => ({ ...s, tab: 2 }))}>
                注册
              </button>
            </div>
            {state.tab === 1 ? (
              <LoginForm solveCaptcha={captcha.solve} captchaFor={captcha.forReply} />
            ) : (
              <RegisterForm solveCaptcha={captcha.solve} captchaFor={captcha.forReply} openLegal={setLegal} />
            )}
            <div className="auth-links">
              <CustomerServiceButton />
            </div>
          </>
        )}
        {state.mode === 'find_password' && <ForgotPasswordPanel solveCaptcha={captcha.solve} />}
        {state.mode === 'new_device' && state.device && <NewDevicePanel device={state.device} />}
      </Dialog>
      {captcha.dialog}
      <LegalPopup initial={legal} onClose={() => setLegal(null)} />
    </>
  );
}
