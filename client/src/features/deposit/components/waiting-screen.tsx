import { DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { formatCurrency } from '../../../utils/format';
import { closeOrder, useDepositOrderStatus } from '../api/deposit-order-status';

export type WaitStep = 'rechargeWait' | 'transferWait' | 'virtualWait';

const TITLES: Record<WaitStep, string> = { rechargeWait: '等待充值到账', transferWait: '等待银行转账', virtualWait: '等待虚拟币到账' };
const STATUS_NAMES = { [DEPOSIT_STATUS.pending]: '等待支付', [DEPOSIT_STATUS.paid]: '已到账', [DEPOSIT_STATUS.closed]: '已取消', [DEPOSIT_STATUS.expired]: '已过期', [DEPOSIT_STATUS.refused]: '未通过' } as const;

/** The waiting screens of /mine/savemoney: the order's status, polled until it settles. */
export function WaitingScreen({ step, orderNo, onBack }: { step: WaitStep; orderNo: string; onBack: () => void }) {
  const status = useDepositOrderStatus(orderNo);
  const guard = useSubmitGuard();
  const cancel = () =>
    guard.run(async () => {
      try {
        await closeOrder(orderNo);
        await status.mutate();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  return (
    <div className="stack">
      <PageHeader title={TITLES[step]} />
      <AsyncContent {...status}>
        {(s) => (
          <dl className="card row" aria-label="订单状态">
            <dt>订单号</dt>
            <dd>{s.orderNo}</dd>
            <dt>金额</dt>
            <dd className="amount">{formatCurrency(s.amount)}</dd>
            <dt>状态</dt>
            <dd role="status">{STATUS_NAMES[s.status]}</dd>
          </dl>
        )}
      </AsyncContent>
      <div className="row">
        {status.data?.status === DEPOSIT_STATUS.pending && (
          <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => void cancel()}>
            取消订单
          </button>
        )}
        <button type="button" className="button button--primary" onClick={onBack}>
          返回存款
        </button>
      </div>
    </div>
  );
}
