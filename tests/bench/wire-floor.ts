import type { ChildProcess } from 'node:child_process';
import { summarizeBracketed } from './api-rounds';
import { benchFile, startChild, startOurServer, stopChild } from './children';
import { bareLoad, encryptedReadLoad, loginDemo, sealedCall, type Load } from './loads';
import { measureBracketed, warmUp } from './run-load';
import { WIRE_FLOOR_PATH } from './wire-floor-app';

export interface WireFloorOptions {
  /** bare-server.ts's route, the baseline. */
  bareUrl: string;
  /** The floor servers listen on this port and the next; the pipeline's, on the one after. */
  port: number;
  rounds: number;
  seconds: number;
  connections: number;
}

/**
 * The bench's `wirefloor` step: bare Fastify, the same with the wire protocol's bytes but no
 * crypto, the same with the protocol itself (wire-floor-app.ts), and the product's whole pipeline
 * around a member-info handler that does nothing (pipeline-floor-app.ts, the API server as the
 * bench runs it), each between two windows of bare Fastify as the API step measures its loads. The
 * protocol's ratio is the most the encrypted load can reach here, whatever the product does
 * besides; the pipeline's, the most it can reach without making the pipeline itself cheaper.
 */
export async function wireFloorStep(bare: ChildProcess, options: WireFloorOptions) {
  const baseline = bareLoad(options.bareUrl);
  const floors = [
    { name: 'bare Fastify, sealed-size requests and replies, no crypto', crypto: '0', port: options.port },
    { name: 'bare Fastify plus the wire protocol (server/src/lib/wire-node.ts)', crypto: '1', port: options.port + 1 },
  ];
  const pipelinePort = options.port + 2;
  // The served loads below, in this order.
  const children = await Promise.all([
    ...floors.map((f) => startChild(benchFile('./wire-floor-server.ts'), { PORT: String(f.port), WIRE_FLOOR_CRYPTO: f.crypto })),
    startOurServer(benchFile('./api-server.ts'), { PORT: String(pipelinePort), LOG_LEVEL: 'warn', RESPONSE_VALIDATION: 'false', BENCH_HANDLERS: 'pipeline-floor' }),
  ]);
  try {
    const pipelineBase = `http://127.0.0.1:${pipelinePort}`;
    const loads: Load[] = [
      ...floors.map((f) => ({ name: f.name, url: `http://127.0.0.1:${f.port}`, body: '{}', fresh: () => sealedCall(WIRE_FLOOR_PATH, {}) })),
      encryptedReadLoad(pipelineBase, await loginDemo(pipelineBase), "the product's pipeline, encrypted member info whose handler does nothing (pipeline-floor-app.ts)"),
    ];
    const served = loads.map((load, i) => ({ load, server: children[i]!.child }));
    await warmUp([baseline, ...served.map((s) => s.load)], options.connections);
    const rounds = await measureBracketed({ load: baseline, server: bare }, served, options.rounds, options);
    const summary = summarizeBracketed(rounds);
    console.log(`\nwire floor: ${options.connections} connections, ${options.rounds} rounds of ${options.seconds} s per window, each load between two windows of bare Fastify (medians over rounds); the encrypted load above cannot beat the protocol's row`);
    console.log('| load | req/s | server CPU µs/request | ratio to bare (req/s) | ratio to bare (CPU) | ratios by round (req/s) | non-2xx/errors |');
    console.log('|---|---:|---:|---:|---:|---|---:|');
    console.log(`| ${baseline.name} | ${Math.round(summary.baseline.rps)} | ${summary.baseline.cpuPerRequestMicros.toFixed(1)} | 1.00 | 1.00 | | ${summary.baseline.non2xx} |`);
    for (const [i, r] of summary.loads.entries()) {
      console.log(`| ${served[i]!.load.name} | ${Math.round(r.rps)} | ${r.cpuPerRequestMicros.toFixed(1)} | ${r.ratioRps.toFixed(2)} | ${r.ratioCpu.toFixed(2)} | ${r.ratiosByRound.map((x) => x.toFixed(2)).join(', ')} | ${r.non2xx} |`);
    }
    const [, protocol, pipelineOnly] = summary.loads;
    if (protocol && pipelineOnly) {
      console.log(`the pipeline around a handler that does nothing, as a share of the protocol's floor: ${(pipelineOnly.ratioRps / protocol.ratioRps).toFixed(2)} by req/s, ${(protocol.cpuPerRequestMicros / pipelineOnly.cpuPerRequestMicros).toFixed(2)} by CPU`);
    }
  } finally {
    for (const c of children) await stopChild(c.child);
  }
}
