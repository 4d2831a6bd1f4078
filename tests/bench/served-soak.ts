import { IDLE_COLLECTION_MS_DEFAULT } from '../../server/src/config';
import { collectedWithinMs } from '../../server/src/node/idle-collection';
import { builtServer, startOurServer, stopChild } from './children';
import { post as postOver } from './loads';
import { rssOf, type RssBreakdown } from './rss-breakdown';
import { playDay, playerOf, type Post } from './soak';

/**
 * Memory over simulated time as a user sees it: the built server in a process of its own, started
 * as `npm start` starts it, its default world played every simulated day over HTTP by soak.ts's
 * player, then the QA clock moved a day; the process's RSS read after each day (Linux's
 * smaps_rollup: what `ps` would show). Two readings of it: busy, right after the day's last call,
 * wherever V8's collector was in its cycle; settled, SETTLED_AFTER_MS after it, once the server's
 * idle collection (node/idle-collection.ts) has run, on the first day and the last. Also the RSS
 * when idle after start, before any call.
 */
export interface ServedSoak {
  idle: RssBreakdown;
  days: (RssBreakdown & { day: number })[];
  settled: { first: RssBreakdown; last: RssBreakdown };
}

const DAY_MS = 86_400_000;
/** How long after listening the RSS is read as idle, the world's timers running. */
export const QUIET_MS = 5_000;
/** After a day's last call: the latest the server's idle collection runs, and 5 s more. */
export const SETTLED_AFTER_MS = collectedWithinMs(IDLE_COLLECTION_MS_DEFAULT) + 5_000;

export async function servedSoak(port: number, days: number, onDay?: (day: number, rss: RssBreakdown) => void): Promise<ServedSoak> {
  const longMs = String((days + 10) * DAY_MS);
  const { child } = await startOurServer((await builtServer()).path, { PORT: String(port), LOG_LEVEL: 'info', SESSION_IDLE_MS: longMs, SESSION_ABSOLUTE_MS: longMs });
  const base = `http://127.0.0.1:${port}`;
  const post: Post = (url, body, headers) => postOver(`${base}${url}`, body, headers);
  const rss = () => rssOf(child.pid);
  try {
    const rssAfter = async (ms: number) => {
      await new Promise((r) => setTimeout(r, ms));
      return rss();
    };
    const idle = await rssAfter(QUIET_MS);
    const player = await playerOf(post, {});
    const out: ServedSoak['days'] = [];
    let firstSettled: RssBreakdown | undefined;
    for (let day = 1; day <= days; day++) {
      await playDay(post, {}, player, day);
      const moved = await fetch(`${base}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: DAY_MS }) });
      if (moved.status !== 200) throw new Error(`served soak: clock move answered ${moved.status}`);
      const r = rss();
      out.push({ day, ...r });
      onDay?.(day, r);
      if (day === 1) firstSettled = await rssAfter(SETTLED_AFTER_MS);
    }
    const last = await rssAfter(SETTLED_AFTER_MS);
    return { idle, days: out, settled: { first: firstSettled ?? last, last } };
  } finally {
    await stopChild(child);
  }
}

/** `tsx tests/bench/served-soak.ts DAYS`: a line per day. */
if (process.argv[1]?.endsWith('served-soak.ts')) {
  const days = Number(process.argv[2] ?? 30);
  const s = await servedSoak(Number(process.env.BENCH_API_PORT ?? 3902), days, (day, r) => console.log(`day ${day}: rss ${r.rssMb.toFixed(1)} MB (anonymous ${r.anonMb.toFixed(1)})`));
  const line = (r: RssBreakdown) => `rss ${r.rssMb.toFixed(1)} MB (anonymous ${r.anonMb.toFixed(1)})`;
  console.log(`idle after start: ${line(s.idle)}; settled after day 1: ${line(s.settled.first)}, after day ${days}: ${line(s.settled.last)}`);
}
