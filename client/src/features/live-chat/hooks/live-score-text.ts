import type { Match } from '@betsite/contracts/routes/venue';
import { matchScore } from '../../../utils/match-score/match-score';
import type { ScoreFields } from '../../../utils/match-score/score-line';

/**
 * The room's score line in the sport's shape (utils/match-score): "主 2 : 1 客" for goals or
 * points, "A 盘 1 : 1 B · 局 3-2" for tennis, frames for snooker, runs and 第N局 for baseball.
 * The inning comes from the latest status push when there is one, else from the match as loaded.
 */
export function liveScoreText(
  fields: ScoreFields,
  teams: { home: string; away: string } | undefined,
  gameType: Match['gameType'],
  inningNum: { pushed?: string | undefined; loaded?: string | undefined },
): string {
  const line = matchScore(gameType, { ...fields, inningNum: inningNum.pushed ?? inningNum.loaded });
  const main = line?.main ?? { unit: '比分', home: 0, away: 0 };
  const extras = [line?.current && `${line.current.unit} ${line.current.home}-${line.current.away}`, line?.stage].filter(Boolean);
  const unit = main.unit === '比分' ? '' : `${main.unit} `;
  return `${teams?.home ?? '主队'} ${unit}${main.home} : ${main.away} ${teams?.away ?? '客队'}${extras.length > 0 ? ` · ${extras.join(' ')}` : ''}`;
}
