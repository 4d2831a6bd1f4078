import { useEffect, useState } from 'react';
import {
  CAPTCHA_KTYPE,
  CODE_RESEND_COUNTDOWN_S,
  DEFAULT_AREA_CODE,
  DEFAULT_PHONE_PATTERN,
  EMAIL_LENGTH_MAX,
  PHONE_INPUT_LENGTH_MAX,
  RESET_USERNAME_LENGTH_MAX,
  SUCCESS_RETURN_DELAY_MS,
  VERIFY_CODE_LENGTH_MAX,
} from '@betsite/contracts/constants';
import { email as emailRule, MESSAGES, newPasswordForm, phoneFor, resetUsername, verifyCode } from '@betsite/contracts/validation';
import { CustomerServiceButton } from '../../../components/customer-service-button';
import { TextField } from '../../../components/ui/text-field';
import { useCountdown } from '../../../hooks/use-countdown';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { fieldErrors } from '../../../utils/form-errors';
import { md5Hex } from '../../../utils/md5';
import type { CaptchaAnswer } from '../api/captcha-answer';
import { forgetStepOne, forgetStepThree, forgetStepTwo, type Identity } from '../api/forget-password';
import { useCountryAreas } from '../api/query-country-area';

const STEPS = ['身份信息', '身份验证', '重置密码'] as const;
type Step = 0 | 1 | 2 | 3;

interface ForgotPasswordPanelProps {
  solveCaptcha: (ktype: 2 | 3, context: { name?: string; phone?: string; email?: string }) => Promise<CaptchaAnswer | null>;
}

/**
 * The forgotten-password wizard (spec 000 section 4): 0 identity info, 1 identity verification,
 * 2 reset password, then 3 success, which returns to login after 3 s or by its button.
 */
export function ForgotPasswordPanel({ solveCaptcha }: ForgotPasswordPanelProps) {
  const [step, setStep] = useState<Step>(0);
  const [way, setWay] = useState<Identity['way']>('phone');
  const [name, setName] = useState('');
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [secondPassword, setSecondPassword] = useState('');
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data: areas } = useCountryAreas();
  const countdown = useCountdown();
  const guard = useSubmitGuard();

  const backToLogin = () => bus.emit('switch_auth_way', { mode: 'login_register', tab: 1 });

  useEffect(() => {
    if (step !== 3) return;
    const timer = setTimeout(backToLogin, SUCCESS_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  const readIdentity = (): Identity | null => {
    const found: Record<string, string> = {};
    const user = resetUsername.safeParse(name.trim());
    if (!user.success) found.name = user.error.issues[0]?.message ?? MESSAGES.resetUsernameRequired;
    if (way === 'phone') {
      const pattern = areas?.find((a) => a.areaCode === areaCode)?.regex ?? DEFAULT_PHONE_PATTERN;
      const parsed = phoneFor(pattern).safeParse(phone.trim());
      if (!parsed.success) found.phone = MESSAGES.phoneInvalid;
    } else {
      const parsed = emailRule.safeParse(email.trim());
      if (!parsed.success) found.email = parsed.error.issues[0]?.message ?? MESSAGES.emailInvalid;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return way === 'phone' ? { way, name: name.trim(), areaCode, phone: phone.trim() } : { way, name: name.trim(), email: email.trim() };
  };

  const sendCode = async (who: Identity) => {
    const ktype = who.way === 'phone' ? CAPTCHA_KTYPE.phoneReset : CAPTCHA_KTYPE.emailReset;
    const captcha = await solveCaptcha(ktype, who.way === 'phone' ? { name: who.name, phone: who.phone } : { name: who.name, email: who.email });
    if (!captcha) return false;
    const sent = await forgetStepOne(who, captcha);
    setSentTo(sent.target);
    countdown.start(sent.resendInSeconds || CODE_RESEND_COUNTDOWN_S);
    return true;
  };

  const next = () =>
    guard.run(async () => {
      try {
        if (step === 0) {
          const who = readIdentity();
          if (!who) return;
          if (!(await sendCode(who))) return;
          setIdentity(who);
          setStep(1);
        } else if (step === 1 && identity) {
          const parsed = verifyCode.safeParse(code.trim());
          if (!parsed.success) {
            setErrors({ code: parsed.error.issues[0]?.message ?? MESSAGES.codeRequired });
            return;
          }
          setErrors({});
          await forgetStepTwo(identity, parsed.data);
          setStep(2);
        } else if (step === 2 && identity) {
          const parsed = newPasswordForm.safeParse({ password, secondPassword });
          if (!parsed.success) {
            setErrors(fieldErrors(parsed.error));
            return;
          }
          setErrors({});
          await forgetStepThree(identity, md5Hex(parsed.data.password), md5Hex(parsed.data.secondPassword));
          bus.emit('password_change_success');
          setStep(3);
        }
      } catch (error) {
        // The fetcher has shown the server's message; the wizard stays on its step.
        if (!isApiError(error)) throw error;
      }
    });

  if (step === 3) {
    return (
      <section aria-label="找回密码">
        <p role="status">密码重置成功，请使用新密码登录。</p>
        <button type="button" className="button button--primary button--block" onClick={backToLogin}>
          返回登录
        </button>
      </section>
    );
  }

  return (
    <section aria-label="找回密码">
      <ol className="row" aria-label="步骤">
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined} className={index === step ? 'amount' : 'muted'}>
            {label}
          </li>
        ))}
      </ol>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        {step === 0 && (
          <>
            <div className="auth-tabs" role="tablist" aria-label="找回方式">
              <button type="button" role="tab" aria-selected={way === 'phone'} onClick={() => setWay('phone')}>
                手机找回
              </button>
              <button type="button" role="tab" aria-selected={way === 'email'} onClick={() => setWay('email')}>
                邮箱找回
              </button>
            </div>
            <TextField label="用户名" maxLength={RESET_USERNAME_LENGTH_MAX} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
            {way === 'phone' ? (
              <div className="row">
                <label className="field">
                  <span className="field__label">区号</span>
                  <select className="field__input" value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
                    {(areas ?? [{ areaName: '中国大陆', areaCode: DEFAULT_AREA_CODE, regex: DEFAULT_PHONE_PATTERN }]).map((area) => (
                      <option key={area.areaCode} value={area.areaCode}>
                        {area.areaName} +{area.areaCode}
                      </option>
                    ))}
                  </select>
                </label>
                <TextField
                  label="手机号码"
                  inputMode="numeric"
                  maxLength={PHONE_INPUT_LENGTH_MAX}
                  value={phone}
                  onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
                  error={errors.phone}
                />
              </div>
            ) : (
              <TextField label="邮箱" type="email" maxLength={EMAIL_LENGTH_MAX} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
            )}
          </>
        )}
        {step === 1 && identity && (
          <>
            <p>验证码已发送至 {sentTo}</p>
            <div className="row">
              <TextField label="验证码" maxLength={VERIFY_CODE_LENGTH_MAX} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
              <button
                type="button"
                className="button button--secondary"
                disabled={countdown.remaining > 0 || guard.pending}
                onClick={() => void guard.run(async () => void (await sendCode(identity).catch(() => false)))}
              >
                {countdown.remaining > 0 ? `${countdown.remaining}s` : '重新发送'}
              </button>
            </div>
          </>
        )}
        {step === 2 && (
          <>
            <TextField label="新密码" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
            <TextField
              label="确认新密码"
              type="password"
              autoComplete="new-password"
              value={secondPassword}
              onChange={(e) => setSecondPassword(e.target.value)}
              error={errors.secondPassword}
            />
          </>
        )}
        <div className="row">
          {step > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setStep((s) => (s > 0 ? ((s - 1) as Step) : s))}>
              上一步
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={guard.pending}>
            下一步
          </button>
        </div>
      </form>
      <div className="auth-links">
        <button type="button" className="button button--link" onClick={backToLogin}>
          返回登录
        </button>
        <CustomerServiceButton />
      </div>
    </section>
  );
}
