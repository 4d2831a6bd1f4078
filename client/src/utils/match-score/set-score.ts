import { figure, type ScoreFields, type ScoreLine } from './score-line';

/** What a set sport calls its sets and the units inside one. */
export interface SetNames {
  set: string;
  unit: string;
}

/** Tennis counts 盘 (sets) and 局 (games); volleyball and table tennis 局 (sets or games) and 分 (points). */
export const TENNIS_NAMES: SetNames = { set: '盘', unit: '局' };
export const RALLY_NAMES: SetNames = { set: '局', unit: '分' };

/** Sets won, and the games or points of the set being played. */
export function setScore(f: ScoreFields, names: SetNames): ScoreLine {
  return {
    main: { unit: names.set, home: figure(f.sc_set_H), away: figure(f.sc_set_A) },
    current: { unit: names.unit, home: figure(f.sc_game_H), away: figure(f.sc_game_A) },
    stage: null,
  };
}
