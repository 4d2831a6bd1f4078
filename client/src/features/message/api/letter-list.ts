import useSWR from 'swr';
import { HISTORY_PAGE_SIZE } from '@betsite/contracts/constants';
import type { LetterType } from '@betsite/contracts/routes/letter';
import { fetchData } from '../../../lib/api/request';

/** POST /site/api/v1/site/letter/list: letters newest first, optionally of one type (page size 15). */
export const LETTER_LIST_KEY = 'letter/list';

export function letterListKey(type: LetterType | null, pageNum: number) {
  return [LETTER_LIST_KEY, type ?? 'all', pageNum] as const;
}

export function useLetterList(type: LetterType | null, pageNum: number) {
  return useSWR(letterListKey(type, pageNum), () =>
    fetchData((api) => api.letter.list({ body: { pageNum, pageSize: HISTORY_PAGE_SIZE, type: type ?? undefined } })),
  );
}
