import { UnknownStatusError } from '@ts-rest/core';
import useSWR from 'swr';
import { stateOfProbe, type ProbeOutcome, type QaApiState } from './qa-reply';
import { useQaConnection } from './qa-connection';

/** Asked again this often, so the page notices the server coming back or going away. */
const PROBE_INTERVAL_MS = 5_000;

/** GET /__mock/clock as a probe: is the QA API on at this address, and may this page use it? */
export function useQaApiState(): QaApiState | undefined {
  const { qa, key } = useQaConnection();
  const { data } = useSWR(key('probe'), async (): Promise<QaApiState> => {
    let outcome: ProbeOutcome;
    try {
      outcome = await qa.getClock();
    } catch (error) {
      outcome = error instanceof UnknownStatusError ? error.response : { networkError: error instanceof Error ? error.message : String(error) };
    }
    return stateOfProbe(outcome);
  }, { refreshInterval: PROBE_INTERVAL_MS });
  return data;
}
