import useSWR from 'swr';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';

/** How many hot slots home shows: one row, so the block's height is known before they load. */
export const HOT_GAMES_MAX = 6;

/** POST /game/api/v1/venue/gameList, hot slots only: the home page's 热门游戏 row. */
export function useHotGames() {
  return useSWR('venue/gameList/home-hot', () =>
    fetchData((api) => api.venue.gameList({ body: { category: VENUE_CATEGORY.egame, isHot: 1, pageNum: 1, pageSize: HOT_GAMES_MAX }, silent: true })),
  );
}
