import type { GAME_TYPES, MARKET_TYPES } from '@betsite/contracts/constants';
import type { League, Match } from '@betsite/contracts/routes/venue';
import type { LegScore } from '@betsite/contracts/routes/sportsbook';
import { formatLine, parseLine } from '@betsite/contracts/handicap-line';
import { type OddsType, formatOdds, snapHkMilli } from '@betsite/contracts/odds';
import { MATCH_STAKE_MAX_CENTS, PAYOUT_LIMIT_CLASS, PRICES_SUSPENDED_AFTER_GOAL_MS, STAKE_LIMITS_CENTS, type Play } from '@betsite/contracts/sportsbook';
import { toYuan } from '../lib/money';
import { beijingDay } from '../lib/beijing-time';
import { PRICE_STEP_MS, type Price, priceMatch } from './engine/pricing';
import type { Projection } from './engine/projection';
import type { Quote } from './book';
import { type World, type WorldMatch, projectMatch } from './world';

/**
 * What the provider call shows of the world: matches as the contract's rows with their prices in
 * the player's odds type, the markets (RB in play, FT later today, FU a later day, FSFT/FSFU
 * champion outrights ending today or later) and the quotes the sportsbook places bets at.
 */

type GameType = (typeof GAME_TYPES)[number];
type MarketType = (typeof MARKET_TYPES)[number];

const SIDE_NAMES: Readonly<Record<string, string>> = {
  RH: '让球 主', RC: '让球 客', OUH: '大', OUC: '小', MH: '独赢 主', MC: '独赢 客', MN: '和局', EOO: '单', EOE: '双',
  HRH: '半场让球 主', HRC: '半场让球 客', HOUH: '半场 大', HOUC: '半场 小', HMH: '半场独赢 主', HMC: '半场独赢 客', HMN: '半场和局',
};

/**
 * The prices of a match now, snapped to the odds grid (so every odds type shows them exactly) and
 * with QA's overrides.
 */
export function pricesOf(world: World, m: WorldMatch, nowMs: number, at: Projection = projectMatch(m, nowMs)): Price[] {
  return enginePrices(world, m, nowMs, at).map((p) => shownPrice(world, m.info.gameId, p));
}

/**
 * The engine's prices of a match now. Prices are a function of the match's state in PRICE_STEP_MS
 * steps, so they are kept per match until that state changes: a list read by many players prices
 * each match once.
 */
function enginePrices(world: World, m: WorldMatch, nowMs: number, at: Projection): readonly Price[] {
  const suspendedNow = at.phase === 'live' && at.lastScoreAtMs !== null && nowMs - at.lastScoreAtMs < PRICES_SUSPENDED_AFTER_GOAL_MS;
  const step = (ms: number | null) => (ms === null ? '-' : Math.ceil(ms / PRICE_STEP_MS));
  const key = `${at.phase}|${at.score.h}:${at.score.c}:${at.score.unitH}:${at.score.unitC}|${step(at.playLeftMs)}|${step(at.firstHalfLeftMs)}|${suspendedNow}`;
  let cached = world.priceCache.get(m.info.gameId);
  if (cached?.key !== key) {
    cached = { key, prices: priceMatch(m.timeline, nowMs, { suspendAfterScoreMs: PRICES_SUSPENDED_AFTER_GOAL_MS }) };
    world.priceCache.set(m.info.gameId, cached);
  }
  return cached.prices;
}

/** An engine price as the book offers it: on the odds grid, with QA's override if any. */
function shownPrice(world: World, gameId: string, p: Price): Price {
  const o = world.priceOverrides.get(`${gameId}|${p.rtype}`);
  return { ...p, hkMilli: snapHkMilli(o?.hkMilli ?? p.hkMilli), suspended: p.suspended || o?.suspended === true };
}

/** The line from the side's own point of view: R's home line is what home gives, so the away side shows it negated. */
export function ratioOf(p: Pick<Price, 'wtype' | 'rtype' | 'lineQuarters'>): string | null {
  if (p.lineQuarters === null) return null;
  const away = p.rtype.endsWith('RC');
  return formatLine(away ? -p.lineQuarters : p.lineQuarters);
}

/** The engine's line (home's for handicaps) from the ratio text a side showed; undefined when the text is no line. */
export function engineLineOf(wtype: string, rtype: string, ratio: string | null): number | null | undefined {
  if (ratio === null) return null;
  const own = parseLine(ratio);
  if (own === null) return undefined;
  return wtype.endsWith('R') && rtype.endsWith('RC') ? -own : own;
}

/** How an odd names its side: a champion candidate, or the play's side (让球 主, 大 ...). */
export function sideNameOf(info: { candidates: readonly string[] | null }, wtype: string, rtype: string): string {
  if (wtype === 'FS') return info.candidates?.[Number(rtype.slice(2)) - 1] ?? rtype;
  return SIDE_NAMES[rtype] ?? rtype;
}

export function matchView(world: World, m: WorldMatch, nowMs: number, oddsType: OddsType, at: Projection = projectMatch(m, nowMs)): Match {
  const { info } = m;
  const odds = pricesOf(world, m, nowMs, at).map((p) => {
    const limit = STAKE_LIMITS_CENTS[p.wtype as Play];
    const name = sideNameOf(info, p.wtype, p.rtype);
    return {
      wtype: p.wtype, rtype: p.rtype, name, ratio: ratioOf(p), r: formatOdds(p.hkMilli, oddsType), suspended: p.suspended,
      min: toYuan(limit.minCents), max: toYuan(limit.maxCents),
    };
  });
  return {
    gameId: info.gameId, hgid: info.hgid, gide: info.gide, league_id: info.league_id, leagueName: info.leagueName, gameType: info.gameType,
    team_h: info.team_h, team_c: info.team_c, startTime: info.startTime, ...at.fields, hasVideo: info.hasVideo, odds,
    maxPerMatch: toYuan(MATCH_STAKE_MAX_CENTS),
  };
}

function inMarket(m: WorldMatch, at: Projection, market: MarketType, nowMs: number, date?: string): boolean {
  if (m.info.visibleFromMs > nowMs) return false;
  const champion = m.info.gameType === 'FS';
  const open = at.phase === 'prematch' || at.phase === 'live';
  if (!open) return false;
  const today = beijingDay(nowMs);
  const day = beijingDay(m.info.startTime);
  switch (market) {
    case 'RB':
      return !champion && at.phase === 'live';
    case 'FT':
      return !champion && at.phase === 'prematch' && day === today;
    case 'FU':
      return !champion && at.phase === 'prematch' && day > today && (!date || beijingDay(Date.parse(`${date}T00:00:00+08:00`)) === day);
    case 'FSFT':
      return champion && day === today;
    case 'FSFU':
      return champion && day > today;
  }
}

export interface MatchFilter {
  gameType: GameType;
  marketType: MarketType;
  leagueIds: readonly number[];
  date?: string | undefined;
}

/** The matches of a market, by start time. Champion markets list every sport's outrights. */
export function findWorldMatches(world: World, f: MatchFilter, nowMs: number): { match: WorldMatch; at: Projection }[] {
  const leagues = new Set(f.leagueIds.filter((id) => id !== 0));
  const out: { match: WorldMatch; at: Projection }[] = [];
  for (const m of world.matches.values()) {
    if (!f.marketType.startsWith('FS') && f.gameType !== 'ALL' && m.info.gameType !== f.gameType) continue;
    if (leagues.size > 0 && !leagues.has(m.info.league_id)) continue;
    const at = projectMatch(m, nowMs);
    if (inMarket(m, at, f.marketType, nowMs, f.date)) out.push({ match: m, at });
  }
  return out.sort((a, b) => a.match.info.startTime - b.match.info.startTime || a.match.info.gameId.localeCompare(b.match.info.gameId));
}

/** Leagues with open matches in the market, with their match counts, in league order. */
export function findWorldLeagues(world: World, gameType: GameType, marketType: MarketType, nowMs: number): (League & { count: number })[] {
  const counts = new Map<number, number>();
  for (const { match } of findWorldMatches(world, { gameType, marketType, leagueIds: [] }, nowMs)) counts.set(match.info.league_id, (counts.get(match.info.league_id) ?? 0) + 1);
  return world.leagues
    .filter((l) => counts.has(l.league_id))
    .sort((a, b) => a.sort - b.sort)
    .map((l) => ({ ...l, count: counts.get(l.league_id) ?? 0 }));
}

/** A match by its game id or its half id (half plays use hgid as the game id, spec 001 section 9). */
export function findWorldMatch(world: World, gameId: string): WorldMatch | undefined {
  const direct = world.matches.get(gameId);
  if (direct) return direct;
  for (const m of world.matches.values()) if (m.info.hgid === gameId) return m;
  return undefined;
}

/**
 * A bet leg's match score as 我的注单 shows it: the match fields' scores now (in play) or at the
 * end; null before the start, for an outright, or once the match has left the world.
 */
export function legScoreOf(world: World, matchId: string, nowMs: number): LegScore | null {
  const m = findWorldMatch(world, matchId);
  if (!m || m.info.gameType === 'FS') return null;
  const at = projectMatch(m, nowMs);
  if (at.phase === 'prematch') return null;
  const f = at.fields;
  return { sc_FT_H: f.sc_FT_H, sc_FT_C: f.sc_FT_C, sc_set_H: f.sc_set_H, sc_set_A: f.sc_set_A, sc_game_H: f.sc_game_H, sc_game_A: f.sc_game_A, inningNum: f.inningNum };
}

/** The sportsbook's view of one price now. */
export function quoteOf(world: World, gameId: string, wtype: string, rtype: string, nowMs: number): Quote | null {
  const m = findWorldMatch(world, gameId);
  if (!m) return null;
  const at = projectMatch(m, nowMs);
  // One price shown, not the match's every price: a bet asks for this one only.
  const engine = enginePrices(world, m, nowMs, at).find((x) => x.wtype === wtype && x.rtype === rtype);
  if (!engine) return null;
  const p = shownPrice(world, m.info.gameId, engine);
  return {
    matchId: m.info.gameId,
    gameType: m.info.gameType,
    leagueName: m.info.leagueName,
    teamH: m.info.team_h,
    teamC: m.info.team_c,
    sideName: sideNameOf(m.info, wtype, rtype),
    hkMilli: p.hkMilli,
    lineQuarters: p.lineQuarters,
    suspended: p.suspended,
    open: at.phase === 'prematch' || at.phase === 'live',
    live: at.phase === 'live',
    champion: m.info.gameType === 'FS',
    limitClass: PAYOUT_LIMIT_CLASS[m.info.gameType],
  };
}
