import { useState } from 'react';
import { EMAIL_LENGTH_MAX, NEW_DEVICE_CODE_LENGTH, PHONE_COMPLETION_LENGTH, SEND_CODE_CATE } from '@betsite/contracts/constants';
import { SEND_CODE_MESSAGES } from '@betsite/contracts/routes/verification';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SubmitForm } from '../../../components/ui/submit-form';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus, type NewDeviceData } from '../../../lib/event-bus';
import { NO_CAPTCHA } from '../api/captcha-answer';
import { login } from '../api/login';
import { sendNewDeviceCode, type SendCodeCate } from '../api/send-code-one';
import { useCodeCountdown } from '../../../hooks/use-code-countdown';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { countdownSeconds, retryInSecondsOf } from '../../../utils/countdown';
import { channelOf, checkNewDeviceCode, completeTarget } from '../utils/new-device';
import { CodeWithResend } from './code-with-resend';

type Popup = 'security' | 'voice' | null;

/**
 * New-device verification (spec 000 section 4): the masked phone, a 6-digit code, a get-code
 * button behind a security check of the phone's 4 middle digits, with a 60 s countdown and then
 * "resend", a voice-code fallback after the first send, login, switch-account and register links.
 * A send failure shows in the popup that sent it, a login failure under the code input (spec 000
 * section 8). An account without a phone is verified by email the same way, the player typing the
 * whole address instead of 4 digits.
 */
export function NewDevicePanel({ device }: { device: NewDeviceData }) {
  const channel = channelOf(device);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  /** The full phone or email once a code went to it: resends and the voice call use it. */
  const [target, setTarget] = useState<string | null>(null);
  const [popup, setPopup] = useState<Popup>(null);
  const [typed, setTyped] = useState('');
  const [popupError, setPopupError] = useState<string>();
  const countdown = useCodeCountdown();
  const sending = useSubmitGuard();
  const guard = useSubmitGuard();
  const completeLogin = useCompleteLogin();
  const counting = countdown.remaining > 0;

  const openPopup = (which: Exclude<Popup, null>) => {
    setPopupError(undefined);
    setPopup(which);
  };

  /** null when the code went out, else the message to show in the popup. */
  const send = async (to: string, cate: SendCodeCate): Promise<string | null> => {
    try {
      const sent = await sendNewDeviceCode({ username: device.username, target: to, areaCode: device.areaCode, cate });
      bus.emit('tips', { message: SEND_CODE_MESSAGES[cate], kind: 'success' });
      countdown.start(countdownSeconds(sent.resendInSeconds));
      setTarget(to);
      return null;
    } catch (error) {
      if (!isApiError(error)) throw error;
      // 6066: a code went to this very target less than 60 s ago (the server checks the target
      // before the rate), so it can be used; the countdown resumes where the server says.
      const retryIn = retryInSecondsOf(error.reply);
      if (retryIn !== null) {
        countdown.start(retryIn);
        setTarget(to);
      }
      return messageOf(error.reply);
    }
  };

  const confirmTarget = () =>
    sending.run(async () => {
      const completed = completeTarget(channel, typed);
      if (!completed.ok) {
        setPopupError(completed.message);
        return;
      }
      const failure = await send(completed.target, channel.kind === 'email' ? SEND_CODE_CATE.email : SEND_CODE_CATE.sms);
      if (failure) {
        setPopupError(failure);
        return;
      }
      setPopup(null);
    });

  const sendVoice = () =>
    sending.run(async () => {
      if (target === null) return;
      const failure = await send(target, SEND_CODE_CATE.voice);
      if (failure) setPopupError(failure);
      else setPopup(null);
    });

  const submit = () =>
    guard.run(async () => {
      const checked = checkNewDeviceCode(code, target !== null);
      if (!checked.ok) {
        setCodeError(checked.message);
        return;
      }
      setCodeError(undefined);
      try {
        const result = await login({ username: device.username, passwordHash: device.password, captcha: NO_CAPTCHA, sendCodeNum: checked.code });
        if (result.ok) await completeLogin(result.data);
        else setCodeError(messageOf(result.reply));
      } catch (error) {
        if (!isApiError(error)) throw error;
        setCodeError(messageOf(error.reply));
      }
    });

  const byPhone = channel.kind === 'phone';

  return (
    <section aria-label="新设备验证">
      {device.message && <p className="dialog__hint">{device.message}</p>}
      <p>
        {byPhone ? '验证手机：' : '验证邮箱：'}
        <strong>{channel.masked}</strong>
      </p>
      <SubmitForm onSubmit={submit}>
        <CodeWithResend
          inputMode="numeric"
          placeholder="请输入6位验证码"
          maxLength={NEW_DEVICE_CODE_LENGTH}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={codeError}
          remainingS={countdown.remaining}
          sendLabel={target === null ? '获取验证码' : '重新发送'}
          onSend={() => openPopup('security')}
        />
        {target !== null && byPhone && (
          <button type="button" className="button button--link" onClick={() => openPopup('voice')}>
            收不到验证码？试试语音验证码
          </button>
        )}
        <SubmitButton pending={guard.pending} label="登录" pendingLabel="登录中…" block />
      </SubmitForm>
      <div className="auth-links">
        <button type="button" className="button button--link" onClick={() => bus.emit('switch_auth_way', { mode: 'login_register', tab: 1 })}>
          切换账号
        </button>
        <button type="button" className="button button--link" onClick={() => bus.emit('switch_auth_way', { mode: 'login_register', tab: 2 })}>
          注册新账号
        </button>
      </div>

      <Dialog
        open={popup === 'security'}
        size="small"
        title="安全验证"
        onClose={() => setPopup(null)}
        footer={
          <button type="button" className="button button--primary" onClick={() => void confirmTarget()} disabled={sending.pending}>
            确定
          </button>
        }
      >
        <SubmitForm onSubmit={confirmTarget}>
          <p>
            {byPhone ? `为了您的账户安全，请输入手机号 ${channel.masked} 中间的 ${PHONE_COMPLETION_LENGTH} 位数字` : `为了您的账户安全，请输入完整的邮箱地址 ${channel.masked}`}
          </p>
          {byPhone ? (
            <TextField
              label={`中间${PHONE_COMPLETION_LENGTH}位数字`}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              maxLength={PHONE_COMPLETION_LENGTH}
              value={typed}
              onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
              error={popupError}
            />
          ) : (
            <TextField
              label="邮箱地址"
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={EMAIL_LENGTH_MAX}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              error={popupError}
            />
          )}
        </SubmitForm>
      </Dialog>

      <Dialog
        open={popup === 'voice'}
        size="small"
        title="语音验证码"
        onClose={() => setPopup(null)}
        footer={
          <button type="button" className="button button--primary" disabled={counting || sending.pending} onClick={() => void sendVoice()}>
            {counting ? `${countdown.remaining}s后可获取` : '获取语音验证码'}
          </button>
        }
      >
        <p>验证码将以电话形式告知，请注意接听来电。</p>
        <FieldError message={popupError} />
      </Dialog>
    </section>
  );
}
