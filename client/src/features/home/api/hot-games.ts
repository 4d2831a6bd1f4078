import useSWR from 'swr';
import type { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';

/** How many hot slots home shows: one row, so the block's height is known before they load. */
export const HOT_GAMES_MAX = 6;

/**
 * The slots' category (VENUE_CATEGORY.egame), written out: a value import of the contract's route
 * module would pull zod and the whole contract into home's initial JS.
 */
const EGAME_CATEGORY: (typeof VENUE_CATEGORY)['egame'] = 6;

/** POST /game/api/v1/venue/gameList, hot slots only: the home page's 热门游戏 row. */
export function useHotGames() {
  return useSWR('venue/gameList/home-hot', () =>
    fetchData((api) => api.venue.gameList({ body: { category: EGAME_CATEGORY, isHot: 1, pageNum: 1, pageSize: HOT_GAMES_MAX }, silent: true })),
  );
}
