import { useEffect, useRef } from 'react';
import { bus, type AppEvents } from '../lib/event-bus';

/** Subscribes a component to a bus event for its lifetime; the latest handler always runs. */
export function useBusEvent<E extends keyof AppEvents>(name: E, handler: (payload: AppEvents[E]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(name, (payload) => latest.current(payload)), [name]);
}
