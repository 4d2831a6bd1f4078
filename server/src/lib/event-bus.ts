
/**
 * A small in-process bus for domain events (a match started, a score changed, a bet settled), so
 * that a context can announce what happened without knowing who listens (the chat socket pushes
 * scores, notifications follow settlements). Delivery is synchronous and in order; a listener
 * that throws is a bug in that listener and does not stop the others. Bounded: listeners and the
 * recent-events buffer have fixed maxima.
 */
export interface EventBus<E> {
  publish(event: E): void;
  /** Answers the unsubscribe. */
  subscribe(listener: (event: E) => void): () => void;
  /** The last events published, oldest first (at most `recentMax`). */
  recent(): readonly E[];
  clear(): void;
}

export interface BusLimits {
  listenersMax: number;
  recentMax: number;
  /** Where a throwing listener is reported. */
  onListenerError?: (err: unknown) => void;
}

export function createEventBus<E>(limits: BusLimits): EventBus<E> {
  const listeners = new Set<(event: E) => void>();
  // A ring: keeping the last events costs the same per event however many are kept (a clock move
  // publishes tens of thousands in a row).
  const ring: (E | undefined)[] = [];
  let next = 0;
  return {
    publish(event) {
      if (limits.recentMax > 0) {
        ring[next] = event;
        next = (next + 1) % limits.recentMax;
      }
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (err) {
          limits.onListenerError?.(err);
        }
      }
    },
    subscribe(listener) {
      // A programmer's error (node:assert is Node's only: this runs in a browser too).
      if (listeners.size >= limits.listenersMax) throw new Error(`event bus: more than ${limits.listenersMax} listeners (is each closed app unsubscribing?)`);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    recent: () => (ring.length < limits.recentMax ? ring : [...ring.slice(next), ...ring.slice(0, next)]) as E[],
    clear() {
      ring.length = 0;
      next = 0;
    },
  };
}
