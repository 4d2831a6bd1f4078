/** The last requests the server answered, newest last; a fixed-size ring so it cannot grow. */
export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  path: string;
  encrypted: boolean;
  body: unknown;
  /** The reply's envelope as sent before encryption, bounded like the body. */
  reply?: unknown;
  status_code: number | null;
  durationMs: number;
  session: string | null;
  userId: number | null;
}

const REDACTED_KEYS = new Set(['password', 'secondPassword', 'newPassword', 'oldPassword', 'payPassword']);

/** Strings longer than this are cut in the journal, so 500 uploads cannot hold 100 MB. */
export const JOURNAL_STRING_CHARS_MAX = 512;
/** Keys are cut too: 750 bodies with a 250,000-character key once held 180 MB. */
export const JOURNAL_KEY_CHARS_MAX = 64;
/** Arrays keep this many items and objects this many keys. */
const JOURNAL_ITEMS_MAX = 50;
const JOURNAL_DEPTH_MAX = 6;
/**
 * What one entry may keep of a body, in characters of its strings and keys plus one per value;
 * past it the rest of the body is replaced by a marker. Characters, not bytes: at most 3 bytes
 * each in the JSON reply and 2 in memory.
 */
export const JOURNAL_ENTRY_CHARS_MAX = 8_192;
/** What the whole journal may keep; past it the oldest entries go, whatever JOURNAL_SIZE says. */
export const JOURNAL_TOTAL_CHARS_MAX = 2_000_000;
/** What an entry costs besides its body: its fixed fields, as a rough character count. */
const JOURNAL_ENTRY_OVERHEAD_CHARS = 160;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/**
 * What the journal keeps of a body, and its size in characters: password hashes hidden, long
 * strings and keys cut, deep nesting flattened, breadth and total size bounded; everything else
 * as the server saw it.
 */
export function redactBounded(body: unknown): { value: unknown; chars: number } {
  let left = JOURNAL_ENTRY_CHARS_MAX;
  const walk = (node: unknown, depth: number): unknown => {
    left -= 1;
    if (left < 0) return '…';
    if (typeof node === 'string') {
      const kept = cut(node, Math.min(JOURNAL_STRING_CHARS_MAX, Math.max(left, 0)));
      left -= kept.length;
      return kept;
    }
    if (node === null || typeof node !== 'object') return node;
    if (depth >= JOURNAL_DEPTH_MAX) return '…';
    if (Array.isArray(node)) return node.slice(0, JOURNAL_ITEMS_MAX).map((v) => walk(v, depth + 1));
    const out: Record<string, unknown> = {};
    let keys = 0;
    for (const [k, v] of Object.entries(node)) {
      if (keys++ >= JOURNAL_ITEMS_MAX || left <= 0) {
        out['…'] = `(${Object.keys(node).length - keys + 1} more keys)`;
        break;
      }
      const key = cut(k, JOURNAL_KEY_CHARS_MAX);
      left -= key.length;
      out[key] = REDACTED_KEYS.has(k) ? '***' : walk(v, depth + 1);
    }
    return out;
  };
  const value = walk(body, 0);
  return { value, chars: JOURNAL_ENTRY_CHARS_MAX - left };
}

export function redact(body: unknown): unknown {
  return redactBounded(body).value;
}

export function createJournal(size: number) {
  const ring: (JournalEntry | undefined)[] = new Array<JournalEntry | undefined>(size);
  /** Each entry's estimated size in characters, beside it in the ring. */
  const charsAt = new Array<number>(size).fill(0);
  let next = 0;
  let count = 0;
  let totalChars = 0;
  let nextId = 1;
  const dropOldest = () => {
    const oldest = (next - count + size) % size;
    totalChars -= charsAt[oldest]!;
    ring[oldest] = undefined;
    count -= 1;
  };
  return {
    /** `bodyChars`: the body's size as redactBounded measured it. */
    record(e: Omit<JournalEntry, 'id'>, bodyChars = 0) {
      if (count === size) dropOldest();
      const path = cut(e.path, JOURNAL_STRING_CHARS_MAX);
      const session = e.session === null ? null : cut(e.session, JOURNAL_STRING_CHARS_MAX);
      const chars = JOURNAL_ENTRY_OVERHEAD_CHARS + path.length + (session?.length ?? 0) + bodyChars;
      ring[next] = { ...e, path, session, id: nextId++ };
      charsAt[next] = chars;
      totalChars += chars;
      count += 1;
      next = (next + 1) % size;
      while (totalChars > JOURNAL_TOTAL_CHARS_MAX && count > 1) dropOldest();
    },
    /** Newest first. */
    list(filter: { limit?: number; path?: string; session?: string } = {}): JournalEntry[] {
      const out: JournalEntry[] = [];
      for (let i = 1; i <= count && out.length < (filter.limit ?? size); i++) {
        const e = ring[(next - i + size) % size];
        if (!e) break;
        if (filter.path !== undefined && e.path !== filter.path) continue;
        if (filter.session !== undefined && e.session !== filter.session) continue;
        out.push(e);
      }
      return out;
    },
    /** The estimated size of everything kept, in characters (at most JOURNAL_TOTAL_CHARS_MAX). */
    totalChars: () => totalChars,
    clear() {
      ring.fill(undefined);
      charsAt.fill(0);
      next = 0;
      count = 0;
      totalChars = 0;
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;
