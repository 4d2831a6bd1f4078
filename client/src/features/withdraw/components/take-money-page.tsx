import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { hasBoundPhoneAndName } from '../../../lib/user';
import { formatBalance, formatCurrency } from '../../../utils/format';
import { useWithdrawInfo } from '../api/withdraw-info';
import { WithdrawForm } from './withdraw-form';
import { WithdrawOrders } from './withdraw-orders';

/**
 * /mine/takemoney: what can be withdrawn and what is locked, the limits per method, the
 * withdrawal form, and the orders with their status (review pays, refuses or the player cancels).
 */
export function TakeMoneyPage() {
  const info = useWithdrawInfo();
  return (
    <div className="stack">
      <PageHeader title="取款" />
      <AsyncContent {...info}>
        {(w) => (
          <>
            <dl className="card row" aria-label="取款信息">
              <dt>中心钱包</dt>
              <dd className="amount">¥{formatBalance(w.centerWalletBalance)}</dd>
              <dt>可取款金额</dt>
              <dd className="amount">¥{formatBalance(w.withdrawableAmount)}</dd>
              <dt>冻结金额</dt>
              <dd className="amount">¥{formatBalance(w.lockMoney)}</dd>
              <dt>今日已取款</dt>
              <dd>{w.todayTimes} 次</dd>
            </dl>
            {!hasBoundPhoneAndName(w) && (
              <p className="card" role="note">
                请先 <Link to={paths.auth.to()}>绑定手机号与真实姓名</Link> 后再取款。
              </p>
            )}
            {hasBoundPhoneAndName(w) && <WithdrawForm info={w} />}
            <WithdrawOrders />
            <table className="data-table">
              <caption>取款方式</caption>
              <thead>
                <tr>
                  <th scope="col">方式</th>
                  <th scope="col">单笔限额</th>
                  <th scope="col">每日次数</th>
                  <th scope="col">免费次数</th>
                  <th scope="col">手续费</th>
                </tr>
              </thead>
              <tbody>
                {w.cfg
                  .filter((c) => c.enabled)
                  .map((c) => (
                    <tr key={c.type}>
                      <td>{c.name}</td>
                      <td>
                        {formatCurrency(c.minAmount)} - {formatCurrency(c.maxAmount)}
                      </td>
                      <td>{c.dailyTimesMax}</td>
                      <td>{c.freeTimesPerDay}</td>
                      <td>{(c.feeRate * 100).toFixed(2)}%</td>
                    </tr>
                  ))}
              </tbody>
            </table>
            <section aria-labelledby="payout-accounts">
              <h2 id="payout-accounts" className="section-title">
                收款账户
              </h2>
              {w.cards.length === 0 ? (
                <p className="empty-state">
                  暂无收款账户，<Link to={paths.addBankCard.to()}>去添加</Link>
                </p>
              ) : (
                <ul className="card-grid">
                  {w.cards.map((card) => (
                    <li key={card.id} className="card">
                      <strong>{card.bankName}</strong>
                      <p>{card.account}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
