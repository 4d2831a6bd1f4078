import useSWR, { mutate } from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

const CLOCK_POLL_MS = 1_000;

/** GET /__mock/clock: the server clock and how far QA moved it. */
export function useClock() {
  const { qa, key } = useQaConnection();
  return useSWR(key('clock'), () => qaBody(qa.getClock()), { refreshInterval: CLOCK_POLL_MS });
}

/** POST /__mock/clock: move the server clock forward. */
export async function moveClock({ qa, key }: QaConnection, advanceMs: number) {
  const moved = await qaBody(qa.clock({ body: { advanceMs } }));
  await mutate(key('clock'), moved, { revalidate: false });
  return moved;
}
