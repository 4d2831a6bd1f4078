import { TRANSFER_AMOUNT_CHARS_MAX } from '@betsite/contracts/constants';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useVenueTransfer } from '../../../hooks/use-venue-transfer';
import { useBalance } from '../../../lib/balance';
import { refreshVenueBalance } from '../../../lib/venue-balance';
import { formatBalance } from '../../../utils/format';
import { refreshCategoryBalances } from '../api/category-balance';
import { transferIn } from '../api/transfer-in';
import { proposedAmount } from '../hooks/launch-target';

interface Props {
  venue: { channelCode: string; name: string };
  isActivity: 0 | 1;
  onClose: () => void;
  /** Enters the venue (after a transfer, or directly). */
  onEnter: () => Promise<void>;
}

/**
 * Automatic transfer is off and the venue wallet is empty: move money in first (spec 001 section
 * 7: success shows the transfer-succeeded message, refreshes the balance, then enters), or enter
 * as is. The amount rules are the transfer page's (section 5); 全部 fills the centre wallet.
 */
export function TransferThenEnterDialog({ venue, isActivity, onClose, onEnter }: Props) {
  const balance = useBalance();
  const { amount, setAmount, error, pending, submit } = useVenueTransfer({
    initialAmount: () => proposedAmount(balance.data?.centerWalletBalance),
    send: (checked) => transferIn({ channelCode: venue.channelCode, amount: checked, isActivity }),
    onDone: async () => {
      await Promise.all([balance.mutate(), refreshVenueBalance(venue.channelCode), refreshCategoryBalances()]);
      await onEnter();
    },
  });

  return (
    <Dialog open title="转入场馆" size="small" onClose={onClose}>
      <form
        className="stack"
        noValidate
        aria-label="转入场馆"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="dialog__message">
          {venue.name}余额为 ¥0.00，自动转账已关闭。请先从中心钱包转入，再进入游戏。
        </p>
        <p>
          中心钱包：<span className="amount">¥{balance.data ? formatBalance(balance.data.centerWalletBalance) : '--'}</span>
        </p>
        <div className="row">
          <TextField label="转入金额" inputMode="decimal" maxLength={TRANSFER_AMOUNT_CHARS_MAX} value={amount} onChange={(e) => setAmount(e.target.value)} error={error} />
          <button type="button" className="button button--secondary" disabled={!balance.data} onClick={() => setAmount(proposedAmount(balance.data?.centerWalletBalance))}>
            全部
          </button>
        </div>
        <div className="row">
          <button type="submit" className="button button--primary" disabled={pending}>
            转入并进入
          </button>
          <button type="button" className="button button--secondary" disabled={pending} onClick={() => void onEnter()}>
            直接进入
          </button>
        </div>
      </form>
    </Dialog>
  );
}
