/** The last requests the server answered, newest last; a fixed-size ring so it cannot grow. */
export interface JournalEntry {
  id: number;
  at: number;
  method: string;
  path: string;
  encrypted: boolean;
  body: unknown;
  status_code: number | null;
  durationMs: number;
  session: string | null;
  userId: number | null;
}

const REDACTED_KEYS = new Set(['password', 'secondPassword', 'newPassword', 'oldPassword', 'payPassword']);

/** Strings longer than this are cut in the journal, so 500 uploads cannot hold 100 MB. */
export const JOURNAL_STRING_CHARS_MAX = 512;
const JOURNAL_DEPTH_MAX = 6;

/**
 * What the journal keeps of a body: password hashes hidden, long strings cut, deep nesting
 * flattened; everything else as the server saw it.
 */
export function redact(body: unknown, depth = 0): unknown {
  if (typeof body === 'string') return body.length > JOURNAL_STRING_CHARS_MAX ? `${body.slice(0, JOURNAL_STRING_CHARS_MAX)}…(${body.length} chars)` : body;
  if (body === null || typeof body !== 'object') return body;
  if (depth >= JOURNAL_DEPTH_MAX) return '…';
  if (Array.isArray(body)) return body.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) out[k] = REDACTED_KEYS.has(k) ? '***' : redact(v, depth + 1);
  return out;
}

export function createJournal(size: number) {
  const ring: (JournalEntry | undefined)[] = new Array<JournalEntry | undefined>(size);
  let next = 0;
  let nextId = 1;
  return {
    record(e: Omit<JournalEntry, 'id'>) {
      ring[next] = { ...e, id: nextId++ };
      next = (next + 1) % size;
    },
    /** Newest first. */
    list(filter: { limit?: number; path?: string; session?: string } = {}): JournalEntry[] {
      const out: JournalEntry[] = [];
      for (let i = 1; i <= size && out.length < (filter.limit ?? size); i++) {
        const e = ring[(next - i + size) % size];
        if (!e) break;
        if (filter.path !== undefined && e.path !== filter.path) continue;
        if (filter.session !== undefined && e.session !== filter.session) continue;
        out.push(e);
      }
      return out;
    },
    clear() {
      ring.fill(undefined);
      next = 0;
    },
  };
}
export type Journal = ReturnType<typeof createJournal>;
