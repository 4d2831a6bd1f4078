import { useEffect } from 'react';
import { DEPOSIT_STATUS, PAY_KIND } from '@betsite/contracts/routes/payment';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { formatDateTime } from '../../../utils/date';
import { formatCurrency } from '../../../utils/format';
import { closeOrder, confirmPaid, createSignalCode, useDepositOrderStatus } from '../api/deposit-order-status';

export type WaitStep = 'rechargeWait' | 'transferWait' | 'virtualWait';

type Order = NonNullable<ReturnType<typeof useDepositOrderStatus>['data']>;

const TITLES: Record<WaitStep, string> = { rechargeWait: '等待充值到账', transferWait: '等待银行转账', virtualWait: '等待虚拟币到账' };
/** Once the order is finished the screen says what became of it, whatever the method. */
const FINISHED_TITLES = { [DEPOSIT_STATUS.paid]: '存款已到账', [DEPOSIT_STATUS.closed]: '订单已取消', [DEPOSIT_STATUS.expired]: '订单已过期', [DEPOSIT_STATUS.refused]: '存款未通过' } as const;

function titleOf(step: WaitStep, o: Order | undefined): string {
  return o && o.status !== DEPOSIT_STATUS.pending ? FINISHED_TITLES[o.status] : TITLES[step];
}
const STATUS_NAMES = { [DEPOSIT_STATUS.pending]: '等待支付', [DEPOSIT_STATUS.paid]: '已到账', [DEPOSIT_STATUS.closed]: '已取消', [DEPOSIT_STATUS.expired]: '已过期', [DEPOSIT_STATUS.refused]: '未通过' } as const;

/** What the player reads: a paid-for order waits for finance, not for the player. */
function statusText(o: Order): string {
  if (o.status === DEPOSIT_STATUS.pending && o.paidMarkedAt !== null) return '已提交，等待财务审核';
  return STATUS_NAMES[o.status];
}

/** Where to pay: the receiving bank account and the remark code, or the coin address and amount. */
function PayTo({ o, onCode }: { o: Order; onCode: () => void }) {
  if (o.bankInfo) {
    return (
      <dl className="card row" aria-label="收款账户">
        <dt>收款银行</dt>
        <dd>{o.bankInfo.bankName}</dd>
        <dt>收款卡号</dt>
        <dd className="amount">{o.bankInfo.cardNo}</dd>
        <dt>收款人</dt>
        <dd>{o.bankInfo.holderName}</dd>
        <dt>开户支行</dt>
        <dd>{o.bankInfo.branch}</dd>
        <dt>转账附言</dt>
        <dd>
          {o.signalCode ?? (
            <button type="button" className="button button--secondary" onClick={onCode}>
              获取附言码
            </button>
          )}
        </dd>
      </dl>
    );
  }
  if (o.virtualInfo) {
    return (
      <dl className="card row" aria-label="收款地址">
        <dt>币种</dt>
        <dd>
          {o.virtualInfo.currency}（{o.virtualInfo.protocol}）
        </dd>
        <dt>收款地址</dt>
        <dd className="amount">{o.virtualInfo.address}</dd>
        <dt>应转数量</dt>
        <dd className="amount">
          {o.virtualInfo.virtualAmount} {o.virtualInfo.currency}
        </dd>
        <dt>汇率</dt>
        <dd>
          1 {o.virtualInfo.currency} = ¥{o.virtualInfo.rate}
        </dd>
      </dl>
    );
  }
  // The cashier opened in a tab of its own when the order was made; this reopens it if closed.
  return o.payUrl ? (
    <p className="card">
      <a href={o.payUrl} target="_blank" rel="noopener noreferrer">
        前往收银台支付
      </a>
      ，支付完成后本页自动更新
    </p>
  ) : null;
}

/**
 * The waiting screens of /mine/savemoney: where to pay, the 我已付款 step for bank transfers and
 * coin, then the order followed (polled) until it is paid, refused, expired or cancelled.
 */
export function WaitingScreen({ step, orderNo, onBack }: { step: WaitStep; orderNo: string; onBack: () => void }) {
  const status = useDepositOrderStatus(orderNo);
  const guard = useSubmitGuard();
  const act = (task: () => Promise<unknown>) =>
    guard.run(async () => {
      try {
        await task();
        await status.mutate();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  const o = status.data;
  const paid = o?.status === DEPOSIT_STATUS.paid;
  useEffect(() => {
    if (paid) refreshBalance();
  }, [paid]);
  const waiting = o?.status === DEPOSIT_STATUS.pending;
  return (
    <div className="stack">
      <PageHeader title={titleOf(step, o)} />
      <AsyncContent {...status}>
        {(s) => (
          <>
            <dl className="card row" aria-label="订单状态">
              <dt>订单号</dt>
              <dd>{s.orderNo}</dd>
              <dt>金额</dt>
              <dd className="amount">{formatCurrency(s.amount)}</dd>
              <dt>状态</dt>
              <dd role="status">{statusText(s)}</dd>
              {s.status === DEPOSIT_STATUS.pending && s.paidMarkedAt === null && (
                <>
                  <dt>请在此前完成支付</dt>
                  <dd>{formatDateTime(s.expiresAt)}</dd>
                </>
              )}
              {s.remark && (
                <>
                  <dt>说明</dt>
                  <dd>{s.remark}</dd>
                </>
              )}
            </dl>
            {waiting && <PayTo o={s} onCode={() => void act(() => createSignalCode(s.orderNo))} />}
          </>
        )}
      </AsyncContent>
      <div className="row">
        {waiting && o.kind !== PAY_KIND.online && o.paidMarkedAt === null && (
          <button type="button" className="button button--primary" disabled={guard.pending} onClick={() => void act(() => confirmPaid(orderNo))}>
            我已付款
          </button>
        )}
        {waiting && o.paidMarkedAt === null && (
          <button type="button" className="button button--secondary" disabled={guard.pending} onClick={() => void act(() => closeOrder(orderNo))}>
            取消订单
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onBack}>
          返回存款
        </button>
      </div>
    </div>
  );
}
