import type { z } from 'zod';
import type { Match } from '@betsite/contracts/routes/venue';
import type { matchScore as matchScorePush, matchStatus } from '@betsite/contracts/socket';
import { liveScoreText } from '../hooks/live-score-text';

export interface LiveScoreProps {
  score: z.infer<typeof matchScorePush>;
  status: z.infer<typeof matchStatus> | null;
  teams?: { home: string; away: string } | undefined;
  /** The sport decides the score's shape (sets and games, frames, runs and inning); football when unknown. */
  gameType?: Match['gameType'] | undefined;
  /** Baseball's inning when the page loaded; 10010 status pushes replace it. */
  inningNum?: string | undefined;
}

/** The score as the room's 10014 pushes carry it, in the sport's shape (hooks/live-score-text.ts). */
export function LiveScore({ score, status, teams, gameType = 'FT', inningNum }: LiveScoreProps) {
  return (
    <p className="live-score" aria-label="实时比分">
      {liveScoreText(score, teams, gameType, { pushed: status?.inningNum, loaded: inningNum })}
      {status?.isLive === false && ' 已结束'}
    </p>
  );
}

/** A match's score fields as a 10014 push carries them: the room starts from the match as loaded. */
export function scorePushOf(m: Pick<Match, 'gameId' | 'sc_FT_H' | 'sc_FT_C' | 'sc_set_H' | 'sc_set_A' | 'sc_game_H' | 'sc_game_A'>): LiveScoreProps['score'] {
  return { gameId: m.gameId, sc_FT_H: m.sc_FT_H, sc_FT_C: m.sc_FT_C, sc_set_H: m.sc_set_H, sc_set_A: m.sc_set_A, sc_game_H: m.sc_game_H, sc_game_A: m.sc_game_A };
}
