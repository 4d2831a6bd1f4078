import { WITHDRAW_STATUS } from '@betsite/contracts/routes/withdraw';
import { AsyncContent } from '../../../components/ui/async-content';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { formatDateTime } from '../../../utils/date';
import { formatBalance } from '../../../utils/format';
import { cancelWithdraw, useWithdrawOrders } from '../api/withdraw-calls';

const STATUS = { [WITHDRAW_STATUS.review]: '审核中', [WITHDRAW_STATUS.paid]: '已出款', [WITHDRAW_STATUS.refused]: '已拒绝', [WITHDRAW_STATUS.cancelled]: '已取消' } as const;

/** The latest withdrawals with their status; one under review can be cancelled. */
export function WithdrawOrders() {
  const orders = useWithdrawOrders();
  const guard = useSubmitGuard();
  const cancel = (orderNo: string) =>
    void guard.run(async () => {
      try {
        await cancelWithdraw(orderNo);
        bus.emit('tips', { message: '已取消，资金已退回中心钱包', kind: 'success' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  return (
    <AsyncContent {...orders} isEmpty={(d) => d.list.length === 0} emptyText="暂无取款记录">
      {(d) => (
        <table className="data-table">
          <caption>取款记录</caption>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">账户</th>
              <th scope="col">金额</th>
              <th scope="col">状态</th>
              <th scope="col">说明</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {d.list.map((o) => (
              <tr key={o.orderNo}>
                <td>{formatDateTime(o.createdAt)}</td>
                <td>
                  {o.bankName} {o.account}
                </td>
                <td className="amount">
                  ¥{formatBalance(o.amount)}
                  {o.virtualAmount !== null && ` (${o.virtualAmount} ${o.currency ?? ''})`}
                </td>
                <td>{STATUS[o.status]}</td>
                <td>{o.remark}</td>
                <td>
                  {o.status === WITHDRAW_STATUS.review && (
                    <button type="button" className="button button--ghost" disabled={guard.pending} onClick={() => cancel(o.orderNo)}>
                      取消
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AsyncContent>
  );
}
