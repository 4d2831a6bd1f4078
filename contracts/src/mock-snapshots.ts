import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { qaReplies, sandboxName } from './mock';

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

const errorBody = z.object({ error: z.string() });
const nameParams = z.object({ name: sandboxName });

export const snapshotInfo = z.object({
  /** Under the sandboxes' name rule: 1-64 of A-Z a-z 0-9 . _ - */
  name: sandboxName,
  /** The sandbox it was taken in; null: the default world. */
  from: sandboxName.nullable(),
  /** Server time (epoch ms) of the save, on the clock of the world it was taken in. */
  savedAt: z.number().int(),
  /** Its size in memory (and on disk, under STATE_DIR). */
  bytes: z.number().int(),
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
      body: z.object({}).passthrough(),
      responses: qaReplies({ 200: snapshotInfo, 409: errorBody }),
      summary: 'Save the world of the call (its x-mock-session sandbox, or the default world) under the name, replacing a snapshot of that name; 409 past the bounds',
    },
    restore: {
      method: 'POST',
      path: '/snapshots/:name/restore',
      pathParams: nameParams,
      body: z.object({}).passthrough(),
      responses: qaReplies({ 200: restoredSnapshot, 404: errorBody }),
      summary: 'Replace the world of the call with a copy of the snapshot: state, sessions and clock offset; journal, outbox, scenarios and throttle counts start empty',
    },
    remove: { method: 'DELETE', path: '/snapshots/:name', pathParams: nameParams, body: z.null().optional(), responses: qaReplies({ 200: z.object({ ok: z.literal(true) }), 404: errorBody }), summary: 'Delete a snapshot' },
  },
  { pathPrefix: '/__mock' },
);
