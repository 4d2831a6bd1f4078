import { figure, type ScoreFields, type ScoreLine } from './score-line';

/** Snooker: frames won (the server sends them as sets), no running points within a frame. */
export function frameScore(f: ScoreFields): ScoreLine {
  return { main: { unit: '局', home: figure(f.sc_set_H), away: figure(f.sc_set_A) }, current: null, stage: null };
}
