import { meanPointsPerEvent, pointsVariancePerEvent, regulationPlayMs, setsToWin, type ClockSport, type SetSport } from './sport-rules';
import { project } from './projection';
import { finalSetScores } from './set-chances';
import type { ClockModel } from './ratings';
import { type ScoreState, type Timeline, timelineRules } from './timeline';

/**
 * Prices of a match at an instant. The model: the chance of each final score given the score now
 * and the play left, then the bookmaker's margin. Football, virtual football, ice hockey and
 * baseball: each side's remaining goals or runs are Poisson with the match model's rates
 * (ratings.ts) scaled by the play left. Basketball: a normal approximation of the remaining points
 * of each side (rounded to whole points). Set sports: exact chances from the chance of winning one
 * unit (game, point, frame) with the serve where it matters, through the current set and the sets
 * still to play (set-chances.ts). Outrights: a softmax of the candidates' log-weights. Prices never
 * look at the timeline's future events, only at the projection now.
 *
 * A fair price for a chance p is european 1/p; with an overround o each side is priced at
 * 1/(p o), so a market's implied chances add up to o: `OVERROUND` per kind of market, between
 * 103 and 108% for every two- and three-way market (120% for outrights). The result is hong kong
 * odds in thousandths (european minus one), an integer kept within [HK_MILLI_MIN, HK_MILLI_MAX].
 * Lines (quarters of a goal or point) are chosen so the main line is the closest to even; a
 * baseball run line is ±1.5 before the first pitch, the favourite giving the run and a half.
 */

export const HK_MILLI_MIN = 10;
export const HK_MILLI_MAX = 50_000;
/**
 * What a trader keeps open: every side of a market priced within [OFFERED_HK_MILLI_MIN,
 * OFFERED_HK_MILLI_MAX] (european 1.02 to 41.00), inside the caps (1.01 and 51.00). A market one
 * of whose sides would fall outside (an outcome already settled or near certain: a total already
 * passed, a 1x2 with seconds left, odd/even of a tennis match at 1-1 in sets) is closed: not
 * listed at all, so no price is ever offered at a cap. Outright candidates close one by one.
 */
export const OFFERED_HK_MILLI_MIN = 20;
export const OFFERED_HK_MILLI_MAX = 40_000;

/** Kinds of market, each with its own margin. */
type MarketKind = 'handicap' | 'total' | 'moneyline' | 'threeWay' | 'oddEven' | 'outright';

/**
 * The book's overround per kind of market (full match): the implied chances of a market's sides
 * add up to this. First-half markets carry one point more (`HALF_EXTRA`). Two-way lines are the
 * tightest (a hong kong 0.90 / 0.90 line), a 1x2 carries more, odd/even a little more, outrights
 * the most (many outcomes, long prices).
 */
export const OVERROUND: Readonly<Record<MarketKind, number>> = {
  handicap: 1.05,
  total: 1.05,
  moneyline: 1.05,
  threeWay: 1.065,
  oddEven: 1.06,
  outright: 1.2,
};
export const HALF_EXTRA = 0.01;
/**
 * How far a listed market's overround may sit from its target once its prices are rounded to the
 * thousandth and snapped to the odds grid (the contract's arithmetic): never more than a few
 * thousandths, so the bands below hold for every market the book lists.
 */
export const OVERROUND_TOLERANCE = 0.01;

/** The overround a market of this kind carries, on the full match or its first half. */
const overroundFor = (kind: MarketKind, half: boolean): number => OVERROUND[kind] + (half ? HALF_EXTRA : 0);

/** The overround a market of this wtype carries (its target; the listed prices sit within OVERROUND_TOLERANCE of it). */
export function overroundOf(wtype: string, sides: number): number {
  if (wtype === 'FS') return OVERROUND.outright;
  const half = wtype.startsWith('H');
  const play = half ? wtype.slice(1) : wtype;
  const kind: MarketKind = play === 'R' ? 'handicap' : play === 'OU' ? 'total' : play === 'EO' ? 'oddEven' : sides === 3 ? 'threeWay' : 'moneyline';
  return overroundFor(kind, half);
}

export interface Price {
  wtype: string;
  rtype: string;
  lineQuarters: number | null;
  hkMilli: number;
  suspended: boolean;
}

export interface PricingOptions {
  /** In-play prices are suspended this long after a score. */
  suspendAfterScoreMs: number;
}

/** Chances of the integers min, min+1, ...; `sums` their running sums, made on first use. */
interface Dist {
  min: number;
  p: number[];
  sums?: number[];
}

/**
 * In-play prices move in steps of this much play left, as a feed updates them every few seconds:
 * prices are then the same for a whole step, so a reader can keep them (match-view.ts) and the
 * same state gives the same prices whenever they are asked for.
 */
export const PRICE_STEP_MS = 10_000;
const quantized = (leftMs: number) => Math.ceil(leftMs / PRICE_STEP_MS) * PRICE_STEP_MS;

export function priceMatch(tl: Timeline, nowMs: number, options: PricingOptions): Price[] {
  const at = project(tl, nowMs);
  const closed = at.phase !== 'prematch' && at.phase !== 'live';
  // Football extra time leaves nothing to play that the markets count: they are decided, not open.
  const decided = at.phase === 'live' && at.playLeftMs === 0;
  const suspended = closed || decided || (at.phase === 'live' && at.lastScoreAtMs !== null && nowMs - at.lastScoreAtMs < options.suspendAfterScoreMs);
  const rules = timelineRules(tl);
  if (rules.kind === 'outright') {
    const strengths = tl.outright?.strengths ?? [];
    const weights = strengths.map(Math.exp);
    const sum = weights.reduce((s, w) => s + w, 0);
    return weights
      .map((w, i) => ({ wtype: 'FS', rtype: `FS${i + 1}`, lineQuarters: null, hkMilli: hkMilliOf(w / sum, OVERROUND.outright), suspended: closed }))
      .filter((p) => offered(p.hkMilli));
  }
  const full = rules.kind === 'clock' ? clockDists(tl, rules, at.score, quantized(at.playLeftMs ?? 0)) : setDists(tl, rules, at.score);
  const quarterLines = rules.kind === 'clock' && (rules.clock === 'up' || tl.gameType === 'OP');
  const canDraw = rules.kind === 'clock' && rules.canDraw;
  // Baseball's run line: ±1.5 before the first pitch (the favourite gives it), as every book deals it.
  const runLine = tl.gameType === 'BS' && at.phase === 'prematch';
  const prices = [...marketsOf('', full, { lineStep: quarterLines ? 1 : 2, canDraw, withOddEven: true, runLine, inSets: rules.kind === 'sets' })];
  if (rules.kind === 'clock' && at.firstHalfLeftMs !== null) {
    const half = clockDists(tl, rules, at.score, quantized(at.firstHalfLeftMs));
    prices.push(...marketsOf('H', half, { lineStep: quarterLines ? 1 : 2, canDraw: true, withOddEven: false, runLine: false, inSets: false }));
  }
  return prices.map((p) => ({ ...p, suspended }));
}

/** Whether a trader offers this price (see OFFERED_HK_MILLI_MIN). */
export const offered = (hkMilli: number): boolean => hkMilli >= OFFERED_HK_MILLI_MIN && hkMilli <= OFFERED_HK_MILLI_MAX;

type Side = Omit<Price, 'suspended'>;

interface MarketOptions {
  /** Lines in quarters (football, ice hockey: 1) or halves only (2). */
  lineStep: number;
  canDraw: boolean;
  withOddEven: boolean;
  runLine: boolean;
  /** A set sport: its handicap is one of a set and a half or more (half a set would be the money line again). */
  inSets: boolean;
}

/** The markets of a match (or its first half) still open: each a list of its sides, kept only when every side is offered. */
function marketsOf(prefix: '' | 'H', d: { margin: Dist; total: Dist }, o: MarketOptions): Side[] {
  const markets: Side[][] = [];
  const half = prefix === 'H';
  const market = (wtype: string, kind: MarketKind, sides: readonly { rtype: string; p: number; line: number | null }[]) => {
    const overround = overroundFor(kind, half);
    markets.push(sides.map((x) => ({ wtype, rtype: x.rtype, lineQuarters: x.line, hkMilli: hkMilliOf(x.p, overround) })));
  };
  const win = sumWhere(d.margin, (k) => k > 0);
  const draw = sumWhere(d.margin, (k) => k === 0);
  const lose = sumWhere(d.margin, (k) => k < 0);
  const hLine = o.runLine ? (win >= lose ? 6 : -6) : mainLine(d.margin, o.lineStep, false, o.inSets ? (line) => Math.abs(line) === 2 : undefined);
  const [rh, rc] = twoWay(d.margin, hLine);
  market(`${prefix}R`, 'handicap', [{ rtype: `${prefix}RH`, p: rh, line: hLine }, { rtype: `${prefix}RC`, p: rc, line: hLine }]);
  const tLine = mainLine(d.total, o.lineStep, true);
  const [over, under] = twoWay(d.total, tLine);
  market(`${prefix}OU`, 'total', [{ rtype: `${prefix}OUH`, p: over, line: tLine }, { rtype: `${prefix}OUC`, p: under, line: tLine }]);
  if (o.canDraw) {
    market(`${prefix}M`, 'threeWay', [{ rtype: `${prefix}MH`, p: win, line: null }, { rtype: `${prefix}MC`, p: lose, line: null }, { rtype: `${prefix}MN`, p: draw, line: null }]);
  } else {
    market(`${prefix}M`, 'moneyline', [{ rtype: `${prefix}MH`, p: win + draw / 2, line: null }, { rtype: `${prefix}MC`, p: lose + draw / 2, line: null }]);
  }
  // Odd/even is offered on the full match only (its wtype has no half prefix).
  if (o.withOddEven && !half) {
    const odd = sumWhere(d.total, (k) => Math.abs(k) % 2 === 1);
    market('EO', 'oddEven', [{ rtype: 'EOO', p: odd, line: null }, { rtype: 'EOE', p: 1 - odd, line: null }]);
  }
  return markets.filter((sides) => sides.every((x) => offered(x.hkMilli))).flat();
}

/** Hong kong thousandths of a chance with the overround. */
export function hkMilliOf(p: number, overround: number): number {
  if (!(p > 0)) return HK_MILLI_MAX;
  const european = 1 / (p * overround);
  return Math.min(HK_MILLI_MAX, Math.max(HK_MILLI_MIN, Math.round((european - 1) * 1000)));
}

/**
 * The two sides' chances on a line, pushes and half-stakes counted the way they pay: the home
 * (over) side's weight is its wins plus half its half wins, against its losses plus half its half
 * losses. Read off the distribution's running sums, so each line costs the same whatever its width.
 */
function twoWay(d: Dist, lineQuarters: number): [number, number] {
  const lines = lineQuarters % 2 !== 0 ? [lineQuarters - 1, lineQuarters + 1] : [lineQuarters];
  let a = 0;
  let b = 0;
  for (const line of lines) {
    // The side wins when 4k > line (k at least upper), loses when 4k < line (k at most lower).
    const upper = Math.floor(line / 4) + 1;
    const lower = Math.ceil(line / 4) - 1;
    a += (1 - cumulative(d, upper - 1)) / lines.length;
    b += cumulative(d, lower) / lines.length;
  }
  const sum = a + b;
  // Nothing but a push left (a whole line the settled score lands on): decided, so no side has a chance to price.
  return sum > 0 ? [a / sum, b / sum] : [0, 0];
}

/** P(value <= k), from the running sums the distribution keeps. */
function cumulative(d: Dist, k: number): number {
  if (k < d.min) return 0;
  const i = k - d.min;
  const sums = (d.sums ??= runningSums(d.p));
  return i >= sums.length ? 1 : (sums[i] ?? 1);
}

function runningSums(p: readonly number[]): number[] {
  let acc = 0;
  return p.map((x) => (acc += x));
}

/** The line closest to even; `skip` leaves some out (a set handicap of half a set is the money line again). */
function mainLine(d: Dist, step: number, total: boolean, skip: (line: number) => boolean = () => false): number {
  const mean = d.p.reduce((s, p, i) => s + p * (d.min + i), 0);
  const centre = Math.round((mean * 4) / step) * step;
  let best = centre;
  let bestGap = Infinity;
  for (let j = -16; j <= 16; j++) {
    let line = centre + j * step;
    if (step === 2 && line % 4 === 0) line += 2;
    if ((total && line < 2) || skip(line)) continue;
    const gap = Math.abs(twoWay(d, line)[0] - 0.5);
    if (gap < bestGap - 1e-9) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

const sumWhere = (d: Dist, keep: (k: number) => boolean) => d.p.reduce((s, p, i) => (keep(d.min + i) ? s + p : s), 0);

// ---- Clock sports ----

function clockDists(tl: Timeline, rules: ClockSport, score: ScoreState, leftMs: number): { margin: Dist; total: Dist } {
  const share = leftMs / regulationPlayMs(rules);
  const model = tl.model as ClockModel;
  const eventsH = model.eventsH * share;
  const eventsC = model.eventsC * share;
  if (tl.gameType === 'BK') {
    const mean = meanPointsPerEvent(rules);
    const variance = (eventsH + eventsC) * pointsVariancePerEvent(rules);
    return { margin: normal(score.h - score.c + (eventsH - eventsC) * mean, variance), total: normal(score.h + score.c + (eventsH + eventsC) * mean, variance) };
  }
  const h = poisson(eventsH);
  const c = poisson(eventsC);
  const margin: Dist = { min: score.h - score.c - (c.length - 1), p: new Array<number>(h.length + c.length - 1).fill(0) };
  const total: Dist = { min: score.h + score.c, p: new Array<number>(h.length + c.length - 1).fill(0) };
  h.forEach((ph, x) => {
    c.forEach((pc, y) => {
      margin.p[x - y + c.length - 1] = (margin.p[x - y + c.length - 1] ?? 0) + ph * pc;
      total.p[x + y] = (total.p[x + y] ?? 0) + ph * pc;
    });
  });
  return { margin, total };
}

function poisson(mean: number): number[] {
  const max = Math.ceil(mean + 8 * Math.sqrt(mean) + 4);
  const out = [Math.exp(-mean)];
  for (let k = 1; k <= max; k++) out.push(((out[k - 1] ?? 0) * mean) / k);
  return out;
}

function normal(mean: number, variance: number): Dist {
  if (variance < 1e-9) return { min: Math.round(mean), p: [1] };
  const sd = Math.sqrt(variance);
  const min = Math.floor(mean - 6 * sd);
  const max = Math.ceil(mean + 6 * sd);
  const p: number[] = [];
  for (let k = min; k <= max; k++) p.push(phi((k + 0.5 - mean) / sd) - phi((k - 0.5 - mean) / sd));
  return { min, p };
}

/** Standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

// ---- Set sports ----

function setDists(tl: Timeline, rules: SetSport, score: ScoreState): { margin: Dist; total: Dist } {
  if (tl.model?.kind !== 'sets') throw new Error(`setDists: match ${tl.matchId} has no set model`);
  const target = setsToWin(rules);
  const margin: Dist = { min: -target, p: new Array<number>(2 * target + 1).fill(0) };
  const total: Dist = { min: 0, p: new Array<number>(rules.bestOf + 1).fill(0) };
  for (const [key, chance] of finalSetScores(rules, tl.model, tl.matchId, score)) {
    const [h = 0, c = 0] = key.split(',').map(Number);
    margin.p[h - c + target] = (margin.p[h - c + target] ?? 0) + chance;
    total.p[h + c] = (total.p[h + c] ?? 0) + chance;
  }
  return { margin, total };
}
