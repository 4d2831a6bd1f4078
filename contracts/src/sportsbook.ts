/**
 * The sportsbook's rules as constants: result codes, ticket states, refusal reasons, stake and
 * payout limits, timings (spec 001 sections 4, 5 and 9, help page gztk). Zod-free, so the client's
 * bet slip can import it cheaply. Money in cents, times in ms, limits named with their unit.
 */
import { BET_RESULT_CODES, BET_SLIP_FULL_MESSAGE, type GAME_TYPES } from './constants';

// ---------------------------------------------------------------------------------------------
// Result codes (spec 001 section 4). The spec names the D variants without codes: these are ours.

export const BASE_RESULT_CODES = ['A', 'W', 'LW', 'LL', 'L', 'D', 'P'] as const;
export type BaseResultCode = (typeof BASE_RESULT_CODES)[number];

/** Every D variant settles like D (the stake comes back); the code says why. */
export const VOID_RESULT_LABELS = {
  D_AUTO: '自动取消',
  D_CANCELLED: '赛事取消',
  D_WRONG_ODDS: '盘口错误',
  D_WRONG_RESULT: '赛果错误',
  D_ABNORMAL: '异常注单',
  D_MOVED_EARLIER: '赛事提前',
  D_GOAL_CANCELLED: '进球取消',
  D_RED_CARD_CANCELLED: '红卡取消',
  D_POSTPONED: '赛事延期',
  D_WALKOVER: '弃权',
} as const;
export type VoidResultCode = keyof typeof VOID_RESULT_LABELS;

export const RESULT_LABELS = { ...BET_RESULT_CODES, ...VOID_RESULT_LABELS } as const;
export type ResultCode = keyof typeof RESULT_LABELS;
export const RESULT_CODES = Object.keys(RESULT_LABELS) as [ResultCode, ...ResultCode[]];

/** The base code a result settles as: a D variant settles as D. */
export function baseResult(code: ResultCode): BaseResultCode {
  return code.startsWith('D_') ? 'D' : (code as BaseResultCode);
}

// ---------------------------------------------------------------------------------------------
// Tickets

/** accepted: the stake is taken; delay: held for the in-play confirmation; rejected: nothing taken. */
export const TICKET_STATES = ['accepted', 'delay', 'rejected'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** Single bets (one ticket per entry) or one series (parlay) ticket for all entries. */
export const SERIES = { single: 0, parlay: 1 } as const;

/**
 * Why a ticket was refused, with the message the bet slip shows. A rule the request itself breaks
 * (more than 10 entries, champion mixed with normal, one gameId twice in a series) is refused as
 * a whole with 6008 and the same message; the codes also serve tickets refused by what only the
 * server knows (two gameIds of one event in a series, a price that moved, the limits).
 */
export const REJECTION_REASONS = {
  ODDS_CHANGED: '赔率已变化，请重新确认',
  LINE_CHANGED: '盘口已变化，请重新确认',
  MARKET_SUSPENDED: '盘口已暂停投注',
  MARKET_NOT_FOUND: '投注项不存在或已关闭',
  MATCH_CLOSED: '赛事已开始或已结束，停止投注',
  STAKE_BELOW_MIN: '投注金额低于单注最低限额',
  STAKE_OVER_MAX: '投注金额超过单注最高限额',
  MATCH_STAKE_OVER_MAX: '投注金额超过单场最高限额',
  PAYOUT_OVER_LIMIT: '可赢金额超过今日最高派彩限额',
  INSUFFICIENT_BALANCE: '余额不足',
  GOAL_DURING_DELAY: '确认期间比分变化，注单未被接受',
  SERIES_SAME_MATCH: '串关不可包含同一场赛事的多个投注项',
  CHAMPION_MIXED: '冠军投注不可与其他投注混合',
  TOO_MANY_ENTRIES: BET_SLIP_FULL_MESSAGE,
  FORCED_BY_QA: '注单未被接受',
  TOO_MANY_OPEN_BETS: '未结算注单过多，请待部分注单结算后再投注',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;
export const REJECTION_REASON_CODES = Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]];

/** A series always prices in hong kong odds (spec 001 section 4, bet slip). */
export const SERIES_ODDS_TYPE = 'H';
export const SERIES_ENTRIES_MIN = 2;

// ---------------------------------------------------------------------------------------------
// Timing

/** In-play (RB) bets are held this long on the server clock before they are accepted. */
export const IN_PLAY_CONFIRM_DELAY_MS = 5_000;
export const PRE_MATCH_CONFIRM_DELAY_MS = 0;
/** After a goal (any score change) the match's in-play prices are suspended this long. */
export const PRICES_SUSPENDED_AFTER_GOAL_MS = 10_000;
/** Open (unsettled) tickets one player may hold at once: past it, new tickets are refused (TOO_MANY_OPEN_BETS). */
export const OPEN_TICKETS_PER_PLAYER_MAX = 10_000;
/** How many tickets getBetStatus reads in one call. */
export const BET_STATUS_TICKETS_MAX = 50;

// ---------------------------------------------------------------------------------------------
// Stake limits (cents), sent with every price and match so the slip can clamp.

export interface StakeLimitCents {
  readonly minCents: number;
  readonly maxCents: number;
}
/** Per play (wtype): the least and the most one bet may stake. */
export const STAKE_LIMITS_CENTS = {
  R: { minCents: 1_000, maxCents: 5_000_000 },
  OU: { minCents: 1_000, maxCents: 5_000_000 },
  M: { minCents: 1_000, maxCents: 2_000_000 },
  EO: { minCents: 1_000, maxCents: 1_000_000 },
  FS: { minCents: 1_000, maxCents: 500_000 },
  /** Football's first-half plays (their entries use hgid as the game id, spec 001 section 9). */
  HR: { minCents: 1_000, maxCents: 2_000_000 },
  HOU: { minCents: 1_000, maxCents: 2_000_000 },
  HM: { minCents: 1_000, maxCents: 1_000_000 },
} as const satisfies Record<string, StakeLimitCents>;
export type Play = keyof typeof STAKE_LIMITS_CENTS;
export const PLAYS = Object.keys(STAKE_LIMITS_CENTS) as [Play, ...Play[]];
/** A series ticket's own stake limits (the stake covers the whole combination). */
export const SERIES_STAKE_LIMITS_CENTS: StakeLimitCents = { minCents: 1_000, maxCents: 1_000_000 };
/** The most a player may stake on one match, all plays and tickets together. */
export const MATCH_STAKE_MAX_CENTS = 10_000_000;

// ---------------------------------------------------------------------------------------------
// Payout limits of the terms (help page gztk), in USD, and the one rate that turns them into cents.

/** Fixed for the whole site: 1 USD = 7.20 CNY. An integer, so limits convert exactly. */
export const CNY_CENTS_PER_USD = 720;
export const DAILY_PAYOUT_LIMIT_USD = 1_500_000;
export const PAYOUT_LIMIT_USD = {
  /** Tennis, American football, baseball, ice hockey, rugby, volleyball. */
  major: 300_000,
  /** Every other sport. */
  standard: 200_000,
  /** Novelty markets. */
  novelty: 25_000,
} as const;
export type PayoutLimitClass = keyof typeof PAYOUT_LIMIT_USD;

/**
 * Our game types in the terms' classes. OP (other sports) is standard: it mixes sports of both
 * classes and the lower limit is the safe one. VF, virtual football, is not a real event: novelty.
 * FS, champion outrights, are on real sports: standard, like the sport they are on.
 */
export const PAYOUT_LIMIT_CLASS = {
  FT: 'standard',
  VF: 'novelty',
  BK: 'standard',
  TN: 'major',
  OP: 'standard',
  SK: 'standard',
  FS: 'standard',
  VB: 'major',
  BS: 'major',
  TT: 'standard',
} as const satisfies Record<Exclude<(typeof GAME_TYPES)[number], 'ALL'>, PayoutLimitClass>;
export type BetGameType = keyof typeof PAYOUT_LIMIT_CLASS;

export const usdToCents = (usd: number): number => usd * CNY_CENTS_PER_USD;
export const DAILY_PAYOUT_LIMIT_CENTS = usdToCents(DAILY_PAYOUT_LIMIT_USD);

/** The most one ticket may pay out (possible win) for its legs' game types: a parlay takes the lowest. */
export function payoutLimitCents(gameTypes: readonly BetGameType[]): number {
  if (gameTypes.length === 0) throw new RangeError('a ticket has at least one leg');
  return Math.min(...gameTypes.map((g) => usdToCents(PAYOUT_LIMIT_USD[PAYOUT_LIMIT_CLASS[g]])));
}
