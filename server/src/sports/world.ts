import type { League } from '@betsite/contracts/routes/venue';
import { type LeagueInput, type MatchPlan, finishedKeepMs, planInParts, planMatches, timelineInputOf } from './engine/schedule';
import { createMinHeap } from '../lib/min-heap';
import { type Anchor, type Timeline, type TimelineInput, generateTimeline } from './engine/timeline';
import { type MatchEvent, type Projection, eventsBetween, project } from './engine/projection';
import { LONGEST_MATCH_MS, type EngineGameType } from './engine/sport-rules';
import type { Price } from './engine/pricing';
import type { VoidResultCode } from '@betsite/contracts/sportsbook';
import { oldestKey } from '../lib/bounded-map';

/**
 * The match world on the server clock: the fixtures' matches and the ones the schedule plans, each
 * a seeded timeline, advanced as the clock moves. Advancing answers what happened since the last
 * advance (the domain events), so the sportsbook can settle and the chat can push scores. QA can
 * replace a match's timeline (set a score, finish it) and override a price.
 */

/** The world's seed: the same start and the same clock moves give the same matches, every run. */
export const WORLD_SEED = 'betsite-world-1';
/** Matches held at once; the schedule stays far below it (it plans at most 40 per sport). */
export const WORLD_MATCHES_MAX = 2_000;
/** Price overrides QA may keep at once. */
export const PRICE_OVERRIDES_MAX = 500;
/** How far back the first plan looks, so a fresh start already has matches in play. */
const FIRST_PLAN_LOOKBACK_MS = 6 * 60 * 60 * 1000;

export interface MatchInfo {
  gameId: string;
  hgid: string;
  gide: string;
  league_id: number;
  leagueName: string;
  gameType: EngineGameType;
  team_h: string;
  team_c: string;
  /** Kick-off; an outright's end date. */
  startTime: number;
  hasVideo: boolean;
  /** Listed from then on. */
  visibleFromMs: number;
  /** Outright candidates FS1..FSn. */
  candidates: readonly string[] | null;
}

export interface WorldMatch {
  info: MatchInfo;
  timeline: Timeline;
}

export interface PriceOverride {
  hkMilli?: number | undefined;
  suspended?: boolean | undefined;
}

export interface World {
  readonly leagues: readonly League[];
  /** The leagues with their rosters, as the schedule plans them. */
  readonly plannedLeagues: readonly LeagueInput[];
  /** Entrant → when the fixtures' own matches have them play: a planned match that would put them on twice is not held. */
  readonly fixtureEntrants: ReadonlyMap<string, readonly { fromMs: number; toMs: number }[]>;
  readonly matches: Map<string, WorldMatch>;
  /** Up to where the events have been delivered. */
  advancedToMs: number;
  /**
   * The end of the last window the schedule was asked for: a slot announced by then was offered
   * then (held, left out, or since dropped), so a step plans only the slots announced after it. A
   * skip over whole steps plans nothing (it is behind advancedToMs then).
   */
  plannedToMs: number;
  /** `${gameId}|${rtype}` → QA's override of that price. */
  readonly priceOverrides: Map<string, PriceOverride>;
  /** gameId → the D variant QA cancelled the match with (its bets settle with it; D_CANCELLED otherwise). */
  readonly voidResults: Map<string, VoidResultCode>;
  /** gameId → its prices for the state they were made for (match-view.ts); one entry per match held. */
  readonly priceCache: Map<string, { key: string; prices: Price[] }>;
  /** A catch-up in slices is under way (sportsbook.ts advanceInSlices): no other advance starts meanwhile. */
  advancing: boolean;
}

/** What a fixture match holds (the contract's match without the start time, plus its kick-off in minutes from now). */
export interface FixtureMatch {
  gameId: string;
  hgid: string;
  gide: string;
  league_id: number;
  leagueName: string;
  gameType: string;
  team_h: string;
  team_c: string;
  kickoffInMin: number;
  isLive: boolean;
  re_time: string;
  t_count: string;
  se_now: string;
  sc_FT_H: string;
  sc_FT_C: string;
  sc_set_H: string;
  sc_set_A: string;
  sc_game_H: string;
  sc_game_A: string;
  hasVideo: boolean;
  odds: readonly { rtype: string; name: string }[];
}

const num = (text: string) => Number(text || '0');
const clockMs = (text: string) => {
  const m = /(\d+):(\d+)$/.exec(text);
  return m ? (Number(m[1]) * 60 + Number(m[2])) * 1000 : 0;
};

/** Where a fixture match already in play stands at server start (engine NOTES, "Fixture matches"). */
export function anchorOf(f: FixtureMatch, atMs: number): Anchor {
  const score = { h: num(f.sc_FT_H), c: num(f.sc_FT_C) };
  switch (f.gameType) {
    case 'FT':
    case 'VF': {
      const elapsed = clockMs(f.re_time) - (f.se_now === '2H' ? 45 * 60_000 : 0);
      return { atMs, score, periodCode: f.se_now, elapsedInPeriodMs: Math.max(0, elapsed) };
    }
    case 'BK':
      return { atMs, score, periodCode: f.se_now, elapsedInPeriodMs: ((f.se_now === 'OT' ? 300 : 720) - num(f.t_count)) * 1000 };
    case 'TN':
    case 'VB':
    case 'TT':
    case 'SK': {
      const sets = { h: num(f.sc_set_H), c: num(f.sc_set_A) };
      return { atMs, score: { ...sets, unitH: num(f.sc_game_H), unitC: num(f.sc_game_A) }, periodCode: `S${sets.h + sets.c + 1}`, elapsedInPeriodMs: 0 };
    }
    default:
      return { atMs, score, periodCode: f.se_now, elapsedInPeriodMs: 0 };
  }
}

function fromFixture(f: FixtureMatch, nowMs: number): WorldMatch {
  const gameType = f.gameType as EngineGameType;
  const startTime = nowMs + f.kickoffInMin * 60_000;
  const candidates = gameType === 'FS' ? f.odds.map((o) => o.name) : null;
  const info: MatchInfo = {
    gameId: f.gameId, hgid: f.hgid, gide: f.gide, league_id: f.league_id, leagueName: f.leagueName, gameType,
    team_h: f.team_h, team_c: f.team_c, startTime, hasVideo: f.hasVideo, visibleFromMs: Math.min(startTime, nowMs), candidates,
  };
  const timeline = madeTimeline({
    matchId: f.gameId,
    gameType,
    kickoffMs: startTime,
    ...(f.isLive ? { anchor: anchorOf(f, nowMs) } : {}),
    ...(candidates ? { candidates: candidates.length } : {}),
  });
  return { info, timeline };
}

/**
 * Timelines of planned matches, shared by every world (the default one and each QA sandbox): a
 * timeline is a pure, read-only function of its input, and generating a day's schedule of them is
 * most of what building a world costs. Held weakly: a timeline stays shared while some world holds
 * its match and goes with the last of them, so the cache never holds more than the worlds do.
 * The map's entries are removed as their timelines are collected, and bounded besides.
 */
const plannedTimelines = new Map<string, WeakRef<Timeline>>();
const PLANNED_TIMELINES_MAX = 20_000;
const forgetTimeline = new FinalizationRegistry<string>((key) => {
  if (plannedTimelines.get(key)?.deref() === undefined) plannedTimelines.delete(key);
});

/**
 * The input each timeline the world generated was made from: a saved world (composition/world-image.ts)
 * keeps that input rather than the timeline (most of a world's size), and remakes it on load. A
 * timeline QA replaced has none, and is saved whole.
 */
const inputs = new WeakMap<Timeline, TimelineInput>();

function madeTimeline(input: TimelineInput): Timeline {
  const made = generateTimeline(input);
  inputs.set(made, input);
  return made;
}

/** What remakes `timeline` (timelineFrom), or undefined when only the timeline itself says it (QA's). */
export const timelineInputFor = (timeline: Timeline): TimelineInput | undefined => inputs.get(timeline);

/** The timeline of a saved input: a planned one from the shared cache, a fixture one (anchored) made again. */
export function timelineFrom(input: TimelineInput): Timeline {
  return input.anchor === undefined ? plannedTimeline(input) : madeTimeline(input);
}

function plannedTimeline(input: TimelineInput): Timeline {
  const key = `${input.matchId}|${input.gameType}|${input.kickoffMs}|${input.knockout ?? ''}|${input.candidates ?? ''}`;
  const known = plannedTimelines.get(key)?.deref();
  if (known) return known;
  const made = madeTimeline(input);
  plannedTimelines.set(key, new WeakRef(made));
  forgetTimeline.register(made, key);
  if (plannedTimelines.size > PLANNED_TIMELINES_MAX) plannedTimelines.delete(oldestKey(plannedTimelines)!);
  return made;
}

function fromPlan(p: MatchPlan): WorldMatch {
  const info: MatchInfo = {
    gameId: p.gameId, hgid: p.hgid, gide: p.gide, league_id: p.league_id, leagueName: p.leagueName, gameType: p.gameType,
    team_h: p.team_h, team_c: p.team_c, startTime: p.kickoffMs, hasVideo: p.hasVideo, visibleFromMs: p.visibleFromMs, candidates: p.candidates,
  };
  return { info, timeline: plannedTimeline(timelineInputOf(p)) };
}

/** A competition's roster as fixtures/rosters.json lists it. */
export interface Roster {
  league_id: number;
  entrants: readonly string[];
}

/** The leagues with their rosters; every league needs one, and rosters name known leagues only. */
function plannedLeaguesOf(leagues: readonly League[], rosters: readonly Roster[]): LeagueInput[] {
  const byLeague = new Map<number, readonly string[]>();
  for (const r of rosters) {
    if (!leagues.some((l) => l.league_id === r.league_id)) throw new Error(`rosters.json: roster of unknown league ${r.league_id}`);
    if (byLeague.has(r.league_id)) throw new Error(`rosters.json: league ${r.league_id} has two rosters`);
    byLeague.set(r.league_id, r.entrants);
  }
  return leagues.map((l) => {
    const entrants = byLeague.get(l.league_id);
    if (!entrants) throw new Error(`rosters.json: league ${l.league_id} (${l.name}) has no roster`);
    return { league_id: l.league_id, name: l.name, gameType: l.gameType, entrants };
  });
}

/** The fixture's entrants (sides, or an outright's candidates) must be on its league's roster. */
function checkEntrants(f: FixtureMatch, planned: readonly LeagueInput[]): void {
  const roster = planned.find((l) => l.league_id === f.league_id)?.entrants ?? [];
  const names = f.gameType === 'FS' ? f.odds.map((o) => o.name) : [f.team_h, f.team_c];
  for (const name of names) if (!roster.includes(name)) throw new Error(`matches.json: match ${f.gameId}: ${name} is not on the roster of league ${f.league_id}`);
}

export function createWorld(fixtureLeagues: readonly League[], rosters: readonly Roster[], fixtures: readonly FixtureMatch[], nowMs: number): World {
  const leagues = [...fixtureLeagues];
  const plannedLeagues = plannedLeaguesOf(leagues, rosters);
  const leagueIds = new Set(leagues.map((l) => l.league_id));
  const matches = new Map<string, WorldMatch>();
  const fixtureEntrants = new Map<string, { fromMs: number; toMs: number }[]>();
  for (const f of fixtures) {
    if (!leagueIds.has(f.league_id)) throw new Error(`matches.json: match ${f.gameId} names unknown league ${f.league_id}`);
    if (matches.has(f.gameId)) throw new Error(`matches.json: duplicate gameId ${f.gameId}`);
    checkEntrants(f, plannedLeagues);
    const m = fromFixture(f, nowMs);
    matches.set(f.gameId, m);
    if (m.info.gameType === 'FS') continue;
    for (const name of [m.info.team_h, m.info.team_c]) fixtureEntrants.set(name, [...(fixtureEntrants.get(name) ?? []), { fromMs: m.info.startTime, toMs: m.timeline.endMs }]);
  }
  const world: World = {
    leagues, plannedLeagues, fixtureEntrants, matches, advancedToMs: nowMs, plannedToMs: -Infinity, priceOverrides: new Map(), voidResults: new Map(), priceCache: new Map(), advancing: false,
  };
  plan(world, nowMs - FIRST_PLAN_LOOKBACK_MS, nowMs);
  return world;
}

/** Whether an entrant playing these spans is busy at some instant of [fromMs, toMs). */
function busyDuring(spans: readonly { fromMs: number; toMs: number }[] | undefined, fromMs: number, toMs: number): boolean {
  if (spans === undefined) return false;
  for (const busy of spans) if (busy.fromMs < toMs && fromMs < busy.toMs) return true;
  return false;
}

/** Whether a planned match would put an entrant of a fixture match on while that match is played (its longest possible length counted). */
function clashesWithFixtures(world: World, p: MatchPlan): boolean {
  if (p.gameType === 'FS' || world.fixtureEntrants.size === 0) return false;
  const endMs = p.kickoffMs + LONGEST_MATCH_MS[p.gameType];
  return busyDuring(world.fixtureEntrants.get(p.team_h), p.kickoffMs, endMs) || busyDuring(world.fixtureEntrants.get(p.team_c), p.kickoffMs, endMs);
}

/** The plans of a span the world may hold: those announced since it last planned that clash with no fixture match. */
const heldPlans = (world: World, fromMs: number, toMs: number): MatchPlan[] =>
  planMatches({ worldSeed: WORLD_SEED, leagues: world.plannedLeagues, fromMs, toMs, visibleAfterMs: world.plannedToMs }).filter((p) => !clashesWithFixtures(world, p));

/**
 * Adds the plans of [fromMs, toMs] (announced since the world last planned, already free of clashes
 * with the fixtures) it does not hold yet, unless their match is already over long enough to be
 * dropped at fromMs (after a skip). A slot stays in the schedule's window until its longest
 * possible match is over: offering it again each step brought back every match that ended sooner
 * and was dropped, with its planned story even when QA had finished it early. A plan left out at
 * WORLD_MATCHES_MAX is not offered again either (the schedule stays far below it).
 */
function plan(world: World, fromMs: number, toMs: number, plans: readonly MatchPlan[] = heldPlans(world, fromMs, toMs)): void {
  for (const p of plans) {
    if (world.matches.has(p.gameId) || world.matches.size >= WORLD_MATCHES_MAX) continue;
    const m = fromPlan(p);
    if (m.timeline.endMs + finishedKeepMs(p.gameType) < fromMs) continue;
    world.matches.set(p.gameId, m);
  }
  world.plannedToMs = toMs;
}

/** One advance covers at most this much clock: the schedule plans a day at a time, and a step's events are handled before the next. */
export const WORLD_STEP_MS = 24 * 60 * 60 * 1000;

/**
 * Moves the world towards `nowMs` by one step (at most WORLD_STEP_MS): matches finished long enough
 * before the step are dropped, new ones planned, and the events of every match in the step answered
 * in time order. Call until `advancedToMs` reaches `nowMs`, handling each step's events in between,
 * so a match is never dropped before its end was handled.
 */
export function advanceWorld(world: World, nowMs: number): MatchEvent[] {
  return [...mergeEvents(drain(stepInParts(world, nowMs, Infinity)))];
}

/** Each held match's events of a step, in the order the world holds the matches (mergeEvents orders them in time). */
export type EventLists = readonly (readonly MatchEvent[])[];

/**
 * advanceWorld in parts, yielding after each sport planned and every `chunk` timelines made or
 * matches walked, so that a caller can let other work run in between (a long catch-up never holds
 * the event loop for long: sportsbook.ts advanceInSlices). Answers the step's events per match.
 */
export function* stepInParts(world: World, nowMs: number, chunk: number): Generator<void, EventLists, void> {
  const from = world.advancedToMs;
  if (nowMs <= from) return [];
  const to = Math.min(nowMs, from + WORLD_STEP_MS);
  const plans: MatchPlan[] = [];
  for (const part of planInParts({ worldSeed: WORLD_SEED, leagues: world.plannedLeagues, fromMs: from, toMs: to, visibleAfterMs: world.plannedToMs })) {
    for (const p of part) if (!clashesWithFixtures(world, p)) plans.push(p);
    if (part.length > 0) yield;
  }
  // The new matches' timelines first, the costly part: held here until planned (the cache holds them weakly).
  const made: Timeline[] = [];
  for (const p of plans) {
    if (world.matches.has(p.gameId)) continue;
    made.push(plannedTimeline(timelineInputOf(p)));
    if (made.length % chunk === 0) yield;
  }
  for (const [id, m] of world.matches) {
    if (m.timeline.endMs + finishedKeepMs(m.info.gameType) >= from) continue;
    world.matches.delete(id);
    world.voidResults.delete(id);
    world.priceCache.delete(id);
  }
  plan(world, from, to, plans);
  yield;
  const lists = yield* walk(world, from, to, chunk);
  world.advancedToMs = to;
  return lists;
}

function* walk(world: World, from: number, to: number, chunk: number): Generator<void, EventLists, void> {
  const lists: MatchEvent[][] = [];
  let walked = 0;
  for (const m of world.matches.values()) {
    const events = eventsBetween(m.timeline, from, to);
    if (events.length > 0) lists.push(events);
    if (++walked % chunk === 0) yield;
  }
  return lists;
}

/**
 * Skips the world ahead to `toMs` over whole steps no one can see, answering the events of the
 * matches it holds now up to there (per match, as stepInParts). Exact: a match the schedule would
 * plan and finish in between holds no bet and no watcher (bets and chat rooms need a match the
 * world held before), and what the world holds after the next step is what day-by-day steps leave
 * (the next step drops what they would have dropped and plans what they would still hold). Only
 * those matches' own announcements on the sports bus are not made.
 */
export function* skipInParts(world: World, toMs: number, chunk: number): Generator<void, EventLists, void> {
  const from = world.advancedToMs;
  if (toMs <= from) return [];
  const lists = yield* walk(world, from, toMs, chunk);
  world.advancedToMs = toMs;
  return lists;
}

/**
 * The events of many matches in time order, taken one at a time (a heap over the lists): at the
 * same instant, in the order of the lists, then of each list, as a stable sort of them all would
 * give.
 */
export function* mergeEvents(lists: EventLists): Generator<MatchEvent, void, void> {
  // Most steps of a second have one match's events or none: no heap then. A heap per world per
  // second was half of what idle sandboxes left to the full collector: V8's sampling heap profiler
  // found 87% of its bytes outliving the scavenges (why, it does not say; the book's long-lived
  // heaps share its allocation sites, and V8 pretenures by site).
  if (lists.length <= 1) {
    if (lists.length === 1) yield* lists[0]!;
    return;
  }
  const heap = createMinHeap<{ list: number; at: number }>((a, b) => {
    const x = lists[a.list]![a.at]!.atMs;
    const y = lists[b.list]![b.at]!.atMs;
    return x < y || (x === y && a.list < b.list);
  });
  lists.forEach((l, list) => l.length > 0 && heap.push({ list, at: 0 }));
  for (let head = heap.pop(); head; head = heap.pop()) {
    const list = lists[head.list]!;
    yield list[head.at]!;
    if (head.at + 1 < list.length) heap.push({ list: head.list, at: head.at + 1 });
  }
}

/** Runs parts to their end at once. */
export function drain<R>(parts: Generator<void, R, void>): R {
  for (;;) {
    const r = parts.next();
    if (r.done) return r.value;
  }
}

export const projectMatch = (m: WorldMatch, nowMs: number): Projection => project(m.timeline, nowMs);

/**
 * Swaps a match's timeline for QA's version of it (the world must be advanced to `nowMs` first) and
 * answers what that changed at this instant: a new score, a finish, a stop.
 */
export function replaceTimeline(world: World, gameId: string, timeline: Timeline, nowMs: number): MatchEvent[] {
  const m = world.matches.get(gameId);
  if (!m) return [];
  m.timeline = timeline;
  world.priceCache.delete(gameId);
  return eventsBetween(timeline, nowMs - 1, nowMs);
}

export function overridePrice(world: World, gameId: string, rtype: string, o: PriceOverride): boolean {
  const k = `${gameId}|${rtype}`;
  if (!world.priceOverrides.has(k) && world.priceOverrides.size >= PRICE_OVERRIDES_MAX) return false;
  world.priceOverrides.set(k, { ...world.priceOverrides.get(k), ...o });
  return true;
}

/** QA names why a match is void; its bets settle with that D variant. */
export function setVoidResult(world: World, gameId: string, result: VoidResultCode): void {
  world.voidResults.set(gameId, result);
}
