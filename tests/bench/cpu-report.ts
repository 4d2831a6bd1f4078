import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';

/**
 * The bench asks each server child for its CPU time over IPC. CPU time per request does not
 * depend on how fast the load generator is, which on a 2-core machine is often the real limit.
 * The profiler (profile.ts) also asks for a V8 CPU profile of a window of load:
 * `{ profile: 'start' }`, then `{ profile: 'stop', file }` (answered `{ profiled: file }`).
 */
export function reportCpuOnRequest() {
  let session: Session | undefined;
  process.on('message', (m: unknown) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    }
    if (typeof m !== 'object' || m === null || !('profile' in m)) return;
    const order = m as { profile: 'start' | 'stop'; file?: string };
    if (order.profile === 'start') {
      session = new Session();
      session.connect();
      session.post('Profiler.enable', () =>
        session!.post('Profiler.setSamplingInterval', { interval: 100 }, () => session!.post('Profiler.start', () => process.send?.({ profiling: true }))),
      );
    } else {
      session?.post('Profiler.stop', (err, result) => {
        if (err) throw err;
        writeFileSync(order.file!, JSON.stringify(result.profile));
        session?.disconnect();
        process.send?.({ profiled: order.file });
      });
    }
  });
}
