import useSWR, { mutate } from 'swr';
import { qaBody } from './qa-reply';
import { useQaConnection, type QaConnection } from './qa-connection';

const SNAPSHOTS_POLL_MS = 5_000;
/** The snapshots are the server's, whatever world the console acts on: one key for every connection. */
const LIST_KEY = ['qa-snapshots'] as const;

/** GET /__mock/snapshots: the saved worlds, newest first, and the bounds. */
export function useSnapshots() {
  const { qa } = useQaConnection();
  return useSWR(LIST_KEY, () => qaBody(qa.snapshots.list()), { refreshInterval: SNAPSHOTS_POLL_MS });
}

/** POST /__mock/snapshots/:name: saves the world the console acts on. */
export async function saveSnapshot({ qa }: QaConnection, name: string) {
  const saved = await qaBody(qa.snapshots.save({ params: { name }, body: {} }));
  await mutate(LIST_KEY);
  return saved;
}

/**
 * POST /__mock/snapshots/:name/restore: the world the console acts on becomes a copy of the
 * snapshot, so every panel's data is read again.
 */
export async function restoreSnapshot({ qa }: QaConnection, name: string) {
  const restored = await qaBody(qa.snapshots.restore({ params: { name }, body: {} }));
  await mutate(() => true);
  return restored;
}

/** DELETE /__mock/snapshots/:name. */
export async function deleteSnapshot({ qa }: QaConnection, name: string) {
  const done = await qaBody(qa.snapshots.remove({ params: { name }, body: undefined }));
  await mutate(LIST_KEY);
  return done;
}
