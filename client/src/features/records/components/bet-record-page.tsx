import { useMemo, useState } from 'react';
import { BET_RESULT_CODES } from '@betsite/contracts/constants';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../utils/date';
import { formatNumber } from '../../../utils/format';
import { useBetRecordList, useBetRecordTotal, type BetFilter, type BetWindow } from '../api/bet-records';
import { useVenuesOfCategory } from '../api/venues-of-category';

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

type Category = NonNullable<BetFilter['category']>;
const CATEGORIES: readonly Choice<Category | undefined>[] = [
  { value: undefined, label: '全部场馆' },
  { value: VENUE_CATEGORY.TY, label: '体育' },
  { value: VENUE_CATEGORY.ZR, label: '真人' },
  { value: VENUE_CATEGORY.QP, label: '棋牌' },
  { value: VENUE_CATEGORY.DJ, label: '电竞' },
  { value: VENUE_CATEGORY.CP, label: '彩票' },
  { value: VENUE_CATEGORY.egame, label: '电子' },
  { value: VENUE_CATEGORY.fish, label: '捕鱼' },
];
const STATUSES: readonly Choice<BetFilter['status']>[] = [
  { value: undefined, label: '全部状态' },
  { value: BET_STATUS.unsettled, label: STATUS_NAMES[BET_STATUS.unsettled] },
  { value: BET_STATUS.settled, label: STATUS_NAMES[BET_STATUS.settled] },
  { value: BET_STATUS.cancelled, label: STATUS_NAMES[BET_STATUS.cancelled] },
];

type BetRecord = NonNullable<ReturnType<typeof useBetRecordList>['data']>['list'][number];

const COLUMNS: Column<BetRecord>[] = [
  { header: '时间', cell: (bet) => formatDateTime(bet.betTime) },
  { header: '场馆', cell: (bet) => bet.venueName },
  { header: '游戏', cell: (bet) => bet.gameName },
  { header: '内容', cell: (bet) => bet.betContent },
  { header: '投注额', cell: (bet) => formatNumber(bet.betAmount), className: () => 'amount' },
  { header: '输赢', cell: (bet) => formatNumber(bet.netAmount), className: (bet) => (bet.netAmount < 0 ? 'amount amount--negative' : 'amount') },
  { header: '结果', cell: (bet) => (bet.result ? BET_RESULT_CODES[bet.result] : '--') },
  { header: '派彩', cell: (bet) => (bet.status === BET_STATUS.unsettled ? '--' : formatNumber(bet.winAmount)), className: () => 'amount' },
  { header: '状态', cell: (bet) => STATUS_NAMES[bet.status] },
];

/** /mine/betRecord: totals and bets of a time window. */
export function BetRecordPage() {
  const [days, setDays] = useState<number>(7);
  const [pageNum, setPageNum] = useState(1);
  const [filter, setFilter] = useState<BetFilter>({});
  const period = useMemo(() => windowOf(days), [days]);
  const total = useBetRecordTotal(period, filter);
  const list = useBetRecordList(period, pageNum, filter);
  const venues = useVenuesOfCategory(filter.category);
  const choose = (next: BetFilter) => {
    setFilter(next);
    setPageNum(1);
  };
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
      <ChoiceGroup label="场馆类别" choices={CATEGORIES} value={filter.category} onChange={(category) => choose({ status: filter.status, category })} />
      {filter.category !== undefined && (
        <label className="field">
          <span className="field__label">场馆</span>
          <select className="field__input" value={filter.enName ?? ''} onChange={(e) => choose({ ...filter, enName: e.target.value || undefined })}>
            <option value="">全部</option>
            {venues.data?.map((v) => (
              <option key={v.enName} value={v.enName}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <ChoiceGroup label="注单状态" choices={STATUSES} value={filter.status} onChange={(status) => choose({ ...filter, status })} />
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
