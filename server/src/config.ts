import { z } from 'zod';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { CHAT_CONNECTIONS_PER_IP_DEFAULT } from '@betsite/contracts/socket';
import { hostname } from 'node:os';
import { isIP } from 'node:net';
import { INSTANCE_NAME_PATTERN, SANDBOXES_MAX } from '@betsite/contracts/mock';
import { TEST_CLOCK_START } from './test-clock-start';
import { isLoopbackHost } from './lib/loopback';

export { isLoopbackHost };

/** A quiet spell long enough that a load test's pauses do not drop the server's compiled code (node/idle-collection.ts). */
export const IDLE_COLLECTION_MS_DEFAULT = 30_000;

/** Configuration from the environment, validated once at start with a readable error per variable. */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const ms = z.coerce.number().int().positive();

/** Every variable the server reads (docs/operations.md lists exactly these keys: tests/docs). */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The QA control API (/__mock/...). Switch it off for a public demo. */
  MOCK_API: bool.default('true'),
  /**
   * Required with MOCK_API on a HOST that is not loopback; when set, every /__mock call must send
   * it in the x-mock-token header. Long enough that guessing it over the network is hopeless.
   */
  MOCK_API_TOKEN: z.string().min(16).max(256).optional(),
  WIRE_SECRET: z.string().min(16).default(DEFAULT_WIRE_SECRET),
  SESSION_IDLE_MS: ms.default(2 * 60 * 60 * 1000),
  SESSION_ABSOLUTE_MS: ms.default(7 * 24 * 60 * 60 * 1000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10 * 1024 * 1024).default(256 * 1024),
  /** QA sandboxes kept at once (least recently used evicted past it); see composition/sandboxes.ts. */
  SANDBOXES_MAX: z.coerce.number().int().min(1).max(10_000).default(SANDBOXES_MAX),
  JOURNAL_SIZE: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Check every reply against the contract. On in tests and development, off on the hot path. */
  RESPONSE_VALIDATION: bool.default('false'),
  FIXTURES_DIR: z.string().optional(),
  /** Named scenario sets (YAML or JSON) read at start with the QA API on; default fixtures/scenarios. */
  SCENARIOS_DIR: z.string().optional(),
  /**
   * The instant the server's clock starts at (ISO 8601 with a zone: 2026-11-18T10:00:00+08:00);
   * it runs at real speed from there. Unset: real time. Tests and journeys set it so that what they
   * see does not depend on the hour they run at.
   */
  CLOCK_START: z
    .string()
    .datetime({ offset: true, message: 'an ISO 8601 instant with a zone, like 2026-11-18T10:00:00+08:00' })
    .transform((iso) => Date.parse(iso))
    .optional(),
  /**
   * This instance's name, answered in the x-mock-instance header of every reply and by
   * GET /__mock/sandboxes, so that behind a proxy sharding sandboxes a caller sees who answered.
   */
  INSTANCE_NAME: z
    .string()
    .regex(INSTANCE_NAME_PATTERN, '1-64 of A-Z a-z 0-9 . _ - (it is sent in a header)')
    .default(() => instanceNameOf(hostname())),
  /**
   * Where the worlds are kept between runs (node/world-files.ts): unset, every start is a
   * clean one from the fixtures. Set, each world (the default one, every QA sandbox) and every QA
   * snapshot is saved there on a clean stop and while it changes, and loaded at start.
   */
  STATE_DIR: z.string().min(1).optional(),
  /** How often at most a changed world is written to STATE_DIR: what a kill -9 may lose. */
  STATE_SAVE_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /**
   * The proxies whose X-Forwarded-For the server believes (Fastify's trustProxy): a comma-separated
   * list of addresses and CIDR ranges, like `127.0.0.1` or `172.30.45.0/24`. A request arriving
   * from one of them is the client's that the header names (the nearest address not itself a
   * trusted proxy): every per-address rule, preInfo's ip and the logs see that client. Unset (the
   * default): no proxy is trusted, the address is the connection's and the header is ignored, so a
   * client cannot claim another address by sending it.
   */
  TRUST_PROXY: z.string().transform(trustedProxiesOf).optional(),
  /**
   * How long without an HTTP request before the server runs a full, memory-reducing collection
   * (node/idle-collection.ts; only when Node was started with --expose-gc, as the start script
   * does; one also runs before it listens). 0: never, not even at the start.
   */
  IDLE_COLLECTION_MS: z.coerce.number().int().min(0).max(3_600_000).default(IDLE_COLLECTION_MS_DEFAULT),
  /** Chat sockets open at once from one address (a bench on loopback raises it). */
  CHAT_CONNECTIONS_PER_IP_MAX: z.coerce.number().int().min(1).max(100_000).default(CHAT_CONNECTIONS_PER_IP_DEFAULT),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(configSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(picked[String(i.path[0])])})`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.MOCK_API && config.MOCK_API_TOKEN === undefined && !isLoopbackHost(config.HOST)) {
    // The QA API resets state and reads SMS codes and captcha answers: on a reachable interface
    // without a token, anyone who can reach the host could do the same.
    throw new ConfigError(
      `Invalid configuration:\n  MOCK_API: the QA API is on while HOST is ${JSON.stringify(config.HOST)}, not a loopback address; set MOCK_API_TOKEN (16+ characters, sent as x-mock-token) or MOCK_API=false`,
    );
  }
  return config;
}

/** TRUST_PROXY's entries, each an IP address or a CIDR range; one that trusts every address is refused. */
function trustedProxiesOf(text: string, ctx: z.RefinementCtx): string[] {
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'addresses or CIDR ranges separated by commas, like 127.0.0.1,172.30.45.0/24' });
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? undefined : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    const valid = family !== 0 && rest.length === 0 && (prefix === undefined || (prefix >= 1 && prefix <= (family === 4 ? 32 : 128)));
    if (!valid) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not an address or a CIDR range (a range of every address, /0, would let any client name its own)` });
  }
  return entries;
}

/** The hostname cut to what a header may carry safely: a hostname fits unless it is odd or long. */
export function instanceNameOf(host: string): string {
  const safe = host.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64);
  return safe === '' ? 'api' : safe;
}


/** Defaults for tests: quiet logs, replies checked against the contract, the clock at a known instant. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const env = { LOG_LEVEL: 'silent', RESPONSE_VALIDATION: 'true', CLOCK_START: process.env.TEST_CLOCK_START ?? TEST_CLOCK_START };
  return { ...loadConfig(env), ...overrides };
}
