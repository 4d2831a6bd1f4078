import { chineseSmallNumber } from '../chinese-number';
import { figure, type ScoreFields, type ScoreLine } from './score-line';

/** Baseball: runs, and the inning being played (第三局) when there is one. */
export function inningScore(f: ScoreFields): ScoreLine {
  const inning = figure(f.inningNum);
  return { main: { unit: '比分', home: figure(f.sc_FT_H), away: figure(f.sc_FT_C) }, current: null, stage: inning > 0 ? `第${chineseSmallNumber(inning)}局` : null };
}
