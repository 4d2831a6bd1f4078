import { useState } from 'react';
import { CAPTCHA_KTYPE, USERNAME_LENGTH_MAX } from '@betsite/contracts/constants';
import { handlingOf } from '@betsite/contracts/status-codes';
import { loginForm } from '@betsite/contracts/validation';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import type { ValueReply } from '../../../lib/api/client';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { forgetCredentials, readCredentials, rememberCredentials } from '../../../lib/remembered-credentials';
import { storage } from '../../../lib/storage';
import { fieldErrors } from '../../../utils/form-errors';
import { md5Hex } from '../../../utils/md5';
import type { CaptchaAnswer } from '../api/captcha-answer';
import { login } from '../api/login';
import { needsCaptcha } from '../hooks/use-captcha';
import { useCompleteLogin } from '../hooks/use-complete-login';

interface LoginFormProps {
  solveCaptcha: (ktype: 4, context: { name?: string }) => Promise<CaptchaAnswer | null>;
  captchaFor: (reply: ValueReply) => Promise<CaptchaAnswer | null>;
}

/** The login tab: username, password, remember password, forgot password (spec 000 section 4). */
export function LoginForm({ solveCaptcha, captchaFor }: LoginFormProps) {
  const remembered = readCredentials(storage);
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [rememberPwd, setRememberPwd] = useState(remembered !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const guard = useSubmitGuard();
  const completeLogin = useCompleteLogin();

  const submit = () =>
    guard.run(async () => {
      setFormError(undefined);
      const parsed = loginForm.safeParse({ username: username.trim(), password });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      const name = parsed.data.username;
      const passwordHash = md5Hex(parsed.data.password);
      try {
        let captcha = await solveCaptcha(CAPTCHA_KTYPE.login, { name });
        if (!captcha) return;
        let result = await login({ username: name, passwordHash, captcha });
        // 6021/6022: the server wants a captcha after all (e.g. after failed logins); ask once, retry.
        if (!result.ok && needsCaptcha(result.reply)) {
          captcha = await captchaFor(result.reply);
          if (!captcha) return;
          result = await login({ username: name, passwordHash, captcha });
        }
        if (!result.ok) {
          setFormError(messageOf(result.reply));
          return;
        }
        if (rememberPwd) rememberCredentials(storage, name, parsed.data.password, Date.now());
        else forgetCredentials(storage);
        await completeLogin(result.data);
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (handlingOf(error.code) === 'new-device') {
          const data = error.reply.data as { phoneNumber?: string } | null;
          bus.emit('newDevice', { phone: data?.phoneNumber ?? '', username: name, password: passwordHash, message: messageOf(error.reply) });
          return;
        }
        setFormError(messageOf(error.reply));
      }
    });

  return (
    <form
      aria-label="登录"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="用户名"
        name="username"
        autoComplete="username"
        maxLength={USERNAME_LENGTH_MAX}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <div className="auth-links">
        <label className="checkbox">
          <input type="checkbox" checked={rememberPwd} onChange={(e) => setRememberPwd(e.target.checked)} />
          记住密码
        </label>
        <button type="button" className="button button--link" onClick={() => bus.emit('forget_password')}>
          忘记密码？
        </button>
      </div>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={guard.pending}>
        {guard.pending ? '登录中…' : '登录'}
      </button>
    </form>
  );
}
