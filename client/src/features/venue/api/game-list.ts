import useSWR, { mutate } from 'swr';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';
import { useSession } from '../../../lib/session';

export interface GameListFilter {
  type: 'egame' | 'fish';
  enName?: string | undefined;
  keyword?: string | undefined;
  /** Only the player's favourites (收藏). */
  collected?: boolean;
  pageNum: number;
}

export const GAME_PAGE_SIZE = 24;

/** POST /game/api/v1/venue/gameList: slot and fishing games, one page at a time. */
export function useGameList(filter: GameListFilter) {
  const { token } = useSession();
  const category = VENUE_CATEGORY[filter.type];
  return useSWR(['venue/gameList', category, filter.enName ?? '', filter.keyword ?? '', filter.collected ? 1 : 0, filter.pageNum, token ?? ''], () =>
    fetchData((api) =>
      api.venue.gameList({
        body: {
          category,
          enName: filter.enName || undefined,
          keyword: filter.keyword || undefined,
          ...(filter.collected ? { isCollect: 1 as const } : {}),
          pageNum: filter.pageNum,
          pageSize: GAME_PAGE_SIZE,
        },
      }),
    ),
  );
}

/** A favourite added or removed: every page of the list (and the 收藏 filter) shows it. */
export const refreshGameLists = () => mutate((key) => Array.isArray(key) && key[0] === 'venue/gameList');
