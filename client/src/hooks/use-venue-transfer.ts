import { useState } from 'react';
import { transferAmount } from '@betsite/contracts/validation';
import { isApiError } from '../lib/api/errors';
import { bus } from '../lib/event-bus';
import { firstIssueMessage } from '../utils/form-errors';
import { useSubmitGuard } from './use-submit-guard';

interface Options {
  /** What the amount field holds at first (a function is read once, as useState does). */
  initialAmount: string | (() => string);
  /** Sends the checked amount (yuan, 2 decimals); an API error is already shown by the client, so it only stops here. */
  send: (amount: string) => Promise<unknown>;
  /** A reason not to send beyond the amount rules (no venue chosen yet), shown under the field. */
  blocker?: () => string | undefined;
  /** Moves the money without an amount (the sportsbook's automatic transfer re-enters the venue) instead of `send`. */
  sendWithoutAmount?: () => Promise<void>;
  /** After 转账成功: clear the form, refresh the balances, enter the venue. */
  onDone: () => Promise<void>;
}

/**
 * The submit of a transfer between the centre wallet and a venue, shared by the wallet's transfer
 * page, the transfer-then-enter dialog and the sportsbook slip: the amount rules of spec 001
 * section 5 (contracts' `transferAmount`), one submit at a time (spec 000 section 4), 转账成功 on
 * success (section 7) and then the caller's refresh.
 */
export function useVenueTransfer({ initialAmount, send, blocker, sendWithoutAmount, onDone }: Options) {
  const guard = useSubmitGuard();
  const [amount, setAmount] = useState(initialAmount);
  const [error, setError] = useState<string>();

  const submit = () =>
    guard.run(async () => {
      if (sendWithoutAmount) {
        await sendWithoutAmount();
      } else {
        const parsed = transferAmount.safeParse(amount.trim());
        if (!parsed.success) {
          setError(firstIssueMessage(parsed.error));
          return;
        }
        const blocked = blocker?.();
        if (blocked) {
          setError(blocked);
          return;
        }
        setError(undefined);
        try {
          await send(parsed.data);
        } catch (e) {
          if (!isApiError(e)) throw e;
          return;
        }
      }
      bus.emit('tips', { message: '转账成功', kind: 'success' });
      await onDone();
    });

  return { amount, setAmount, error, pending: guard.pending, submit };
}
