import type { Timers } from '../lib/timers';

/**
 * lib/timers.ts on Node: no timer keeps the process alive (a test, a graceful close ends whatever
 * is pending), and `soon` is setImmediate: after the I/O waiting now, so requests that arrived
 * meanwhile are read first.
 */
export const nodeTimers: Timers = {
  after: (ms, work) => ({ timer: setTimeout(work, ms).unref() }),
  every: (ms, work) => ({ timer: setInterval(work, ms).unref() }),
  cancel: (handle) => {
    if (handle !== undefined) clearTimeout(handle.timer as NodeJS.Timeout);
  },
  soon: (work) => void setImmediate(work),
};
