import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { formatDate } from '../../../utils/date';
import { formatCurrency, formatNumber } from '../../../utils/format';
import { useRebateRates } from '../api/get-game-fanshui-high-low';
import { useVipWeekInfo } from '../api/vip-week-info';

/** /mine/welfare: the weekly VIP bonus and the rebate rates. */
export function WelfarePage() {
  const week = useVipWeekInfo();
  const rebates = useRebateRates();
  return (
    <div className="stack">
      <PageHeader title="福利中心" />
      <section className="card" aria-labelledby="welfare-week">
        <h2 id="welfare-week" className="section-title">
          VIP周俸禄
        </h2>
        <AsyncContent {...week}>
          {(w) =>
            w.eligible ? (
              <p>
                本周（{formatDate(w.weekStart)} – {formatDate(w.weekEnd)}）有效投注满 {formatNumber(w.betRequired)}，可于 {formatDate(w.payoutAt)} 领取{' '}
                <span className="amount">{formatCurrency(w.bonus)}</span>
              </p>
            ) : (
              <p className="muted">您当前的 VIP 等级暂无周俸禄，提升等级即可享受。</p>
            )
          }
        </AsyncContent>
      </section>
      <section aria-labelledby="welfare-rebate">
        <h2 id="welfare-rebate" className="section-title">
          返水比例
        </h2>
        <AsyncContent {...rebates} isEmpty={(d) => d.list.length === 0}>
          {(d) => (
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">类别</th>
                  <th scope="col">我的比例</th>
                  <th scope="col">最低</th>
                  <th scope="col">最高</th>
                </tr>
              </thead>
              <tbody>
                {d.list.map((r) => (
                  <tr key={r.category}>
                    <td>{r.categoryName}</td>
                    <td>{r.current}%</td>
                    <td>{r.low}%</td>
                    <td>{r.high}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </AsyncContent>
      </section>
    </div>
  );
}
