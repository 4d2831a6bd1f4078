import { bus, type TipsPayload } from './event-bus';
import { createStore } from './store';

/**
 * The bottom tips (spec 000 section 9). Held in a store fed by the bus's `tips` event from the
 * moment the app starts, so a tip raised before any screen is mounted (a route guard's notice on
 * the very first load) is still shown. Bounded: the oldest tip makes room.
 */
export const TIP_DURATION_MS = 3_000;
export const TIPS_VISIBLE_MAX = 3;

export interface Tip extends TipsPayload {
  id: number;
}

export const tipsStore = createStore<readonly Tip[]>([]);
let nextId = 1;

export function showTip(payload: TipsPayload): void {
  const tip: Tip = { ...payload, id: nextId++ };
  // The same text twice (several calls failing alike) shows once, refreshed.
  tipsStore.set((tips) => [...tips.filter((t) => t.message !== tip.message), tip].slice(-TIPS_VISIBLE_MAX));
}

/** The tips whose time runs (tipShown), each until it goes. */
const running = new Set<number>();

/**
 * A tip's time counts from when a screen shows it (TipsHost, after it painted), not from when it
 * was raised: a route guard's notice raised while the first page still loads (seconds on a slow
 * machine) stays its full time once it can be seen. Once per tip.
 */
export function tipShown(id: number): void {
  if (running.has(id)) return;
  running.add(id);
  setTimeout(() => {
    running.delete(id);
    tipsStore.set((tips) => tips.filter((t) => t.id !== id));
  }, TIP_DURATION_MS);
}

bus.on('tips', showTip);
