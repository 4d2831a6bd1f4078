import useSWR from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection } from './qa-connection';

const OUTBOX_POLL_MS = 2_000;

/** GET /__mock/outbox, polled: every SMS, voice and email code sent, newest first. */
export function useOutbox() {
  const { qa, key } = useQaConnection();
  return useSWR(key('outbox'), () => qaBody(qa.outbox({ query: {} })), { refreshInterval: OUTBOX_POLL_MS });
}
