import { useMemo, useState } from 'react';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../utils/date';
import { formatNumber } from '../../../utils/format';
import { useBetRecordList, useBetRecordTotal, type BetWindow } from '../api/bet-records';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPANS: readonly Choice<number>[] = [
  { value: 1, label: '今日' },
  { value: 7, label: '近7日' },
  { value: 30, label: '近30日' },
];

/**
 * The last `days` days up to now, rounded up to the next minute so the SWR key is stable within it
 * and a bet placed this very minute (a round just played) is inside the window.
 */
function windowOf(days: number): BetWindow {
  const endTime = Math.ceil((Date.now() + 1) / 60_000) * 60_000;
  return { beginTime: endTime - days * DAY_MS, endTime };
}

const STATUS_NAMES = { [BET_STATUS.unsettled]: '未结算', [BET_STATUS.settled]: '已结算', [BET_STATUS.cancelled]: '已取消' } as const;

type BetRecord = NonNullable<ReturnType<typeof useBetRecordList>['data']>['list'][number];

const COLUMNS: Column<BetRecord>[] = [
  { header: '时间', cell: (bet) => formatDateTime(bet.betTime) },
  { header: '场馆', cell: (bet) => bet.venueName },
  { header: '游戏', cell: (bet) => bet.gameName },
  { header: '内容', cell: (bet) => bet.betContent },
  { header: '投注额', cell: (bet) => formatNumber(bet.betAmount), className: () => 'amount' },
  { header: '输赢', cell: (bet) => formatNumber(bet.netAmount), className: (bet) => (bet.netAmount < 0 ? 'amount amount--negative' : 'amount') },
  { header: '状态', cell: (bet) => STATUS_NAMES[bet.status] },
];

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
      <ChoiceGroup
        label="时间范围"
        choices={SPANS}
        value={days}
        onChange={(next) => {
          setDays(next);
          setPageNum(1);
        }}
      />
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
        {(page) => <PagedTable caption="投注记录" columns={COLUMNS} page={page} rowKey={(bet) => bet.orderNo} onPage={setPageNum} />}
      </AsyncContent>
    </div>
  );
}
