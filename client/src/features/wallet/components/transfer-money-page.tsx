import { useState } from 'react';
import { TRANSFER_AMOUNT_CHARS_MAX } from '@betsite/contracts/constants';
import { VENUE_STATUS } from '@betsite/contracts/routes/venue';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useVenueTransfer } from '../../../hooks/use-venue-transfer';
import { useBalance } from '../../../lib/balance';
import { capitalsOfTypedAmount } from '../../../utils/chinese-number';
import { formatBalance } from '../../../utils/format';
import { isActivityFlag, useAutoTransferStatus } from '../../../lib/auto-transfer';
import { refreshVenueBalance, useVenueBalance } from '../../../lib/venue-balance';
import { useAllBalance } from '../api/all-balance';
import { transfer, type TransferDirection } from '../api/transfer';
import { transferAllAmount } from '../utils/transfer-all';

const DIRECTIONS: readonly Choice<TransferDirection>[] = [
  { value: 'in', label: '转入场馆' },
  { value: 'out', label: '转回中心钱包' },
];

/**
 * /mine/transfermoney: move money between the centre wallet and a venue wallet. Amount rules of
 * spec 001 section 5: required, 2 decimals, at most 12 characters; 全部 fills the whole of the
 * wallet the money leaves (the centre wallet into a venue, the venue's balance back out).
 */
export function TransferMoneyPage() {
  const balance = useBalance();
  const wallets = useAllBalance();
  const [channelCode, setChannelCode] = useState('');
  const [direction, setDirection] = useState<TransferDirection>('in');
  const venueBalance = useVenueBalance(channelCode || null);
  const activity = useAutoTransferStatus().data?.activity;
  const allAmount = transferAllAmount(direction, balance.data?.centerWalletBalance, channelCode ? venueBalance.data?.balance : undefined);
  const { amount, setAmount, error, pending, submit } = useVenueTransfer({
    initialAmount: '',
    blocker: () => (channelCode ? undefined : '请选择场馆'),
    send: (checked) => transfer({ channelCode, amount: checked, direction, isActivity: isActivityFlag(activity?.channelCode, channelCode) }),
    onDone: async () => {
      setAmount('');
      await Promise.all([balance.mutate(), wallets.mutate(), refreshVenueBalance(channelCode)]);
    },
  });
  const capitals = capitalsOfTypedAmount(amount);

  return (
    <div className="stack">
      <PageHeader title="转账" />
      <p>
        中心钱包：<span className="amount">¥{balance.data ? formatBalance(balance.data.centerWalletBalance) : '--'}</span>
      </p>
      <form
        className="card"
        noValidate
        aria-label="转账"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ChoiceGroup label="转账方向" choices={DIRECTIONS} value={direction} onChange={setDirection} />
        <label className="field">
          <span className="field__label">场馆</span>
          <select className="field__input" value={channelCode} onChange={(e) => setChannelCode(e.target.value)}>
            <option value="">请选择场馆</option>
            {wallets.data?.list.map((w) => (
              <option key={w.channelCode} value={w.channelCode} disabled={w.status === VENUE_STATUS.maintenance}>
                {w.name}（¥{formatBalance(w.balance)}）
              </option>
            ))}
          </select>
        </label>
        {channelCode && (
          <p aria-live="polite">
            场馆余额：<span className="amount">{venueBalance.data ? `¥${formatBalance(venueBalance.data.balance)}` : '--'}</span>
            {activity?.channelCode === channelCode && <span className="muted">（活动「{activity.activityName}」流水未达标，暂不能转出）</span>}
          </p>
        )}
        <div className="row">
          <TextField
            label="金额"
            inputMode="decimal"
            maxLength={TRANSFER_AMOUNT_CHARS_MAX}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={allAmount === null}
            onClick={() => allAmount !== null && setAmount(allAmount)}
          >
            全部
          </button>
        </div>
        {/* The amount in capitals, as on a receipt, so a misplaced digit is noticed before sending. */}
        <p className="muted" aria-live="polite">
          {capitals && `大写：${capitals}`}
        </p>
        <button type="submit" className="button button--primary" disabled={pending}>
          确认转账
        </button>
      </form>
      <AsyncContent {...wallets}>{(data) => <p className="muted">场馆合计：¥{formatBalance(data.totalMoney)}</p>}</AsyncContent>
    </div>
  );
}
