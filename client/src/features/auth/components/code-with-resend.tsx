import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

interface CodeWithResendProps extends Omit<ComponentProps<typeof TextField>, 'label' | 'autoComplete'> {
  /** Seconds until a code may be sent again; the button counts them down and is disabled meanwhile. */
  remainingS: number;
  /** What the button says when a code may be sent (获取验证码, 重新发送). */
  sendLabel: string;
  /** Disabled for a reason beside the countdown (a submit under way). */
  sendBusy?: boolean;
  onSend: () => void;
}

/** A verification code field with its send button beside it: the forgotten password's step 1 and the new-device check. */
export function CodeWithResend({ remainingS, sendLabel, sendBusy = false, onSend, ...field }: CodeWithResendProps) {
  return (
    <div className="row">
      <TextField label="验证码" autoComplete="one-time-code" {...field} />
      <button type="button" className="button button--secondary" disabled={remainingS > 0 || sendBusy} onClick={onSend}>
        {remainingS > 0 ? `${remainingS}s后重新发送` : sendLabel}
      </button>
    </div>
  );
}
