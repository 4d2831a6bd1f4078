import { useState } from 'react';
import { CustomerServiceButton } from '../../../components/customer-service-button';
import { Dialog } from '../../../components/ui/dialog';
import { bus, type AuthTab } from '../../../lib/event-bus';
import { useCaptcha } from '../hooks/use-captcha';
import { authDialogTitle, type AuthDialogState } from '../utils/auth-dialog-state';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LegalPopup, type LegalDocumentName } from './legal-popup';
import { LoginForm } from './login-form';
import { NewDevicePanel } from './new-device-panel';
import { RegisterForm } from './register-form';

const TABS: readonly { tab: AuthTab; label: string }[] = [
  { tab: 1, label: '登录' },
  { tab: 2, label: '注册' },
];

/**
 * The auth dialog (spec 000 section 4): modes login_register (tab 1 login, tab 2 register),
 * find_password and new_device. It only renders the state the host holds; every change, its own
 * tabs, links and close icon included, goes through the bus events of the spec.
 */
export function AuthDialog({ state }: { state: AuthDialogState }) {
  const [legal, setLegal] = useState<LegalDocumentName | null>(null);
  const captcha = useCaptcha();

  return (
    <>
      <Dialog open title={authDialogTitle(state)} hideTitle={state.mode === 'login_register'} onClose={() => bus.emit('closeAuth')}>
        {state.mode === 'login_register' && (
          <>
            <div className="auth-tabs" role="tablist" aria-label="登录或注册">
              {TABS.map(({ tab, label }) => (
                <button
                  key={tab}
                  type="button"
                  role="tab"
                  aria-selected={state.tab === tab}
                  onClick={() => bus.emit('switch_auth_way', { mode: 'login_register', tab })}
                >
                  {label}
                </button>
              ))}
            </div>
            {state.tab === 1 ? (
              <LoginForm key="login" captcha={captcha} />
            ) : (
              <RegisterForm key="register" captcha={captcha} openLegal={setLegal} />
            )}
            <div className="auth-links">
              <CustomerServiceButton />
            </div>
          </>
        )}
        {state.mode === 'find_password' && <ForgotPasswordPanel captcha={captcha} />}
        {state.mode === 'new_device' && state.device && <NewDevicePanel key={`${state.device.username}:${state.device.phone}`} device={state.device} />}
      </Dialog>
      {captcha.dialog}
      <LegalPopup initial={legal} onClose={() => setLegal(null)} />
    </>
  );
}
