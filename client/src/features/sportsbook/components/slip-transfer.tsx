import { TRANSFER_AMOUNT_CHARS_MAX } from '@betsite/contracts/constants';
import { useVenueTransfer } from '../../../hooks/use-venue-transfer';
import { refreshBalance, useBalance } from '../../../lib/balance';
import { refreshVenueBalance } from '../../../lib/venue-balance';
import { formatBalance } from '../../../utils/format';
import { transferIn } from '../api/transfer-in';

interface Props {
  channelCode: string;
  walletName: string;
  /** What the stakes need beyond the sports wallet, in yuan (> 0). */
  shortYuan: number;
  autoTransfer: boolean;
  /** Enters the venue again: with automatic transfer on, that moves the centre wallet in. */
  onRelaunch: () => Promise<void>;
}

/**
 * Money on the way in (spec 001 section 7): the stakes are more than the sports wallet holds. With
 * automatic transfer on, entering again moves the centre wallet in; otherwise the player moves
 * money in here (全部 fills the centre wallet); success shows 转账成功 and refreshes the balances.
 */
export function SlipTransfer({ channelCode, walletName, shortYuan, autoTransfer, onRelaunch }: Props) {
  const balance = useBalance();
  const centre = balance.data?.centerWalletBalance;
  const { amount, setAmount, error, pending, submit } = useVenueTransfer({
    initialAmount: () => String(Math.ceil(shortYuan)),
    sendWithoutAmount: autoTransfer ? onRelaunch : undefined,
    send: (checked) => transferIn(channelCode, checked),
    onDone: async () => {
      refreshBalance();
      await refreshVenueBalance(channelCode);
    },
  });

  return (
    <section className="slip__transfer" aria-label="转入场馆">
      <p>
        {walletName}余额不足，还差 <span className="amount">¥{formatBalance(shortYuan)}</span>；中心钱包{' '}
        <span className="amount">¥{centre === undefined ? '--' : formatBalance(centre)}</span>
      </p>
      {autoTransfer ? (
        <p className="muted">自动转账已开启：重新进入场馆即从中心钱包转入。</p>
      ) : (
        <div className="row">
          <label>
            转入金额
            <input className="field__input" inputMode="decimal" maxLength={TRANSFER_AMOUNT_CHARS_MAX} value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <button type="button" className="button button--secondary" disabled={!centre} onClick={() => setAmount(centre ? centre.toFixed(2) : '')}>
            全部
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="button button--secondary button--block" disabled={pending} onClick={() => void submit()}>
        {autoTransfer ? '自动转入' : '转入'}
      </button>
    </section>
  );
}
