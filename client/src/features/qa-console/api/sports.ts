import useSWR, { mutate } from 'swr';
import type { QaMatch, SPORTS_PHASES } from '@betsite/contracts/mock-sports';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

export type Phase = (typeof SPORTS_PHASES)[number];

/** A person picks among a page of matches; the match world holds a few dozen. */
const MATCHES_SHOWN_MAX = 200;
const MATCHES_POLL_MS = 3_000;

/** GET /__mock/sports/matches?phase=: the match world now, by start time. */
export function useMatches(phase: Phase | null) {
  const { qa, key } = useQaConnection();
  return useSWR(key('sports', 'matches', phase), () => qaBody(qa.sports.matches({ query: { phase: phase ?? undefined, limit: MATCHES_SHOWN_MAX } })), {
    refreshInterval: MATCHES_POLL_MS,
  });
}

const refreshMatches = (connection: QaConnection) => mutate((k) => Array.isArray(k) && k[0] === 'qa' && k[1] === (connection.sandbox ?? '') && k[3] === 'sports');

/** POST /__mock/sports/matches/:gameId/score. */
export async function setScore(connection: QaConnection, gameId: string, score: { h: number; c: number }): Promise<QaMatch> {
  const match = await qaBody(connection.qa.sports.setScore({ params: { gameId }, body: score }));
  await refreshMatches(connection);
  return match;
}

/** POST /__mock/sports/matches/:gameId/finish: ends the match on its score; its bets settle. */
export async function finishMatch(connection: QaConnection, gameId: string): Promise<QaMatch> {
  const match = await qaBody(connection.qa.sports.finish({ params: { gameId }, body: {} }));
  await refreshMatches(connection);
  return match;
}
