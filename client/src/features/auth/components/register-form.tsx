import { useState } from 'react';
import { CAPTCHA_KTYPE, KAPTCHCATE_AUTO_LOGIN, MINIMUM_AGE_YEARS } from '@betsite/contracts/constants';
import { FieldError } from '../../../components/ui/field-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SubmitForm } from '../../../components/ui/submit-form';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { storage } from '../../../lib/storage';
import { login } from '../api/login';
import { register } from '../api/register';
import { behindCaptcha, type CaptchaStep } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { popupIfSuspended } from '../hooks/suspension-popup';
import { readRegisterForm, type FormErrors } from '../utils/credentials-form';
import { CredentialFields } from './credential-fields';
import type { LegalDocumentName } from './legal-popup';

interface RegisterFormProps {
  captcha: CaptchaStep;
  openLegal: (document: LegalDocumentName) => void;
}

/**
 * The register tab. On success: forget the used referral codes, say 注册成功 and log in with the
 * same credentials (kaptchcate 99), then close (spec 000 section 4).
 */
export function RegisterForm({ captcha, openLegal }: RegisterFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [isAgree, setIsAgree] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  const guard = useSubmitGuard();
  const completeLogin = useCompleteLogin();

  const submit = () =>
    guard.run(async () => {
      setFormError(undefined);
      const form = readRegisterForm({ username, password, repeatPassword, isAgree });
      if (!form.ok) {
        setErrors(form.errors);
        return;
      }
      setErrors({});
      const { username: name, passwordHash, repeatHash } = form.value;
      try {
        const registered = await behindCaptcha(captcha, CAPTCHA_KTYPE.register, { name }, (answer) => register({ username: name, passwordHash, repeatHash, captcha: answer }));
        if (!registered) return;
        if (!registered.ok) {
          setFormError(messageOf(registered.reply));
          return;
        }
        // The referral codes have done their work (spec 000 section 4).
        storage.clearReferral();
        bus.emit('tips', { message: '注册成功', kind: 'success' });
        await logInAfterRegistering(name, passwordHash);
      } catch (error) {
        if (!isApiError(error)) throw error;
        popupIfSuspended(error.reply);
        setFormError(messageOf(error.reply));
      }
    });

  /** The same credentials, once, with kaptchcate 99 (the server's one-time grant after registering). */
  const logInAfterRegistering = async (name: string, passwordHash: string) => {
    try {
      const loggedIn = await login({ username: name, passwordHash, captcha: { kaptchcate: KAPTCHCATE_AUTO_LOGIN } });
      if (loggedIn.ok) {
        await completeLogin(loggedIn.data);
        return;
      }
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
    // The account exists: if the automatic login did not go through, the player logs in by hand.
    bus.emit('switch_auth_way', { mode: 'login_register', tab: 1 });
  };

  return (
    <SubmitForm aria-label="注册" onSubmit={submit}>
      <CredentialFields purpose="register" username={username} password={password} onUsername={setUsername} onPassword={setPassword} errors={errors} />
      <TextField
        label="确认密码"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        placeholder="请再次输入密码"
        value={repeatPassword}
        onChange={(e) => setRepeatPassword(e.target.value)}
        error={errors.repeatPassword}
      />
      <div className="field">
        <span className="checkbox">
          <input id="register-agree" type="checkbox" checked={isAgree} onChange={(e) => setIsAgree(e.target.checked)} />
          <label htmlFor="register-agree">我已年满 {MINIMUM_AGE_YEARS} 周岁，并同意</label>
          <button type="button" className="button button--link" onClick={() => openLegal('terms')}>
            《规则条款》
          </button>
          和
          <button type="button" className="button button--link" onClick={() => openLegal('privacy')}>
            《隐私政策》
          </button>
        </span>
        <FieldError message={errors.isAgree} />
      </div>
      <FieldError message={formError} />
      <SubmitButton pending={guard.pending} label="注册" pendingLabel="注册中…" block />
    </SubmitForm>
  );
}
