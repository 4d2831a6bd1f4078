import { MATCH_STATUS } from '@betsite/contracts/routes/venue';
import { regulationPlayMs, type ClockSport } from './sport-rules';
import { type Score, type ScoreEvent, type ScoreState, type Segment, type Side, type Timeline, timelineRules } from './timeline';

/**
 * The live state of a timeline at an instant, in the contract's text fields (spec 001 section 3)
 * plus the numbers the pricer reads. Two binary searches (segment, event) per call: 1,000 live
 * matches cost a few thousand comparisons.
 *
 * Field formats: re_time is `1H^mm:ss` for football with match minutes counted from kick-off
 * (2H^67:12; ET1 from 90:00; virtual football in virtual minutes), `HT` at half time,
 * `Q3^05:12` for basketball and `P2^12:34` for ice hockey with the clock counting down, the
 * session code alone for baseball (I9) and set sports (S3); empty before the start and after
 * the end. t_count: seconds left on a counting-down clock (basketball, ice hockey), 0 otherwise.
 * sc_FT_H/C: goals, points or runs of clock sports; sc_set_H/A: sets (snooker frames);
 * sc_game_H/A: games or points of the current set (not snooker). sc_FT_A stays empty: the
 * fixtures never fill it and the contract allows digits only, so neither a half-time pair nor a
 * running text fits. Scores are empty before the start.
 */

export interface MatchFields {
  isLive: boolean;
  re_time: string;
  t_count: string;
  se_now: string;
  HalfTime: 'Y' | 'N';
  inningNum: string;
  gameStatus: (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS];
  sc_FT_H: string;
  sc_FT_C: string;
  sc_FT_A: string;
  sc_set_H: string;
  sc_set_A: string;
  sc_game_H: string;
  sc_game_A: string;
}

export type Phase = 'prematch' | 'live' | 'finished' | 'cancelled' | 'postponed';

export interface Projection {
  fields: MatchFields;
  phase: Phase;
  score: ScoreState;
  /** Football half-time score once 1H is over, else null. */
  halfTime: Score | null;
  /** Play left that counts for the markets (clock sports): regulation, plus the current overtime or extra inning; 0 in football extra time and once over; null for set sports and outrights. */
  playLeftMs: number | null;
  /** Football 1H play left, null once 1H is over or for other sports. */
  firstHalfLeftMs: number | null;
  /** The se_now code, '' outside play. */
  periodCode: string;
  lastScoreAtMs: number | null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const mmss = (ms: number) => `${pad2(Math.floor(ms / 60_000))}:${pad2(Math.floor(ms / 1000) % 60)}`;

/** The last index in [0, length) whose key is <= at, or -1. */
function lastAtOrBefore<T>(items: readonly T[], key: (x: T) => number, at: number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid] as T) <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const segmentStartMs = (s: Segment): number => s.startMs;
const eventAtMs = (e: ScoreEvent): number => e.atMs;

const BLANK: Omit<MatchFields, 'gameStatus' | 'isLive'> = {
  re_time: '', t_count: '0', se_now: '', HalfTime: 'N', inningNum: '0', sc_FT_H: '', sc_FT_C: '', sc_FT_A: '', sc_set_H: '', sc_set_A: '', sc_game_H: '', sc_game_A: '',
};

export function project(tl: Timeline, nowMs: number): Projection {
  const rules = timelineRules(tl);
  const eventIndex = lastAtOrBefore(tl.events, eventAtMs, nowMs);
  const lastEvent: ScoreEvent | undefined = tl.events[eventIndex];
  const score = lastEvent?.after ?? tl.initial;
  const started = tl.segments.length > 0 && nowMs >= (tl.segments[0] as Segment).startMs;
  const phase: Phase = tl.stop && nowMs >= tl.stop.atMs ? tl.stop.kind : nowMs >= tl.endMs ? 'finished' : started ? 'live' : 'prematch';
  const segIndex = lastAtOrBefore(tl.segments, segmentStartMs, nowMs);
  const segment = phase === 'live' ? tl.segments[segIndex] : undefined;
  const scores = started || phase === 'finished' ? scoreFields(rules.kind, score) : {};
  const firstHalf = tl.segments.find((s) => s.code === '1H');
  const halfTime = tl.halfTime && firstHalf && nowMs >= firstHalf.endMs ? tl.halfTime : null;
  const base = {
    score, halfTime, lastScoreAtMs: lastEvent?.atMs ?? null, phase,
    playLeftMs: rules.kind === 'clock' ? playLeft(tl, rules, nowMs, phase) : null,
    firstHalfLeftMs: firstHalf && nowMs < firstHalf.endMs && phase !== 'cancelled' && phase !== 'postponed' ? Math.min(firstHalf.endMs - firstHalf.startMs, firstHalf.endMs - nowMs) : null,
  };
  const status = { prematch: MATCH_STATUS.notStarted, live: MATCH_STATUS.live, finished: MATCH_STATUS.finished, cancelled: MATCH_STATUS.cancelled, postponed: MATCH_STATUS.postponed }[phase];
  if (!segment) {
    const inning = tl.gameType === 'BS' && started ? inningOf(tl.segments[segIndex]) : '0';
    return { ...base, periodCode: '', fields: { ...BLANK, ...scores, inningNum: inning, gameStatus: status, isLive: false } };
  }
  const inSegmentMs = nowMs - segment.startMs;
  const clock = rules.kind === 'clock' ? clockFields(tl, rules, segment, inSegmentMs) : { re_time: segment.code, t_count: '0' };
  return {
    ...base,
    periodCode: segment.code,
    fields: {
      ...BLANK, ...scores, ...clock,
      se_now: segment.code,
      HalfTime: segment.kind === 'halftime' ? 'Y' : 'N',
      inningNum: tl.gameType === 'BS' ? inningOf(segment) : '0',
      gameStatus: status,
      isLive: true,
    },
  };
}

function scoreFields(kind: 'clock' | 'sets' | 'outright', s: ScoreState): Partial<MatchFields> {
  if (kind === 'clock') return { sc_FT_H: String(s.h), sc_FT_C: String(s.c) };
  if (kind === 'sets') return { sc_set_H: String(s.h), sc_set_A: String(s.c), sc_game_H: String(s.unitH), sc_game_A: String(s.unitC) };
  return {};
}

const inningOf = (s: Segment | undefined) => (s?.code.startsWith('I') ? s.code.slice(1) : '0');

function clockFields(tl: Timeline, rules: ClockSport, segment: Segment, inSegmentMs: number): { re_time: string; t_count: string } {
  if (segment.kind === 'halftime') return { re_time: 'HT', t_count: '0' };
  if (rules.clock === 'none') return { re_time: segment.code, t_count: '0' };
  const length = segment.kind === 'break' ? 0 : segment.endMs - segment.startMs;
  const runMs = segment.kind === 'break' ? 0 : inSegmentMs;
  if (rules.clock === 'down') {
    const leftMs = Math.max(0, length - runMs);
    return { re_time: `${segment.code}^${mmss(Math.ceil(leftMs / 1000) * 1000)}`, t_count: String(Math.ceil(leftMs / 1000)) };
  }
  // Counting up: match minutes from kick-off, the rules' lengths of the play sessions before this
  // one (not the timeline's: a match anchored mid-game has no earlier segments, yet 2H starts at 45').
  return { re_time: `${segment.code}^${mmss((playBeforeMs(rules, segment) + runMs) * rules.clockScale)}`, t_count: '0' };
}

function playBeforeMs(rules: ClockSport, segment: Segment): number {
  const blocks = [rules.sessions, ...rules.extraBlocks];
  let sum = 0;
  for (let b = 0; b <= segment.block && b < blocks.length; b++) {
    const sessions = blocks[b] ?? [];
    const upTo = b === segment.block ? segment.session : sessions.length;
    for (let i = 0; i < upTo; i++) if (sessions[i]?.kind === 'play') sum += sessions[i]?.durationMs ?? 0;
  }
  return sum;
}

function playLeft(tl: Timeline, rules: ClockSport, nowMs: number, phase: Phase): number {
  if (phase === 'finished' || phase === 'cancelled' || phase === 'postponed') return 0;
  const regulationMs = regulationPlayMs(rules);
  if (phase === 'prematch') return regulationMs;
  // Basketball overtime and extra innings count for every market, so their play left prices
  // them; football's extra time does not (markets settle on 90 minutes).
  const current = tl.segments[lastAtOrBefore(tl.segments, segmentStartMs, nowMs)];
  const countedBlock = rules.extraNeedsKnockout ? 0 : (current?.block ?? 0);
  let left = 0;
  for (const s of tl.segments) if ((s.block === 0 || s.block === countedBlock) && s.kind === 'play') left += Math.max(0, Math.min(s.endMs - s.startMs, s.endMs - nowMs));
  return left;
}

// ---- Domain events for the bus ----

interface EventBase {
  atMs: number;
  matchId: string;
}
export type MatchEvent =
  | (EventBase & { kind: 'started' })
  | (EventBase & { kind: 'period'; periodCode: string })
  | (EventBase & { kind: 'score'; side: Side; points: number; score: ScoreState; periodCode: string })
  | (EventBase & { kind: 'finished'; score: ScoreState; winner: Side | null; outrightWinnerIndex: number | null })
  | (EventBase & { kind: 'cancelled' })
  | (EventBase & { kind: 'postponed' });

/** At one instant: a start, then a period, then scores, then the end. */
const KIND_ORDER: Readonly<Record<MatchEvent['kind'], number>> = { started: 0, period: 1, score: 2, finished: 3, cancelled: 3, postponed: 3 };
const byTimeThenKind = (a: MatchEvent, b: MatchEvent): number => a.atMs - b.atMs || KIND_ORDER[a.kind] - KIND_ORDER[b.kind];

/**
 * What happened in (fromMs, toMs], in time order (at the same instant: start, period, score, end).
 * Half-open so that consecutive clock moves never repeat or skip an event, however fine.
 * Every held match is asked each second of the sports clock (world.ts walk), almost always for
 * nothing, so a call makes no closure: under tsx each closure made also names itself, which cost
 * more than the rest of an empty answer.
 */
export function eventsBetween(tl: Timeline, fromMs: number, toMs: number): MatchEvent[] {
  const out: MatchEvent[] = [];
  const matchId = tl.matchId;
  const first = tl.segments[0];
  if (first && first.startMs > fromMs && first.startMs <= toMs) out.push({ kind: 'started', atMs: first.startMs, matchId });
  const fromSeg = Math.max(1, lastAtOrBefore(tl.segments, segmentStartMs, fromMs) + 1);
  for (let i = fromSeg; i < tl.segments.length; i++) {
    const s = tl.segments[i] as Segment;
    if (s.startMs > toMs) break;
    if (s.startMs > fromMs && s.startMs < tl.endMs) out.push({ kind: 'period', atMs: s.startMs, matchId, periodCode: s.code });
  }
  for (let i = lastAtOrBefore(tl.events, eventAtMs, fromMs) + 1; i < tl.events.length; i++) {
    const e = tl.events[i] as ScoreEvent;
    if (e.atMs > toMs) break;
    out.push({ kind: 'score', atMs: e.atMs, matchId, side: e.side, points: e.points, score: e.after, periodCode: tl.segments[e.segmentIndex]?.code ?? '' });
  }
  if (tl.endMs > fromMs && tl.endMs <= toMs) {
    if (tl.stop) out.push({ kind: tl.stop.kind, atMs: tl.stop.atMs, matchId });
    else out.push({ kind: 'finished', atMs: tl.endMs, matchId, score: tl.events.at(-1)?.after ?? tl.initial, winner: tl.winner, outrightWinnerIndex: tl.outright?.winnerIndex ?? null });
  }
  return out.length > 1 ? out.sort(byTimeThenKind) : out;
}
