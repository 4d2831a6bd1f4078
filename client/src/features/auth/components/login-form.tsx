import { useState } from 'react';
import { CAPTCHA_KTYPE } from '@betsite/contracts/constants';
import { handlingOf } from '@betsite/contracts/status-codes';
import { FieldError } from '../../../components/ui/field-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SubmitForm } from '../../../components/ui/submit-form';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { forgetCredentials, readCredentials, rememberCredentials } from '../../../lib/remembered-credentials';
import { storage } from '../../../lib/storage';
import { login } from '../api/login';
import { behindCaptcha, type CaptchaStep } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { popupIfSuspended } from '../hooks/suspension-popup';
import { readLoginForm, type FormErrors } from '../utils/credentials-form';
import { newDeviceData } from '../utils/new-device';
import { CredentialFields } from './credential-fields';

/**
 * The login tab (spec 000 section 4): username, password, remember password with the
 * forgot-password link. Submit: the captcha step (the server says which, if any), then the login
 * with the md5 of the password; 6025-6029 switch the dialog to new-device verification.
 */
export function LoginForm({ captcha }: { captcha: CaptchaStep }) {
  const [remembered] = useState(() => readCredentials(storage));
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [rememberPwd, setRememberPwd] = useState(remembered !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const guard = useSubmitGuard();
  const completeLogin = useCompleteLogin();

  /** The password is known to be right (success, or a new-device code, which comes after the check). */
  const keepRememberChoice = (name: string, plain: string) => {
    if (rememberPwd) rememberCredentials(storage, name, plain, Date.now());
    else forgetCredentials(storage);
  };

  const submit = () =>
    guard.run(async () => {
      setFormError(undefined);
      const form = readLoginForm({ username, password });
      if (!form.ok) {
        setErrors(form.errors);
        return;
      }
      setErrors({});
      const { username: name, password: plain, passwordHash } = form.value;
      try {
        const result = await behindCaptcha(captcha, CAPTCHA_KTYPE.login, { name }, (answer) => login({ username: name, passwordHash, captcha: answer }));
        if (!result) return;
        if (!result.ok) {
          setFormError(messageOf(result.reply));
          return;
        }
        keepRememberChoice(name, plain);
        await completeLogin(result.data);
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (handlingOf(error.code) === 'new-device') {
          keepRememberChoice(name, plain);
          bus.emit('newDevice', newDeviceData(error.reply, name, passwordHash));
          return;
        }
        popupIfSuspended(error.reply);
        setFormError(messageOf(error.reply));
      }
    });

  return (
    <SubmitForm aria-label="登录" onSubmit={submit}>
      <CredentialFields purpose="login" username={username} password={password} onUsername={setUsername} onPassword={setPassword} errors={errors} />
      <div className="auth-links">
        <label className="checkbox">
          <input type="checkbox" checked={rememberPwd} onChange={(e) => setRememberPwd(e.target.checked)} />
          记住密码
        </label>
        <button type="button" className="button button--link" onClick={() => bus.emit('forget_password')}>
          忘记密码？
        </button>
      </div>
      <FieldError message={formError} />
      <SubmitButton pending={guard.pending} label="登录" pendingLabel="登录中…" block />
    </SubmitForm>
  );
}
