import { initServer } from '@ts-rest/fastify';
import type { AppContext } from '../../composition/context';
import { providerContract } from '@betsite/contracts/provider';
import { answer } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { walletOf, type ActivityLock } from '../../money/wallet';
import { poolCents } from '../../venues/venues';
import { CHOICES, RTP_TEXT, choicesOf, matchSportOf, paytableOf, slotThemeOf } from '../../venues/provider/stand-in-games';
import type { RoundLog } from '../../venues/provider/provider-state';
import { STAKE_MAX_CENTS, STAKE_MIN_CENTS, lockOn, nextPairing, openTickets, playRound, roundsOf, seatOf, settleVenues } from '../../venues/provider/rounds';

const s = initServer();
/** Rounds a game page lists. */
const RECENT_ROUNDS = 10;

const activityOf = (lock: ActivityLock | null) =>
  lock && { activityName: lock.activityName, turnoverTarget: toYuan(lock.turnoverTargetCents), turnoverDone: toYuan(lock.turnoverDoneCents), met: lock.turnoverDoneCents >= lock.turnoverTargetCents };

const roundOf = (r: RoundLog, gameName: string) => ({
  orderNo: r.orderNo,
  roundNo: r.roundNo,
  gameCode: r.gameCode,
  gameName,
  outcome: r.outcome,
  betContent: r.betContent,
  detail: r.detail,
  face: r.face,
  stake: toYuan(r.stakeCents),
  payout: toYuan(r.payoutCents),
  jackpot: toYuan(r.jackpotCents),
  drawAt: null,
});

/**
 * The stand-in game providers (/__provider): their API (session, round; the provider token is the
 * credential) and the one page every stand-in game is played on, which reads the token from its url.
 */
/** The provider calls' router, whatever transport serves it (`ctx`: the routed context). */
export function providerRouter(ctx: AppContext) {
  const now = () => ctx.clock.now();
  // A round played keeps the site session that launched the game alive, as any call of the site would.
  const sessionLive = (session: string) => ctx.sessions.resolve(session) !== undefined;

  return s.router(providerContract, {
    session: ({ body }) => {
      const { state } = ctx;
      const seat = seatOf(state.games, body.token, now(), sessionLive);
      if (!seat.ok) return Promise.resolve(answer(seat, () => null as never));
      const { userId, venue, game, games } = seat.value;
      settleVenues(state, userId, now());
      const w = walletOf(state.wallets, userId);
      const nameOf = (code: string) => games.find((g) => g.gameCode === code)?.gameName ?? code;
      const recent = roundsOf(state.provider, venue.enName, 500)
        .filter((r) => r.userId === userId)
        .slice(0, RECENT_ROUNDS)
        .map((r) => roundOf(r, nameOf(r.gameCode)));
      const hasPool = state.games.pools.has(venue.enName);
      return Promise.resolve(
        answer(seat, () => ({
          enName: venue.enName,
          venueName: venue.name,
          channelCode: venue.channelCode,
          kind: game.kind,
          rtp: RTP_TEXT[game.kind],
          matchSport: game.kind === 'match' ? matchSportOf(venue.category) : null,
          gameCode: game.gameCode,
          games: games.map((g) => ({ gameCode: g.gameCode, gameName: g.gameName, theme: game.kind === 'slot' ? slotThemeOf(g.gameName) : null })),
          // A match's choices name the sides of the player's next match (its round plays those).
          choices: choicesOf(game.kind, game.kind === 'match' ? nextPairing(state.provider, venue, userId) : null),
          paytable: paytableOf(game.kind),
          minStake: toYuan(STAKE_MIN_CENTS),
          maxStake: toYuan(STAKE_MAX_CENTS),
          balance: toYuan(w.venues.get(venue.channelCode) ?? 0),
          pool: hasPool ? toYuan(poolCents(state.games, venue, now())) : null,
          activity: activityOf(lockOn(w, venue.channelCode)),
          tickets: openTickets(state.provider, userId, venue.enName).map((t) => ({ orderNo: t.orderNo, betContent: `第 ${t.period} 期 押${CHOICES.lottery[t.choice] ?? t.choice}`, stake: toYuan(t.stakeCents), drawAt: t.drawAt })),
          recent,
        })),
      );
    },

    round: ({ body }) => {
      const r = playRound(ctx.state, { token: body.token, gameCode: body.gameCode, stakeCents: toCents(body.stake), choice: body.choice }, now(), sessionLive);
      return Promise.resolve(
        answer(r, (v) => ({
          ...roundOf(v.log, v.gameName),
          balance: toYuan(v.balanceCents),
          drawAt: v.drawAt,
          activity: activityOf(v.lock),
        })),
      );
    },
  });
}
