import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, fail, ok } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { type DepositOrder, closeOrder, findOrder, markPaid, pay, signalCode } from '../../money/deposits';

const s = initServer();

/** Deposits switched off by the site setting: the savings page is gone, its calls are refused. */
const DEPOSIT_OFF_MESSAGE = '充值功能暂未开放';
const CUSTOMER_NOTICE = '充值渠道仅以官网、官方APP及官方客服提供的为准，线下代充值一律不予认可，请勿相信任何私下转账。';
const CUSTOMER_URL = 'https://chat.support-desk.example/deposit';

function toOrder(o: DepositOrder) {
  return {
    orderNo: o.orderNo,
    payTypeId: o.payTypeId,
    kind: o.kind,
    amount: toYuan(o.amountCents),
    status: o.status,
    createdAt: o.createdAt,
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    payUrl: o.payUrl,
    bankInfo: o.bankInfo,
    virtualInfo: o.virtualInfo && {
      currency: o.virtualInfo.currency,
      protocol: o.virtualInfo.protocol,
      address: o.virtualInfo.address,
      rate: o.virtualInfo.rate,
      virtualAmount: toYuan(o.virtualInfo.virtualCents),
    },
    paidMarkedAt: o.paidMarkedAt,
    signalCode: o.signalCode,
    remark: o.remark,
  };
}

const toStatus = toOrder;

export function paymentRoutes(ctx: AppContext) {
  const now = () => ctx.clock.now();
  const depositOff = () => !ctx.state.settings.depositEnabled;

  return s.router(contract.payment, {
    types: () => {
      if (depositOff()) return Promise.resolve(fail(Code.ACCESS_DENIED, DEPOSIT_OFF_MESSAGE));
      return Promise.resolve(
        ok(
          ctx.state.deposits.types.map((t) => ({
            id: t.id,
            name: t.name,
            code: t.code,
            kind: t.kind,
            icon: t.icon,
            minAmount: toYuan(t.minCents),
            maxAmount: toYuan(t.maxCents),
            fixedAmounts: t.fixedCents.map(toYuan),
            recommend: t.recommend,
            sort: t.sort,
          })),
        ),
      );
    },

    pay: ({ body, request }) => {
      if (depositOff()) return Promise.resolve(fail(Code.ACCESS_DENIED, DEPOSIT_OFF_MESSAGE));
      const { state } = ctx;
      const { account } = signedIn(request);
      const r = pay(state.deposits, state.wallets, account, { payTypeId: body.payTypeId, amountCents: toCents(body.amount), depositName: body.depositName, protocol: body.protocol }, state.currencies, now());
      return Promise.resolve(answer(r, toOrder));
    },

    getDepositOrderStatus: ({ body, request }) => {
      const r = findOrder(ctx.state.deposits, ctx.state.wallets, signedIn(request).account.userId, body.orderNo, now());
      return Promise.resolve(answer(r, toStatus));
    },

    confirmPaid: ({ body, request }) => {
      const r = markPaid(ctx.state.deposits, ctx.state.wallets, signedIn(request).account.userId, body.orderNo, now());
      return Promise.resolve(answer(r, toOrder));
    },

    closeOrder: ({ body, request }) => {
      const r = closeOrder(ctx.state.deposits, ctx.state.wallets, signedIn(request).account.userId, body.orderNo, now());
      return Promise.resolve(answer(r, toStatus));
    },

    createSignalCode: ({ body, request }) => {
      if (depositOff()) return Promise.resolve(fail(Code.ACCESS_DENIED, DEPOSIT_OFF_MESSAGE));
      const r = signalCode(ctx.state.deposits, ctx.state.wallets, signedIn(request).account.userId, body.orderNo, now());
      return Promise.resolve(answer(r, (o) => ({ orderNo: o.orderNo, signalCode: o.signalCode, expiresAt: o.expiresAt })));
    },

    getCustomerInfo: () => {
      if (depositOff()) return Promise.resolve(fail(Code.ACCESS_DENIED, DEPOSIT_OFF_MESSAGE));
      return Promise.resolve(ok({ url: CUSTOMER_URL, notice: CUSTOMER_NOTICE }));
    },
  });
}
