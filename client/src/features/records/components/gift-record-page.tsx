import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../utils/date';
import { formatCurrency, formatNumber } from '../../../utils/format';
import { useExchangeRecords } from '../api/exchange-record';

const STATUS_NAMES = { pending: '处理中', issued: '已发放', rejected: '已拒绝' } as const;

type GiftRecord = NonNullable<ReturnType<typeof useExchangeRecords>['data']>['list'][number];

const COLUMNS: Column<GiftRecord>[] = [
  { header: '时间', cell: (r) => formatDateTime(r.createdAt) },
  { header: '活动', cell: (r) => r.activityTitle },
  { header: '礼品', cell: (r) => r.giftName },
  // A prize exchanged for points is goods, not money: it shows the points spent, never ¥0.
  { header: '金额', cell: (r) => (r.amount === 0 && r.points > 0 ? `${formatNumber(r.points)} 积分` : formatCurrency(r.amount)), className: () => 'amount' },
  { header: '状态', cell: (r) => STATUS_NAMES[r.status] },
];

/** /mine/giftRecord: gift exchanges and claimed activity rewards. */
export function GiftRecordPage() {
  const [pageNum, setPageNum] = useState(1);
  const records = useExchangeRecords(pageNum);
  return (
    <div className="stack">
      <PageHeader title="礼品记录" />
      <AsyncContent {...records} isEmpty={(page) => page.list.length === 0} emptyText="暂无礼品记录">
        {(page) => <PagedTable caption="礼品记录" columns={COLUMNS} page={page} rowKey={(r) => r.id} onPage={setPageNum} />}
      </AsyncContent>
    </div>
  );
}
