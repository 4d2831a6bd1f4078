import { builtServer, startOurServer, stopChild } from './children';
import { post as postOver } from './loads';
import { rssOf, type RssBreakdown } from './rss-breakdown';
import { playDay, playerOf, type Post } from './soak';

/**
 * Memory over simulated time as a user sees it: the built server in a process of its own, started
 * as `npm start` starts it, its default world played every simulated day over HTTP by soak.ts's
 * player, then the QA clock moved a day; the process's RSS read after each day (Linux's
 * smaps_rollup, no forced collection: what `ps` would show). Also the RSS when idle after start,
 * before any call.
 */
export interface ServedSoak {
  idle: RssBreakdown;
  days: (RssBreakdown & { day: number })[];
}

const DAY_MS = 86_400_000;
/** How long after listening the idle RSS is read: start-up's garbage collected, timers running. */
export const IDLE_AFTER_START_MS = 5_000;

export async function servedSoak(port: number, days: number, onDay?: (day: number, rss: RssBreakdown) => void): Promise<ServedSoak> {
  const longMs = String((days + 10) * DAY_MS);
  const { child } = await startOurServer((await builtServer()).path, { PORT: String(port), LOG_LEVEL: 'info', SESSION_IDLE_MS: longMs, SESSION_ABSOLUTE_MS: longMs });
  const base = `http://127.0.0.1:${port}`;
  const post: Post = (url, body, headers) => postOver(`${base}${url}`, body, headers);
  const rss = () => rssOf(child.pid);
  try {
    await new Promise((r) => setTimeout(r, IDLE_AFTER_START_MS));
    const idle = rss();
    const player = await playerOf(post, {});
    const out: ServedSoak['days'] = [];
    for (let day = 1; day <= days; day++) {
      await playDay(post, {}, player, day);
      const moved = await fetch(`${base}/__mock/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: DAY_MS }) });
      if (moved.status !== 200) throw new Error(`served soak: clock move answered ${moved.status}`);
      const r = rss();
      out.push({ day, ...r });
      onDay?.(day, r);
    }
    return { idle, days: out };
  } finally {
    await stopChild(child);
  }
}

/** `tsx tests/bench/served-soak.ts DAYS`: a line per day. */
if (process.argv[1]?.endsWith('served-soak.ts')) {
  const days = Number(process.argv[2] ?? 30);
  const s = await servedSoak(Number(process.env.BENCH_API_PORT ?? 3902), days, (day, r) => console.log(`day ${day}: rss ${r.rssMb.toFixed(1)} MB (anonymous ${r.anonMb.toFixed(1)})`));
  console.log(`idle after start: rss ${s.idle.rssMb.toFixed(1)} MB (anonymous ${s.idle.anonMb.toFixed(1)})`);
}
