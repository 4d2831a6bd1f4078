import { useState } from 'react';
import { isApiError } from '../../../lib/api/errors';
import { setAutoTransfer, useAutoTransferStatus } from '../../../lib/auto-transfer';
import { bus } from '../../../lib/event-bus';
import { formatBalance } from '../../../utils/format';

/**
 * Automatic transfer: on, entering a venue brings the other venue wallets back and moves the whole
 * centre wallet in (never into a wallet an activity holds); off, the player moves money himself
 * (the venue entry offers the transfer). Also shows the activity that holds a wallet, if any.
 */
export function AutoTransferSwitch() {
  const status = useAutoTransferStatus();
  const [busy, setBusy] = useState(false);
  const on = status.data?.status === 1;
  const activity = status.data?.activity;

  const toggle = async () => {
    setBusy(true);
    try {
      await setAutoTransfer(!on);
      bus.emit('tips', { message: on ? '已关闭自动转账' : '已开启自动转账', kind: 'success' });
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-label="自动转账">
      <label className="checkbox">
        <input type="checkbox" role="switch" checked={on} disabled={!status.data || busy} onChange={() => void toggle()} />
        自动转账
      </label>
      <p className="muted">{on ? '进入场馆时，其他场馆余额（体育场馆除外）回收至中心钱包，中心钱包余额全部转入该场馆。' : '进入余额为零的场馆时，会先提示您转入资金。'}</p>
      {activity && (
        <p role="note">
          您正在参与「{activity.activityName}」：{activity.venueName}场馆流水 ¥{formatBalance(activity.turnoverDone)} / ¥{formatBalance(activity.turnoverTarget)}，达标前该场馆资金无法转出，自动转账也不会向其转入。
        </p>
      )}
    </section>
  );
}
