import { useEffect, useState } from 'react';
import {
  CAPTCHA_KTYPE,
  DEFAULT_AREA_CODE,
  EMAIL_LENGTH_MAX,
  PHONE_INPUT_LENGTH_MAX,
  RESET_USERNAME_LENGTH_MAX,
  SEND_CODE_CATE,
  SUCCESS_RETURN_DELAY_MS,
  VERIFY_CODE_LENGTH_MAX,
} from '@betsite/contracts/constants';
import { SEND_CODE_MESSAGES } from '@betsite/contracts/routes/verification';
import { MESSAGES } from '@betsite/contracts/validation';
import { CustomerServiceButton } from '../../../components/customer-service-button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SubmitForm } from '../../../components/ui/submit-form';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { forgetStepOne, forgetStepThree, forgetStepTwo } from '../api/forget-password';
import { useCountryAreas } from '../api/query-country-area';
import { resendResetCode } from '../api/send-code-one';
import { withCaptchaRetry, type CaptchaStep } from '../hooks/use-captcha';
import { useCodeCountdown } from '../../../hooks/use-code-countdown';
import { countdownSeconds, retryInSecondsOf } from '../../../utils/countdown';
import type { FormErrors } from '../utils/credentials-form';
import {
  DEFAULT_AREA,
  readIdentity,
  readNewPassword,
  readVerifyCode,
  sameIdentity,
  WIZARD_STEPS,
  type Identity,
  type WizardStep,
} from '../utils/forgot-password';
import { CodeWithResend } from './code-with-resend';

const backToLogin = () => bus.emit('switch_auth_way', { mode: 'login_register', tab: 1 });

/**
 * The forgotten-password wizard (spec 000 section 4), by phone or by email: 0 identity info (check
 * the account and send a code, behind the captcha), 1 identity verification (the code), 2 reset
 * password, then 3 success, which fires password_change_success and returns to login after 3 s
 * or by its button. Next sends the step's call; back goes one step back. Server messages show as
 * tips (the fetcher's), and the wizard stays on its step.
 */
export function ForgotPasswordPanel({ captcha }: { captcha: CaptchaStep }) {
  const [step, setStep] = useState<WizardStep>(0);
  const [way, setWay] = useState<Identity['way']>('phone');
  const [name, setName] = useState('');
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [secondPassword, setSecondPassword] = useState('');
  /** The identity a code was last sent for, and where it went (masked). */
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const { data: areas } = useCountryAreas();
  const countdown = useCodeCountdown();
  const guard = useSubmitGuard();

  useEffect(() => {
    if (step !== 3) return;
    const timer = setTimeout(backToLogin, SUCCESS_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  /** Step one: the captcha (always needed here), then check the account and send the code. */
  const sendFirstCode = async (who: Identity): Promise<boolean> => {
    const ktype = who.way === 'phone' ? CAPTCHA_KTYPE.phoneReset : CAPTCHA_KTYPE.emailReset;
    const first = await captcha.solve(ktype, who.way === 'phone' ? { name: who.name, phone: who.phone } : { name: who.name, email: who.email });
    if (!first) return false;
    try {
      const sent = await withCaptchaRetry(first, captcha.forReply, (answer) => forgetStepOne(who, answer));
      if (!sent) return false;
      if (!sent.ok) {
        bus.emit('tips', { message: messageOf(sent.reply), kind: 'error' });
        return false;
      }
      setSentTo(sent.data.target);
      countdown.start(countdownSeconds(sent.data.resendInSeconds));
      return true;
    } catch (error) {
      if (!isApiError(error)) throw error;
      // 6066 for the identity that already has a code (the player came back from step 1): carry on with it.
      const retryIn = retryInSecondsOf(error.reply);
      if (retryIn !== null && sameIdentity(identity, who)) {
        countdown.start(retryIn);
        return true;
      }
      bus.emit('tips', { message: messageOf(error.reply), kind: 'error' });
      return false;
    }
  };

  /** The resend on step 1: sendCode/one type 2 to the same phone or email, no captcha needed. */
  const resend = () =>
    guard.run(async () => {
      if (!identity) return;
      const cate = identity.way === 'phone' ? SEND_CODE_CATE.sms : SEND_CODE_CATE.email;
      const target = identity.way === 'phone' ? identity.phone : identity.email;
      try {
        const sent = await resendResetCode({ username: identity.name, target, areaCode: identity.way === 'phone' ? identity.areaCode : undefined, cate });
        bus.emit('tips', { message: SEND_CODE_MESSAGES[cate], kind: 'success' });
        setSentTo(sent.target);
        countdown.start(countdownSeconds(sent.resendInSeconds));
      } catch (error) {
        if (!isApiError(error)) throw error;
        const retryIn = retryInSecondsOf(error.reply);
        if (retryIn !== null) countdown.start(retryIn);
        bus.emit('tips', { message: messageOf(error.reply), kind: 'error' });
      }
    });

  const next = () =>
    guard.run(async () => {
      try {
        if (step === 0) {
          const read = readIdentity({ way, name, areaCode, phone, email }, areas);
          setErrors(read.ok ? {} : read.errors);
          if (!read.ok) return;
          if (!(await sendFirstCode(read.value))) return;
          setIdentity(read.value);
          setCode('');
          setStep(1);
        } else if (step === 1 && identity) {
          const read = readVerifyCode(code);
          setErrors(read.ok ? {} : read.errors);
          if (!read.ok) return;
          await forgetStepTwo(identity, read.value);
          setStep(2);
        } else if (step === 2 && identity) {
          const read = readNewPassword({ password, secondPassword });
          setErrors(read.ok ? {} : read.errors);
          if (!read.ok) return;
          await forgetStepThree(identity, read.value.passwordHash, read.value.secondHash);
          setPassword('');
          setSecondPassword('');
          bus.emit('password_change_success');
          setStep(3);
        }
      } catch (error) {
        // The fetcher has shown the server's message; the wizard stays on its step.
        if (!isApiError(error)) throw error;
      }
    });

  const chooseWay = (chosen: Identity['way']) => {
    setWay(chosen);
    setErrors({});
  };

  const back = () => {
    setErrors({});
    setStep((s) => (s > 0 && s < 3 ? ((s - 1) as WizardStep) : s));
  };

  if (step === 3) {
    return (
      <section aria-label="找回密码">
        <p role="status">密码重置成功，请使用新密码登录。</p>
        <p className="muted">{SUCCESS_RETURN_DELAY_MS / 1000} 秒后自动返回登录</p>
        <button type="button" className="button button--primary button--block" onClick={backToLogin}>
          返回登录
        </button>
      </section>
    );
  }

  return (
    <section aria-label="找回密码">
      <ol className="row" aria-label="步骤">
        {WIZARD_STEPS.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined} className={index === step ? 'amount' : 'muted'}>
            {label}
          </li>
        ))}
      </ol>
      <SubmitForm onSubmit={next}>
        {step === 0 && (
          <>
            <div className="auth-tabs" role="tablist" aria-label="找回方式">
              <button type="button" role="tab" aria-selected={way === 'phone'} onClick={() => chooseWay('phone')}>
                手机找回
              </button>
              <button type="button" role="tab" aria-selected={way === 'email'} onClick={() => chooseWay('email')}>
                邮箱找回
              </button>
            </div>
            <TextField
              label="用户名"
              autoComplete="username"
              placeholder="请输入用户名"
              maxLength={RESET_USERNAME_LENGTH_MAX}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
            />
            {way === 'phone' ? (
              <div className="row">
                <label className="field">
                  <span className="field__label">区号</span>
                  <select className="field__input" value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
                    {(areas ?? [DEFAULT_AREA]).map((area) => (
                      <option key={area.areaCode} value={area.areaCode}>
                        {area.areaName} +{area.areaCode}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField
                  label="手机号码"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder="请输入手机号码"
                  maxLength={PHONE_INPUT_LENGTH_MAX}
                  value={phone}
                  onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
                  error={errors.phone}
                />
              </div>
            ) : (
              <TextField
                label="邮箱"
                type="email"
                autoComplete="email"
                placeholder="请输入邮箱"
                maxLength={EMAIL_LENGTH_MAX}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors.email}
              />
            )}
          </>
        )}
        {step === 1 && identity && (
          <>
            <p>验证码已发送至 {sentTo}</p>
            <CodeWithResend
              placeholder="请输入验证码"
              maxLength={VERIFY_CODE_LENGTH_MAX}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errors.code}
              remainingS={countdown.remaining}
              sendLabel="重新发送"
              sendBusy={guard.pending}
              onSend={() => void resend()}
            />
          </>
        )}
        {step === 2 && (
          <>
            <TextField
              label="新密码"
              type="password"
              autoComplete="new-password"
              placeholder={MESSAGES.passwordRule}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <TextField
              label="确认新密码"
              type="password"
              autoComplete="new-password"
              placeholder="请再次输入新密码"
              value={secondPassword}
              onChange={(e) => setSecondPassword(e.target.value)}
              error={errors.secondPassword}
            />
          </>
        )}
        <div className="row">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={back}>
              上一步
            </button>
          )}
          <SubmitButton pending={guard.pending} label="下一步" />
        </div>
      </SubmitForm>
      <div className="auth-links">
        <button type="button" className="button button--link" onClick={backToLogin}>
          返回登录
        </button>
        <CustomerServiceButton />
      </div>
    </section>
  );
}
