import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { TRANSFER_TY } from '@betsite/contracts/constants';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, fail, ok, success, type Result } from '../../lib/reply';
import { toCents, toYuan, toYuanString } from '../../lib/money';
import { currentWallet } from '../../money/state';
import { type LedgerEntry, recycleVenues, transferFromVenue, transferToVenue } from '../../money/wallet';
import {
  type ActivityRefusalData,
  type RecycleOutcome,
  addCollection,
  bonusPools,
  channelInMaintenance,
  channelsOf,
  checkChannelIn,
  checkChannelOut,
  collectedBy,
  findGames,
  isCollected,
  launch,
  recycleAll,
  removeCollection,
  venuesOfCategory,
  verifySportsToken,
} from '../../venues/venues';
import { answerProvider } from './provider';
import { settleVenues } from '../../venues/provider/rounds';
import { unmetLock } from '../../money/wallet';
import { mapPage, paginate } from '../../lib/paging';

const s = initServer();

/** Like `answer`, but the 6413 data (an activity's turnover) goes out in yuan. */
function answerMoney<T, D>(r: Result<T>, toData: (value: T) => D) {
  if (!r.ok && r.code === Code.VENUE_ACTIVITY) {
    const d = r.data as ActivityRefusalData;
    return fail(r.code, r.message, {
      activityName: d.activityName,
      channelCode: d.channelCode,
      venueName: d.venueName,
      turnoverTarget: toYuan(d.turnoverTargetCents),
      turnoverDone: toYuan(d.turnoverDoneCents),
    });
  }
  return answer(r, toData);
}

export function venueRoutes(ctx: AppContext) {
  const now = () => ctx.clock.now();
  /** The wallet with deposits credited, lottery draws paid and a spent activity lock ended. */
  const currentVenues = (userId: number) => {
    const w = currentWallet(ctx.state, userId, now());
    settleVenues(ctx.state, userId, now());
    return w;
  };

  return s.router(contract.venue, {
    allBalance: ({ body, request }) => {
      const { state } = ctx;
      const w = currentVenues(signedIn(request).account.userId);
      const list = channelsOf(state.games, body.category).map((ch) => ({
        channelCode: ch.channelCode,
        name: ch.name,
        balance: toYuan(w.venues.get(ch.channelCode) ?? 0),
        status: channelInMaintenance(state.games, ch.channelCode, state.settings) ? (1 as const) : (0 as const),
      }));
      const totalCents = list.reduce((sum, ch) => sum + (w.venues.get(ch.channelCode) ?? 0), 0);
      return Promise.resolve(ok({ totalMoney: toYuanString(totalCents), list }));
    },

    recycle: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      const w = currentVenues(userId);
      let outcome: Result<RecycleOutcome>;
      if (body.channelCode) {
        // One wallet by name: its lock or maintenance is the answer, not a skipped line.
        const allowed = checkChannelOut(state.games, w, body.channelCode, state.settings);
        outcome = allowed.ok ? success({ moved: recycleVenues(state.wallets, userId, [body.channelCode], now()), skipped: [] }) : allowed;
      } else {
        outcome = success(recycleAll(state.games, state.wallets, userId, state.settings, now()));
      }
      return Promise.resolve(
        answerMoney(outcome, ({ moved, skipped }) => ({
          centerWalletBalance: toYuan(w.centreCents),
          amount: toYuan(moved.reduce((sum, e) => sum + e.amountCents, 0)),
          list: moved.map((e) => ({ channelCode: e.from.slice('venue:'.length), amount: toYuan(e.amountCents) })),
          skipped,
        })),
      );
    },

    transfer: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      const w = currentVenues(userId);
      const amountCents = toCents(body.amount);
      const into = body.ty === TRANSFER_TY;
      const code = body.channelCode;
      // isActivity is recorded on the ledger entry so support can see the transfer came from the activity dialog.
      const tag = body.isActivity ? '(活动)' : '';
      const allowed = into ? checkChannelIn(state.games, code, state.settings) : checkChannelOut(state.games, w, code, state.settings);
      let moved: Result<LedgerEntry>;
      if (!allowed.ok) moved = allowed;
      else if (into) moved = transferToVenue(state.wallets, userId, code, amountCents, now(), `中心钱包 → ${code}${tag}`);
      else moved = transferFromVenue(state.wallets, userId, code, amountCents, now(), `${code} → 中心钱包${tag}`);
      return Promise.resolve(
        answerMoney(moved, (entry) => ({
          channelCode: body.channelCode,
          amount: toYuan(entry.amountCents),
          centerWalletBalance: toYuan(w.centreCents),
          balance: toYuan(w.venues.get(body.channelCode) ?? 0),
          orderNo: entry.orderNo,
        })),
      );
    },

    getVenueInfoByCategory: ({ body }) => Promise.resolve(ok(venuesOfCategory(ctx.state.games, body.category, ctx.state.settings))),

    getBonusPools: ({ body }) => {
      const pools = bonusPools(ctx.state.games, now(), body.category);
      return Promise.resolve(
        ok({
          total: toYuan(pools.reduce((sum, p) => sum + p.cents, 0)),
          list: pools.map((p) => ({ enName: p.enName, name: p.name, amount: toYuan(p.cents) })),
        }),
      );
    },

    gameList: ({ body, request }) => {
      const { games } = ctx.state;
      const collected = collectedBy(games, request.account?.userId);
      const found = findGames(games, { enName: body.enName, category: body.category, keyword: body.keyword, onlyCollected: body.isCollect === 1, onlyHot: body.isHot === 1 }, collected);
      return Promise.resolve(
        answer(found, (list) => mapPage(paginate(list, body), (g) => ({ ...g, isCollect: isCollected(collected, g) }))),
      );
    },

    launch: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      // Settle deposits and draws first: automatic transfer moves the whole centre wallet.
      currentVenues(userId);
      const origin = `${request.protocol}://${request.host}`;
      const session = signedIn(request).session.token;
      return Promise.resolve(answerMoney(launch(state.games, state.wallets, userId, { ...body, origin, session }, state.settings, now()), (v) => v));
    },

    balance: ({ body, request }) => {
      const { state } = ctx;
      if (!state.games.channels.has(body.channelCode)) return Promise.resolve(fail(Code.NOT_FOUND, '场馆不存在'));
      const w = currentVenues(signedIn(request).account.userId);
      return Promise.resolve(ok({ channelCode: body.channelCode, balance: toYuan(w.venues.get(body.channelCode) ?? 0) }));
    },

    resource: ({ body, request }) => {
      const { state } = ctx;
      const userId = signedIn(request).account.userId;
      const sessionLive = (session: string) => ctx.sessions.resolve(session) !== undefined;
      if (!verifySportsToken(state.games, body.token, userId, body.enName, now(), sessionLive)) return Promise.resolve(fail(Code.UID_VERIFICATION));
      const venue = state.games.byEnName.get(body.enName);
      if (venue && channelInMaintenance(state.games, venue.channelCode, state.settings)) return Promise.resolve(fail(Code.VENUE_MAINTENANCE));
      return Promise.resolve(answerProvider(ctx, userId, body, now()));
    },

    getAutoTransferStatus: ({ request }) => {
      const { state } = ctx;
      const w = currentVenues(signedIn(request).account.userId);
      const lock = unmetLock(w);
      const activity = lock && {
        activityName: lock.activityName,
        channelCode: lock.channelCode,
        venueName: state.games.channels.get(lock.channelCode)?.name ?? lock.channelCode,
        turnoverTarget: toYuan(lock.turnoverTargetCents),
        turnoverDone: toYuan(lock.turnoverDoneCents),
      };
      return Promise.resolve(ok({ status: w.autoTransfer ? (1 as const) : (0 as const), activity }));
    },

    setAutoTransferStatus: ({ body, request }) => {
      const w = currentWallet(ctx.state, signedIn(request).account.userId, now());
      w.autoTransfer = body.status === 1;
      return Promise.resolve(ok({ status: body.status }));
    },

    addCollection: ({ body, request }) => {
      const r = addCollection(ctx.state.games, signedIn(request).account.userId, body.enName, body.gameCode);
      return Promise.resolve(answer(r, () => ({ isCollect: true })));
    },

    removeCollection: ({ body, request }) => {
      const r = removeCollection(ctx.state.games, signedIn(request).account.userId, body.enName, body.gameCode);
      return Promise.resolve(answer(r, () => ({ isCollect: false })));
    },
  });
}
