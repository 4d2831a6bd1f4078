import { CHAT_PREDICTION_WINNERS_SHOWN_MAX } from '@betsite/contracts/socket';
import type { ChatUser } from './rooms';

export interface Prediction {
  gameId: string;
  userId: number;
  nickname: string;
  homeScore: number;
  awayScore: number;
  sentAtMs: number;
}

export interface PredictionLimits {
  matchesMax: number;
  perMatchMax: number;
}

/**
 * The score prediction game of a live room (10018, our design): a member predicts the final score
 * of the room's match while it is in play, a new prediction replacing their last; when the match
 * ends, those who named the exact score win (bragging rights only: no money moves).
 */
export function createPredictions(limits: PredictionLimits) {
  /** gameId → userId → prediction; insertion order is the order of first prediction. */
  const byMatch = new Map<string, Map<number, Prediction>>();
  return {
    /** What a saved world keeps (composition/world-image.ts): live, not a copy; the image copies it. */
    dump: (): Map<string, Map<number, Prediction>> => byMatch,
    /** Takes over a saved world's predictions (a fresh copy, owned from now on). */
    load(saved: Map<string, Map<number, Prediction>>): void {
      byMatch.clear();
      for (const [gameId, match] of saved) byMatch.set(gameId, match);
    },
    /** The stored prediction, or 'full' when the match or the table is at its bound. */
    predict(gameId: string, user: ChatUser, homeScore: number, awayScore: number, nowMs: number): Prediction | 'full' {
      let match = byMatch.get(gameId);
      if (!match) {
        if (byMatch.size >= limits.matchesMax) return 'full';
        match = new Map();
        byMatch.set(gameId, match);
      }
      if (!match.has(user.userId) && match.size >= limits.perMatchMax) return 'full';
      const p: Prediction = { gameId, userId: user.userId, nickname: user.nickname, homeScore, awayScore, sentAtMs: nowMs };
      match.set(user.userId, p);
      return p;
    },
    count: (gameId: string) => byMatch.get(gameId)?.size ?? 0,
    /** The match was cancelled or postponed: nobody wins, its predictions are dropped. */
    forget: (gameId: string) => byMatch.delete(gameId),
    /** The match ended on this score: its result, and the match's predictions are forgotten. */
    settle(gameId: string, homeScore: number, awayScore: number) {
      const match = byMatch.get(gameId);
      byMatch.delete(gameId);
      const all = [...(match?.values() ?? [])];
      const winners = all.filter((p) => p.homeScore === homeScore && p.awayScore === awayScore);
      return {
        gameId,
        homeScore,
        awayScore,
        predictions: all.length,
        winnersCount: winners.length,
        winners: winners.slice(0, CHAT_PREDICTION_WINNERS_SHOWN_MAX).map((p) => ({ userId: p.userId, nickname: p.nickname })),
      };
    },
  };
}
export type Predictions = ReturnType<typeof createPredictions>;
