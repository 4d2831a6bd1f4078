import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useCodeCountdown } from '../../../hooks/use-code-countdown';
import { isApiError } from '../../../lib/api/errors';
import { countdownSeconds, retryInSecondsOf } from '../../../utils/countdown';

/**
 * A verification code input with its 获取验证码 button and the 60 s resend countdown (spec 000
 * sections 4 and 9): disabled while counting, then 重新发送. `send` returns the server's wait, if any;
 * `check` says why a code cannot be sent yet (a bad phone), shown under the field.
 */
export function CodeField({ value, onChange, send, check, error }: {
  value: string;
  onChange: (code: string) => void;
  send: () => Promise<unknown>;
  check?: () => string | null;
  error?: string | undefined;
}) {
  const countdown = useCodeCountdown();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [why, setWhy] = useState<string | undefined>();

  const request = async () => {
    const problem = check?.() ?? null;
    setWhy(problem ?? undefined);
    if (problem) return;
    setSending(true);
    try {
      await send();
      setSent(true);
      countdown.start(countdownSeconds(undefined));
    } catch (e) {
      if (!isApiError(e)) throw e;
      const retry = retryInSecondsOf(e.reply);
      if (retry !== null) countdown.start(retry);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="row">
      <TextField label="验证码" inputMode="numeric" autoComplete="one-time-code" maxLength={30} value={value} onChange={(e) => onChange(e.target.value)} error={error ?? why} />
      <button type="button" className="button button--secondary" disabled={sending || countdown.remaining > 0} onClick={() => void request()}>
        {countdown.remaining > 0 ? `${countdown.remaining}s` : sent ? '重新发送' : '获取验证码'}
      </button>
    </div>
  );
}
