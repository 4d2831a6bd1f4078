import { useState } from 'react';
import { DEAL_TYPE_NAMES } from '@betsite/contracts/routes/transfer';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedTable, type Column } from '../../../components/ui/paged-table';
import { formatDateTime } from '../../../utils/date';
import { formatBalance, formatNumber } from '../../../utils/format';
import { useDealRecords, type DealType } from '../api/query-deal-record';

const CHOICES: readonly Choice<DealType | null>[] = [
  { value: null, label: '全部' },
  ...Object.entries(DEAL_TYPE_NAMES).map(([type, name]) => ({ value: Number(type) as DealType, label: name })),
];

type DealRecord = NonNullable<ReturnType<typeof useDealRecords>['data']>['list'][number];

const COLUMNS: Column<DealRecord>[] = [
  { header: '时间', cell: (r) => formatDateTime(r.createdAt) },
  { header: '类型', cell: (r) => r.typeName },
  {
    header: '金额',
    cell: (r) => `${r.amount > 0 ? '+' : ''}${formatNumber(r.amount)}`,
    className: (r) => (r.amount < 0 ? 'amount amount--negative' : 'amount amount--positive'),
  },
  { header: '余额', cell: (r) => formatBalance(r.balance), className: () => 'amount' },
  { header: '说明', cell: (r) => r.remark },
];

/** /mine/transRecord: deposits, withdrawals, transfers, bonuses... of the centre wallet. */
export function TransRecordPage() {
  const [type, setType] = useState<DealType | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const records = useDealRecords({ type, pageNum });
  const choose = (next: DealType | null) => {
    setType(next);
    setPageNum(1);
  };
  return (
    <div className="stack">
      <PageHeader title="交易记录" />
      <ChoiceGroup label="交易类型" choices={CHOICES} value={type} onChange={choose} />
      <AsyncContent {...records} isEmpty={(page) => page.list.length === 0} emptyText="暂无交易记录">
        {(page) => <PagedTable caption="交易记录" columns={COLUMNS} page={page} rowKey={(r) => r.orderNo} onPage={setPageNum} />}
      </AsyncContent>
    </div>
  );
}
