import useSWR from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection } from './qa-connection';

/** The journal keeps more, but a person reads the last few hundred; filters apply to these. */
export const JOURNAL_ENTRIES_SHOWN_MAX = 300;
const JOURNAL_POLL_MS = 2_000;

/**
 * GET /__mock/journal, polled: the last requests, decrypted, newest first. One key for the
 * panels that read it (journal, captchas, sandbox names), so they share one poll.
 */
export function useJournal() {
  const { qa, key } = useQaConnection();
  return useSWR(key('journal'), () => qaBody(qa.journal({ query: { limit: JOURNAL_ENTRIES_SHOWN_MAX } })), { refreshInterval: JOURNAL_POLL_MS });
}
