import type { ChildProcess } from 'node:child_process';
import { summarizeBracketed, type BracketedRound, type LoadSample } from './api-rounds';
import { benchFile, startChild, stopChild } from './children';
import { checkAnswersSuccess, sealedCall, type Load } from './loads';
import { measureLoad, runLoad } from './run-load';
import { WIRE_FLOOR_PATH } from './wire-floor-app';

export interface WireFloorOptions {
  barePort: number;
  /** The floor servers listen on this port and the next. */
  port: number;
  rounds: number;
  seconds: number;
  connections: number;
}

/**
 * The bench's `wirefloor` step: bare Fastify, the same with the wire protocol's bytes but no
 * crypto, and the same with the protocol itself (wire-floor-app.ts), each between two windows of
 * bare Fastify as the API step measures its loads. The third ratio is the most the encrypted load
 * can reach here, whatever the product does besides.
 */
export async function wireFloorStep(bare: ChildProcess, options: WireFloorOptions) {
  const baseline: Load = { name: 'bare Fastify (baseline)', url: `http://127.0.0.1:${options.barePort}/bare`, body: '{}' };
  const floors = [
    { name: 'bare Fastify, sealed-size requests and replies, no crypto', crypto: '0', port: options.port },
    { name: 'bare Fastify plus the wire protocol (server/src/lib/wire-node.ts)', crypto: '1', port: options.port + 1 },
  ];
  const children = await Promise.all(floors.map((f) => startChild(benchFile('./wire-floor-server.ts'), { PORT: String(f.port), WIRE_FLOOR_CRYPTO: f.crypto })));
  try {
    const loads: Load[] = floors.map((f) => ({ name: f.name, url: `http://127.0.0.1:${f.port}`, body: '{}', fresh: () => sealedCall(WIRE_FLOOR_PATH, {}) }));
    for (const load of [baseline, ...loads]) {
      await checkAnswersSuccess(load);
      await runLoad(load, 1, options.connections);
    }
    const measure = (load: Load, server: ChildProcess) => measureLoad(load, server, options.seconds, options.connections);
    const rounds: BracketedRound[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const baselines = [await measure(baseline, bare)];
      const samples: LoadSample[] = [];
      for (const [i, load] of loads.entries()) {
        samples.push(await measure(load, children[i]!.child));
        baselines.push(await measure(baseline, bare));
      }
      rounds.push({ baselines, loads: samples });
    }
    const summary = summarizeBracketed(rounds);
    console.log(`\nwire floor: ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s per window, each load between two windows of bare Fastify (medians over rounds); the encrypted load above cannot beat the last row`);
    console.log('| load | req/s | server CPU µs/request | ratio to bare (req/s) | ratio to bare (CPU) | ratios by round (req/s) | non-2xx/errors |');
    console.log('|---|---:|---:|---:|---:|---|---:|');
    console.log(`| ${baseline.name} | ${Math.round(summary.baseline.rps)} | ${summary.baseline.cpuPerRequestMicros.toFixed(1)} | 1.00 | 1.00 | | ${summary.baseline.non2xx} |`);
    for (const [i, r] of summary.loads.entries()) {
      console.log(`| ${loads[i]!.name} | ${Math.round(r.rps)} | ${r.cpuPerRequestMicros.toFixed(1)} | ${r.ratioRps.toFixed(2)} | ${r.ratioCpu.toFixed(2)} | ${r.ratiosByRound.map((x) => x.toFixed(2)).join(', ')} | ${r.non2xx} |`);
    }
  } finally {
    for (const c of children) await stopChild(c.child);
  }
}
