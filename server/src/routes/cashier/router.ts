import { initServer } from '@ts-rest/fastify';
import type { AppContext } from '../../composition/context';
import { CASHIER_PAGE_PATH, cashierContract, cashierToken } from '@betsite/contracts/cashier';
import { qrSvg } from '../../lib/qr-svg';
import { answer } from '../../lib/reply';
import { toYuan } from '../../lib/money';
import { type DepositOrder, cancelAtCashier, cashierOrderOf, payAtCashier } from '../../money/deposits';

const s = initServer();

/**
 * The stand-in payment gateway's cashier (/__cashier, contracts/src/cashier.ts): where an online
 * deposit's payUrl points. Its API (order, pay, cancel; the cashier token is the credential), the
 * page that calls it, and the page's QR code. Like the stand-in providers, always on.
 */
/** The cashier calls' router, whatever transport serves it (`ctx`: the routed context). */
export function cashierRouter(ctx: AppContext) {
  const now = () => ctx.clock.now();
  const typeOf = (o: DepositOrder) => ctx.state.deposits.types.find((t) => t.id === o.payTypeId);
  const shown = (o: DepositOrder) => ({
    orderNo: o.orderNo,
    amount: toYuan(o.amountCents),
    payTypeName: typeOf(o)?.name ?? '在线支付',
    payTypeCode: typeOf(o)?.code ?? 'online',
    status: o.status,
    createdAt: o.createdAt,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    serverNow: now(),
  });

  return s.router(cashierContract, {
    order: ({ body }) => Promise.resolve(answer(cashierOrderOf(ctx.state.deposits, ctx.state.wallets, body.token, now()), shown)),
    pay: ({ body }) => Promise.resolve(answer(payAtCashier(ctx.state.deposits, ctx.state.wallets, body.token, now()), shown)),
    cancel: ({ body }) => Promise.resolve(answer(cancelAtCashier(ctx.state.deposits, ctx.state.wallets, body.token, now()), shown)),
  });
}

/**
 * What a phone would scan for an order (GET /__cashier/qr.svg): the QR code of its cashier page on
 * `origin`, the address the browser used; null when `rawToken` names no open order (a 404).
 */
export function cashierQr(ctx: AppContext, rawToken: unknown, origin: string): string | null {
  const token = cashierToken.safeParse(rawToken);
  const found = token.success ? cashierOrderOf(ctx.state.deposits, ctx.state.wallets, token.data, ctx.clock.now()) : null;
  if (!token.success || !found?.ok) return null;
  return qrSvg(`${origin}${CASHIER_PAGE_PATH}?token=${token.data}`);
}
