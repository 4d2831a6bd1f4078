import type { Match } from '@betsite/contracts/routes/venue';
import { frameScore } from './frame-score';
import { inningScore } from './inning-score';
import type { ScoreFields, ScoreLine } from './score-line';
import { RALLY_NAMES, TENNIS_NAMES, setScore } from './set-score';
import { totalScore } from './total-score';

/** The score shape of a sport (section 4's game types); champion outrights have no score. */
export function matchScore(gameType: Match['gameType'], f: ScoreFields): ScoreLine | null {
  switch (gameType) {
    case 'FT':
    case 'VF':
    case 'BK':
    case 'OP':
      return totalScore(f);
    case 'BS':
      return inningScore(f);
    case 'TN':
      return setScore(f, TENNIS_NAMES);
    case 'VB':
    case 'TT':
      return setScore(f, RALLY_NAMES);
    case 'SK':
      return frameScore(f);
    case 'FS':
      return null;
  }
}
