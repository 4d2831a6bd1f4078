import useSWR, { mutate } from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

const SANDBOXES_POLL_MS = 3_000;
/** The list is the server's, whatever world the console acts on: one key for every connection. */
const LIST_KEY = ['qa-sandboxes'] as const;

/** GET /__mock/sandboxes: the worlds QA runs have made, most recently used first. */
export function useSandboxes() {
  const { qa } = useQaConnection();
  return useSWR(LIST_KEY, () => qaBody(qa.listSandboxes()), { refreshInterval: SANDBOXES_POLL_MS });
}

/** DELETE /__mock/sandboxes/:name. */
export async function deleteSandbox({ qa }: QaConnection, name: string) {
  const done = await qaBody(qa.deleteSandbox({ params: { name }, body: undefined }));
  await mutate(LIST_KEY);
  return done;
}

/** POST /__mock/reset in that sandbox (the header names it): back to the fixtures, or started again when evicted. */
export async function resetSandbox(connection: QaConnection, name: string) {
  const done = await qaBody(connection.inSandbox(name).reset({ body: {} }));
  await mutate(LIST_KEY);
  return done;
}
