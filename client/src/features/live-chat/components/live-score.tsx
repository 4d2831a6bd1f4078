import type { z } from 'zod';
import type { Match } from '@betsite/contracts/routes/venue';
import type { matchScore as matchScorePush, matchStatus } from '@betsite/contracts/socket';
import { matchScore } from '../../../utils/match-score/match-score';

export interface LiveScoreProps {
  score: z.infer<typeof matchScorePush>;
  status: z.infer<typeof matchStatus> | null;
  teams?: { home: string; away: string } | undefined;
  /** The sport decides the score's shape (sets and games, frames, runs and inning); football when unknown. */
  gameType?: Match['gameType'] | undefined;
  /** Baseball's inning when the page loaded; 10010 status pushes replace it. */
  inningNum?: string | undefined;
}

/**
 * The score as the room's 10014 pushes carry it, in the sport's shape (utils/match-score): goals
 * or points as "主 2 : 1 客", a set sport's sets with the set being played, snooker's frames,
 * baseball's runs and inning.
 */
export function LiveScore({ score, status, teams, gameType = 'FT', inningNum }: LiveScoreProps) {
  const line = matchScore(gameType, { ...score, inningNum: status?.inningNum ?? inningNum });
  const main = line?.main ?? { unit: '比分', home: 0, away: 0 };
  const extras = [line?.current && `${line.current.unit} ${line.current.home}-${line.current.away}`, line?.stage].filter(Boolean);
  return (
    <p className="live-score" aria-label="实时比分">
      {teams?.home ?? '主队'} {main.unit === '比分' ? '' : `${main.unit} `}
      {main.home} : {main.away} {teams?.away ?? '客队'}
      {extras.length > 0 && ` · ${extras.join(' ')}`}
      {status?.isLive === false && ' 已结束'}
    </p>
  );
}

/** A match's score fields as a 10014 push carries them: the room starts from the match as loaded. */
export function scorePushOf(m: Pick<Match, 'gameId' | 'sc_FT_H' | 'sc_FT_C' | 'sc_set_H' | 'sc_set_A' | 'sc_game_H' | 'sc_game_A'>): LiveScoreProps['score'] {
  return { gameId: m.gameId, sc_FT_H: m.sc_FT_H, sc_FT_C: m.sc_FT_C, sc_set_H: m.sc_set_H, sc_set_A: m.sc_set_A, sc_game_H: m.sc_game_H, sc_game_A: m.sc_game_A };
}
