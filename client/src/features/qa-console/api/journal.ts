import useSWR from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection } from './qa-connection';

/** The journal keeps more, but a person reads the last few hundred; filters apply to these. */
export const JOURNAL_ENTRIES_SHOWN_MAX = 300;
const JOURNAL_POLL_MS = 2_000;

/** GET /__mock/journal, polled while `live`: the last requests, decrypted, newest first. */
export function useJournal(live: boolean, session: string | null) {
  const { qa, key } = useQaConnection();
  return useSWR(
    key('journal', session),
    () => qaBody(qa.journal({ query: { limit: JOURNAL_ENTRIES_SHOWN_MAX, session: session ?? undefined } })),
    { refreshInterval: live ? JOURNAL_POLL_MS : 0, keepPreviousData: true },
  );
}
