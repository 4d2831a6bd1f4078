import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../utils/date';
import { formatCurrency } from '../../../utils/format';
import { useExchangeRecords } from '../api/exchange-record';

const STATUS_NAMES = { pending: '处理中', issued: '已发放', rejected: '已拒绝' } as const;

/** /mine/giftRecord: gift exchanges and claimed activity rewards. */
export function GiftRecordPage() {
  const [pageNum, setPageNum] = useState(1);
  const records = useExchangeRecords(pageNum);
  return (
    <div className="stack">
      <PageHeader title="礼品记录" />
      <AsyncContent {...records} isEmpty={(page) => page.list.length === 0} emptyText="暂无礼品记录">
        {(page) => (
          <>
            <table className="data-table">
              <caption className="visually-hidden">礼品记录</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">活动</th>
                  <th scope="col">礼品</th>
                  <th scope="col">金额</th>
                  <th scope="col">状态</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDateTime(r.createdAt)}</td>
                    <td>{r.activityTitle}</td>
                    <td>{r.giftName}</td>
                    <td className="amount">{formatCurrency(r.amount)}</td>
                    <td>{STATUS_NAMES[r.status]}</td>
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
