import useSWR, { mutate } from 'swr';
import type { z } from 'zod';
import type { scenarioInput } from '@betsite/contracts/mock';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

export type ScenarioInput = z.input<typeof scenarioInput>;

const SCENARIOS_POLL_MS = 2_000;

/** GET /__mock/scenarios, polled (hits and what remains change as the site calls). */
export function useScenarios() {
  const { qa, key } = useQaConnection();
  return useSWR(key('scenarios'), () => qaBody(qa.listScenarios()), { refreshInterval: SCENARIOS_POLL_MS });
}

/** POST /__mock/scenarios: force a route to answer a status code. */
export async function addScenario(connection: QaConnection, input: ScenarioInput) {
  const added = await qaBody(connection.qa.addScenario({ body: input }));
  await mutate(connection.key('scenarios'));
  return added;
}

/** DELETE /__mock/scenarios: one (by id) or all. */
export async function removeScenarios(connection: QaConnection, id?: string) {
  const removed = await qaBody(connection.qa.removeScenarios({ query: id === undefined ? {} : { id }, body: undefined }));
  await mutate(connection.key('scenarios'));
  return removed;
}
