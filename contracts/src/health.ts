import { z } from 'zod';
import { BOOT_ID_PATTERN, INSTANCE_NAME_PATTERN } from './mock';

/**
 * The health route of every instance: outside the product contract (no envelope, no headers
 * required, never encrypted) and always on, whatever MOCK_API says, because a proxy or an
 * orchestrator asks it, not a player. An instance listens only once its fixtures are loaded and
 * its app is built, so any answer means both alive and ready.
 */
export const HEALTH_PATH = '/__health';

export const healthReply = z.object({
  status: z.literal('ok'),
  /** The instance that answered (INSTANCE_NAME). */
  instance: z.string().regex(INSTANCE_NAME_PATTERN),
  /** When this instance started (ISO 8601): a restart shows as a later instant, its sandboxes gone. */
  startedAt: z.string(),
  /** This process's boot, as its sandbox stamps (x-mock-stamp) name it: another after a restart. */
  boot: z.string().regex(BOOT_ID_PATTERN),
  /** QA sandboxes this instance holds, and how many it may. */
  sandboxes: z.number().int(),
  sandboxesMax: z.number().int(),
});
export type HealthReply = z.infer<typeof healthReply>;
