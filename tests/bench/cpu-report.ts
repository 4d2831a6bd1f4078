/**
 * The bench asks each server child for its CPU time over IPC. CPU time per request does not
 * depend on how fast the load generator is, which on a 2-core machine is often the real limit.
 */
export function reportCpuOnRequest() {
  process.on('message', (m) => {
    if (m === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system });
    }
  });
}
