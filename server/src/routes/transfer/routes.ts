import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, ok } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { currentWallet } from '../../money/state';
import { settlePlayer } from '../../engagement/payouts';
import { venueTotalCents } from '../../money/wallet';
import { settleVenues } from '../../venues/provider/rounds';
import { coinBalanceCents, exchange, findCurrency } from '../../money/exchange';
import { type DealRecord, dealRecords } from '../../money/deal-records';
import { mapPage, paginate } from '../../lib/paging';

const s = initServer();

export function transferRoutes(ctx: AppContext) {
  const now = () => ctx.clock.now();

  return s.router(contract.transfer, {
    getBalance: ({ body, request }) => {
      const { account } = signedIn(request);
      // Rebates and bonuses that came due are in the balance the player sees.
      settlePlayer(ctx.state, ctx.fixtures.grades, account, now());
      const w = currentWallet(ctx.state, account.userId, now());
      // Due lottery draws pay into venue wallets before the venue total is read.
      settleVenues(ctx.state, w.userId, now());
      const venueCents = venueTotalCents(w);
      return Promise.resolve(
        ok({
          centerWalletBalance: toYuan(w.centreCents),
          venueBalance: toYuan(venueCents),
          totalBalance: toYuan(w.centreCents + venueCents),
          ...(body.withLockMoney === 1 ? { lockMoney: toYuan(w.lockedCents) } : {}),
        }),
      );
    },

    utcTransfer: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      const w = currentWallet(state, userId, now());
      const r = exchange(state.wallets, state.currencies, userId, body.currency, body.ty, toCents(body.amount), now());
      return Promise.resolve(
        answer(r, (x) => ({
          currency: x.currency,
          amount: toYuan(x.amountCents),
          received: toYuan(x.receivedCents),
          rate: x.rate,
          centerWalletBalance: toYuan(w.centreCents),
          virtualBalance: toYuan(coinBalanceCents(state.wallets, userId, x.currency)),
          orderNo: x.orderNo,
        })),
      );
    },

    getTransferRate: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      const found = findCurrency(state.currencies, body.currency);
      return Promise.resolve(
        answer(found, (c) => ({
          currency: c.currency,
          buyRate: c.buyRate,
          sellRate: c.sellRate,
          virtualBalance: toYuan(coinBalanceCents(state.wallets, userId, c.currency)),
          // Fixed rates in the mock: they hold since the state was built.
          updatedAt: state.games.createdAt,
        })),
      );
    },

    queryDealRecord: ({ body, request }) => {
      const w = currentWallet(ctx.state, signedIn(request).account.userId, now());
      const page = paginate(dealRecords(w, body), body);
      const toDeal = (d: DealRecord) => ({
        orderNo: d.orderNo,
        type: d.type,
        typeName: d.typeName,
        amount: toYuan(d.amountCents),
        balance: toYuan(d.balanceCents),
        remark: d.remark,
        createdAt: d.createdAt,
      });
      return Promise.resolve(ok(mapPage(page, toDeal)));
    },

    vCurrencyList: () => Promise.resolve(ok([...ctx.state.currencies])),
  });
}
