import type { Match } from '@betsite/contracts/routes/venue';
import { matchScore } from '../utils/match-score/match-score';
import type { ScoreFields } from '../utils/match-score/score-line';

/**
 * A match's score in its sport's shape (utils/match-score): goals or points as "2 - 1", a set
 * sport's sets with the running set beside them ("盘 1 - 1 局 3-2"), snooker's frames, baseball's
 * runs with the inning when asked. The grid, the match page and 我的注单 all show it this way.
 */
export function MatchScore({ gameType, fields, className, withStage = false }: { gameType: Match['gameType']; fields: ScoreFields; className: string; withStage?: boolean }) {
  const line = matchScore(gameType, fields);
  if (!line) return null;
  const { main, current, stage } = line;
  return (
    <span className={className} aria-label="比分">
      {main.unit === '比分' ? '' : `${main.unit} `}
      {main.home} - {main.away}
      {current && <span className="score__current"> {current.unit} {current.home}-{current.away}</span>}
      {withStage && stage && <span className="score__current"> {stage}</span>}
    </span>
  );
}
