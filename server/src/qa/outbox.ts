import type { Clock } from '../lib/clock';

export type OutboxChannel = 'sms' | 'voice' | 'email';

export interface OutboxMessage {
  id: number;
  at: number;
  channel: OutboxChannel;
  to: string;
  code: string;
  purpose: string;
  expiresAt: number;
}

/** Every code "sent" by SMS, voice call or email, kept for QA to read. Bounded: oldest dropped. */
export function createOutbox(clock: Clock, max = 1000) {
  let items: OutboxMessage[] = [];
  let nextId = 1;
  return {
    send(m: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
      const msg = { ...m, id: nextId++, at: clock.now() };
      items.push(msg);
      if (items.length > max) items = items.slice(items.length - max);
      return msg;
    },
    list: (to?: string) => items.filter((m) => to === undefined || m.to === to).reverse(),
    clear() {
      items = [];
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
