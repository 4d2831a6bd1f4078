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
 * What one entry may keep of a body, in characters of its JSON text (escapes aside); past it the
 * rest of the body is replaced by a marker. Characters, not bytes: at most 3 bytes each in the
 * JSON reply and 2 in memory.
 */
export const JOURNAL_ENTRY_CHARS_MAX = 8_192;
/** What the whole journal may keep; past it the oldest entries go, whatever JOURNAL_SIZE says. */
export const JOURNAL_TOTAL_CHARS_MAX = 2_000_000;
/** What an entry costs besides its body: its fixed fields, as a rough character count. */
const JOURNAL_ENTRY_OVERHEAD_CHARS = 160;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/**
 * What the journal keeps of a body, and its size in characters of JSON text: password hashes
 * hidden, long strings and keys cut, deep nesting flattened, breadth and total size bounded;
 * everything else as the server saw it. Each value is counted as JSON spells it (a price list's
 * numbers once counted one character each, and its kept text came to three or four times the
 * budget), with one more for the comma or bracket around it.
 */
export function redactBounded(body: unknown): { value: unknown; chars: number } {
  let left = JOURNAL_ENTRY_CHARS_MAX;
  const walk = (node: unknown, depth: number): unknown => {
    left -= 1;
    if (left < 0) return '…';
    if (typeof node === 'string') {
      const kept = cut(node, Math.min(JOURNAL_STRING_CHARS_MAX, Math.max(left, 0)));
      left -= kept.length + 2;
      return kept;
    }
    if (node === null || typeof node !== 'object') {
      left -= jsonLength(node);
      return node;
    }
    left -= 1;
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
      left -= key.length + 3;
      out[key] = REDACTED_KEYS.has(k) ? '***' : walk(v, depth + 1);
    }
    return out;
  };
  const value = walk(body, 0);
  return { value, chars: JOURNAL_ENTRY_CHARS_MAX - left };
}

/** A number's, boolean's or null's length in JSON (what JSON.parse gives; anything else as null). */
function jsonLength(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4;
  return value === false ? 5 : 4;
}

export function redact(body: unknown): unknown {
  return redactBounded(body).value;
}

/**
 * A body or reply as the journal takes it: the JSON text as it came or went (a string cannot
 * change later, so keeping it costs nothing now and is exact), or, for what is no JSON text, the
 * value itself, bounded at once.
 */
export type Recorded = { text: string } | { value: unknown } | null;

/** What the journal plugin hands over per request: the entry with its body and reply as recorded. */
export interface JournalRecord extends Omit<JournalEntry, 'id' | 'body' | 'reply' | 'status_code'> {
  body: Recorded;
  reply: Recorded;
}

/**
 * What an entry holds of a body or reply until it is read: what was recorded, or, for a text over
 * the entry budget, its bounded value as JSON text. A string takes a fraction of the memory of the
 * objects it describes (a busy sandbox's journal held 0.6 MB less), and a value made of JSON text
 * comes back from it unchanged.
 */
type Kept = Recorded | { bounded: string };
/** A record as the journal holds it. */
interface KeptRecord extends Omit<JournalRecord, 'body' | 'reply'> {
  body: Kept;
  reply: Kept;
}

/**
 * Texts up to the entry budget are kept as they are and opened (parsed, redacted, bounded) only
 * when the journal is read: most requests are never read back, and the same bounds apply then.
 * A longer one, or a value, is bounded at once, so what an entry holds stays within the budget
 * either way. Answers what to keep and its size in characters.
 */
function keep(r: Recorded): [Kept, number] {
  if (r === null) return [null, 0];
  if ('text' in r && r.text.length <= JOURNAL_ENTRY_CHARS_MAX) return [r, r.text.length];
  const bounded = redactBounded('text' in r ? parseOr(r.text) : r.value);
  if (!('text' in r)) return [{ value: bounded.value }, bounded.chars];
  const text = JSON.stringify(bounded.value);
  return [{ bounded: text }, text.length];
}

/** JSON text as its value; text that is no JSON as itself (cut like any string). */
function parseOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function opened(r: Kept): unknown {
  if (r === null) return null;
  if ('text' in r) return redactBounded(parseOr(r.text)).value;
  return 'bounded' in r ? JSON.parse(r.bounded) : r.value;
}

/** An entry not read yet (the record as given: the journal owns it from then on), or read. */
type Slot = { id: number; record: KeptRecord } | { read: JournalEntry };

/** The entry of a slot, opened on its first read (the slot then holds it instead of the texts). */
function entryOf(ring: (Slot | undefined)[], at: number): JournalEntry {
  const slot = ring[at]!;
  if ('read' in slot) return slot.read;
  const { body, reply: replied, ...fixed } = slot.record;
  const reply = opened(replied);
  const code = (reply as { status_code?: unknown } | null)?.status_code;
  const read: JournalEntry = { ...fixed, id: slot.id, body: opened(body), reply, status_code: typeof code === 'number' ? code : null };
  ring[at] = { read };
  return read;
}

const fieldsOf = (slot: Slot) => ('read' in slot ? slot.read : slot.record);

export function createJournal(size: number) {
  const ring: (Slot | undefined)[] = new Array<Slot | undefined>(size);
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
    /** Keeps `e` (not a copy: the caller hands it over). */
    record(e: JournalRecord) {
      if (count === size) dropOldest();
      e.path = cut(e.path, JOURNAL_STRING_CHARS_MAX);
      if (e.session !== null) e.session = cut(e.session, JOURNAL_STRING_CHARS_MAX);
      const [body, bodyChars] = keep(e.body);
      const [reply, replyChars] = keep(e.reply);
      // The caller's object becomes the journal's: its body and reply are replaced by what is kept.
      const kept: KeptRecord = e;
      kept.body = body;
      kept.reply = reply;
      const chars = JOURNAL_ENTRY_OVERHEAD_CHARS + e.path.length + (e.session?.length ?? 0) + bodyChars + replyChars;
      ring[next] = { id: nextId++, record: kept };
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
        const at = (next - i + size) % size;
        const slot = ring[at];
        if (!slot) break;
        if (filter.path !== undefined && fieldsOf(slot).path !== filter.path) continue;
        if (filter.session !== undefined && fieldsOf(slot).session !== filter.session) continue;
        out.push(entryOf(ring, at));
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
