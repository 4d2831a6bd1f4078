import { median } from './stats';
import { benchFile, startChild, startOurServer, stopChild } from './children';

/**
 * Start-up as it happens in use (on every core, not pinned): the real entry point (tsx, every
 * fixture parsed with the contract's schemas, listening) against a bare Fastify under tsx,
 * spawned alternately in the same run, so the ratio does not depend on how busy the machine is.
 */
export async function startUpCost(port: number, probes = 5): Promise<{ oursMs: number[]; bareMs: number[]; ratio: number }> {
  const oursMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < probes; i++) {
    const ours = await startOurServer(benchFile('../../server/src/server.ts'), { PORT: String(port), LOG_LEVEL: 'info', RESPONSE_VALIDATION: 'false' }, false);
    oursMs.push(ours.readyMs);
    await stopChild(ours.child);
    const bare = await startChild(benchFile('./bare-server.ts'), { PORT: String(port) }, false);
    bareMs.push(bare.readyMs);
    await stopChild(bare.child);
  }
  return { oursMs, bareMs, ratio: median(oursMs) / median(bareMs) };
}
