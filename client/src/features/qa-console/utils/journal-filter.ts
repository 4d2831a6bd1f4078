import type { z } from 'zod';
import type { journalEntry } from '@betsite/contracts/mock';

export type JournalEntry = z.infer<typeof journalEntry>;

export interface JournalFilter {
  /** Part of the path, any case ("login" finds /site/api/v1/user/login). */
  path: string;
  /** The reply's status code, exactly; empty: any. */
  statusCode: string;
  /** The x-mock-session the request carried, exactly; empty: any. */
  session: string;
}

export const NO_FILTER: JournalFilter = { path: '', statusCode: '', session: '' };

/** The entries the filter keeps, in the order given (the server's: newest first). */
export function filterJournal(entries: readonly JournalEntry[], filter: JournalFilter): JournalEntry[] {
  const path = filter.path.trim().toLowerCase();
  const code = filter.statusCode.trim();
  const session = filter.session.trim();
  return entries.filter(
    (e) =>
      (path === '' || e.path.toLowerCase().includes(path)) &&
      (code === '' || String(e.status_code ?? '') === code) &&
      (session === '' || e.session === session),
  );
}

export interface SeenCaptcha {
  codeId: string;
  kind: 'graphic' | 'slider';
  /** When the server issued it (server clock, the journal entry's time). */
  at: number;
}

/** Captchas can only be this many levels down a reply (data.challenge.lot_number). */
const CAPTCHA_DEPTH_MAX = 4;

/**
 * The captchas the journal's replies issued, newest first, each once: a graphic one by its `x-code`
 * (defaultKaptcha), a slider by its challenge's `lot_number` (the 6022 replies).
 */
export function captchasIn(entries: readonly JournalEntry[], max: number): SeenCaptcha[] {
  const seen = new Map<string, SeenCaptcha>();
  const walk = (node: unknown, at: number, depth: number) => {
    if (node === null || typeof node !== 'object' || depth > CAPTCHA_DEPTH_MAX || seen.size >= max) return;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && (key === 'x-code' || key === 'lot_number') && !seen.has(value)) {
        seen.set(value, { codeId: value, kind: key === 'x-code' ? 'graphic' : 'slider', at });
      } else if (!Array.isArray(value)) {
        walk(value, at, depth + 1);
      }
    }
  };
  for (const entry of entries) walk(entry.reply, entry.at, 0);
  return [...seen.values()].slice(0, max);
}

/** The sessions the journal's requests carried, for picking a sandbox by name. */
export function sessionsIn(entries: readonly JournalEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => (e.session === null ? [] : [e.session])))].sort();
}
