import useSWR, { mutate } from 'swr';
import type { ReviewPolicy } from '@betsite/contracts/mock';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

/** GET /__mock/review-policy: how finance decides deposits and withdrawals on the server clock. */
export function useReviewPolicy() {
  const { qa, key } = useQaConnection();
  return useSWR(key('review-policy'), () => qaBody(qa.getReviewPolicy()));
}

/** PUT /__mock/review-policy (partial). */
export async function saveReviewPolicy({ qa, key }: QaConnection, change: Partial<ReviewPolicy>) {
  const saved = await qaBody(qa.putReviewPolicy({ body: change }));
  await mutate(key('review-policy'), saved, { revalidate: false });
  return saved;
}
