import { installedCrypto } from '../lib/crypto';
import { Code } from '@betsite/contracts/status-codes';
import { setBounded } from '../lib/bounded-map';

/**
 * What makes a money operation (a route whose contract declares `submitGuard`) happen once however
 * often it is sent, the way payment APIs do it. An operation has a key: the client's
 * idempotency-key header, or else the caller's canonical validated body. The key is marked in
 * flight before the handler runs and recorded only when the operation commits (6000), so a
 * failure can be sent again at once. The throttle plugin drives it; everything here is synchronous,
 * so nothing can slip between the check and the mark.
 */

/** Without a header key, the same submission again within this time (server clock) is a double submit. */
export const REPEAT_WINDOW_MS = 1_000;
/** How long a committed header key answers its replays with the first reply (server clock). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Keys kept at most, in flight and committed together; the oldest go first. */
export const IDEMPOTENCY_ENTRIES_MAX = 20_000;
/**
 * Committed operations past their time are swept out at most this often (server clock). Without
 * it one was forgotten only when the same operation came again or 20,000 newer ones pushed it out,
 * so a world played every day held its replies for years (3.3 MB after the soak's 365 days).
 */
export const IDEMPOTENCY_SWEEP_EVERY_MS = 60_000;

interface InFlight {
  kind: 'in-flight';
  /** The request holding the mark: only it may commit or release it. */
  ticket: number;
  bodyHash: string;
  /** How long the commit will be kept: a header key's TTL, or the repeat window. */
  keepMs: number;
}
interface Committed {
  kind: 'committed';
  bodyHash: string;
  reply: unknown;
  expiresMs: number;
}

/** What to do with a submission. */
export type Admission =
  | { kind: 'go'; ticket: number }
  /** The same operation is running or just committed (6011). */
  | { kind: 'repeat' }
  /** A header key that committed: answer its first reply again. */
  | { kind: 'replay'; reply: unknown }
  /** A header key already used for another body (6008). */
  | { kind: 'mismatch' };

/** The operation a submission names. `headerKey` is the client's, already checked against IDEMPOTENCY_KEY_RE. */
export interface Submission {
  /** Whose operation: the account when logged in (every session of it), else address and device. */
  scope: string;
  route: string;
  headerKey: string | undefined;
  /** The body as the contract parsed it: unknown fields gone, defaults filled, amounts in one spelling. */
  canonicalBody: unknown;
}

/** JSON with keys sorted at every level, so field order never makes two submissions differ. */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  // Written out rather than with entries/map/join: every submission on a guarded route pays it.
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (let i = 0; i < value.length; i++) text += `${i > 0 ? ',' : ''}${i in value ? canonicalJson(value[i]) : ''}`;
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  // The default sort orders by UTF-16 code units, as `<` on strings does.
  const keys = Object.keys(record).sort();
  text = '{';
  for (const key of keys) {
    const v = record[key];
    if (v === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`;
  }
  return `${text}}`;
}

export function createIdempotencyStore() {
  const entries = new Map<string, InFlight | Committed>();
  let lastTicket = 0;

  const keyOf = (s: Submission, bodyHash: string) => (s.headerKey === undefined ? `${s.scope}|${s.route}|body|${bodyHash}` : `${s.scope}|${s.route}|key|${s.headerKey}`);
  const tickets = new Map<number, string>();
  let sweptAtMs = -Infinity;

  /** Forgets the committed operations whose time is over (a walk over at most 20,000, once a minute of server clock at most). */
  function sweep(nowMs: number): void {
    if (nowMs - sweptAtMs < IDEMPOTENCY_SWEEP_EVERY_MS) return;
    sweptAtMs = nowMs;
    for (const [key, entry] of entries) if (entry.kind === 'committed' && entry.expiresMs <= nowMs) entries.delete(key);
  }

  /** The operation answered: a success is recorded (a header key with its reply), anything else forgotten. */
  function settle(ticket: number, reply: { status_code: number } | null, nowMs: number): void {
    const key = tickets.get(ticket);
    tickets.delete(ticket);
    const entry = key === undefined ? undefined : entries.get(key);
    if (key === undefined || entry?.kind !== 'in-flight' || entry.ticket !== ticket) return;
    if (reply?.status_code !== Code.SUCCESS) entries.delete(key);
    else setBounded(entries, key, { kind: 'committed', bodyHash: entry.bodyHash, reply, expiresMs: nowMs + entry.keepMs }, IDEMPOTENCY_ENTRIES_MAX);
  }

  return {
    /** Decides, and on `go` marks the operation in flight under a ticket the request keeps. */
    admit(s: Submission, nowMs: number): Admission {
      sweep(nowMs);
      // One-shot: a Hash object per submission cost three times as much (1.4 against 0.5 µs).
      const bodyHash = installedCrypto().sha256Text(canonicalJson(s.canonicalBody), 'base64');
      const key = keyOf(s, bodyHash);
      const found = entries.get(key);
      if (found?.kind === 'committed' && found.expiresMs <= nowMs) entries.delete(key);
      else if (found !== undefined) {
        if (found.bodyHash !== bodyHash) return { kind: 'mismatch' };
        if (found.kind === 'committed' && s.headerKey !== undefined) return { kind: 'replay', reply: found.reply };
        return { kind: 'repeat' };
      }
      const ticket = ++lastTicket;
      const keepMs = s.headerKey === undefined ? REPEAT_WINDOW_MS : IDEMPOTENCY_KEY_TTL_MS;
      setBounded(entries, key, { kind: 'in-flight', ticket, bodyHash, keepMs }, IDEMPOTENCY_ENTRIES_MAX);
      setBounded(tickets, ticket, key, IDEMPOTENCY_ENTRIES_MAX);
      return { kind: 'go', ticket };
    },

    settle,

    /** The request ended without an envelope (a lost connection): the operation may be tried again. */
    release(ticket: number): void {
      settle(ticket, null, 0);
    },

    clear(): void {
      entries.clear();
      tickets.clear();
      sweptAtMs = -Infinity;
    },

    size: () => entries.size,
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
