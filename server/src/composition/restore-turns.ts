import { RESTORES_WAITING_MAX } from '@betsite/contracts/mock-snapshots';

/**
 * Snapshot restores take turns (a CI farm forking one prepared world per job sends them all at
 * once). A restore is tens of milliseconds the event loop spends whole: the world made for its
 * sandbox, the snapshot's bytes read back, the state rebuilt from them. 150 of them arriving
 * together used to run back to back, holding every other request for seconds; in turns, one runs
 * at a time and the event loop serves what came meanwhile before the next starts, so another
 * request waits at most about one restore.
 *
 * Bounded: at most `waitingMax` wait; a restore past that is refused (409) rather than queued.
 */
export interface Turns {
  /** Runs `go` in its turn (the first after a turn of the event loop); false (and `go` never runs) when `waitingMax` already wait. */
  take(go: () => void): boolean;
  /** The turn taken is over: the next one runs once the event loop has served what came meanwhile. */
  release(): void;
  waiting(): number;
}

export function createTurns(waitingMax: number = RESTORES_WAITING_MAX): Turns {
  const waiting: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const go = waiting.shift();
    if (go) go();
    else busy = false;
  };
  return {
    take(go) {
      if (!busy) {
        // Even the first waits for a turn of the event loop: restores come in bursts, and the
        // requests that arrived with this one are read first.
        busy = true;
        setImmediate(go);
        return true;
      }
      if (waiting.length >= waitingMax) return false;
      waiting.push(go);
      return true;
    },
    release: () => void setImmediate(next),
    waiting: () => waiting.length,
  };
}
