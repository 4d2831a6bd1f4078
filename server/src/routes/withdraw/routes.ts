import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { WITHDRAW_ORDERS_LISTED, WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, fail, ok } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { currentWallet } from '../../money/state';
import { checkPayPassword } from '../../accounts/pay-password-guard';
import { maskRealName } from '../../accounts/member-info';
import { findCurrency } from '../../money/exchange';
import { addAccount, removeAccount, setDefaultAccount } from '../../money/withdrawal-accounts';
import { vipDailyAllowance } from '../../engagement/vip-levels';
import { unmetBonusTurnover } from '../../engagement/activity-rewards';
import {
  type BankCard,
  type WithdrawCfg,
  type WithdrawOrder,
  applyWithdrawal,
  cancelWithdrawal,
  cardsOf,
  cfgOf,
  checkBindings,
  maskAccount,
  ordersOf,
  planWithdrawal,
  todayOrders,
} from '../../money/withdrawals';

const s = initServer();

const toCfg = (c: WithdrawCfg) => ({
  type: c.type,
  name: c.name,
  minAmount: toYuan(c.minCents),
  maxAmount: toYuan(c.maxCents),
  dailyTimesMax: c.dailyTimesMax,
  freeTimesPerDay: c.freeTimesPerDay,
  feeRate: c.feeRate,
  enabled: c.enabled,
});

const toCard = (c: BankCard) => ({
  id: c.id,
  type: c.type,
  bankCode: c.bankCode,
  bankName: c.bankName,
  account: maskAccount(c),
  holderName: maskRealName(c.holderName),
  protocol: c.protocol,
  isDefault: c.isDefault,
  createdAt: c.createdAt,
});

const toOrder = (o: WithdrawOrder) => ({
  orderNo: o.orderNo,
  type: o.type,
  amount: toYuan(o.amountCents),
  fee: toYuan(o.feeCents),
  actualAmount: toYuan(o.amountCents - o.feeCents),
  virtualAmount: o.virtualCents === null ? null : toYuan(o.virtualCents),
  currency: o.currency,
  bankName: o.bankName,
  account: o.account,
  status: o.status,
  remark: o.remark,
  createdAt: o.createdAt,
  finishedAt: o.finishedAt,
});

export function withdrawRoutes(ctx: AppContext) {
  const now = () => ctx.clock.now();
  const balances = (userId: number) => {
    const w = currentWallet(ctx.state, userId, now());
    return { centerWalletBalance: toYuan(w.centreCents), lockMoney: toYuan(w.lockedCents) };
  };
  const cardList = (cards: BankCard[]) => cards.map(toCard);
  const withVipDaily = <C extends { dailyTimesMax: number }>(cfg: C, vipLevel: number): C => {
    const vip = vipDailyAllowance(ctx.fixtures.grades, vipLevel);
    return vip ? { ...cfg, dailyTimesMax: vip.timesMax } : cfg;
  };

  return s.router(contract.withdraw, {
    withdrawOrderInfo: ({ body, request }) => {
      const { userId } = signedIn(request).account;
      currentWallet(ctx.state, userId, now());
      const mine = ordersOf(ctx.state.withdrawals, userId);
      if (body.orderNo) {
        const one = mine.find((o) => o.orderNo === body.orderNo);
        return Promise.resolve(one ? ok({ list: [toOrder(one)] }) : fail(Code.NOT_FOUND, '订单不存在'));
      }
      return Promise.resolve(ok({ list: mine.slice(-WITHDRAW_ORDERS_LISTED).reverse().map(toOrder) }));
    },

    // The daily count shown is the one enforced: the VIP level's (all kinds together).
    baseCfgList: ({ request }) => Promise.resolve(ok(ctx.state.withdrawals.cfg.map((c) => withVipDaily(toCfg(c), signedIn(request).account.vipLevel)))),

    withdrawInfo: ({ request }) => {
      const { state } = ctx;
      const { account } = signedIn(request);
      const bound = checkBindings(account);
      if (!bound.ok) return Promise.resolve(answer(bound, () => null));
      const w = currentWallet(state, account.userId, now());
      const maxCents = Math.max(...state.withdrawals.cfg.filter((c) => c.enabled && c.type !== WITHDRAW_TYPE.virtual).map((c) => c.maxCents), 0);
      return Promise.resolve(
        ok({
          centerWalletBalance: toYuan(w.centreCents),
          lockMoney: toYuan(w.lockedCents),
          withdrawableAmount: toYuan(Math.min(w.centreCents, maxCents)),
          realName: maskRealName(account.realName ?? ''),
          bindPhone: account.phone !== null,
          bindRealName: account.realName !== null,
          hasPayPassword: state.member.payPasswords.has(account.userId),
          todayTimes: todayOrders(state.withdrawals, account.userId, now()).length,
          cfg: state.withdrawals.cfg.filter((c) => c.type !== WITHDRAW_TYPE.virtual).map((c) => withVipDaily(toCfg(c), account.vipLevel)),
          cards: [...cardsOf(state.withdrawals, account.userId, WITHDRAW_TYPE.bank), ...cardsOf(state.withdrawals, account.userId, WITHDRAW_TYPE.alipay)].map(toCard),
        }),
      );
    },

    usdtWithdrawInfo: ({ body, request }) => {
      const { state } = ctx;
      const { account } = signedIn(request);
      const bound = checkBindings(account);
      if (!bound.ok) return Promise.resolve(answer(bound, () => null));
      const found = findCurrency(state.currencies, body.currency);
      if (!found.ok) return Promise.resolve(answer(found, () => null));
      const coin = found.value;
      const w = currentWallet(state, account.userId, now());
      return Promise.resolve(
        ok({
          centerWalletBalance: toYuan(w.centreCents),
          lockMoney: toYuan(w.lockedCents),
          currency: coin.currency,
          rate: coin.buyRate,
          protocols: coin.protocols,
          cfg: withVipDaily(toCfg(cfgOf(state.withdrawals, WITHDRAW_TYPE.virtual)), account.vipLevel),
          addresses: cardsOf(state.withdrawals, account.userId, WITHDRAW_TYPE.virtual).filter((c) => c.bankCode === coin.currency).map(toCard),
        }),
      );
    },

    new: async ({ body, request }) => {
      const { account } = signedIn(request);
      const req = { type: body.type, cardId: body.cardId, amountCents: toCents(body.amount), vipDaily: vipDailyAllowance(ctx.fixtures.grades, account.vipLevel) };
      currentWallet(ctx.state, account.userId, now());
      const turnover = unmetBonusTurnover(ctx.state, account.userId, now());
      if (!turnover.ok) return answer(turnover, () => null);
      const plan = planWithdrawal(ctx.state, account, req, now());
      if (!plan.ok) return answer(plan, () => null);
      const payPassword = await checkPayPassword(ctx.state, account.userId, body.payPassword, now());
      if (!payPassword.ok) return answer(payPassword, () => null);
      // Read the state again after the await: a reset may have replaced it, another call moved money.
      const { state } = ctx;
      const applied = applyWithdrawal(state, account, req, now());
      const w = currentWallet(state, account.userId, now());
      return answer(applied, (o) => ({ centerWalletBalance: toYuan(w.centreCents), lockMoney: toYuan(w.lockedCents), order: toOrder(o) }));
    },

    cancel: ({ body, request }) => {
      const { userId } = signedIn(request).account;
      const r = cancelWithdrawal(ctx.state.withdrawals, ctx.state.wallets, userId, body.orderNo, now());
      return Promise.resolve(answer(r, (o) => ({ ...balances(userId), order: toOrder(o) })));
    },

    addBankCard: ({ body, request }) => {
      const r = addAccount(ctx.state.withdrawals, ctx.state.currencies, signedIn(request).account, body, now());
      return Promise.resolve(answer(r, cardList));
    },

    setDefaultBankCard: ({ body, request }) => Promise.resolve(answer(setDefaultAccount(ctx.state.withdrawals, signedIn(request).account.userId, body.id), cardList)),

    deleteBankCard: ({ body, request }) => Promise.resolve(answer(removeAccount(ctx.state.withdrawals, signedIn(request).account.userId, body.id), cardList)),

    queryMemberBanksInfoList: ({ query, request }) => {
      const cards = cardsOf(ctx.state.withdrawals, signedIn(request).account.userId, query.type);
      return Promise.resolve(ok(cards.map(toCard)));
    },

    withdrawAddList: ({ request }) => {
      const { withdrawals } = ctx.state;
      const userId = signedIn(request).account.userId;
      return Promise.resolve(
        ok({
          banks: [...withdrawals.banks],
          kinds: withdrawals.cfg.map((c) => ({ type: c.type, name: c.name, boundCount: cardsOf(withdrawals, userId, c.type).length, maxCount: c.accountsMax })),
        }),
      );
    },
  });
}
