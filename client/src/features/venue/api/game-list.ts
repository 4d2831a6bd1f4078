import useSWR from 'swr';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { fetchData } from '../../../lib/api/request';
import { useSession } from '../../../lib/session';

export interface GameListFilter {
  type: 'egame' | 'fish';
  enName?: string | undefined;
  keyword?: string | undefined;
  pageNum: number;
}

export const GAME_PAGE_SIZE = 24;

/** POST /game/api/v1/venue/gameList: slot and fishing games, one page at a time. */
export function useGameList(filter: GameListFilter) {
  const { token } = useSession();
  const category = VENUE_CATEGORY[filter.type];
  return useSWR(['venue/gameList', category, filter.enName ?? '', filter.keyword ?? '', filter.pageNum, token ?? ''], () =>
    fetchData((api) =>
      api.venue.gameList({
        body: { category, enName: filter.enName || undefined, keyword: filter.keyword || undefined, pageNum: filter.pageNum, pageSize: GAME_PAGE_SIZE },
      }),
    ),
  );
}
