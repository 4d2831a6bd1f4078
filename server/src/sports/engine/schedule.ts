import { hashText, seededRandom } from '../../lib/seeded-random';
import { ENGINE_GAME_TYPES, LONGEST_MATCH_MS, SPORT_RULES, minimumDurationMs, type EngineGameType } from './sport-rules';
import type { TimelineInput } from './timeline';
import { oldestKey } from '../../lib/bounded-map';

/**
 * The world's fixture list as a pure function of time: no match depends on when the server
 * looked. Per sport, kick-offs fall on a fixed grid whose step is shorter than the sport's
 * shortest match, so one is always in play (RB); a grid slot is announced `lookaheadMs` before
 * it starts (today's matches, FT). Every Beijing day also has two fixed slots announced three
 * days ahead: 20:00 and 23:59:59, so a later day (FU) always has matches and today always has
 * one still to come until the last second. Champion outrights end at 23:59:59 Beijing each day,
 * announced three days ahead: today's (FSFT) and tomorrow's (FSFU) always exist.
 *
 * The integrator calls planMatches for each clock move (fromMs = the last time it planned,
 * toMs = now, visibleAfterMs = the toMs it planned up to before: the slots announced since), adds
 * plans whose gameId it does not hold, and drops a match finishedKeepMs(gameType) after its end (its
 * bets settle at the end; records keep their own copy). At any instant this leaves at most
 * MATCHES_PER_TYPE_MAX per sport.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MIN = 60_000;
const BEIJING_OFFSET_MS = 8 * HOUR;
/** How long a finished match stays listed (for settlement and the results screen): short for the sports that play every few minutes. */
export const finishedKeepMs = (gameType: EngineGameType): number => (gameType === 'VF' ? 20 * MIN : gameType === 'TT' ? HOUR : 2 * HOUR);
const DAILY_ANNOUNCE_MS = 3 * DAY_MS;
/** Beijing times of the fixed daily slots (ms after midnight). */
const DAILY_SLOTS_MS = [20 * HOUR, DAY_MS - 1000] as const;
const PLAN_WINDOW_MAX_MS = 8 * DAY_MS;

interface Grid {
  stepMs: number;
  lookaheadMs: number;
}
const GRID: Readonly<Record<Exclude<EngineGameType, 'FS'>, Grid>> = {
  FT: { stepMs: 90 * MIN, lookaheadMs: 6 * HOUR },
  VF: { stepMs: 3 * MIN, lookaheadMs: 15 * MIN },
  BK: { stepMs: 60 * MIN, lookaheadMs: 4 * HOUR },
  TN: { stepMs: 60 * MIN, lookaheadMs: 4 * HOUR },
  OP: { stepMs: 90 * MIN, lookaheadMs: 6 * HOUR },
  SK: { stepMs: 50 * MIN, lookaheadMs: 4 * HOUR },
  VB: { stepMs: 50 * MIN, lookaheadMs: 4 * HOUR },
  BS: { stepMs: 150 * MIN, lookaheadMs: 8 * HOUR },
  TT: { stepMs: 20 * MIN, lookaheadMs: 2 * HOUR },
};

/** What the fixture list may hold per sport at once (announced, live, finished and kept). */
export const MATCHES_PER_TYPE_MAX = 40;
export const MATCHES_TOTAL_MAX = MATCHES_PER_TYPE_MAX * ENGINE_GAME_TYPES.length;

const TYPE_CODE: Readonly<Record<EngineGameType, number>> = { FT: 11, VF: 12, BK: 13, TN: 14, OP: 15, SK: 16, FS: 17, VB: 18, BS: 19, TT: 20 };

export interface LeagueInput {
  league_id: number;
  name: string;
  gameType: string;
  /** The competition's roster (fixtures/rosters.json): its fixtures and outright candidates are drawn from it only. */
  entrants: readonly string[];
}

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
  knockout: boolean;
  /** Outrights: the candidates FS1..FSn, in order. */
  candidates: readonly string[] | null;
  hasVideo: boolean;
}

export interface PlanRequest {
  worldSeed: string;
  leagues: readonly LeagueInput[];
  fromMs: number;
  toMs: number;
  /**
   * Only the plans announced after this instant (visibleFromMs > it): an integrator that planned up
   * to here before was offered the others then. Omitted: every plan of the window.
   */
  visibleAfterMs?: number;
}

/**
 * Plans already drawn, shared by every world that plans the same slot (each QA sandbox plans the
 * same day): a plan is a pure function of its key. Bounded to a few days of plans (a day has
 * about 860); the oldest go first.
 */
const knownPlans = new Map<string, Readonly<MatchPlan>>();
const KNOWN_PLANS_MAX = 4_000;
/** A short stand-in for a seed and league list in the plans' keys (hashing the long text per slot cost more than planning). */
const leagueSets = new Map<string, number>();
const LEAGUE_SETS_MAX = 1_000;
/** Never reused, so a plan kept under a forgotten set's number cannot be taken for another set's. */
let nextLeagueSet = 1;
function leaguesKeyOf(text: string): number {
  let id = leagueSets.get(text);
  if (id === undefined) {
    if (leagueSets.size >= LEAGUE_SETS_MAX) leagueSets.clear();
    id = nextLeagueSet++;
    leagueSets.set(text, id);
  }
  return id;
}

/** What planning a sport needs of a league list that does not change while the list lives. */
interface SportLeagues {
  leagues: readonly LeagueInput[];
  /** The league list's short stand-in in the plans' keys (leaguesKeyOf). */
  leaguesKey: number;
  groups: number;
}

type SportsLeagues = Readonly<Record<EngineGameType, SportLeagues>>;

/**
 * Every sport's SportLeagues per league list (each world keeps one for its life, world.ts) and
 * seed: a world plans every second of its sports clock, and each plan filtered the list and
 * rebuilt the text of every roster for the key. Held weakly by the list.
 */
const sportsLeaguesOfLists = new WeakMap<readonly LeagueInput[], Map<string, SportsLeagues>>();

function sportsLeaguesOf(request: PlanRequest): SportsLeagues {
  let ofList = sportsLeaguesOfLists.get(request.leagues);
  if (ofList === undefined) {
    ofList = new Map();
    sportsLeaguesOfLists.set(request.leagues, ofList);
  }
  let known = ofList.get(request.worldSeed);
  if (known === undefined) {
    known = Object.fromEntries(ENGINE_GAME_TYPES.map((gameType) => [gameType, sportLeaguesOf(request, gameType)])) as SportsLeagues;
    ofList.set(request.worldSeed, known);
  }
  return known;
}

function sportLeaguesOf(request: PlanRequest, gameType: EngineGameType): SportLeagues {
  const leagues = request.leagues.filter((l) => l.gameType === gameType);
  if (leagues.length === 0) throw new Error(`planMatches: no league for ${gameType}`);
  const groups = gameType === 'FS' ? 1 : groupCount(gameType);
  for (const l of leagues) {
    if (l.entrants.length < 2 * groups) throw new Error(`planMatches: league ${l.league_id} (${l.name}) needs at least ${2 * groups} entrants, has ${l.entrants.length}`);
  }
  const leaguesKey = leaguesKeyOf(`${request.worldSeed}:${leagues.map((l) => `${l.league_id}:${l.name}:${l.entrants.join('/')}`).join(',')}`);
  return { leagues, leaguesKey, groups };
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
  const sports = sportsLeaguesOf(request);
  for (const gameType of ENGINE_GAME_TYPES) {
    const plans: MatchPlan[] = [];
    const { leagues, leaguesKey, groups } = sports[gameType];
    const lastsMs = LONGEST_MATCH_MS[gameType] + finishedKeepMs(gameType);
    const slots: { kickoffMs: number; visibleFromMs: number; kind: 1 | 2; group: number }[] = [];
    if (gameType !== 'FS') {
      const grid = GRID[gameType];
      const offsetMs = (hashText(`${request.worldSeed}:${gameType}`) % (grid.stepMs / 60_000)) * 60_000;
      // From the first slot still listed at fromMs and announced after visibleAfterMs (a world's
      // step of a second starts from the slot announced last: it usually has none to plan).
      const first = Math.max(Math.ceil((fromMs - lastsMs - offsetMs) / grid.stepMs), Math.floor((visibleAfterMs + grid.lookaheadMs - offsetMs) / grid.stepMs) + 1);
      const last = Math.floor((toMs + grid.lookaheadMs - offsetMs) / grid.stepMs);
      for (let k = first; k <= last; k++) {
        const kickoffMs = k * grid.stepMs + offsetMs;
        slots.push({ kickoffMs, visibleFromMs: kickoffMs - grid.lookaheadMs, kind: 1, group: mod(k, groups - DAILY_SLOTS_MS.length) });
      }
    }
    // A day's slots are announced DAILY_ANNOUNCE_MS before kick-offs within that day: every day
    // before the one holding visibleAfterMs + DAILY_ANNOUNCE_MS had announced them by visibleAfterMs.
    const firstDay = Math.max(beijingDayStartMs(fromMs - lastsMs), beijingDayStartMs(visibleAfterMs + DAILY_ANNOUNCE_MS));
    const daily = gameType === 'FS' ? [DAILY_SLOTS_MS[1]] : DAILY_SLOTS_MS;
    for (let day = firstDay; day <= toMs + DAILY_ANNOUNCE_MS; day += DAY_MS) {
      for (let i = 0; i < daily.length; i++) {
        const at = daily[i]!;
        slots.push({ kickoffMs: day + at, visibleFromMs: day + at - DAILY_ANNOUNCE_MS, kind: 2, group: gameType === 'FS' ? 0 : groups - DAILY_SLOTS_MS.length + i });
      }
    }
    for (const slot of slots) {
      if (slot.visibleFromMs > toMs || slot.visibleFromMs <= visibleAfterMs || slot.kickoffMs + lastsMs < fromMs) continue;
      // The slot's visibleFromMs and group follow from the sport, its kind and its kick-off.
      const key = `${leaguesKey}|${gameType}|${slot.kind}|${slot.kickoffMs}`;
      let plan = knownPlans.get(key);
      if (!plan) {
        plan = planOf(request.worldSeed, gameType, leagues, slot);
        knownPlans.set(key, plan);
        if (knownPlans.size > KNOWN_PLANS_MAX) knownPlans.delete(oldestKey(knownPlans)!);
      }
      plans.push(plan);
    }
    yield plans;
  }
}

export function beijingDayStartMs(atMs: number): number {
  return Math.floor((atMs + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/**
 * No entrant plays twice at once: a competition's roster is dealt (in a seeded order) into groups,
 * and a slot draws both sides from one group only. Grid slot k uses group k mod n, where n grid
 * slots cover the sport's longest match, so the slots that can overlap use different groups; the
 * two daily slots have a group each. Rosters of one sport's competitions do not share entrants
 * (checked against the fixtures by the tests), so this holds across the sport.
 */
export function groupCount(gameType: Exclude<EngineGameType, 'FS'>): number {
  return Math.ceil(LONGEST_MATCH_MS[gameType] / GRID[gameType].stepMs) + DAILY_SLOTS_MS.length;
}

/** The entrants of a league's group `group` of `groups`: every groups-th entrant of the roster in the league's seeded order. */
export function groupOf(worldSeed: string, league: LeagueInput, group: number, groups: number): string[] {
  const order = [...league.entrants];
  const rng = seededRandom(`${worldSeed}:roster:${league.league_id}`);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  return order.filter((_, i) => i % groups === group);
}

const mod = (k: number, n: number) => ((k % n) + n) % n;

function planOf(worldSeed: string, gameType: EngineGameType, leagues: readonly LeagueInput[], slot: { kickoffMs: number; visibleFromMs: number; kind: 1 | 2; group: number }): MatchPlan {
  const { kickoffMs, visibleFromMs, kind } = slot;
  const serial = `${TYPE_CODE[gameType]}${kind}${Math.floor(kickoffMs / 1000)}`;
  const rng = seededRandom(`${worldSeed}:plan:${serial}`);
  const league = rng.pick(leagues);
  const base = { gameId: serial, hgid: serial, gide: `9${serial}`, gameType, league_id: league.league_id, leagueName: league.name, kickoffMs, visibleFromMs };
  if (gameType === 'FS') {
    const names = [...league.entrants];
    const candidates = Array.from({ length: Math.min(8, names.length) }, () => names.splice(rng.int(0, names.length - 1), 1)[0] as string);
    const date = new Date(kickoffMs + BEIJING_OFFSET_MS).toISOString().slice(5, 10).replace('-', '月');
    return { ...base, team_h: `${league.name.replace(/ - 冠军$/, '')} ${date}日 冠军`, team_c: '冠军', knockout: false, candidates, hasVideo: false };
  }
  const names = groupOf(worldSeed, league, slot.group, groupCount(gameType));
  const h = rng.int(0, names.length - 1);
  const c = (h + rng.int(1, names.length - 1)) % names.length;
  return { ...base, team_h: names[h] as string, team_c: names[c] as string, knockout: gameType === 'FT' && league.name.includes('杯'), candidates: null, hasVideo: rng.chance(0.3) };
}

export function timelineInputOf(plan: MatchPlan): TimelineInput {
  return { matchId: plan.gameId, gameType: plan.gameType, kickoffMs: plan.kickoffMs, knockout: plan.knockout, ...(plan.candidates ? { candidates: plan.candidates.length } : {}) };
}

/** Grid steps stay below each sport's shortest match: the RB guarantee rests on it (checked by the tests). */
export const gridOf = (gameType: Exclude<EngineGameType, 'FS'>): Grid & { minimumMatchMs: number } => ({ ...GRID[gameType], minimumMatchMs: minimumDurationMs(SPORT_RULES[gameType]) });
