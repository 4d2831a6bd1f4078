import { median } from './stats';
import { benchFile, builtServer, startChild, startOurServer, stopChild } from './children';
import { rssOf, type RssBreakdown } from './rss-breakdown';
import { QUIET_MS } from './served-soak';

export interface StartUp {
  /** What `npm start`'s build of the server took (esbuild, every source and package in one file). */
  buildMs: number;
  oursMs: number[];
  bareMs: number[];
  /** Each server's RSS, idle, QUIET_MS after it listened. */
  oursRss: RssBreakdown[];
  bareRss: RssBreakdown[];
  ratio: number;
  rssRatio: number;
}

const idleRss = async (pid: number | undefined): Promise<RssBreakdown> => {
  await new Promise((r) => setTimeout(r, QUIET_MS));
  return rssOf(pid);
};

/**
 * Start-up as it happens in use (on every core, not pinned): the built server as `npm start` runs
 * it (every fixture parsed with the contract's schemas, listening) against a bare Fastify, also
 * plain JavaScript, spawned alternately in the same run, so the ratio does not depend on how busy
 * the machine is; then each one's RSS when idle after start.
 */
export async function startUpCost(port: number, probes = 5): Promise<StartUp> {
  const server = await builtServer();
  const out: StartUp = { buildMs: server.buildMs, oursMs: [], bareMs: [], oursRss: [], bareRss: [], ratio: 0, rssRatio: 0 };
  for (let i = 0; i < probes; i++) {
    const ours = await startOurServer(server.path, { PORT: String(port), LOG_LEVEL: 'info', RESPONSE_VALIDATION: 'false' }, false);
    out.oursMs.push(ours.readyMs);
    out.oursRss.push(await idleRss(ours.child.pid));
    await stopChild(ours.child);
    const bare = await startChild(benchFile('./bare-server.ts'), { PORT: String(port) }, false);
    out.bareMs.push(bare.readyMs);
    out.bareRss.push(await idleRss(bare.child.pid));
    await stopChild(bare.child);
  }
  out.ratio = median(out.oursMs) / median(out.bareMs);
  out.rssRatio = median(out.oursRss.map((r) => r.rssMb)) / median(out.bareRss.map((r) => r.rssMb));
  return out;
}
