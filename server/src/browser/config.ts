import type { Config } from '../config';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { CHAT_CONNECTIONS_PER_IP_DEFAULT } from '@betsite/contracts/socket';

/** Where a page keeps the instant its world's clock starts at (ISO 8601 with a zone), if it is not now. */
export const CLOCK_START_KEY = 'betsite.world.clockStart';

/**
 * The page world's configuration: the server's defaults (config.ts, which reads the environment
 * and so is the server's), with what a page differs in. Typed as the server's Config, so a new
 * variable there fails to compile here until it is given a value.
 */
export function pageConfig(clockStart: number | undefined): Config {
  return {
    PORT: 0,
    HOST: 'localhost',
    LOG_LEVEL: 'warn',
    // The QA API is the demo's QA console; no network can reach a page's world, so no token.
    MOCK_API: true,
    MOCK_API_TOKEN: undefined,
    WIRE_SECRET: DEFAULT_WIRE_SECRET,
    SESSION_IDLE_MS: 2 * 60 * 60 * 1000,
    SESSION_ABSOLUTE_MS: 7 * 24 * 60 * 60 * 1000,
    BODY_LIMIT_BYTES: 256 * 1024,
    // One world: fetch/transport.ts drops sandbox names in a page.
    SANDBOXES_MAX: 1,
    JOURNAL_SIZE: 500,
    RESPONSE_VALIDATION: false,
    // A page's collector is the browser's.
    IDLE_COLLECTION_MS: 0,
    FIXTURES_DIR: undefined,
    SCENARIOS_DIR: undefined,
    CLOCK_START: clockStart,
    INSTANCE_NAME: 'page',
    STATE_DIR: undefined,
    STATE_SAVE_INTERVAL_MS: 2_000,
    TRUST_PROXY: undefined,
    CHAT_CONNECTIONS_PER_IP_MAX: CHAT_CONNECTIONS_PER_IP_DEFAULT,
  };
}

/** The clock start a page asked for (localStorage CLOCK_START_KEY), if any and valid. */
export function askedClockStart(storage: Pick<Storage, 'getItem'>): number | undefined {
  const asked = storage.getItem(CLOCK_START_KEY);
  if (asked === null) return undefined;
  const at = Date.parse(asked);
  return Number.isFinite(at) && /(?:Z|[+-]\d{2}:\d{2})$/.test(asked) ? at : undefined;
}
