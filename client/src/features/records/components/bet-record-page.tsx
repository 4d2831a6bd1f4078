import { useMemo, useState } from 'react';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../utils/date';
import { formatNumber } from '../../../utils/format';
import { useBetRecordList, useBetRecordTotal, type BetWindow } from '../api/bet-records';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPANS = [
  { days: 1, label: '今日' },
  { days: 7, label: '近7日' },
  { days: 30, label: '近30日' },
] as const;

/** The last `days` days up to now, rounded to the minute so the SWR key is stable within it. */
function windowOf(days: number): BetWindow {
  const endTime = Math.floor(Date.now() / 60_000) * 60_000;
  return { beginTime: endTime - days * DAY_MS, endTime };
}

const STATUS_NAMES = { [BET_STATUS.unsettled]: '未结算', [BET_STATUS.settled]: '已结算', [BET_STATUS.cancelled]: '已取消' } as const;

/** /mine/betRecord: totals and bets of a time window. */
export function BetRecordPage() {
  const [days, setDays] = useState<number>(7);
  const [pageNum, setPageNum] = useState(1);
  const period = useMemo(() => windowOf(days), [days]);
  const total = useBetRecordTotal(period);
  const list = useBetRecordList(period, pageNum);
  return (
    <div className="stack">
      <PageHeader title="投注记录" />
      <div className="filters" role="group" aria-label="时间范围">
        {SPANS.map((span) => (
          <button
            key={span.days}
            type="button"
            className="button button--secondary"
            aria-pressed={days === span.days}
            onClick={() => {
              setDays(span.days);
              setPageNum(1);
            }}
          >
            {span.label}
          </button>
        ))}
      </div>
      <AsyncContent {...total}>
        {(t) => (
          <dl className="card row" aria-label="投注汇总">
            <dt>注单数</dt>
            <dd>{t.betCount}</dd>
            <dt>投注额</dt>
            <dd className="amount">{formatNumber(t.betAmount)}</dd>
            <dt>有效投注</dt>
            <dd className="amount">{formatNumber(t.validBetAmount)}</dd>
            <dt>输赢</dt>
            <dd className={t.netAmount < 0 ? 'amount amount--negative' : 'amount amount--positive'}>{formatNumber(t.netAmount)}</dd>
          </dl>
        )}
      </AsyncContent>
      <AsyncContent {...list} isEmpty={(page) => page.list.length === 0} emptyText="暂无投注记录">
        {(page) => (
          <>
            <table className="data-table">
              <caption className="visually-hidden">投注记录</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">场馆</th>
                  <th scope="col">游戏</th>
                  <th scope="col">内容</th>
                  <th scope="col">投注额</th>
                  <th scope="col">输赢</th>
                  <th scope="col">状态</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((bet) => (
                  <tr key={bet.orderNo}>
                    <td>{formatDateTime(bet.betTime)}</td>
                    <td>{bet.venueName}</td>
                    <td>{bet.gameName}</td>
                    <td>{bet.betContent}</td>
                    <td className="amount">{formatNumber(bet.betAmount)}</td>
                    <td className={bet.netAmount < 0 ? 'amount amount--negative' : 'amount'}>{formatNumber(bet.netAmount)}</td>
                    <td>{STATUS_NAMES[bet.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={setPageNum} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
