import { z } from 'zod';
import { BOOT_ID_PATTERN, INSTANCE_NAME_PATTERN } from './mock';

/**
 * The health route of every instance: outside the product contract (no envelope, no headers
 * required, never encrypted) and always on, whatever MOCK_API says, because a proxy or an
 * orchestrator asks it, not a player. An instance listens only once its fixtures are loaded and
 * its app is built, so any answer means both alive and ready.
 */
export const HEALTH_PATH = '/__health';

/**
 * On every reply while STATE_DIR's saves fail (the folder full or gone): when they began to and
 * why, e.g. `failing since 2026-11-26T08:00:00.000Z: ENOSPC: no space left on device, write`.
 */
export const STATE_SAVE_REPLY_HEADER = 'x-state-save';

/** How STATE_DIR's saves go, on an instance that has one (absent without). */
export const stateDirHealth = z.object({
  /** When every world file was last written with none failing (ISO 8601); null before the first save. */
  savedAt: z.string().nullable(),
  /** When the saves failing now began to (ISO 8601); null while none fails. */
  failingSince: z.string().nullable(),
  /** Why the last failing save failed; null while none fails. */
  error: z.string().nullable(),
  /** Product writes are refused (6005) while true: saves have failed for too long (docs/operations.md, "Durable worlds"). */
  refusingWrites: z.boolean(),
});

export const healthReply = z.object({
  /** degraded: alive and answering, but STATE_DIR's saves are failing (`stateDir` says since when and why). */
  status: z.enum(['ok', 'degraded']),
  /** The instance that answered (INSTANCE_NAME). */
  instance: z.string().regex(INSTANCE_NAME_PATTERN),
  /** When this instance started (ISO 8601): a restart shows as a later instant, its sandboxes gone. */
  startedAt: z.string(),
  /** This process's boot, as its sandbox stamps (x-mock-stamp) name it: another after a restart. */
  boot: z.string().regex(BOOT_ID_PATTERN),
  /** QA sandboxes this instance holds, and how many it may. */
  sandboxes: z.number().int(),
  sandboxesMax: z.number().int(),
  stateDir: stateDirHealth.optional(),
});
export type HealthReply = z.infer<typeof healthReply>;
