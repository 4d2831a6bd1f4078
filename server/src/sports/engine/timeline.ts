import { seededRandom, type SeededRandom } from '../../lib/seeded-random';
import {
  SPORT_RULES, regulationPlayMs, rulesOf, setsToWin,
  type ClockSport, type EngineGameType, type MatchFormat, type SessionRule, type SetSport,
} from './sport-rules';
import { DEFAULT_SCORING, clamp, clockModel, competitionScale, setModel, type ClockModel, type MatchModel } from './ratings';
import { homeServesFirst, homeServesUnit, unitChance, type SetModel } from './set-chances';

/**
 * A whole match, decided when it is created: its sessions with their times and every scoring
 * event up to the result. The random source is seeded from the match id, so the same input gives
 * the same match whatever the clock does later; the live state at any time is read from it by
 * `project` (projection.ts). The match is played from its model (ratings.ts: the two sides'
 * scoring rates, or their chances of a unit), the one the pricer prices it with. QA overrides
 * return a new timeline: the past is kept, the rest is played again from the override with a seed
 * of its own.
 */

export type Side = 'H' | 'C';

/** The score after an event. Clock sports: h/c are goals, points or runs. Set sports: h/c are sets (frames), unitH/unitC the games or points of the current set. */
export interface ScoreState {
  h: number;
  c: number;
  unitH: number;
  unitC: number;
}

export interface Score {
  h: number;
  c: number;
}

export interface Segment {
  /** The se_now code shown during it. */
  code: string;
  kind: 'play' | 'halftime' | 'break';
  startMs: number;
  endMs: number;
  /** Where it sits in the sport's rules: block 0 is regulation, 1.. the extra blocks (clock sports); the set number (set sports). */
  block: number;
  session: number;
}

export interface ScoreEvent {
  atMs: number;
  side: Side;
  points: number;
  segmentIndex: number;
  after: ScoreState;
}

export interface Outright {
  /** One log-weight per candidate (FS1..FSn in order): the pricer turns them into chances (a softmax). */
  strengths: readonly number[];
  winnerIndex: number;
}

export interface Stop {
  kind: 'cancelled' | 'postponed';
  atMs: number;
}

export interface Timeline {
  matchId: string;
  gameType: EngineGameType;
  kickoffMs: number;
  /** When the match ends (an outright: when it is decided, its end date). */
  endMs: number;
  knockout: boolean;
  /** The competition's rules where they differ from the sport's (best of five, 10-minute quarters). */
  format?: MatchFormat;
  /** What the match is played and priced with; null for an outright. */
  model: MatchModel | null;
  segments: readonly Segment[];
  /** Ordered by atMs. */
  events: readonly ScoreEvent[];
  /** The score before the first event: 0-0, or the anchor's. */
  initial: ScoreState;
  /** Football score at the end of 1H; null for other sports. */
  halfTime: Score | null;
  /** The score markets settle on: football at the end of 2H (extra time does not count), other sports the final one. */
  regulation: Score;
  /** Null for a draw. A knockout still level after extra time is won on penalties: no score change. */
  winner: Side | null;
  outright: Outright | null;
  stop: Stop | null;
}

/** Where a fixture match already live at server start stands. */
export interface Anchor {
  atMs: number;
  score: Partial<ScoreState> & Score;
  /** A se_now code: 1H, HT, 2H, ET1, Q3, OT, P2, I9, S3 ... */
  periodCode: string;
  elapsedInPeriodMs: number;
  /** Football half-time score when anchored after 1H; the anchor's score is used when missing. */
  halfTime?: Score;
}

export interface TimelineInput {
  matchId: string;
  gameType: EngineGameType;
  kickoffMs: number;
  format?: MatchFormat;
  /** The match's model (ratings.ts); when missing, one of two sides rated 1,300-1,700 drawn from the seed, at the sport's usual scoring. */
  model?: MatchModel;
  /**
   * The side that wins (a knockout draw's result, drawn with the model's chances before the match
   * is listed): the match is played from the seeds `match:<id>`, `match:<id>:1` ... until that side
   * wins, so it is a match of the model among those that side wins.
   */
  winner?: Side;
  knockout?: boolean;
  anchor?: Anchor;
  /** Outrights: how many candidates (FS1..FSn). */
  candidates?: number;
  /** Outrights: the candidates' log-weights (drawn from the seed when missing). */
  outrightStrengths?: readonly number[];
}

const ZERO: ScoreState = { h: 0, c: 0, unitH: 0, unitC: 0 };

/** The rules a timeline is played by: its sport's, as its competition plays them. */
export const timelineRules = (tl: Pick<Timeline, 'gameType' | 'format'>) => rulesOf(tl.gameType, tl.format);
const SET_UNITS_MAX = 200;

/** Tries of a match conditioned on its winner before the last try is mirrored (never reached above a 1-in-40 chance). */
const WINNER_TRIES_MAX = 400;

export function generateTimeline(input: TimelineInput): Timeline {
  if (input.winner === undefined || SPORT_RULES[input.gameType].kind === 'outright') return generateOnce(input, `match:${input.matchId}`);
  let tl = generateOnce(input, `match:${input.matchId}`);
  for (let attempt = 1; tl.winner !== input.winner && attempt < WINNER_TRIES_MAX; attempt++) tl = generateOnce(input, `match:${input.matchId}:${attempt}`);
  return tl.winner === input.winner || tl.winner === null ? tl : mirrored(tl);
}

function generateOnce(input: TimelineInput, seed: string): Timeline {
  const rng = seededRandom(seed);
  const rules = rulesOf(input.gameType, input.format);
  const base = {
    matchId: input.matchId, gameType: input.gameType, kickoffMs: input.kickoffMs, knockout: input.knockout ?? false,
    ...(input.format ? { format: input.format } : {}), stop: null,
  };
  if (rules.kind === 'outright') {
    const count = input.outrightStrengths?.length ?? input.candidates ?? rules.candidatesDefault;
    if (count < 2 || count > 64) throw new Error(`generateTimeline: ${count} candidates`);
    const strengths = input.outrightStrengths ?? Array.from({ length: count }, () => round2(rng.next() * 3 - 1.5));
    const winnerIndex = drawWeighted(rng, strengths.map(Math.exp));
    return {
      ...base, model: null, endMs: input.kickoffMs, segments: [], events: [], initial: ZERO, halfTime: null, regulation: { h: 0, c: 0 }, winner: null,
      outright: { strengths, winnerIndex },
    };
  }
  const model = input.model ?? defaultModel(input.gameType, rules, rng);
  const anchor = input.anchor;
  const initial: ScoreState = anchor ? { ...ZERO, ...anchor.score } : ZERO;
  const start = anchor
    ? { atMs: anchor.atMs, ...positionOf(rules, input.gameType, anchor.periodCode, initial), elapsedMs: anchor.elapsedInPeriodMs }
    : { atMs: input.kickoffMs, block: 0, session: 0, elapsedMs: 0 };
  const played = play({ ...base, model }, rules, rng, { ...start, state: initial, halfTime: anchor?.halfTime ?? null, segments: [], events: [] });
  return { ...base, model, ...played, initial, outright: null };
}

/** Two sides rated 1,300-1,700 from the seed, at the sport's usual scoring: a test's match, or one no competition rated. */
function defaultModel(gameType: EngineGameType, rules: ClockSport | SetSport, rng: SeededRandom): MatchModel {
  const ratingH = 1500 + Math.round((rng.next() * 2 - 1) * 200);
  const ratingC = 1500 + Math.round((rng.next() * 2 - 1) * 200);
  if (gameType === 'FS') throw new Error('defaultModel: an outright has no model');
  const scoring = DEFAULT_SCORING[gameType];
  if (rules.kind === 'sets') return setModel(gameType as 'TN' | 'VB' | 'TT' | 'SK', scoring, ratingH, ratingC);
  return clockModel(gameType, rules, scoring, competitionScale(gameType, rules, scoring, []), ratingH, ratingC);
}

/** The same match with the sides' parts swapped: the last resort of a winner that the tries never drew. */
function mirrored(tl: Timeline): Timeline {
  const swap = (s: ScoreState): ScoreState => ({ h: s.c, c: s.h, unitH: s.unitC, unitC: s.unitH });
  const flip = (side: Side): Side => (side === 'H' ? 'C' : 'H');
  return {
    ...tl,
    initial: swap(tl.initial),
    events: tl.events.map((e) => ({ ...e, side: flip(e.side), after: swap(e.after) })),
    halfTime: tl.halfTime && { h: tl.halfTime.c, c: tl.halfTime.h },
    regulation: { h: tl.regulation.c, c: tl.regulation.h },
    winner: tl.winner && flip(tl.winner),
  };
}

interface Resume {
  atMs: number;
  block: number;
  session: number;
  elapsedMs: number;
  state: ScoreState;
  halfTime: Score | null;
  /** Kept from before: segments that ended before this one began, events up to atMs. */
  segments: Segment[];
  events: ScoreEvent[];
}

type Played = Pick<Timeline, 'segments' | 'events' | 'endMs' | 'halfTime' | 'regulation' | 'winner'>;


/** What playing a match needs of it. */
interface ToPlay {
  matchId: string;
  knockout: boolean;
  model: MatchModel;
  gameType: EngineGameType;
}

function play(m: ToPlay, rules: ClockSport | SetSport, rng: SeededRandom, from: Resume): Played {
  if (rules.kind === 'clock') return playClock({ ...m, model: m.model as ClockModel }, rules, rng, from);
  return playSets({ matchId: m.matchId, model: m.model as SetModel }, rules, rng, from);
}

function playClock(m: ToPlay & { model: ClockModel }, rules: ClockSport, rng: SeededRandom, from: Resume): Played {
  const blocks = [rules.sessions, ...(rules.extraNeedsKnockout && !m.knockout ? [] : rules.extraBlocks)];
  const perMsH = m.model.eventsH / regulationPlayMs(rules);
  const perMsC = m.model.eventsC / regulationPlayMs(rules);
  const segments = [...from.segments];
  const events = [...from.events];
  let state = from.state;
  let halfTime = from.halfTime;
  let regulation: Score | null = from.block > 0 ? { h: state.h, c: state.c } : null;
  let startMs = from.atMs - from.elapsedMs;
  let session = from.session;
  for (let block = from.block; block < blocks.length; block++, session = 0) {
    if (block > 0 && session === 0 && state.h !== state.c) break;
    const rulesOfBlock = blocks[block] ?? [];
    for (; session < rulesOfBlock.length; session++) {
      const rule = rulesOfBlock[session] as SessionRule;
      const segment: Segment = { code: rule.code, kind: rule.kind, startMs, endMs: startMs + rule.durationMs, block, session };
      segments.push(segment);
      if (rule.kind === 'play' && rules.regularity === 1) {
        let at = Math.max(startMs, from.atMs);
        for (;;) {
          at += rng.exponential(1 / (perMsH + perMsC));
          if (at >= segment.endMs) break;
          const side: Side = rng.chance(perMsH / (perMsH + perMsC)) ? 'H' : 'C';
          const points = drawPoints(rules, rng);
          state = addPoints(state, side, points);
          events.push({ atMs: Math.floor(at), side, points, segmentIndex: segments.length - 1, after: state });
        }
      } else if (rule.kind === 'play') {
        for (const s of regularScores(rules, rng, Math.max(startMs, from.atMs), segment.endMs, perMsH, perMsC)) {
          state = addPoints(state, s.side, s.points);
          events.push({ atMs: s.atMs, side: s.side, points: s.points, segmentIndex: segments.length - 1, after: state });
        }
      }
      if (rule.code === '1H') halfTime ??= { h: state.h, c: state.c };
      startMs = segment.endMs;
    }
    if (block === 0) regulation = { h: state.h, c: state.c };
  }
  const last = segments.at(-1) as Segment;
  let winner: Side | null = state.h > state.c ? 'H' : state.h < state.c ? 'C' : null;
  if (winner === null && !rules.canDraw) {
    // Still level after every extra block: a deciding point just before the end keeps the sport draw-free.
    winner = rng.chance(0.5) ? 'H' : 'C';
    state = addPoints(state, winner, 1);
    events.push({ atMs: last.endMs - 1, side: winner, points: 1, segmentIndex: segments.length - 1, after: state });
    if (regulation && last.block === 0) regulation = { h: state.h, c: state.c };
  } else if (winner === null && m.knockout) {
    winner = rng.chance(0.5) ? 'H' : 'C';
  }
  const isFootball = m.gameType === 'FT' || m.gameType === 'VF';
  return { segments, events, endMs: last.endMs, halfTime: isFootball ? halfTime : null, regulation: rules.extraNeedsKnockout ? (regulation ?? { h: state.h, c: state.c }) : { h: state.h, c: state.c }, winner };
}

function playSets(m: { matchId: string; model: SetModel }, rules: SetSport, rng: SeededRandom, from: Resume): Played {
  const target = setsToWin(rules);
  const segments = [...from.segments];
  const events = [...from.events];
  let state = from.state;
  let setStartMs = from.atMs - from.elapsedMs;
  let resumedSet = true;
  while (state.h < target && state.c < target) {
    const setNumber = state.h + state.c + 1;
    const deciding = setNumber === rules.bestOf;
    const winners: Side[] = [];
    let { unitH, unitC } = state;
    const unitsBefore = unitH + unitC;
    const homeFirst = homeServesFirst(m.matchId, setNumber);
    while (!setWon(rules, deciding, unitH, unitC)) {
      if (unitH + unitC > SET_UNITS_MAX) throw new Error('playSets: a set that never ends');
      const tieBreak = rules.tieBreakAt !== null && unitH === rules.tieBreakAt && unitC === rules.tieBreakAt;
      const p = tieBreak ? (homeFirst ? m.model.tieBreakH : m.model.tieBreakC) : unitChance(m.model, homeServesUnit(homeFirst, unitH + unitC));
      const side: Side = rng.chance(p) ? 'H' : 'C';
      winners.push(side);
      if (side === 'H') unitH++;
      else unitC++;
    }
    const jitter = 0.75 + rng.next() * 0.5;
    const fullMs = clamp((unitsBefore + winners.length) * rules.unitMeanMs * jitter, rules.setMinMs, rules.setMaxMs);
    // The set in progress at a resume keeps its start; its remaining units share what is left of its length.
    const playFromMs = resumedSet ? Math.max(from.atMs, setStartMs) : setStartMs;
    const setEndMs = Math.max(setStartMs + fullMs, playFromMs + winners.length * 1000);
    segments.push({ code: `S${setNumber}`, kind: 'play', startMs: setStartMs, endMs: setEndMs, block: setNumber, session: 0 });
    winners.forEach((side, i) => {
      const atMs = Math.floor(playFromMs + ((setEndMs - playFromMs) * (i + 1)) / winners.length);
      const u = side === 'H' ? { unitH: state.unitH + 1, unitC: state.unitC } : { unitH: state.unitH, unitC: state.unitC + 1 };
      const done = setWon(rules, deciding, u.unitH, u.unitC);
      state = done ? { h: state.h + (side === 'H' ? 1 : 0), c: state.c + (side === 'C' ? 1 : 0), unitH: 0, unitC: 0 } : { ...state, ...u };
      events.push({ atMs: i === winners.length - 1 ? Math.floor(setEndMs) : Math.min(atMs, Math.floor(setEndMs) - 1), side, points: 1, segmentIndex: segments.length - 1, after: state });
    });
    setStartMs = Math.floor(setEndMs);
    (segments.at(-1) as Segment).endMs = setStartMs;
    resumedSet = false;
  }
  const last = segments.at(-1) as Segment;
  return { segments, events, endMs: last.endMs, halfTime: null, regulation: { h: state.h, c: state.c }, winner: state.h > state.c ? 'H' : 'C' };
}

/**
 * Each side's scores over [fromMs, toMs) with gamma gaps of the sport's shape (a sum of that many
 * exponentials of a part of the mean gap each), the two sides merged in time order.
 */
function regularScores(rules: ClockSport, rng: SeededRandom, fromMs: number, toMs: number, perMsH: number, perMsC: number): { atMs: number; side: Side; points: number }[] {
  const out: { atMs: number; side: Side; points: number }[] = [];
  for (const [side, perMs] of [['H', perMsH], ['C', perMsC]] as const) {
    // The first gap is a random part of a full one, so the quarter does not open on a pause.
    let at = fromMs - rng.next() * gammaGap(rules.regularity, perMs, rng);
    for (;;) {
      at += gammaGap(rules.regularity, perMs, rng);
      if (at >= toMs) break;
      if (at >= fromMs) out.push({ atMs: Math.floor(at), side, points: drawPoints(rules, rng) });
    }
  }
  return out.sort((a, b) => a.atMs - b.atMs || (a.side === b.side ? 0 : a.side === 'H' ? -1 : 1));
}

function gammaGap(shape: number, perMs: number, rng: SeededRandom): number {
  let gap = 0;
  for (let i = 0; i < shape; i++) gap += rng.exponential(1 / (perMs * shape));
  return gap;
}

function setWon(rules: SetSport, deciding: boolean, a: number, b: number): boolean {
  const hi = Math.max(a, b);
  const lo = Math.min(a, b);
  if (rules.tieBreakAt !== null && hi === rules.tieBreakAt + 1 && lo === rules.tieBreakAt) return true;
  const need = deciding ? rules.unitsToWinDeciding : rules.unitsToWin;
  return hi >= need && (!rules.winByTwo || hi - lo >= 2);
}

function drawPoints(rules: ClockSport, rng: SeededRandom): number {
  const i = drawWeighted(rng, rules.points.map((p) => p.weight));
  return rules.points[i]?.points ?? 1;
}

function drawWeighted(rng: SeededRandom, weights: readonly number[]): number {
  let x = rng.next() * weights.reduce((s, w) => s + w, 0);
  for (const [i, w] of weights.entries()) {
    x -= w;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

const addPoints = (s: ScoreState, side: Side, points: number): ScoreState => (side === 'H' ? { ...s, h: s.h + points } : { ...s, c: s.c + points });
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Block and session of a se_now code (the first play session with that code). */
function positionOf(rules: ClockSport | SetSport, gameType: EngineGameType, code: string, state: ScoreState): { block: number; session: number } {
  if (rules.kind === 'sets') {
    if (code !== `S${state.h + state.c + 1}`) throw new Error(`anchor: ${code} does not follow sets ${state.h}-${state.c}`);
    return { block: state.h + state.c + 1, session: 0 };
  }
  const blocks = [rules.sessions, ...rules.extraBlocks];
  for (const kind of ['play', 'halftime', 'break'] as const) {
    for (const [block, sessions] of blocks.entries()) {
      const session = sessions.findIndex((s) => s.code === code && s.kind === kind);
      if (session >= 0) return { block, session };
    }
  }
  throw new Error(`anchor: ${gameType} has no session ${code}`);
}

// ---- QA overrides: pure, each returns a new timeline ----

function stateAt(tl: Timeline, atMs: number): ScoreState {
  let state = tl.initial;
  for (const e of tl.events) {
    if (e.atMs > atMs) break;
    state = e.after;
  }
  return state;
}

function segmentAt(tl: Timeline, atMs: number): number {
  return tl.segments.findIndex((s) => s.startMs <= atMs && atMs < s.endMs);
}

/**
 * The QA API shows these errors as they are (400), so they speak its language (the action and
 * what to do instead), never the engine's function names.
 */
function assertInPlay(tl: Timeline, nowMs: number, what: string): number {
  const index = segmentAt(tl, nowMs);
  if (tl.stop || index < 0) throw new Error(`${what}: match ${tl.matchId} is not in play at ${new Date(nowMs).toISOString()} (not started yet, or over)`);
  return index;
}

function replay(tl: Timeline, nowMs: number, at: { block: number; session: number; segmentStartMs: number }, state: ScoreState, kind: string): Timeline {
  const rules = timelineRules(tl);
  if (rules.kind === 'outright' || tl.model === null) throw new Error('replay: an outright has no play');
  const rng = seededRandom(`match:${tl.matchId}:${kind}:${nowMs}`);
  const segments = tl.segments.filter((s) => s.endMs <= at.segmentStartMs);
  const events = tl.events.filter((e) => e.atMs <= nowMs && e.segmentIndex <= segments.length);
  const firstHalfOver = segments.some((s) => s.code === '1H');
  const halfTime = firstHalfOver ? tl.halfTime : null;
  const played = play({ ...tl, model: tl.model }, rules, rng, { atMs: nowMs, block: at.block, session: at.session, elapsedMs: nowMs - at.segmentStartMs, state, halfTime, segments, events });
  return { ...tl, ...played };
}

/**
 * QA: the score becomes this now, and play goes on from it (set sports: sets and the current set's
 * units). The change is an event of 0 points at `nowMs`, so the score shows from this instant and
 * the bus hears of it like any other score.
 */
export function setScoreNow(tl: Timeline, nowMs: number, score: Score & Partial<ScoreState>): Timeline {
  const index = assertInPlay(tl, nowMs, 'cannot set the score');
  const segment = tl.segments[index] as Segment;
  const state: ScoreState = { unitH: 0, unitC: 0, ...score };
  let next: Timeline;
  const rules = timelineRules(tl);
  if (rules.kind === 'sets') {
    const target = setsToWin(rules);
    if (state.h >= target || state.c >= target) throw new Error(`cannot set the score: ${target} sets win the match, so finish it instead`);
    next = replay(tl, nowMs, { block: state.h + state.c + 1, session: 0, segmentStartMs: segment.startMs }, state, 'score');
  } else {
    next = replay(tl, nowMs, { block: segment.block, session: segment.session, segmentStartMs: segment.startMs }, state, 'score');
  }
  const later = next.events.findIndex((e) => e.atMs > nowMs);
  const cut = later < 0 ? next.events.length : later;
  const marker: ScoreEvent = { atMs: nowMs, side: 'H', points: 0, segmentIndex: Math.max(0, segmentAt(next, nowMs)), after: state };
  return { ...next, events: [...next.events.slice(0, cut), marker, ...next.events.slice(cut)] };
}

/** QA: a clock sport's session (1H, HT, 2H, ET1, Q4, OT, P3, I9 ...) starts now, the score kept. Kick-off too, when the match has not started. */
export function moveToSessionNow(tl: Timeline, nowMs: number, code: string): Timeline {
  if (tl.stop) throw new Error(`cannot move the session: match ${tl.matchId} is stopped`);
  const state = stateAt(tl, nowMs);
  const rules = timelineRules(tl);
  if (rules.kind === 'outright') throw new Error('cannot move the session: an outright has no sessions');
  const position = positionOf(rules, tl.gameType, code, state);
  if (rules.kind === 'sets') throw new Error('cannot move the session: a set sport moves by its score (sets and the current set\'s games or points)');
  const kept = tl.segments.filter((s) => s.startMs < nowMs).map((s) => (s.endMs > nowMs ? { ...s, endMs: nowMs } : s));
  const moved: Timeline = { ...tl, segments: kept, kickoffMs: Math.min(tl.kickoffMs, nowMs) };
  return replay(moved, nowMs, { ...position, segmentStartMs: nowMs }, state, 'session');
}

/** QA: the match ends now on its current score (a level score in a sport without draws stays level: its 1x2 bets push). */
export function finishNow(tl: Timeline, nowMs: number): Timeline {
  const index = assertInPlay(tl, nowMs, 'cannot finish');
  const state = stateAt(tl, nowMs);
  const cut = truncate(tl, nowMs, index);
  const firstHalfOver = cut.segments.some((s) => s.code === '1H' && s.endMs < nowMs);
  const inRegulation = (cut.segments.at(-1) as Segment).block === 0;
  const rules = timelineRules(tl);
  return {
    ...cut,
    halfTime: tl.halfTime === null ? null : firstHalfOver ? tl.halfTime : { h: state.h, c: state.c },
    regulation: inRegulation || rules.kind !== 'clock' || !rules.extraNeedsKnockout ? { h: state.h, c: state.c } : tl.regulation,
    winner: state.h > state.c ? 'H' : state.h < state.c ? 'C' : null,
  };
}

export const cancelNow = (tl: Timeline, nowMs: number): Timeline => stopNow(tl, nowMs, 'cancelled');
export const postponeNow = (tl: Timeline, nowMs: number): Timeline => stopNow(tl, nowMs, 'postponed');

function stopNow(tl: Timeline, nowMs: number, kind: Stop['kind']): Timeline {
  if (tl.stop || nowMs >= tl.endMs) throw new Error(`cannot mark it ${kind}: match ${tl.matchId} is already over`);
  const index = segmentAt(tl, nowMs);
  const cut = index >= 0 ? truncate(tl, nowMs, index) : { ...tl, segments: tl.segments.filter((s) => s.endMs <= nowMs), events: tl.events.filter((e) => e.atMs <= nowMs), endMs: nowMs };
  return { ...cut, stop: { kind, atMs: nowMs } };
}

function truncate(tl: Timeline, nowMs: number, index: number): Timeline {
  const segments = tl.segments.slice(0, index + 1).map((s, i) => (i === index ? { ...s, endMs: nowMs } : s));
  return { ...tl, segments, events: tl.events.filter((e) => e.atMs <= nowMs), endMs: nowMs };
}
