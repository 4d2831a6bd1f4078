import type { GAME_TYPES } from '@betsite/contracts/constants';

/**
 * How each sport is played on the simulated clock: its sessions (se_now codes), their lengths,
 * how the running time is shown, and how fast each side scores. One table so the simulator, the
 * projection, the pricer and the schedule agree. Lengths are clock time: a simulated match has no
 * stoppages, so a basketball quarter lasts its 12 minutes of play.
 */

export type EngineGameType = Exclude<(typeof GAME_TYPES)[number], 'ALL'>;
export const ENGINE_GAME_TYPES: readonly EngineGameType[] = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT'];

const MIN = 60_000;

/** A session of a clock sport. `halftime` shows HT with HalfTime Y; a `break` shows the session before it, its clock run out. */
export interface SessionRule {
  code: string;
  kind: 'play' | 'halftime' | 'break';
  durationMs: number;
}

export interface ClockSport {
  kind: 'clock';
  /** Regulation sessions in order. */
  sessions: readonly SessionRule[];
  /**
   * Blocks played one after another after regulation while the score is level (football: only in
   * knockout matches). Still level after the last block: a draw where the sport allows one, else
   * a deciding point at the very end (basketball's fifth overtime, baseball's 12th inning).
   */
  extraBlocks: readonly (readonly SessionRule[])[];
  extraNeedsKnockout: boolean;
  /** Whether the match may end level: football and ice hockey 1x2 have a draw. */
  canDraw: boolean;
  /** up: re_time counts up as match minutes (football); down: counts down the session (basketball, hockey); none: re_time is the session code (baseball). */
  clock: 'up' | 'down' | 'none';
  /** re_time minutes per real minute (virtual football plays 45 minutes in 90 seconds). */
  clockScale: number;
  /** Scoring events per side per regulation, for an even match (strength 0 each). */
  eventsPerSide: number;
  /**
   * How regular a side's scoring is: the gaps between its events are gamma-distributed with this
   * shape (1: a Poisson process, goals and runs that come when they come). Basketball scores on
   * alternating possessions, so its quarters stay near 25-30 points a side (shape 3: a quarter's
   * points spread about half as wide as a Poisson process's would).
   */
  regularity: number;
  /** Points of one scoring event and their weights (basketball 1, 2 or 3). */
  points: readonly { points: number; weight: number }[];
}

export interface SetSport {
  kind: 'sets';
  bestOf: number;
  /** Units (games, points, frames) to win a set, and in the deciding set. */
  unitsToWin: number;
  unitsToWinDeciding: number;
  /** Win by two units; tennis instead plays a one-unit tie-break at 6-6. */
  winByTwo: boolean;
  tieBreakAt: number | null;
  /** Units are won on serve, and the serve changes every unit (tennis games): who serves matters. */
  serveAlternates: boolean;
  /** Clock time of a set: units times unitMeanMs, kept inside [setMinMs, setMaxMs]. */
  unitMeanMs: number;
  setMinMs: number;
  setMaxMs: number;
  /** Whether sc_game_H/A show the units of the current set (snooker shows frames only). */
  showsUnits: boolean;
}

export interface OutrightSport {
  kind: 'outright';
  candidatesDefault: number;
}

export type SportRules = ClockSport | SetSport | OutrightSport;

const ONE_POINT = [{ points: 1, weight: 1 }] as const;

const football = (halfMs: number, breakMs: number, clockScale: number): ClockSport => ({
  kind: 'clock',
  sessions: [
    { code: '1H', kind: 'play', durationMs: halfMs },
    { code: 'HT', kind: 'halftime', durationMs: breakMs },
    { code: '2H', kind: 'play', durationMs: halfMs },
  ],
  extraBlocks: [
    [
      { code: 'ET1', kind: 'play', durationMs: halfMs / 3 },
      { code: 'ET2', kind: 'play', durationMs: halfMs / 3 },
    ],
  ],
  extraNeedsKnockout: true,
  canDraw: true,
  clock: 'up',
  clockScale,
  eventsPerSide: 1.35,
  regularity: 1,
  points: ONE_POINT,
});

const quarter = (n: number, quarterMs: number): SessionRule => ({ code: `Q${n}`, kind: 'play', durationMs: quarterMs });
const innings = (from: number, to: number): SessionRule[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ code: `I${from + i}`, kind: 'play', durationMs: 18 * MIN }));

/** Four quarters (two-minute breaks, 15 at half time), five-minute overtimes while level, up to four. */
const basketball = (quarterMs: number): ClockSport => ({
  kind: 'clock',
  sessions: [
    quarter(1, quarterMs),
    { code: 'Q1', kind: 'break', durationMs: 2 * MIN },
    quarter(2, quarterMs),
    { code: 'HT', kind: 'halftime', durationMs: 15 * MIN },
    quarter(3, quarterMs),
    { code: 'Q3', kind: 'break', durationMs: 2 * MIN },
    quarter(4, quarterMs),
  ],
  extraBlocks: Array.from({ length: 4 }, (_, i) => [
    { code: i === 0 ? 'Q4' : 'OT', kind: 'break' as const, durationMs: 2 * MIN },
    { code: 'OT', kind: 'play' as const, durationMs: 5 * MIN },
  ]),
  extraNeedsKnockout: false,
  canDraw: false,
  clock: 'down',
  clockScale: 1,
  eventsPerSide: 50,
  regularity: 3,
  points: [
    { points: 1, weight: 2 },
    { points: 2, weight: 6 },
    { points: 3, weight: 2 },
  ],
});

export const SPORT_RULES: Readonly<Record<EngineGameType, SportRules>> = {
  FT: football(45 * MIN, 15 * MIN, 1),
  /** Virtual football: 90-second halves shown as 45 match minutes, a 30-second break. */
  VF: football(90_000, 30_000, 30),
  /** NBA quarters; FIBA competitions (the CBA) play 10-minute ones (`rulesOf`). */
  BK: basketball(12 * MIN),
  /** Other sports: ice hockey, three 20-minute periods with 18-minute intermissions; a draw stands (regulation 1x2, no overtime). */
  OP: {
    kind: 'clock',
    sessions: [
      { code: 'P1', kind: 'play', durationMs: 20 * MIN },
      { code: 'P1', kind: 'break', durationMs: 18 * MIN },
      { code: 'P2', kind: 'play', durationMs: 20 * MIN },
      { code: 'P2', kind: 'break', durationMs: 18 * MIN },
      { code: 'P3', kind: 'play', durationMs: 20 * MIN },
    ],
    extraBlocks: [],
    extraNeedsKnockout: false,
    canDraw: true,
    clock: 'down',
    clockScale: 1,
    eventsPerSide: 2.9,
    regularity: 1,
    points: ONE_POINT,
  },
  /** Baseball: nine 18-minute innings, extra innings 10-12 while level; a 12th still level ends on a deciding run. */
  BS: {
    kind: 'clock',
    sessions: innings(1, 9),
    extraBlocks: innings(10, 12).map((inning) => [inning]),
    extraNeedsKnockout: false,
    canDraw: false,
    clock: 'none',
    clockScale: 1,
    eventsPerSide: 4.3,
    regularity: 1,
    points: ONE_POINT,
  },
  TN: { kind: 'sets', bestOf: 3, unitsToWin: 6, unitsToWinDeciding: 6, winByTwo: true, tieBreakAt: 6, serveAlternates: true, unitMeanMs: 5 * MIN, setMinMs: 35 * MIN, setMaxMs: 70 * MIN, showsUnits: true },
  VB: { kind: 'sets', bestOf: 5, unitsToWin: 25, unitsToWinDeciding: 15, winByTwo: true, tieBreakAt: null, serveAlternates: false, unitMeanMs: 28_000, setMinMs: 20 * MIN, setMaxMs: 35 * MIN, showsUnits: true },
  TT: { kind: 'sets', bestOf: 5, unitsToWin: 11, unitsToWinDeciding: 11, winByTwo: true, tieBreakAt: null, serveAlternates: false, unitMeanMs: 25_000, setMinMs: 7 * MIN, setMaxMs: 14 * MIN, showsUnits: true },
  /** Snooker: best of 9 frames; a "set" is one frame. */
  SK: { kind: 'sets', bestOf: 9, unitsToWin: 1, unitsToWinDeciding: 1, winByTwo: false, tieBreakAt: null, serveAlternates: false, unitMeanMs: 18 * MIN, setMinMs: 12 * MIN, setMaxMs: 30 * MIN, showsUnits: false },
  FS: { kind: 'outright', candidatesDefault: 8 },
};

/**
 * What a competition changes in its sport's rules: the sets or frames of a match (men's Grand Slam
 * singles best of five, snooker's best of 7 to 35 by round), or the length of a basketball quarter
 * (FIBA's 10 minutes). Kept in a match's timeline input, so a saved match is remade with its rules.
 */
export interface MatchFormat {
  bestOf?: number;
  quarterMs?: number;
}

const formatted = new Map<string, SportRules>();
/** The same per format object: the projection asks for a match's rules every time it reads the match. */
const ofFormat = new WeakMap<MatchFormat, { gameType: EngineGameType; rules: SportRules }>();

/** A sport's rules as a competition plays them (the sport's own when the format changes nothing). */
export function rulesOf(gameType: EngineGameType, format?: MatchFormat): SportRules {
  if (format === undefined) return SPORT_RULES[gameType];
  const known = ofFormat.get(format);
  if (known?.gameType === gameType) return known.rules;
  const key = `${gameType}|${format.bestOf ?? ''}|${format.quarterMs ?? ''}`;
  let rules = formatted.get(key);
  if (rules === undefined) {
    rules = format.bestOf === undefined && format.quarterMs === undefined ? SPORT_RULES[gameType] : variantOf(gameType, SPORT_RULES[gameType], format);
    // A handful of formats exist (the competitions' table): the map stays small.
    formatted.set(key, rules);
  }
  ofFormat.set(format, { gameType, rules });
  return rules;
}

function variantOf(gameType: EngineGameType, base: SportRules, format: MatchFormat): SportRules {
  if (base.kind === 'sets' && format.bestOf !== undefined) {
    if (format.bestOf < 1 || format.bestOf % 2 === 0 || format.bestOf > 35) throw new Error(`rulesOf: ${gameType} best of ${format.bestOf}`);
    return { ...base, bestOf: format.bestOf };
  }
  if (gameType === 'BK' && format.quarterMs !== undefined) return basketball(format.quarterMs);
  throw new Error(`rulesOf: ${gameType} has no format ${JSON.stringify(format)}`);
}

/** Regulation play of a clock sport in ms (what the scoring rates are per). */
export function regulationPlayMs(rules: ClockSport): number {
  return rules.sessions.reduce((sum, s) => sum + (s.kind === 'play' ? s.durationMs : 0), 0);
}

/**
 * The variance of a side's points per expected scoring event: for gaps of gamma shape k the count
 * of events varies by about its mean over k, and each event's points vary besides.
 */
export function pointsVariancePerEvent(rules: ClockSport): number {
  const weight = rules.points.reduce((s, p) => s + p.weight, 0);
  const square = rules.points.reduce((s, p) => s + p.points * p.points * p.weight, 0) / weight;
  const mean = meanPointsPerEvent(rules);
  return (mean * mean) / rules.regularity + (square - mean * mean);
}

export function meanPointsPerEvent(rules: ClockSport): number {
  const weight = rules.points.reduce((s, p) => s + p.weight, 0);
  return rules.points.reduce((s, p) => s + p.points * p.weight, 0) / weight;
}

/** Sets needed to win the match. */
export const setsToWin = (rules: SetSport): number => Math.ceil(rules.bestOf / 2);

/** The shortest a scheduled (not anchored) match can last. */
export function minimumDurationMs(rules: SportRules): number {
  if (rules.kind === 'outright') return 0;
  if (rules.kind === 'sets') return setsToWin(rules) * rules.setMinMs;
  return rules.sessions.reduce((sum, s) => sum + s.durationMs, 0);
}

/** The longest: every extra session and every set played. */
export function maximumDurationMs(rules: SportRules): number {
  if (rules.kind === 'outright') return 0;
  if (rules.kind === 'sets') return rules.bestOf * rules.setMaxMs;
  const extra = rules.extraBlocks.flat().reduce((sum, s) => sum + s.durationMs, 0);
  return minimumDurationMs(rules) + extra;
}

/** maximumDurationMs of each sport's own rules, worked out once: the world asks every second of every world's clock. */
export const LONGEST_MATCH_MS: Readonly<Record<EngineGameType, number>> = Object.fromEntries(
  ENGINE_GAME_TYPES.map((gameType) => [gameType, maximumDurationMs(SPORT_RULES[gameType])]),
) as Record<EngineGameType, number>;

/** The longest a match of this format can last. */
export const longestMatchMs = (gameType: EngineGameType, format?: MatchFormat): number =>
  format === undefined ? LONGEST_MATCH_MS[gameType] : maximumDurationMs(rulesOf(gameType, format));
