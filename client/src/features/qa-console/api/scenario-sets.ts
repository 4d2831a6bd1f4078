import useSWR, { mutate } from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

/** GET /__mock/scenario-sets: the named sets loaded at start, and which the world has applied. */
export function useScenarioSets() {
  const { qa, key } = useQaConnection();
  return useSWR(key('scenario-sets'), () => qaBody(qa.sets.list()));
}

/** POST /__mock/scenario-sets/:name/apply: its steps in order (a failing one is refused with its index). */
export async function applyScenarioSet(connection: QaConnection, name: string) {
  const applied = await qaBody(connection.qa.sets.apply({ params: { name }, body: {} }));
  await Promise.all([mutate(connection.key('scenario-sets')), mutate(connection.key('scenarios'))]);
  return applied;
}

/** DELETE /__mock/scenario-sets/:name: the replies it forced (settings and clock moves stay). */
export async function removeScenarioSet(connection: QaConnection, name: string) {
  const removed = await qaBody(connection.qa.sets.remove({ params: { name }, body: undefined }));
  await Promise.all([mutate(connection.key('scenario-sets')), mutate(connection.key('scenarios'))]);
  return removed;
}
