import { useState } from 'react';
import { CODE_RESEND_COUNTDOWN_S, NEW_DEVICE_CODE_LENGTH, PHONE_COMPLETION_LENGTH, SEND_CODE_CATE } from '@betsite/contracts/constants';
import { SEND_CODE_MESSAGES } from '@betsite/contracts/routes/verification';
import { MESSAGES, newDeviceCode, phoneCompletion } from '@betsite/contracts/validation';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useCountdown } from '../../../hooks/use-countdown';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError, messageOf } from '../../../lib/api/errors';
import { bus, type NewDeviceData } from '../../../lib/event-bus';
import { NO_CAPTCHA } from '../api/captcha-answer';
import { login } from '../api/login';
import { sendNewDeviceCode } from '../api/send-code-one';
import { useCompleteLogin } from '../hooks/use-complete-login';

const MASK = /\*+/;

/** 138****5678 with the four middle digits filled in; null when they do not fit the mask. */
function completePhone(masked: string, middle: string): string | null {
  const match = MASK.exec(masked);
  if (!match || match[0].length !== PHONE_COMPLETION_LENGTH) return null;
  return masked.replace(MASK, middle);
}

/**
 * New-device verification (spec 000 section 4): masked phone, 6-digit code, get-code with a 60 s
 * countdown behind a security check of the 4 middle digits, a voice-code fallback after the first
 * send, login, switch account and register links.
 */
export function NewDevicePanel({ device }: { device: NewDeviceData }) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [fullPhone, setFullPhone] = useState<string | null>(null);
  const [securityOpen, setSecurityOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const [middle, setMiddle] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const countdown = useCountdown();
  const guard = useSubmitGuard();
  const completeLogin = useCompleteLogin();

  const send = async (phone: string, cate: 0 | 2): Promise<string | null> => {
    try {
      await sendNewDeviceCode({ username: device.username, phone, cate });
      bus.emit('tips', { message: SEND_CODE_MESSAGES[cate], kind: 'success' });
      countdown.start(CODE_RESEND_COUNTDOWN_S);
      return null;
    } catch (error) {
      if (isApiError(error)) return messageOf(error.reply);
      throw error;
    }
  };

  const confirmMiddle = () =>
    guard.run(async () => {
      const parsed = phoneCompletion.safeParse(middle);
      const phone = parsed.success ? completePhone(device.phone, parsed.data) : null;
      if (!phone) {
        setPhoneError(MESSAGES.phoneCompletion);
        return;
      }
      const failure = await send(phone, SEND_CODE_CATE.sms);
      if (failure) {
        setPhoneError(failure);
        return;
      }
      setFullPhone(phone);
      setSecurityOpen(false);
      setPhoneError(undefined);
    });

  const submit = () =>
    guard.run(async () => {
      if (!fullPhone) {
        setCodeError(MESSAGES.newDeviceCodeFirst);
        return;
      }
      const parsed = newDeviceCode.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message);
        return;
      }
      setCodeError(undefined);
      try {
        const result = await login({ username: device.username, passwordHash: device.password, captcha: NO_CAPTCHA, sendCodeNum: parsed.data });
        if (result.ok) await completeLogin(result.data);
        else setCodeError(messageOf(result.reply));
      } catch (error) {
        if (!isApiError(error)) throw error;
        setCodeError(messageOf(error.reply));
      }
    });

  return (
    <section aria-label="新设备验证">
      <p className="dialog__hint">{device.message}</p>
      <p>
        验证手机：<strong>{device.phone}</strong>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="row">
          <TextField
            label="验证码"
            inputMode="numeric"
            maxLength={NEW_DEVICE_CODE_LENGTH}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            error={codeError}
          />
          <button type="button" className="button button--secondary" disabled={countdown.remaining > 0} onClick={() => setSecurityOpen(true)}>
            {countdown.remaining > 0 ? `${countdown.remaining}s` : fullPhone ? '重新发送' : '获取验证码'}
          </button>
        </div>
        {fullPhone && (
          <button type="button" className="button button--link" onClick={() => setVoiceOpen(true)}>
            收不到验证码？试试语音验证码
          </button>
        )}
        <button type="submit" className="button button--primary button--block" disabled={guard.pending}>
          登录
        </button>
      </form>
      <div className="auth-links">
        <button type="button" className="button button--link" onClick={() => bus.emit('switch_auth_way', { mode: 'login_register', tab: 1 })}>
          切换账号
        </button>
        <button type="button" className="button button--link" onClick={() => bus.emit('switch_auth_way', { mode: 'login_register', tab: 2 })}>
          注册新账号
        </button>
      </div>

      <Dialog
        open={securityOpen}
        size="small"
        title="安全验证"
        onClose={() => setSecurityOpen(false)}
        footer={
          <button type="button" className="button button--primary" onClick={() => void confirmMiddle()} disabled={guard.pending}>
            确定
          </button>
        }
      >
        <p>请输入手机号 {device.phone} 中间的 4 位数字</p>
        <TextField
          label="中间4位数字"
          inputMode="numeric"
          maxLength={PHONE_COMPLETION_LENGTH}
          value={middle}
          onChange={(e) => setMiddle(e.target.value.replace(/\D/g, ''))}
          error={phoneError}
        />
      </Dialog>

      <Dialog
        open={voiceOpen}
        size="small"
        title="语音验证码"
        onClose={() => setVoiceOpen(false)}
        footer={
          <button
            type="button"
            className="button button--primary"
            disabled={countdown.remaining > 0}
            onClick={() =>
              void guard.run(async () => {
                if (!fullPhone) return;
                const failure = await send(fullPhone, SEND_CODE_CATE.voice);
                if (failure) bus.emit('tips', { message: failure, kind: 'error' });
                else setVoiceOpen(false);
              })
            }
          >
            {countdown.remaining > 0 ? `${countdown.remaining}s` : '接听语音验证码'}
          </button>
        }
      >
        <p>验证码将以电话形式告知，请注意接听来电。</p>
      </Dialog>
    </section>
  );
}
