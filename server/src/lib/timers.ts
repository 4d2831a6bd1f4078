/**
 * Time that passes by itself, behind an interface so the platform decides how: on Node a timer
 * never keeps the process alive (unref) and `soon` is setImmediate (server/src/node/node-timers.ts);
 * in a browser they are the window's timers. What waits on these: the sports clock's tick, the
 * saves of STATE_DIR, the chat socket's idle sweep and pushes in slices, a QA scenario's delay, a
 * long catch-up's slices, snapshot restores' turns.
 */
export interface Timers {
  /** Runs `work` once, after at least `ms` milliseconds. */
  after(ms: number, work: () => void): TimerHandle;
  /** Runs `work` every `ms` milliseconds until cancelled. */
  every(ms: number, work: () => void): TimerHandle;
  cancel(handle: TimerHandle | undefined): void;
  /** Runs `work` once the event loop has served what was waiting (requests that arrived meanwhile). */
  soon(work: () => void): void;
}

/** A timer, to cancel it. */
export type TimerHandle = { readonly timer: unknown };

/** The timers every JavaScript platform has: the default where none is given (tests of the rules, a browser). */
export const standardTimers: Timers = {
  after: (ms, work) => ({ timer: setTimeout(work, ms) }),
  every: (ms, work) => ({ timer: setInterval(work, ms) }),
  cancel: (handle) => {
    if (handle === undefined) return;
    clearTimeout(handle.timer as ReturnType<typeof setTimeout>);
    clearInterval(handle.timer as ReturnType<typeof setInterval>);
  },
  // The soonest the platform offers: after the I/O waiting now where there is such a thing (Node's setImmediate).
  soon: typeof globalThis.setImmediate === 'function' ? (work) => void globalThis.setImmediate(work) : (work) => void setTimeout(work, 0),
};

/** A promise of the next turn of the event loop (`timers.soon`). */
export const nextTurn = (timers: Timers): Promise<void> => new Promise((resolve) => timers.soon(resolve));
