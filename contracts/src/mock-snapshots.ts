import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { INSTANCE_NAME_PATTERN, qaReplies, sandboxName } from './mock';

/**
 * QA snapshots, under /__mock/snapshots (plain JSON, plain HTTP statuses, like the rest of the QA
 * API): save the world of the call (its x-mock-session sandbox, or the default world) under a name,
 * and restore a copy of it into the world of any later call, so a team prepares a rich world once
 * and forks it for every test run. A snapshot holds the world's state, its sessions and its clock
 * offset (server/README.md, "Durable and forkable worlds"); restoring replaces the calling world
 * whole and leaves the snapshot as it was.
 */
const c = initContract();

/** Snapshots kept at once; past it a save answers 409 until one is deleted (they are made on purpose: none is evicted). */
export const SNAPSHOTS_MAX = 50;
/** Bytes all snapshots may hold together (a fixtures' world is about 0.2 MB); past it a save answers 409. */
export const SNAPSHOTS_BYTES_MAX = 256 * 1024 * 1024;
/** Restores waiting for their turn (they run one at a time); past it a restore answers 409. */
export const RESTORES_WAITING_MAX = 1_000;

const errorBody = z.object({ error: z.string() });
const nameParams = z.object({ name: sandboxName });
/**
 * What a restore names: a snapshot, optionally with the instance that holds it, `<name>@<instance>`
 * (snapshots are per instance: behind a proxy sharding sandboxes, a restore on another instance
 * then answers 404 naming the one that holds it, rather than only that it has none).
 */
export const SNAPSHOT_REF_PATTERN = /^([A-Za-z0-9._-]{1,64})(?:@([A-Za-z0-9._-]{1,64}))?$/;
export function parseSnapshotRef(ref: string): { name: string; instance: string | undefined } | undefined {
  const m = SNAPSHOT_REF_PATTERN.exec(ref);
  return m ? { name: m[1]!, instance: m[2] } : undefined;
}
const refParams = z.object({ name: z.string().regex(SNAPSHOT_REF_PATTERN, 'a snapshot name (1-64 of A-Z a-z 0-9 . _ -), optionally @ the instance that holds it') });

export const snapshotInfo = z.object({
  /** Under the sandboxes' name rule: 1-64 of A-Z a-z 0-9 . _ - */
  name: sandboxName,
  /** The sandbox it was taken in; null: the default world. */
  from: sandboxName.nullable(),
  /** Server time (epoch ms) of the save, on the clock of the world it was taken in. */
  savedAt: z.number().int(),
  /** Its size in memory (and on disk, under STATE_DIR). */
  bytes: z.number().int(),
  /** The instance that holds it (INSTANCE_NAME): snapshots are per instance; restore it from anywhere as `<name>@<instance>`. */
  instance: z.string().regex(INSTANCE_NAME_PATTERN),
});
export const snapshotList = z.object({ limit: z.number().int(), bytesMax: z.number().int(), bytes: z.number().int(), snapshots: z.array(snapshotInfo) });
export const restoredSnapshot = z.object({ restored: sandboxName, into: sandboxName.nullable() });

export const mockSnapshotsContract = c.router(
  {
    list: { method: 'GET', path: '/snapshots', responses: qaReplies({ 200: snapshotList }), summary: 'The snapshots, newest first, with the bounds (count and bytes)' },
    save: {
      method: 'POST',
      path: '/snapshots/:name',
      pathParams: nameParams,
      body: z.object({}).strict(),
      responses: qaReplies({ 200: snapshotInfo, 409: errorBody }),
      summary: 'Save the world of the call (its x-mock-session sandbox, or the default world) under the name, replacing a snapshot of that name; 409 past the bounds',
    },
    restore: {
      method: 'POST',
      path: '/snapshots/:name/restore',
      pathParams: refParams,
      body: z.object({}).strict(),
      responses: qaReplies({ 200: restoredSnapshot, 404: errorBody, 409: errorBody }),
      summary: 'Replace the world of the call with a copy of the snapshot (its name, or `<name>@<instance>`: 404 naming the instance that holds it when this one is not): state, sessions and clock offset; journal, outbox, scenarios and throttle counts start empty. Restores take turns, one at a time (the server answers its other requests between two); 409 when RESTORES_WAITING_MAX (1,000) wait already',
    },
    remove: { method: 'DELETE', path: '/snapshots/:name', pathParams: nameParams, body: z.null().optional(), responses: qaReplies({ 200: z.object({ ok: z.literal(true) }), 404: errorBody }), summary: 'Delete a snapshot' },
  },
  { pathPrefix: '/__mock' },
);
