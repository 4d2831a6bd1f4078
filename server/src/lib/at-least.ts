import { standardTimers, type Timers } from './timers';

/**
 * Calls `fn` once at least `ms` milliseconds have passed by `now` (performance.now). A timer
 * alone can fire early by that clock: Node counts a timer from the event loop's cached time, in
 * whole milliseconds, taken when the loop's turn began, so a timer set late in a busy turn fires
 * up to that turn's length before `ms` have passed. A QA delay of 60 ms must be one (a journal
 * entry's duration then shows at least 60): on an early firing the wait goes on for what is left.
 */
export function afterAtLeast(ms: number, fn: () => void, now: () => number = () => performance.now(), timers: Timers = standardTimers): void {
  const due = now() + ms;
  const check = () => {
    const left = due - now();
    if (left > 0) timers.after(Math.ceil(left), check);
    else fn();
  };
  timers.after(ms, check);
}
