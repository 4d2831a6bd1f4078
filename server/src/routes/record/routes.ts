import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { liveAnimationPath } from '@betsite/contracts/constants';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { fail, ok } from '../../lib/reply';
import { toYuan } from '../../lib/money';
import { type BetRecord, type BetTotals, findBets, netCentsOf, totalsByCategory, totalsOf } from '../../venues/bet-records';
import { streamsOf } from '../../sports/live-rooms';
import { roomHistory } from '../../chat/history';
import { findWorldMatch, matchView } from '../../sports/match-view';
import { projectMatch } from '../../sports/world';
import { advanceSportsbook } from '../../sports/sportsbook';
import { sportsbookOf } from '../../composition/sportsbook';
import { settleVenues } from '../../venues/provider/rounds';
import { mapPage, paginate } from '../../lib/paging';

const s = initServer();

const toTotals = (t: BetTotals) => ({
  betCount: t.betCount,
  betAmount: toYuan(t.betCents),
  validBetAmount: toYuan(t.validBetCents),
  winAmount: toYuan(t.winCents),
  netAmount: toYuan(t.netCents),
});

function toRecord(r: BetRecord) {
  return {
    orderNo: r.orderNo,
    enName: r.enName,
    venueName: r.venueName,
    category: r.category,
    gameName: r.gameName,
    betContent: r.betContent,
    betAmount: toYuan(r.betCents),
    validBetAmount: toYuan(r.validBetCents),
    winAmount: toYuan(r.winCents),
    netAmount: toYuan(netCentsOf(r)),
    odds: r.odds,
    result: r.result,
    status: r.status,
    betTime: r.betTime,
    settleTime: r.settleTime,
  };
}

export function recordRoutes(ctx: AppContext) {
  return s.router(contract.record, {
    betRecordTotal: ({ body, request }) => {
      settleVenues(ctx.state, signedIn(request).account.userId, ctx.clock.now());
      const records = findBets(ctx.state.betRecords, signedIn(request).account.userId, body);
      return Promise.resolve(ok({ ...toTotals(totalsOf(records)), list: totalsByCategory(records).map((t) => ({ category: t.category, ...toTotals(t) })) }));
    },

    betRecordList: ({ body, request }) => {
      // Lottery tickets whose draw is due show settled.
      settleVenues(ctx.state, signedIn(request).account.userId, ctx.clock.now());
      const records = findBets(ctx.state.betRecords, signedIn(request).account.userId, body);
      return Promise.resolve(ok(mapPage(paginate(records, body), toRecord)));
    },

    hotLiveMatchDetail: ({ body }) => {
      const now = ctx.clock.now();
      advanceSportsbook(sportsbookOf(ctx), now);
      const found = findWorldMatch(ctx.state.world, body.gameId);
      if (!found) return Promise.resolve(fail(Code.NOT_FOUND, '赛事不存在'));
      const at = projectMatch(found, now);
      if (!found.info.hasVideo || at.phase !== 'live') return Promise.resolve(fail(Code.NO_DATA, '该赛事暂无直播'));
      const match = matchView(ctx.state.world, found, now, 'H', at);
      return Promise.resolve(
        ok({ match, rid: match.gameId, streams: streamsOf(match), animationUrl: liveAnimationPath(match.gameId) }),
      );
    },

    streamHistory: ({ body }) => {
      return Promise.resolve(ok(roomHistory(ctx.state, body.rid, body, ctx.clock.now())));
    },
  });
}
