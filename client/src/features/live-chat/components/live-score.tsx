import type { z } from 'zod';
import type { matchScore, matchStatus } from '@betsite/contracts/socket';

export interface LiveScoreProps {
  score: z.infer<typeof matchScore>;
  status: z.infer<typeof matchStatus> | null;
  teams?: { home: string; away: string } | undefined;
}

/** The score as the room's 10014 pushes carry it (full-time goals; sets and games for set sports). */
export function LiveScore({ score, status, teams }: LiveScoreProps) {
  const sets = score.sc_set_H && score.sc_set_A ? ` (盘 ${score.sc_set_H}:${score.sc_set_A})` : '';
  return (
    <p className="live-score" aria-label="实时比分">
      {teams?.home ?? '主队'} {score.sc_FT_H ?? '0'} : {score.sc_FT_C ?? '0'} {teams?.away ?? '客队'}
      {sets}
      {status?.isLive === false && ' 已结束'}
    </p>
  );
}
