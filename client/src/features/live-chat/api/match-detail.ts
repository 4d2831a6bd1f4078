import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/video/hotLive/matchDetail: a live match with video, its stream lines, animation and room. */
export const MATCH_DETAIL_KEY = 'video/hotLive/matchDetail';

/** How often the live page reads the match again: its clock and period move on the server clock. */
export const MATCH_DETAIL_REFRESH_MS = 5_000;

export function useMatchDetail(gameId: string) {
  return useSWR([MATCH_DETAIL_KEY, gameId], () => fetchData((api) => api.record.hotLiveMatchDetail({ body: { gameId }, silent: true })), {
    refreshInterval: MATCH_DETAIL_REFRESH_MS,
  });
}
