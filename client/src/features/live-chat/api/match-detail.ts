import useSWR from 'swr';
import { fetchData } from '../../../lib/api/request';

/** POST /game/api/v1/video/hotLive/matchDetail: a live match with video, its stream lines, animation and room. */
export const MATCH_DETAIL_KEY = 'video/hotLive/matchDetail';

export function useMatchDetail(gameId: string) {
  return useSWR([MATCH_DETAIL_KEY, gameId], () => fetchData((api) => api.record.hotLiveMatchDetail({ body: { gameId }, silent: true })));
}
