import { useState } from 'react';
import { DEAL_TYPE_NAMES } from '@betsite/contracts/routes/transfer';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../utils/date';
import { formatBalance, formatNumber } from '../../../utils/format';
import { useDealRecords, type DealType } from '../api/query-deal-record';

const TYPES = Object.entries(DEAL_TYPE_NAMES).map(([type, name]) => ({ type: Number(type) as DealType, name }));

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
      <div className="filters" role="group" aria-label="交易类型">
        <button type="button" className="button button--secondary" aria-pressed={type === null} onClick={() => choose(null)}>
          全部
        </button>
        {TYPES.map((t) => (
          <button key={t.type} type="button" className="button button--secondary" aria-pressed={type === t.type} onClick={() => choose(t.type)}>
            {t.name}
          </button>
        ))}
      </div>
      <AsyncContent {...records} isEmpty={(page) => page.list.length === 0} emptyText="暂无交易记录">
        {(page) => (
          <>
            <table className="data-table">
              <caption className="visually-hidden">交易记录</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">类型</th>
                  <th scope="col">金额</th>
                  <th scope="col">余额</th>
                  <th scope="col">说明</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => (
                  <tr key={r.orderNo}>
                    <td>{formatDateTime(r.createdAt)}</td>
                    <td>{r.typeName}</td>
                    <td className={r.amount < 0 ? 'amount amount--negative' : 'amount amount--positive'}>
                      {r.amount > 0 ? '+' : ''}
                      {formatNumber(r.amount)}
                    </td>
                    <td className="amount">{formatBalance(r.balance)}</td>
                    <td>{r.remark}</td>
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
