import { hashText, seededRandom } from '../../lib/seeded-random';
import { setBounded } from '../../lib/bounded-map';
import { DAY_MS, beijingDay } from '../../lib/beijing-time';
import { dateOf, instantOf, localDayOf, type ZoneName } from './calendar';
import { competitionModel, seasonsBetween, type CompetitionInput, type OutrightFormat, type Season } from './competition';
import { DRAW_NOTICE_MS, groupsSeason, knockoutSeason } from './draw-season';
import { busyDaysOf, dailySeason, leaguePhaseSeason, leagueSeason } from './league-season';
import type { MatchModel } from './ratings';
import { circleRounds, shuffled, type SeasonFixture } from './round-robin';
import { ENGINE_GAME_TYPES, LONGEST_MATCH_MS, longestMatchMs, type EngineGameType, type MatchFormat } from './sport-rules';
import type { Side, TimelineInput } from './timeline';
import { OVERROUND, OFFERED_HK_MILLI_MAX, OFFERED_HK_MILLI_MIN, hkMilliOf } from './pricing';

/**
 * The world's fixture list as a pure function of time and the competitions (fixtures/competitions.json
 * with their rosters): no match depends on when the server looked. Each competition plays its own
 * calendar (league-season.ts, draw-season.ts): its seasons in their real months, a league's rounds on
 * weekends and midweeks at its local kick-off times, the NBA's days, a tournament's draw a round a
 * day; champion outrights of the leagues, decided when their season's last match ends. Virtual
 * football plays around the clock, a match every VIRTUAL_STEP_MS.
 *
 * A match is announced (listed) its sport's notice before kick-off (`NOTICE_MS`), a draw's later
 * round once the matches feeding it are surely over. The integrator calls planMatches for each clock
 * move (fromMs = the last time it planned, toMs = now, visibleAfterMs = the toMs it planned up to
 * before: the matches announced since), adds plans whose gameId it does not hold, and drops a match
 * finishedKeepMs(gameType) after its end (its bets settle at the end; records keep their own copy).
 *
 * Ids: `<type code 11-20><the competition's place among its sport's, 2 digits><kick-off in epoch
 * minutes, 8 digits><the match's place among its competition's at that minute, 2 digits>` (14 digits,
 * never a fixture's), hgid = gameId, gide = `9` + gameId.
 */

const HOUR = 60 * 60 * 1000;
const MIN = 60_000;
/** How long a finished match stays listed (for settlement and the results screen): short for the sports that play every few minutes. */
export const finishedKeepMs = (gameType: EngineGameType): number => (gameType === 'VF' ? 20 * MIN : gameType === 'TT' ? HOUR : 2 * HOUR);
const PLAN_WINDOW_MAX_MS = 8 * DAY_MS;

/** How long before kick-off a match is listed (a later day's matches make the early market). */
export const NOTICE_MS: Readonly<Record<Exclude<EngineGameType, 'FS' | 'VF'>, number>> = {
  FT: 2 * DAY_MS,
  BK: 2 * DAY_MS,
  OP: 2 * DAY_MS,
  BS: 2 * DAY_MS,
  VB: 2 * DAY_MS,
  TN: DRAW_NOTICE_MS,
  TT: DRAW_NOTICE_MS,
  SK: DRAW_NOTICE_MS,
};
/** Virtual football: a match every 3 minutes, listed 15 minutes before. */
const VIRTUAL_STEP_MS = 3 * MIN;
const VIRTUAL_NOTICE_MS = 15 * MIN;

const TYPE_CODE: Readonly<Record<EngineGameType, number>> = { FT: 11, VF: 12, BK: 13, TN: 14, OP: 15, SK: 16, FS: 17, VB: 18, BS: 19, TT: 20 };

export interface MatchPlan {
  gameId: string;
  hgid: string;
  gide: string;
  gameType: EngineGameType;
  league_id: number;
  leagueName: string;
  team_h: string;
  team_c: string;
  /** Kick-off; an outright's end date (when it is decided), as the match list's startTime. */
  kickoffMs: number;
  /** From when the match is listed. */
  visibleFromMs: number;
  /** Where it is played (its kick-off is a local time there). */
  zone: ZoneName;
  knockout: boolean;
  /** Outrights: the candidates FS1..FSn, in order. */
  candidates: readonly string[] | null;
  hasVideo: boolean;
  /** The season ("2026/27", "2026") and the round of it (a league's, a draw's), null where the competition has none. */
  season: string;
  round: number | null;
  format?: MatchFormat;
  /** What the match is played and priced with (ratings.ts); null for an outright. */
  model: MatchModel | null;
  /** A draw's result, fixed before the match is listed. */
  winner?: Side;
  /** Outrights: the candidates' log-weights. */
  outrightStrengths?: readonly number[];
}

export interface PlanRequest {
  worldSeed: string;
  competitions: readonly CompetitionInput[];
  fromMs: number;
  toMs: number;
  /**
   * Only the plans announced after this instant (visibleFromMs > it): an integrator that planned up
   * to here before was offered the others then. Omitted: every plan of the window.
   */
  visibleAfterMs?: number;
}

/** A short stand-in for a seed and competition list in the caches' keys (hashing the long text per call cost more than planning). */
const listKeys = new WeakMap<readonly CompetitionInput[], Map<string, number>>();
const listTexts = new Map<string, number>();
const LIST_TEXTS_MAX = 1_000;
/** Never reused, so a plan kept under a forgotten list's number cannot be taken for another list's. */
let nextListKey = 1;

function listKeyOf(request: PlanRequest): number {
  let bySeed = listKeys.get(request.competitions);
  if (bySeed === undefined) {
    bySeed = new Map();
    listKeys.set(request.competitions, bySeed);
  }
  let key = bySeed.get(request.worldSeed);
  if (key === undefined) {
    const text = `${request.worldSeed}:${JSON.stringify(request.competitions)}`;
    key = listTexts.get(text);
    if (key === undefined) {
      key = nextListKey++;
      setBounded(listTexts, text, key, LIST_TEXTS_MAX);
    }
    bySeed.set(request.worldSeed, key);
  }
  return key;
}

/**
 * Season calendars already made, shared by every world that plans the same competitions (each QA
 * sandbox plans the same season): a season's plans are a pure function of the key. Bounded: a
 * world needs the seasons around its clock, a few per competition.
 */
const seasonPlans = new Map<string, readonly MatchPlan[]>();
const SEASON_PLANS_MAX = 400;
/** Per sport and local day: the season plan lists that may hold a match listed that day. */
const daySeasons = new Map<string, readonly (readonly MatchPlan[])[]>();
const DAY_SEASONS_MAX = 2_000;

/**
 * Per competition list and sport, the plans of the days last asked for, merged into one list in
 * the order they are announced: a world plans every second, almost always the same days, and a
 * second's question is then one binary search (no keys made, no lists merged).
 */
const sportWindows = new Map<number, Map<EngineGameType, { fromDay: number; toDay: number; plans: readonly MatchPlan[] }>>();
const SPORT_WINDOW_LISTS_MAX = 64;

function sportPlans(request: PlanRequest, listKey: number, gameType: EngineGameType, competitions: readonly CompetitionInput[], fromDay: number, toDay: number): readonly MatchPlan[] {
  let ofList = sportWindows.get(listKey);
  if (ofList === undefined) {
    ofList = new Map();
    setBounded(sportWindows, listKey, ofList, SPORT_WINDOW_LISTS_MAX);
  }
  const known = ofList.get(gameType);
  if (known !== undefined && known.fromDay === fromDay && known.toDay === toDay) return known.plans;
  const lists = new Set<readonly MatchPlan[]>();
  for (let day = fromDay; day <= toDay; day++) {
    for (const list of remember(daySeasons, DAY_SEASONS_MAX, `${listKey}|${gameType}|${day}`, () => seasonListsOfDay(request, listKey, competitions, day))) lists.add(list);
  }
  const plans = [...lists].flat().sort((a, b) => a.visibleFromMs - b.visibleFromMs || a.kickoffMs - b.kickoffMs || (a.gameId < b.gameId ? -1 : 1));
  ofList.set(gameType, { fromDay, toDay, plans });
  return plans;
}

function remember<V>(cache: Map<string, V>, max: number, key: string, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    setBounded(cache, key, value, max);
  }
  return value;
}

/**
 * Every match listed at some instant of [fromMs, toMs] (visible, and not yet finishedKeepMs past its
 * longest possible end), announced after visibleAfterMs when that is given.
 */
export function planMatches(request: PlanRequest): MatchPlan[] {
  const plans: MatchPlan[] = [];
  for (const part of planInParts(request)) plans.push(...part);
  return plans;
}

/** planMatches a sport at a time, in the same order: a caller may do other work between sports. */
export function* planInParts(request: PlanRequest): Generator<MatchPlan[], void, void> {
  const { fromMs, toMs, visibleAfterMs = -Infinity } = request;
  if (!(toMs >= fromMs) || toMs - fromMs > PLAN_WINDOW_MAX_MS) throw new Error(`planMatches: window ${fromMs}..${toMs}`);
  const listKey = listKeyOf(request);
  const bySport = competitionsBySport(request.competitions);
  for (const gameType of ENGINE_GAME_TYPES) {
    const competitions = bySport.get(gameType) ?? [];
    if (competitions.length === 0) throw new Error(`planMatches: no competition for ${gameType}`);
    const plans: MatchPlan[] = gameType === 'VF' ? virtualPlans(request, competitions, visibleAfterMs) : [];
    if (gameType !== 'VF') {
      const lasts = gameType === 'FS' ? 0 : LONGEST_MATCH_MS[gameType] + finishedKeepMs(gameType);
      const list = sportPlans(request, listKey, gameType, competitions, beijingDay(fromMs) - 1, beijingDay(toMs));
      for (let i = firstAfter(list, visibleAfterMs); i < list.length; i++) {
        const p = list[i] as MatchPlan;
        if (p.visibleFromMs > toMs) break;
        const endMs = p.gameType === 'FS' ? p.kickoffMs : p.kickoffMs + (p.format ? longestMatchMs(p.gameType, p.format) + finishedKeepMs(p.gameType) : lasts);
        if (endMs >= fromMs) plans.push(p);
      }
      if (plans.length > 1) plans.sort((a, b) => a.kickoffMs - b.kickoffMs || (a.gameId < b.gameId ? -1 : 1));
    }
    yield plans;
  }
}

/** Each list's competitions by sport, worked out once per list: a world plans every second of its clock. */
const sportsOfLists = new WeakMap<readonly CompetitionInput[], Map<EngineGameType, CompetitionInput[]>>();

function competitionsBySport(list: readonly CompetitionInput[]): Map<EngineGameType, CompetitionInput[]> {
  let known = sportsOfLists.get(list);
  if (known === undefined) {
    known = new Map(ENGINE_GAME_TYPES.map((gameType) => [gameType, list.filter((c) => c.gameType === gameType)]));
    sportsOfLists.set(list, known);
  }
  return known;
}

/** The first index of a list sorted by visibleFromMs whose match is announced after `afterMs`. */
function firstAfter(list: readonly MatchPlan[], afterMs: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as MatchPlan).visibleFromMs <= afterMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The season plan lists of a sport's competitions that may list a match on a Beijing day. */
function seasonListsOfDay(request: PlanRequest, listKey: number, competitions: readonly CompetitionInput[], day: number): (readonly MatchPlan[])[] {
  const lists: (readonly MatchPlan[])[] = [];
  for (const c of competitions) {
    const of = c.format.kind === 'outright' ? request.competitions.find((x) => x.league_id === (c.format as OutrightFormat).of) : c;
    if (!of) throw new Error(`planMatches: outright ${c.league_id} of unknown competition`);
    // A match is listed at most a few days before it starts (an outright, from before its season) and kept hours after it ends.
    const ahead = c.format.kind === 'outright' ? c.format.opensDaysBefore + 2 : 4;
    for (const season of seasonsBetween(of, day - 2, day + ahead)) {
      const list = remember(seasonPlans, SEASON_PLANS_MAX, `${listKey}|${c.league_id}|${season.year}|${season.edition}`, () => plansOfSeason(request, c, season));
      if (list.length > 0) lists.push(list);
    }
  }
  return lists;
}

/** A competition's season as plans: its calendar, named, priced and listed. */
function plansOfSeason(request: PlanRequest, c: CompetitionInput, season: Season): MatchPlan[] {
  const ordinal = request.competitions.filter((x) => x.gameType === c.gameType).indexOf(c);
  if (ordinal < 0 || ordinal > 99) throw new Error(`planMatches: competition ${c.league_id} has no place among its sport's`);
  if (c.format.kind === 'outright') return outrightPlans(request, c, c.format, season, ordinal);
  const fixtures = seasonFixtures(request, c, season);
  const model = competitionModel(c);
  const listedFrom = listingTimes(fixtures, season.zone, NOTICE_MS[c.gameType as keyof typeof NOTICE_MS]);
  const atMinute = new Map<number, number>();
  const plans = fixtures.map((x, i): MatchPlan => {
    const minute = Math.floor(x.kickoffMs / MIN);
    const index = atMinute.get(minute) ?? 0;
    atMinute.set(minute, index + 1);
    const gameId = `${TYPE_CODE[c.gameType]}${pad(ordinal, 2)}${pad(minute, 8)}${pad(index, 2)}`;
    const format = x.format ?? c.rules;
    return {
      gameId, hgid: gameId, gide: `9${gameId}`, gameType: c.gameType, league_id: c.league_id, leagueName: c.name,
      team_h: x.home, team_c: x.away, kickoffMs: x.kickoffMs, visibleFromMs: listedFrom[i] as number, zone: season.zone,
      knockout: x.knockout ?? false, candidates: null, hasVideo: hashText(`video:${gameId}`) % 10 < 3,
      season: season.label, round: x.round, ...(format ? { format } : {}), model: model.modelOf(x.home, x.away, format),
      ...(x.winner ? { winner: x.winner } : {}),
    };
  });
  return plans.sort((a, b) => a.visibleFromMs - b.visibleFromMs || a.kickoffMs - b.kickoffMs);
}

/** A match day is listed no earlier than this before it, however long the competition rests before it. */
const LISTING_AHEAD_MAX_MS = 14 * DAY_MS;

/**
 * When each fixture (in kick-off order) is listed: its sport's notice before kick-off, or when the
 * competition's match day before it begins if that is earlier (its next match day is always
 * listed, so a competition in season never drops off the board between rounds), at most
 * LISTING_AHEAD_MAX_MS ahead; a draw's later round when its calendar says.
 */
function listingTimes(fixtures: readonly SeasonFixture[], zone: CompetitionInput['zone'], noticeMs: number): number[] {
  const out: number[] = [];
  let day = NaN;
  let dayStartMs = -Infinity;
  let previousDayStartMs = Infinity;
  for (const x of fixtures) {
    const d = localDayOf(zone, x.kickoffMs);
    if (d !== day) {
      previousDayStartMs = Number.isNaN(day) ? Infinity : dayStartMs;
      day = d;
      dayStartMs = x.kickoffMs;
    }
    out.push(x.visibleFromMs ?? Math.max(x.kickoffMs - LISTING_AHEAD_MAX_MS, Math.min(x.kickoffMs - noticeMs, previousDayStartMs)));
  }
  return out;
}

const seasonFixtureCache = new Map<string, readonly SeasonFixture[]>();

/** A season's calendar (cached: a league that respects a cup needs the cup's season too). */
function seasonFixtures(request: PlanRequest, c: CompetitionInput, season: Season): readonly SeasonFixture[] {
  return remember(seasonFixtureCache, SEASON_PLANS_MAX, `${listKeyOf(request)}|${c.league_id}|${season.year}|${season.edition}`, () => {
    const seed = request.worldSeed;
    switch (c.format.kind) {
      case 'league': {
        const busy = new Map<string, number[]>();
        for (const id of c.format.respects ?? []) {
          const cup = request.competitions.find((x) => x.league_id === id);
          if (!cup) throw new Error(`planMatches: ${c.league_id} respects unknown competition ${id}`);
          for (const s of seasonsBetween(cup, season.firstDay, season.lastDay)) {
            for (const [side, days] of busyDaysOf(seasonFixtures(request, cup, s), c.zone)) busy.set(side, [...(busy.get(side) ?? []), ...days]);
          }
        }
        return leagueSeason(c, c.format, season, seed, busy);
      }
      case 'daily':
        return dailySeason(c, c.format, season, seed, new Map());
      case 'leaguePhase':
        return leaguePhaseSeason(c, c.format, season, seed);
      case 'knockout':
        return knockoutSeason(c, c.format, season, seed);
      case 'groups':
        return groupsSeason(c, c.format, season, seed);
      case 'outright':
      case 'virtual':
        throw new Error(`planMatches: ${c.league_id} (${c.format.kind}) has no calendar of its own`);
    }
  });
}

/**
 * A league's champion outright: its strongest entrants (up to eight, as many as the offered range
 * prices), each with a title chance of exp(rating / spread) among them; decided when the season's
 * last match is surely over, listed from `opensDaysBefore` its first day.
 */
function outrightPlans(request: PlanRequest, c: CompetitionInput, f: OutrightFormat, season: Season, ordinal: number): MatchPlan[] {
  const of = request.competitions.find((x) => x.league_id === f.of) as CompetitionInput;
  const fixtures = seasonFixtures(request, of, season);
  const last = fixtures.at(-1);
  if (!last) return [];
  const decidedMs = last.kickoffMs + longestMatchMs(of.gameType, last.format ?? of.rules);
  const ranked = [...of.entrants].sort((a, b) => b.rating - a.rating);
  const { chosen, spreadElo } = outrightField(ranked, f.spreadElo);
  const top = ranked[0]?.rating ?? 0;
  const minute = Math.floor(decidedMs / MIN);
  const gameId = `${TYPE_CODE.FS}${pad(ordinal, 2)}${pad(minute, 8)}00`;
  const opens = instantOf(of.zone, season.firstDay - f.opensDaysBefore, '10:00');
  return [{
    gameId, hgid: gameId, gide: `9${gameId}`, gameType: 'FS', league_id: c.league_id, leagueName: c.name,
    team_h: `${of.name} ${season.label} 冠军`, team_c: '冠军', kickoffMs: decidedMs, visibleFromMs: opens, zone: of.zone, knockout: false,
    candidates: chosen.map((e) => e.name), hasVideo: false, season: season.label, round: null, model: null,
    outrightStrengths: chosen.map((e) => (e.rating - top) / spreadElo),
  }];
}

/**
 * An outright's field: the strongest entrants, up to eight, as many as the offered range prices, each
 * with a title chance of exp(rating / spread) among them. A spread so narrow that the favourite
 * would be priced under 1.02 is widened (a runaway favourite at 1.05, not a closed market).
 */
function outrightField(ranked: readonly { name: string; rating: number }[], spreadElo: number): { chosen: readonly { name: string; rating: number }[]; spreadElo: number } {
  const top = ranked[0]?.rating ?? 0;
  const chances = (field: readonly { rating: number }[], spread: number) => {
    const weights = field.map((e) => Math.exp((e.rating - top) / spread));
    const sum = weights.reduce((s, w) => s + w, 0);
    return weights.map((w) => w / sum);
  };
  for (let spread = spreadElo; ; spread *= 1.25) {
    for (let k = Math.min(8, ranked.length); k >= 2; k--) {
      const field = ranked.slice(0, k);
      const priced = chances(field, spread).map((p) => hkMilliOf(p, OVERROUND.outright));
      if (priced.every((h) => h <= OFFERED_HK_MILLI_MAX) && (priced[0] as number) >= OFFERED_HK_MILLI_MIN) return { chosen: field, spreadElo: spread };
    }
    if (spread > 100 * spreadElo) return { chosen: ranked.slice(0, 2), spreadElo: spread };
  }
}

/**
 * Virtual football: a match every VIRTUAL_STEP_MS around the clock, listed VIRTUAL_NOTICE_MS before,
 * taking in turn the matches of a double round robin of the virtual league (a season every few
 * hours, as virtual leagues run), ordered so that a match never shares a side with the one before it
 * (which is still being played when the next kicks off).
 */
function virtualPlans(request: PlanRequest, competitions: readonly CompetitionInput[], visibleAfterMs: number): MatchPlan[] {
  const { fromMs, toMs } = request;
  const plans: MatchPlan[] = [];
  const lastsMs = LONGEST_MATCH_MS.VF + finishedKeepMs('VF');
  const c = competitions[0] as CompetitionInput;
  const { order, offsetMs } = virtualOrder(request.worldSeed, c);
  const first = Math.max(Math.ceil((fromMs - lastsMs - offsetMs) / VIRTUAL_STEP_MS), Math.floor((visibleAfterMs + VIRTUAL_NOTICE_MS - offsetMs) / VIRTUAL_STEP_MS) + 1);
  const last = Math.floor((toMs + VIRTUAL_NOTICE_MS - offsetMs) / VIRTUAL_STEP_MS);
  for (let k = first; k <= last; k++) {
    const kickoffMs = k * VIRTUAL_STEP_MS + offsetMs;
    const [home, away] = order[((k % order.length) + order.length) % order.length] as [string, string];
    const gameId = `${TYPE_CODE.VF}00${pad(Math.floor(kickoffMs / MIN), 8)}00`;
    plans.push({
      gameId, hgid: gameId, gide: `9${gameId}`, gameType: 'VF', league_id: c.league_id, leagueName: c.name, team_h: home, team_c: away,
      kickoffMs, visibleFromMs: kickoffMs - VIRTUAL_NOTICE_MS, zone: c.zone, knockout: false, candidates: null, hasVideo: hashText(`video:${gameId}`) % 10 < 3,
      season: String(dateOf(localDayOf(c.zone, kickoffMs)).year), round: null, model: competitionModel(c).modelOf(home, away),
    });
  }
  return plans;
}

/** Per virtual competition and seed: its cycle of matches and the grid's offset (asked every second of every world's clock). */
const virtualOrders = new WeakMap<CompetitionInput, Map<string, { order: readonly [string, string][]; offsetMs: number }>>();

function virtualOrder(worldSeed: string, c: CompetitionInput): { order: readonly [string, string][]; offsetMs: number } {
  let bySeed = virtualOrders.get(c);
  if (bySeed === undefined) {
    bySeed = new Map();
    virtualOrders.set(c, bySeed);
  }
  let known = bySeed.get(worldSeed);
  if (known === undefined) {
    known = { order: virtualCycle(worldSeed, c), offsetMs: (hashText(`${worldSeed}:VF`) % (VIRTUAL_STEP_MS / MIN)) * MIN };
    setBounded(bySeed, worldSeed, known, 16);
  }
  return known;
}

function virtualCycle(worldSeed: string, c: CompetitionInput): [string, string][] {
  const rng = seededRandom(`${worldSeed}:virtual:${c.league_id}`);
  const single = circleRounds(shuffled(c.entrants.map((e) => e.name), rng));
  const rounds = [...single, ...single.map((r) => r.map(([h, a]) => [a, h] as [string, string]))];
  const order: [string, string][] = [];
  for (const round of rounds) {
    const rest = [...round];
    while (rest.length > 0) {
      const previous = order.at(-1);
      const i = Math.max(0, rest.findIndex(([h, a]) => !previous || (h !== previous[0] && h !== previous[1] && a !== previous[0] && a !== previous[1])));
      order.push(rest.splice(i, 1)[0] as [string, string]);
    }
  }
  // The cycle comes round: its first match must not share a side with its last either (a round's matches share none).
  const end = order.at(-1) as [string, string];
  const shares = ([h, a]: [string, string]) => end.includes(h) || end.includes(a);
  const swap = order.slice(1, (rounds[0]?.length ?? 1) - 1).findIndex((m) => !shares(m)) + 1;
  if (shares(order[0] as [string, string]) && swap > 0) [order[0], order[swap]] = [order[swap] as [string, string], order[0] as [string, string]];
  return order;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function timelineInputOf(plan: MatchPlan): TimelineInput {
  return {
    matchId: plan.gameId, gameType: plan.gameType, kickoffMs: plan.kickoffMs, knockout: plan.knockout,
    ...(plan.format ? { format: plan.format } : {}),
    ...(plan.model ? { model: plan.model } : {}),
    ...(plan.winner ? { winner: plan.winner } : {}),
    ...(plan.candidates ? { candidates: plan.candidates.length } : {}),
    ...(plan.outrightStrengths ? { outrightStrengths: plan.outrightStrengths } : {}),
  };
}
