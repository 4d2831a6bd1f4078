import { evenServeModel, holdChance, tieBreakChance, type SetModel } from './set-chances';
import { meanPointsPerEvent, type ClockSport, type EngineGameType } from './sport-rules';

/**
 * From two ratings to a match model. Every entrant carries an Elo-like rating (fixtures/rosters.json:
 * about 1500 for an average side of a top competition, 100 points a clear step, a 200-point gap a
 * side that wins about three times in four); a competition sets its scoring level and home
 * advantage (fixtures/competitions.json). The model is what the simulator plays and the pricer
 * prices, so the prices are the chances the matches are played with.
 *
 * - Football, ice hockey, baseball: each side's goals or runs are a Poisson process; the log of the
 *   ratio of the two sides' rates is k (gap + home advantage). The competition's base rate is set so
 *   that its average match over every home-and-away pairing of its roster scores `averageTotal`.
 * - Basketball: the expected margin is (gap + home advantage) / `eloPerPoint` (FiveThirtyEight's
 *   NBA rule of 28 Elo a point); the expected total is `averageTotal`, a little higher when both
 *   sides are strong (`totalPerElo`), the same on average over the roster.
 * - Tennis: each side's chance of a point on its own serve is the competition's `servePoint` plus or
 *   minus half of k x gap; games, tie-breaks and sets follow exactly (set-chances.ts).
 * - Volleyball, table tennis, snooker: the chance of a rally point or a frame is a logistic of
 *   k x (gap + home advantage).
 *
 * The k of each sport is set so that a 200-point gap wins about three matches in four in the sport's
 * usual format (Elo's 0.76; checked by ratings.test.ts).
 */

export interface ClockModel {
  kind: 'clock';
  /** Scoring events each side is expected to make over regulation. */
  eventsH: number;
  eventsC: number;
}

export type MatchModel = ClockModel | SetModel;

/** What a competition says of scoring (fixtures/competitions.json). */
export interface Scoring {
  /** Goals, points or runs in an average match (both sides, regulation); clock sports. */
  averageTotal?: number;
  /** Elo points the home side is worth; 0 at neutral venues (tennis, snooker, table tennis). */
  homeAdvantage?: number;
  /** Tennis: the chance of winning a point on one's own serve between equal players (men about 0.64, women 0.56). */
  servePoint?: number;
}

/** How an Elo gap moves each sport's model (module comment). */
const ELO_K: Readonly<Record<Exclude<EngineGameType, 'FS'>, number>> = {
  FT: 0.004,
  VF: 0.004,
  OP: 0.0025,
  BS: 0.0022,
  /** Basketball: Elo points per point of margin. */
  BK: 28,
  TN: 0.000283,
  VB: 0.00055,
  TT: 0.00078,
  SK: 0.0023,
};

/** A sport's scoring when the competition says nothing: what its rules played before ratings. */
export const DEFAULT_SCORING: Readonly<Record<Exclude<EngineGameType, 'FS'>, Required<Scoring>>> = {
  FT: { averageTotal: 2.7, homeAdvantage: 65, servePoint: 0 },
  VF: { averageTotal: 2.7, homeAdvantage: 65, servePoint: 0 },
  OP: { averageTotal: 6.0, homeAdvantage: 35, servePoint: 0 },
  BS: { averageTotal: 8.0, homeAdvantage: 24, servePoint: 0 },
  BK: { averageTotal: 200, homeAdvantage: 70, servePoint: 0 },
  TN: { averageTotal: 0, homeAdvantage: 0, servePoint: 0.64 },
  VB: { averageTotal: 0, homeAdvantage: 30, servePoint: 0 },
  TT: { averageTotal: 0, homeAdvantage: 0, servePoint: 0 },
  SK: { averageTotal: 0, homeAdvantage: 0, servePoint: 0 },
};

/** Basketball totals rise this much (a share of the average) per Elo point the two sides stand above their competition's mean together. */
const BASKETBALL_TOTAL_PER_ELO = 0.0001;

export const scoringOf = (gameType: Exclude<EngineGameType, 'FS'>, scoring: Scoring | undefined): Required<Scoring> => ({ ...DEFAULT_SCORING[gameType], ...scoring });

/**
 * What a competition's ratings fix once: the mean rating (basketball totals) and the Poisson base
 * rate that makes its average match score `averageTotal` over every pairing of its roster.
 */
export interface CompetitionScale {
  meanRating: number;
  /** Events per side of a match of two equal sides, before the home advantage. */
  baseEvents: number;
}

export function competitionScale(gameType: Exclude<EngineGameType, 'FS'>, rules: ClockSport, scoring: Required<Scoring>, ratings: readonly number[]): CompetitionScale {
  const meanRating = ratings.length > 0 ? ratings.reduce((s, r) => s + r, 0) / ratings.length : 1500;
  const eventsPerMatch = scoring.averageTotal / meanPointsPerEvent(rules);
  if (gameType === 'BK' || ratings.length < 2) return { meanRating, baseEvents: eventsPerMatch / 2 };
  // Mean over ordered pairs of exp(d/2) + exp(-d/2): what one base event per side becomes on average.
  let sum = 0;
  let pairs = 0;
  for (const [i, h] of ratings.entries()) {
    for (const [j, c] of ratings.entries()) {
      if (i === j) continue;
      const d = ELO_K[gameType] * (h - c + scoring.homeAdvantage);
      sum += Math.exp(d / 2) + Math.exp(-d / 2);
      pairs++;
    }
  }
  return { meanRating, baseEvents: eventsPerMatch / (sum / pairs) };
}

/** The model of a clock sport's match between two rated sides. */
export function clockModel(gameType: Exclude<EngineGameType, 'FS'>, rules: ClockSport, scoring: Required<Scoring>, scale: CompetitionScale, ratingH: number, ratingC: number): ClockModel {
  const gap = ratingH - ratingC + scoring.homeAdvantage;
  if (gameType === 'BK') {
    const total = scoring.averageTotal * (1 + BASKETBALL_TOTAL_PER_ELO * (ratingH + ratingC - 2 * scale.meanRating));
    const margin = gap / ELO_K.BK;
    const perPoint = 1 / meanPointsPerEvent(rules);
    return { kind: 'clock', eventsH: Math.max(total / 4, (total + margin) / 2) * perPoint, eventsC: Math.max(total / 4, (total - margin) / 2) * perPoint };
  }
  const d = ELO_K[gameType] * gap;
  return { kind: 'clock', eventsH: scale.baseEvents * Math.exp(d / 2), eventsC: scale.baseEvents * Math.exp(-d / 2) };
}

/** The model of a set sport's match between two rated sides. */
export function setModel(gameType: 'TN' | 'VB' | 'TT' | 'SK', scoring: Required<Scoring>, ratingH: number, ratingC: number): SetModel {
  const gap = ratingH - ratingC + scoring.homeAdvantage;
  if (gameType === 'TN') {
    const edge = ELO_K.TN * gap;
    const serveH = clamp(scoring.servePoint + edge / 2, 0.3, 0.95);
    const serveC = clamp(scoring.servePoint - edge / 2, 0.3, 0.95);
    return {
      kind: 'sets',
      unitH: holdChance(serveH),
      unitC: 1 - holdChance(serveC),
      tieBreakH: tieBreakChance(serveH, 1 - serveC),
      tieBreakC: 1 - tieBreakChance(serveC, 1 - serveH),
    };
  }
  const p = 1 / (1 + Math.exp(-ELO_K[gameType] * gap));
  return evenServeModel(p);
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
