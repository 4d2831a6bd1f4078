import { z } from 'zod';
import { BET_SLIP_ENTRIES_MAX, DEFAULT_ODDS_TYPE, GAME_TYPES, ODDS_TYPES } from '../constants';
import { epochMs, moneyAmount, pageQuery } from '../envelope';
import { oneOf, orderNo, signedMoney } from '../money-fields';
import { parseOdds } from '../odds';
import {
  BET_STATUS_TICKETS_MAX, PLAYS, REJECTION_REASON_CODES, REJECTION_REASONS, RESULT_CODES, SERIES, SERIES_ENTRIES_MIN,
  SERIES_ODDS_TYPE, TICKET_STATES,
} from '../sportsbook';
import { MESSAGES, stakeAmount } from '../validation';
import { charsAtMost } from '../char-count';

/**
 * The sportsbook's methods of the provider resource call (placeBet, getBetStatus, getBets):
 * their Requests and replies. venue.ts composes them into the resource call. The rules and
 * numbers are in sportsbook.ts, the arithmetic in odds.ts and payout.ts; the design is in the
 * README's "Sportsbook".
 */

/** E european, H hong kong (the default), I indonesian, M malay: the type `r` is written in. */
export const oddsType = z.enum(ODDS_TYPES).default(DEFAULT_ODDS_TYPE);
export const seriesFlag = oneOf([SERIES.single, SERIES.parlay] as const);
/** A provider id: digits as text. */
const gameId = z.string().regex(/^\d{1,18}$/);
/** A price as shown in its odds type: 3 decimals at most, negative for malay and indonesian. */
const shownOdds = z.number().min(-1000).max(1000);
const sideCode = z.string().min(1).regex(charsAtMost(10));
const lineText = z.string().regex(charsAtMost(20)).nullable();

export const betEntry = z.object({
  gameId,
  /** The play: R handicap, OU over/under, M 1x2, EO odd/even, FS champion. */
  wtype: z.enum(PLAYS),
  rtype: sideCode,
  /** The line as the odd showed it (handicap-line.ts), null for plays without one. */
  ratio: lineText,
  /** The price the player saw, in the request's oddsType. */
  r: shownOdds,
  /** Yuan as typed; required on every entry of single bets, absent in a series. */
  stake: stakeAmount.optional(),
});
export type BetEntry = z.infer<typeof betEntry>;

export const PLACE_BET_MESSAGES = {
  seriesOddsType: '串关仅支持香港盘',
  seriesEntriesMin: `串关至少需要${SERIES_ENTRIES_MIN}个投注项`,
  sameMatch: '同一场赛事只能选择一个投注项',
  stakeMisplaced: '单注金额填写在投注项上，串关金额填写在注单上',
  oddsRule: '赔率格式错误',
} as const;

/**
 * A missing stake is a missing field (6007, like any required field); every other broken rule is
 * an illegal value (6008) with the slip's message. The rules the request shows are checked here;
 * what only the server knows (prices, limits, the match's state) refuses tickets instead.
 */
const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
const missing = (ctx: z.RefinementCtx, path: (string | number)[]) =>
  ctx.addIssue({ code: z.ZodIssueCode.invalid_type, expected: 'string', received: 'undefined', path, message: MESSAGES.stakeRequired });

// Loops rather than callbacks: every placeBet runs this, and under tsx each closure made also
// names itself (esbuild's keepNames), about 1 µs a bet for the four callbacks it made.
function checkPlaceBet(b: { oddsType: (typeof ODDS_TYPES)[number]; series: number; entries: BetEntry[]; stake?: string }, ctx: z.RefinementCtx) {
  const { entries } = b;
  if (b.series === SERIES.parlay) {
    if (b.stake === undefined) missing(ctx, ['stake']);
    if (entries.length < SERIES_ENTRIES_MIN) issue(ctx, ['entries'], PLACE_BET_MESSAGES.seriesEntriesMin);
    if (b.oddsType !== SERIES_ODDS_TYPE) issue(ctx, ['oddsType'], PLACE_BET_MESSAGES.seriesOddsType);
    for (let i = 0; i < entries.length; i++) if (entries[i]!.stake !== undefined) issue(ctx, ['entries', i, 'stake'], PLACE_BET_MESSAGES.stakeMisplaced);
  } else {
    if (b.stake !== undefined) issue(ctx, ['stake'], PLACE_BET_MESSAGES.stakeMisplaced);
    for (let i = 0; i < entries.length; i++) if (entries[i]!.stake === undefined) missing(ctx, ['entries', i, 'stake']);
  }
  let champions = 0;
  for (const e of entries) if (e.wtype === 'FS') champions++;
  if (champions > 0 && champions < entries.length) issue(ctx, ['entries'], REJECTION_REASONS.CHAMPION_MIXED);
  const seen = new Set<string>();
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (seen.has(e.gameId)) issue(ctx, ['entries', i, 'gameId'], b.series === SERIES.parlay ? REJECTION_REASONS.SERIES_SAME_MATCH : PLACE_BET_MESSAGES.sameMatch);
    seen.add(e.gameId);
    if (parseOdds(e.r, b.oddsType) === null) issue(ctx, ['entries', i, 'r'], PLACE_BET_MESSAGES.oddsRule);
  }
}

export const placeBetRequest = z
  .object({
    oddsType,
    /** 0 single bets (one ticket per entry), 1 one series ticket for all entries. */
    series: seriesFlag,
    entries: z.array(betEntry).min(1).max(BET_SLIP_ENTRIES_MAX, MESSAGES.betSlipFull),
    /** The series stake in yuan as typed; only with series 1. */
    stake: stakeAmount.optional(),
    /** Take a price that moved in the player's favour instead of refusing it (the default). */
    acceptBetterOdds: z.boolean().default(true),
  })
  .superRefine(checkPlaceBet);
export type PlaceBetRequest = z.infer<typeof placeBetRequest>;

export const betStatusRequest = z.object({
  /** Unknown ids, and other players' tickets, are left out of the reply. */
  ticketIds: z.array(orderNo).min(1).max(BET_STATUS_TICKETS_MAX),
});

export const BET_LIST_STATUSES = ['open', 'settled', 'all'] as const;
export const betsRequest = z.object({
  /** open: accepted or held, not settled; settled: with a result; all: both. Rejected tickets are never listed. */
  status: z.enum(BET_LIST_STATUSES).default('all'),
  ...pageQuery.shape,
});

/** One selection of a ticket, with what the bet record shows of its match. */
export const ticketLeg = z.object({
  gameId,
  wtype: z.enum(PLAYS),
  rtype: sideCode,
  ratio: lineText,
  /** The price the leg was struck at, in the ticket's oddsType. */
  r: shownOdds,
  team_h: z.string().min(1).regex(charsAtMost(60)),
  team_c: z.string().min(1).regex(charsAtMost(60)),
  leagueName: z.string().regex(charsAtMost(60)),
  gameType: z.enum(GAME_TYPES).exclude(['ALL']),
});

export const rejection = z.object({ code: z.enum(REJECTION_REASON_CODES), message: z.string().min(1) });

/**
 * A ticket. `odds` is the price struck, in `oddsType` (a series: the legs' combined hong kong
 * price, floored to the thousandth, shown only: payouts use the exact product). `possibleWin` is
 * the net win if every leg wins (payout.ts winCents / parlayWinCents). `confirmAt`: when a
 * `delay` ticket is decided (server clock). `newR`: the current price when refused for a moved
 * price (ODDS_CHANGED), in `oddsType`.
 */
export const ticket = z.object({
  ticket_id: orderNo,
  active: z.enum(TICKET_STATES),
  reason: rejection.optional(),
  series: seriesFlag,
  oddsType: z.enum(ODDS_TYPES),
  odds: shownOdds,
  stake: moneyAmount,
  possibleWin: moneyAmount,
  legs: z.array(ticketLeg).min(1).max(BET_SLIP_ENTRIES_MAX),
  createdAt: epochMs,
  confirmAt: epochMs.optional(),
  newR: shownOdds.optional(),
});
export type Ticket = z.infer<typeof ticket>;

export const resultCode = z.enum(RESULT_CODES);

/** A score as text; empty before the start or where the sport has none (the match fields use it too). */
export const scoreField = z.string().regex(/^\d{0,3}$/);

/**
 * The score of a leg's match as the match fields carry it (venue.ts's match): sc_FT_H/C goals,
 * points or runs; sc_set_H/A sets (snooker: frames); sc_game_H/A the games or points of the set
 * being played; inningNum baseball's inning (0 elsewhere). The client shows each sport in its
 * own shape from these.
 */
export const legScore = z.object({
  sc_FT_H: scoreField,
  sc_FT_C: scoreField,
  sc_set_H: scoreField,
  sc_set_A: scoreField,
  sc_game_H: scoreField,
  sc_game_A: scoreField,
  inningNum: z.string().regex(/^\d{1,2}$/),
});
export type LegScore = z.infer<typeof legScore>;

/**
 * A bet in the player's list: an accepted (or still held) ticket and its settlement. Open bets
 * have result null, payout, net and validBet 0 and settledAt null. `payout` is what settlement
 * credited back (stake included), `net` payout minus stake.
 */
export const bet = ticket.extend({
  result: resultCode.nullable(),
  legs: z
    .array(
      ticketLeg.extend({
        result: resultCode.nullable(),
        /** The match's score now (in play) or at its end; null before it starts, or once the match has left the sportsbook. */
        score: legScore.nullable(),
      }),
    )
    .min(1)
    .max(BET_SLIP_ENTRIES_MAX),
  payout: moneyAmount,
  net: signedMoney,
  validBet: moneyAmount,
  settledAt: epochMs.nullable(),
});
export type Bet = z.infer<typeof bet>;

// ---------------------------------------------------------------------------------------------
// Examples (the contract tests parse them)

const legExample = {
  gameId: '7000101', wtype: 'R', rtype: 'RH', ratio: '0/0.5', r: 0.92, team_h: '曼彻斯特城', team_c: '阿森纳',
  leagueName: '英格兰超级联赛', gameType: 'FT',
} as const satisfies z.input<typeof ticketLeg>;

export const placeBetRequestExample = {
  oddsType: 'H', series: 1, stake: '100', acceptBetterOdds: true,
  entries: [
    { gameId: '7000101', wtype: 'R', rtype: 'RH', ratio: '0/0.5', r: 0.92 },
    { gameId: '7000102', wtype: 'OU', rtype: 'OUH', ratio: '2.5/3', r: 0.85 },
  ],
} as const satisfies z.input<typeof placeBetRequest>;

export const ticketExamples = [
  {
    ticket_id: 'B20260115120000000001', active: 'delay', series: 1, oddsType: 'H', odds: 2.552, stake: 100, possibleWin: 255.2,
    legs: [legExample, { ...legExample, gameId: '7000102', wtype: 'OU', rtype: 'OUH', ratio: '2.5/3', r: 0.85, team_h: '利物浦', team_c: '切尔西' }],
    createdAt: 1_768_467_600_000, confirmAt: 1_768_467_605_000,
  },
  {
    ticket_id: 'B20260115120000000002', active: 'rejected', reason: { code: 'ODDS_CHANGED', message: REJECTION_REASONS.ODDS_CHANGED },
    series: 0, oddsType: 'M', odds: -0.8, stake: 50, possibleWin: 62.5, legs: [{ ...legExample, rtype: 'RC', ratio: '+0/0.5', r: -0.8 }],
    createdAt: 1_768_467_600_000, newR: -0.833,
  },
] as const satisfies z.input<typeof ticket>[];

export const betExample = {
  ...ticketExamples[0], active: 'accepted', result: 'W', payout: 355.2, net: 255.2, validBet: 100, settledAt: 1_768_474_800_000,
  legs: ticketExamples[0].legs.map((l) => ({ ...l, result: 'W' as const, score: { sc_FT_H: '2', sc_FT_C: '0', sc_set_H: '', sc_set_A: '', sc_game_H: '', sc_game_A: '', inningNum: '0' } })),
} as const satisfies z.input<typeof bet>;
