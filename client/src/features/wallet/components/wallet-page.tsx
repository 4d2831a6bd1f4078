import { useState } from 'react';
import { Link } from 'react-router-dom';
import { VENUE_STATUS } from '@betsite/contracts/routes/venue';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { useBalance } from '../../../lib/balance';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { storage } from '../../../lib/storage';
import { formatBalance } from '../../../utils/format';
import { useAllBalance } from '../api/all-balance';
import { recycle } from '../api/recycle';
import { AutoTransferSwitch } from './auto-transfer-switch';
import { recycleMessage } from '../utils/recycle-message';

/** /mine/wallet: centre wallet, venue wallets and their total, one-click recycle. */
export function WalletPage() {
  const balance = useBalance();
  const wallets = useAllBalance();
  const guard = useSubmitGuard();
  const [hideZero, setHideZero] = useState(storage.getHideZeroBalance());

  const recycleAll = () =>
    guard.run(async () => {
      try {
        const result = await recycle();
        bus.emit('tips', recycleMessage(result));
        await Promise.all([balance.mutate(), wallets.mutate()]);
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    });

  return (
    <div className="stack">
      <PageHeader title="我的钱包">
        <div className="row">
          <Link className="button button--primary" to={paths.transferMoney.to()}>
            转账
          </Link>
          <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => void recycleAll()}>
            一键回收
          </button>
        </div>
      </PageHeader>
      <AsyncContent {...balance}>
        {(data) => (
          <dl className="card row" aria-label="余额">
            <dt>中心钱包</dt>
            <dd className="amount">¥{formatBalance(data.centerWalletBalance)}</dd>
            <dt>场馆余额</dt>
            <dd className="amount">¥{formatBalance(data.venueBalance)}</dd>
            <dt>总余额</dt>
            <dd className="amount">¥{formatBalance(data.totalBalance)}</dd>
            {data.lockMoney !== undefined && (
              <>
                <dt>冻结金额</dt>
                <dd className="amount">¥{formatBalance(data.lockMoney)}</dd>
              </>
            )}
          </dl>
        )}
      </AsyncContent>
      <AutoTransferSwitch />
      <section aria-labelledby="wallet-venues">
        <div className="page-header">
          <h2 id="wallet-venues" className="section-title">
            场馆钱包
          </h2>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={hideZero}
              onChange={(e) => {
                setHideZero(e.target.checked);
                storage.setHideZeroBalance(e.target.checked);
              }}
            />
            隐藏零余额
          </label>
        </div>
        <AsyncContent {...wallets}>
          {(data) => (
            <>
              <p>
                场馆合计：<span className="amount">¥{formatBalance(data.totalMoney)}</span>
              </p>
              <ul className="card-grid">
                {data.list
                  .filter((w) => !hideZero || w.balance > 0)
                  .map((w) => (
                    <li key={w.channelCode} className="card">
                      <strong>{w.name}</strong>
                      <p className="amount">¥{formatBalance(w.balance)}</p>
                      {w.status === VENUE_STATUS.maintenance && <span className="venue-card__status">维护中</span>}
                    </li>
                  ))}
              </ul>
            </>
          )}
        </AsyncContent>
      </section>
    </div>
  );
}
