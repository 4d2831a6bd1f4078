import { mutate } from 'swr';
import type { LetterType } from '@betsite/contracts/routes/letter';
import type { DataOf } from '../../../lib/api/client';
import { fetchData, type ApiClient } from '../../../lib/api/request';
import { UNREAD_KEY } from '../../../lib/unread';
import { LETTER_LIST_KEY } from './letter-list';

type Counts = DataOf<Awaited<ReturnType<ApiClient['letter']['read']>>>;

/**
 * POST /site/api/v1/site/letter/read, delete and onekeyRead. Each answers the new unread counts,
 * which go straight into the shared badge without another call.
 */
async function withCounts(call: (api: ApiClient) => ReturnType<ApiClient['letter']['read']>): Promise<Counts> {
  const counts = await fetchData(call);
  await mutate(UNREAD_KEY, counts, { revalidate: false });
  await mutate((key) => Array.isArray(key) && key[0] === LETTER_LIST_KEY);
  return counts;
}

export const readLetter = (id: number) => withCounts((api) => api.letter.read({ body: { id } }));
export const deleteLetters = (ids: number[]) => withCounts((api) => api.letter.delete({ body: { ids } }));
export const readAllLetters = (type: LetterType | null) => withCounts((api) => api.letter.onekeyRead({ body: type ? { type } : {} }));
