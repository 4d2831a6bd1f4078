import type { League } from '@betsite/contracts/routes/venue';
import { type MatchPlan, finishedKeepMs, planInParts, planMatches, timelineInputOf } from './engine/schedule';
import { type CompetitionInput, competitionModel } from './engine/competition';
import { REST_GAP_DAYS } from './engine/league-season';
import { DAY_MS } from '../lib/beijing-time';
import type { CompetitionFixture, RosterFixture } from './fixtures';
import { createMinHeap } from '../lib/min-heap';
import { type Anchor, type Timeline, type TimelineInput, generateTimeline } from './engine/timeline';
import { type MatchEvent, type Projection, eventsBetween, project } from './engine/projection';
import { LONGEST_MATCH_MS, rulesOf, type EngineGameType } from './engine/sport-rules';
import type { Price } from './engine/pricing';
import type { VoidResultCode } from '@betsite/contracts/sportsbook';
import { setBounded } from '../lib/bounded-map';

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
  /** The leagues as competitions with their rated entrants, as the schedule plans them. */
  readonly competitions: readonly CompetitionInput[];
  /** `${gameType}|${entrant}` → when the fixtures' own matches have them play: a planned match that would put them on too soon is not held. */
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
export function anchorOf(f: FixtureMatch, atMs: number, quarterMs = 12 * 60_000): Anchor {
  const score = { h: num(f.sc_FT_H), c: num(f.sc_FT_C) };
  switch (f.gameType) {
    case 'FT':
    case 'VF': {
      const elapsed = clockMs(f.re_time) - (f.se_now === '2H' ? 45 * 60_000 : 0);
      return { atMs, score, periodCode: f.se_now, elapsedInPeriodMs: Math.max(0, elapsed) };
    }
    case 'BK':
      return { atMs, score, periodCode: f.se_now, elapsedInPeriodMs: (f.se_now === 'OT' ? 300_000 : quarterMs) - num(f.t_count) * 1000 };
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

/** A kick-off still to come is on a quarter hour, as every book's are (the fixtures' are minutes from the start, which may fall anywhere). */
const QUARTER_MS = 15 * 60_000;

function fromFixture(f: FixtureMatch, c: CompetitionInput, competitions: readonly CompetitionInput[], nowMs: number): WorldMatch {
  const gameType = f.gameType as EngineGameType;
  const startTime = f.kickoffInMin > 0 ? Math.ceil((nowMs + f.kickoffInMin * 60_000) / QUARTER_MS) * QUARTER_MS : nowMs + f.kickoffInMin * 60_000;
  const candidates = gameType === 'FS' ? f.odds.map((o) => o.name) : null;
  const info: MatchInfo = {
    gameId: f.gameId, hgid: f.hgid, gide: f.gide, league_id: f.league_id, leagueName: f.leagueName, gameType,
    team_h: f.team_h, team_c: f.team_c, startTime, hasVideo: f.hasVideo, visibleFromMs: Math.min(startTime, nowMs), candidates,
  };
  const rules = rulesOf(gameType, c.rules);
  const quarterMs = rules.kind === 'clock' ? rules.sessions[0]?.durationMs : undefined;
  const timeline = madeTimeline({
    matchId: f.gameId,
    gameType,
    kickoffMs: startTime,
    ...(c.rules ? { format: c.rules } : {}),
    ...(candidates ? { candidates: candidates.length, outrightStrengths: outrightStrengthsOf(c, competitions, candidates) } : { model: competitionModel(c).modelOf(f.team_h, f.team_c) }),
    ...(f.isLive ? { anchor: anchorOf(f, nowMs, quarterMs) } : {}),
  });
  return { info, timeline };
}

/** A fixture outright's candidates' log-weights: their ratings over the outright's spread (schedule.ts prices planned ones the same way). */
function outrightStrengthsOf(c: CompetitionInput, competitions: readonly CompetitionInput[], candidates: readonly string[]): number[] {
  if (c.format.kind !== 'outright') throw new Error(`matches.json: an outright in ${c.league_id}, not an outright competition`);
  const { of, spreadElo } = c.format;
  const ratings = competitionModel(competitions.find((x) => x.league_id === of) as CompetitionInput).ratings;
  const top = Math.max(...candidates.map((n) => ratings.get(n) ?? 0));
  return candidates.map((n) => ((ratings.get(n) ?? 0) - top) / spreadElo);
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
  setBounded(plannedTimelines, key, new WeakRef(made), PLANNED_TIMELINES_MAX);
  forgetTimeline.register(made, key);
  return made;
}

function fromPlan(p: MatchPlan): WorldMatch {
  const info: MatchInfo = {
    gameId: p.gameId, hgid: p.hgid, gide: p.gide, league_id: p.league_id, leagueName: p.leagueName, gameType: p.gameType,
    team_h: p.team_h, team_c: p.team_c, startTime: p.kickoffMs, hasVideo: p.hasVideo, visibleFromMs: p.visibleFromMs, candidates: p.candidates,
  };
  return { info, timeline: plannedTimeline(timelineInputOf(p)) };
}

/** What the world is made from: the sports fixtures. */
export interface WorldFixtures {
  leagues: readonly League[];
  rosters: readonly RosterFixture[];
  competitions: readonly CompetitionFixture[];
  matches: readonly FixtureMatch[];
}

/**
 * The leagues as competitions: each with its competition (when and how it is played) and its
 * roster's entrants rated. Every league needs both; a roster or competition of an unknown league, a
 * league with two, an entrant with no rating or two in its sport, stop the start (programmer errors
 * in the fixtures). An outright's entrants are its league's.
 */
function competitionsOf(leagues: readonly League[], rosters: readonly RosterFixture[], fixtures: readonly CompetitionFixture[]): CompetitionInput[] {
  const sportOf = new Map(leagues.map((l) => [l.league_id, l.gameType]));
  const ratings = new Map<string, number>();
  const rosterOf = new Map<number, readonly (string | { name: string })[]>();
  for (const r of rosters) {
    for (const id of r.league_ids) {
      if (!sportOf.has(id)) throw new Error(`rosters.json: roster of unknown league ${id}`);
      if (rosterOf.has(id)) throw new Error(`rosters.json: league ${id} has two rosters`);
      rosterOf.set(id, r.entrants);
    }
    const sport = sportOf.get(r.league_ids[0] as number);
    for (const e of r.entrants) {
      if (typeof e === 'string') continue;
      const key = `${sport}|${e.name}`;
      if (ratings.has(key)) throw new Error(`rosters.json: ${e.name} is rated twice in ${sport}`);
      ratings.set(key, e.rating);
    }
  }
  const byLeague = new Map<number, CompetitionFixture>();
  for (const c of fixtures) {
    if (!sportOf.has(c.league_id)) throw new Error(`competitions.json: competition of unknown league ${c.league_id}`);
    if (byLeague.has(c.league_id)) throw new Error(`competitions.json: league ${c.league_id} listed twice`);
    byLeague.set(c.league_id, c);
  }
  const made = leagues.map((l): CompetitionInput => {
    const c = byLeague.get(l.league_id);
    if (!c) throw new Error(`competitions.json: league ${l.league_id} (${l.name}) has none`);
    const of = c.format.kind === 'outright' ? c.format.of : l.league_id;
    const roster = rosterOf.get(of);
    if (!roster) throw new Error(`rosters.json: league ${of} has no roster`);
    const sport = sportOf.get(of);
    const entrants = roster.map((e) => {
      const name = typeof e === 'string' ? e : e.name;
      const rating = ratings.get(`${sport}|${name}`);
      if (rating === undefined) throw new Error(`rosters.json: ${name} (league ${of}) has no rating`);
      return { name, rating };
    });
    return {
      league_id: l.league_id, name: l.name, gameType: l.gameType, entrants, zone: c.zone, seasons: c.seasons, format: c.format,
      ...(c.scoring ? { scoring: c.scoring } : {}), ...(c.rules ? { rules: c.rules } : {}),
    };
  });
  for (const c of made) {
    if (c.format.kind === 'outright' && !made.some((x) => x.league_id === (c.format as { of: number }).of && x.gameType !== 'FS')) throw new Error(`competitions.json: outright ${c.league_id} of unknown league`);
  }
  return made;
}

/** The fixture's entrants (sides, or an outright's candidates) must be on its league's roster. */
function checkEntrants(f: FixtureMatch, c: CompetitionInput): void {
  const names = f.gameType === 'FS' ? f.odds.map((o) => o.name) : [f.team_h, f.team_c];
  for (const name of names) if (!c.entrants.some((e) => e.name === name)) throw new Error(`matches.json: match ${f.gameId}: ${name} is not on the roster of league ${f.league_id}`);
}

/**
 * The competitions of each fixture set, made once and shared: one set of competition objects for
 * all worlds keeps a world's memory to its matches and lets the schedule's caches (calendars,
 * models, keys, kept per competition object) serve every world. Callers pass the fixtures as
 * loaded, before composition/state.ts clones them for a world, so a reset or a new sandbox finds
 * them by the fixture arrays. The text is the fallback for another load of the same files (each
 * app a test builds loads its own): without it every such world plans its calendars again.
 */
const competitionsOfFixtures = new WeakMap<WorldFixtures['competitions'], readonly CompetitionInput[]>();
const competitionsOfText = new Map<string, readonly CompetitionInput[]>();
const COMPETITION_SETS_MAX = 8;

export function sharedCompetitions(f: WorldFixtures): readonly CompetitionInput[] {
  const known = competitionsOfFixtures.get(f.competitions);
  if (known) return known;
  const text = JSON.stringify([f.leagues, f.rosters, f.competitions]);
  let made = competitionsOfText.get(text);
  if (made === undefined) {
    made = competitionsOf(f.leagues, f.rosters, f.competitions);
    setBounded(competitionsOfText, text, made, COMPETITION_SETS_MAX);
  }
  competitionsOfFixtures.set(f.competitions, made);
  return made;
}

/** `competitions` is `sharedCompetitions` of the fixtures as loaded (`f` may be a copy of them). */
export function createWorld(f: WorldFixtures, competitions: readonly CompetitionInput[], nowMs: number): World {
  const leagues = [...f.leagues];
  const matches = new Map<string, WorldMatch>();
  const fixtureEntrants = new Map<string, { fromMs: number; toMs: number }[]>();
  for (const x of f.matches) {
    const c = competitions.find((l) => l.league_id === x.league_id);
    if (!c) throw new Error(`matches.json: match ${x.gameId} names unknown league ${x.league_id}`);
    if (matches.has(x.gameId)) throw new Error(`matches.json: duplicate gameId ${x.gameId}`);
    checkEntrants(x, c);
    const m = fromFixture(x, c, competitions, nowMs);
    matches.set(x.gameId, m);
    if (m.info.gameType === 'FS') continue;
    for (const name of [m.info.team_h, m.info.team_c]) {
      const key = `${m.info.gameType}|${name}`;
      fixtureEntrants.set(key, [...(fixtureEntrants.get(key) ?? []), { fromMs: m.info.startTime, toMs: m.timeline.endMs }]);
    }
  }
  const world: World = {
    leagues, competitions, fixtureEntrants, matches, advancedToMs: nowMs, plannedToMs: -Infinity, priceOverrides: new Map(), voidResults: new Map(), priceCache: new Map(), advancing: false,
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

/** Team sports keep two days of rest between a side's matches; a player plays one match a day. */
const restMs = (gameType: EngineGameType) => (gameType === 'TN' || gameType === 'TT' || gameType === 'SK' ? DAY_MS : REST_GAP_DAYS * DAY_MS);

/**
 * Whether a planned match would put an entrant of a fixture match on too close to it: while it is
 * played, or within the rest its sport keeps (the calendar keeps it between its own matches; the
 * fixtures' are placed by hand).
 */
function clashesWithFixtures(world: World, p: MatchPlan): boolean {
  if (p.gameType === 'FS' || world.fixtureEntrants.size === 0) return false;
  const rest = restMs(p.gameType);
  const fromMs = p.kickoffMs - rest;
  const toMs = p.kickoffMs + Math.max(rest, LONGEST_MATCH_MS[p.gameType]);
  return busyDuring(world.fixtureEntrants.get(`${p.gameType}|${p.team_h}`), fromMs, toMs) || busyDuring(world.fixtureEntrants.get(`${p.gameType}|${p.team_c}`), fromMs, toMs);
}

/** The plans of a span the world may hold: those announced since it last planned that clash with no fixture match. */
const heldPlans = (world: World, fromMs: number, toMs: number): MatchPlan[] =>
  planMatches({ worldSeed: WORLD_SEED, competitions: world.competitions, fromMs, toMs, visibleAfterMs: world.plannedToMs }).filter((p) => !clashesWithFixtures(world, p));

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
  for (const part of planInParts({ worldSeed: WORLD_SEED, competitions: world.competitions, fromMs: from, toMs: to, visibleAfterMs: world.plannedToMs })) {
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
