import { figure, type ScoreFields, type ScoreLine } from './score-line';

/** Football, basketball and ice hockey: the running total of goals or points, nothing within it. */
export function totalScore(f: ScoreFields): ScoreLine {
  return { main: { unit: '比分', home: figure(f.sc_FT_H), away: figure(f.sc_FT_C) }, current: null, stage: null };
}
