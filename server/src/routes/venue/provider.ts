import type { z } from 'zod';
import { Code } from '@betsite/contracts/status-codes';
import type { resourceBody } from '@betsite/contracts/routes/venue';
import type { Bet, Ticket as TicketReply } from '@betsite/contracts/routes/sportsbook';
import { formatOdds, parseOdds } from '@betsite/contracts/odds';
import { parlayHkMilli, validBetCents } from '@betsite/contracts/payout';
import type { AppContext } from '../../composition/context';
import { sportsbookOf } from '../../composition/sportsbook';
import { fail, ok } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { mapPage, paginate } from '../../lib/paging';
import { walletOf, venueRef, balanceOf } from '../../money/wallet';
import { type SlipRequest, type Ticket, isSettled } from '../../sports/book';
import { engineLineOf, findWorldLeagues, findWorldMatch, findWorldMatches, legScoreOf, matchView, ratioOf } from '../../sports/match-view';
import type { World } from '../../sports/world';
import { advanceSportsbook, betsOf, placeBets, ticketsById } from '../../sports/sportsbook';

/**
 * The embedded sports provider's methods of the resource call: the match lists and the
 * sportsbook. The rules live in sports/; this maps the contract's shapes to them and back.
 */

type ResourceBody = z.infer<typeof resourceBody>;

/** A ticket's price in its odds type: a single's leg price, a series' combined hong kong price (display only). */
function shownOdds(t: Ticket): number {
  return t.series ? formatOdds(parlayHkMilli(t.legs.map((l) => l.hkMilli)), 'H') : formatOdds(t.legs[0]!.hkMilli, t.oddsType);
}

export function ticketReply(t: Ticket): TicketReply {
  return {
    ticket_id: t.id,
    active: t.state,
    ...(t.rejection ? { reason: t.rejection } : {}),
    series: t.series ? 1 : 0,
    oddsType: t.oddsType,
    odds: shownOdds(t),
    stake: toYuan(t.stakeCents),
    possibleWin: toYuan(t.possibleWinCents),
    legs: t.legs.map((l) => ({
      gameId: l.gameId, wtype: l.wtype as TicketReply['legs'][number]['wtype'], rtype: l.rtype, ratio: ratioOf(l), r: formatOdds(l.hkMilli, t.oddsType),
      team_h: l.teamH || '-', team_c: l.teamC || '-', leagueName: l.leagueName, gameType: (l.gameType || 'FT') as TicketReply['legs'][number]['gameType'],
    })),
    createdAt: t.createdAt,
    ...(t.confirmAt !== null ? { confirmAt: t.confirmAt } : {}),
    ...(t.newHkMilli !== null ? { newR: formatOdds(t.newHkMilli, t.oddsType) } : {}),
  };
}

function betReply(t: Ticket, world: World, now: number): Bet {
  const settled = isSettled(t);
  const reply = ticketReply(t);
  return {
    ...reply,
    result: t.result,
    legs: reply.legs.map((l, i) => ({ ...l, result: t.legs[i]?.result ?? null, score: legScoreOf(world, t.legs[i]?.matchId ?? l.gameId, now) })),
    payout: toYuan(t.payoutCents),
    net: settled ? toYuan(t.payoutCents - t.stakeCents) : 0,
    validBet: settled && t.result !== null ? toYuan(validBetCents(t.result, t.stakeCents)) : 0,
    settledAt: t.settledAt,
  };
}

type PlaceBetRequest = Extract<ResourceBody, { method: 'placeBet' }>['Request'];

/** The slip in the sportsbook's terms; undefined when a price or line cannot be read (the contract already refuses those). */
function slipOf(r: PlaceBetRequest): SlipRequest | undefined {
  const legs = [];
  for (const e of r.entries) {
    const hkMilli = parseOdds(e.r, r.oddsType);
    const lineQuarters = engineLineOf(e.wtype, e.rtype, e.ratio);
    if (hkMilli === null || lineQuarters === undefined) return undefined;
    legs.push({ gameId: e.gameId, wtype: e.wtype, rtype: e.rtype, lineQuarters, hkMilli });
  }
  const series = r.series === 1;
  const stakesCents = series ? [toCents(r.stake ?? '0')] : r.entries.map((e) => toCents(e.stake ?? '0'));
  return { series, legs, stakesCents, acceptBetterOdds: r.acceptBetterOdds, oddsType: r.oddsType };
}

export function answerProvider(ctx: AppContext, userId: number, body: ResourceBody, now: number) {
  const parts = sportsbookOf(ctx);
  advanceSportsbook(parts, now);
  const { world } = parts;
  switch (body.method) {
    case 'getLeagues':
      return ok({ method: body.method, list: findWorldLeagues(world, body.Request.gameType, body.Request.marketType, now) });
    case 'getMatches': {
      const found = findWorldMatches(world, body.Request, now);
      return ok({ method: body.method, list: found.map(({ match, at }) => matchView(world, match, now, body.Request.oddsType, at)) });
    }
    case 'getMatch': {
      const m = findWorldMatch(world, body.Request.gameId);
      return m ? ok({ method: body.method, match: matchView(world, m, now, body.Request.oddsType) }) : fail(Code.NO_DATA, '赛事不存在或已结束');
    }
    case 'placeBet': {
      const slip = slipOf(body.Request);
      if (!slip) return fail(Code.ILLEGAL_PARAMETER, '赔率或盘口格式错误');
      const tickets = placeBets(parts, userId, slip, now);
      const balance = toYuan(balanceOf(walletOf(parts.wallets, userId), venueRef(parts.venue.channelCode)));
      return ok({ method: body.method, tickets: tickets.map(ticketReply), balance });
    }
    case 'getBetStatus':
      return ok({ method: body.method, tickets: ticketsById(parts, userId, body.Request.ticketIds, now).map(ticketReply) });
    case 'getBets':
      return ok({ method: body.method, ...mapPage(paginate(betsOf(parts, userId, body.Request.status, now), body.Request), (t) => betReply(t, world, now)) });
  }
}
