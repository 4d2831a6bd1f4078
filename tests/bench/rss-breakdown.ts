import { readFileSync } from 'node:fs';

/**
 * A process's resident memory split as Linux counts it (`/proc/<pid>/smaps_rollup`): anonymous
 * pages (V8's heap, malloc's arenas, buffers) and file-backed ones (the node binary, shared
 * libraries, mapped files). MB; undefined where /proc has no such file (not Linux).
 */
export interface RssBreakdown {
  rssMb: number;
  anonMb: number;
  fileMb: number;
}

export function rssBreakdown(pid: number | 'self'): RssBreakdown | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
  const anon = kb('Anonymous');
  const rss = kb('Rss');
  return { rssMb: rss / 1024, anonMb: anon / 1024, fileMb: (rss - anon) / 1024 };
}

/** rssBreakdown of another process, for a bench that cannot go on without it. */
export function rssOf(pid: number | undefined): RssBreakdown {
  const r = pid === undefined ? undefined : rssBreakdown(pid);
  if (r === undefined) throw new Error(`bench: no /proc/${pid}/smaps_rollup (a process that has ended, or not Linux)`);
  return r;
}
