import type { Config } from '../config';
import { createContext, type AppContext, type SharedParts } from './context';
import type { WorldImage } from './world-image';

export interface SandboxInfo {
  name: string;
  createdAt: number;
  lastUsedAt: number;
  requests: number;
  clockOffsetMs: number;
}

/** What a request naming an evicted sandbox is told (product routes and the QA API alike). */
export function evictedMessage(name: string, limit: number): string {
  return `QA sandbox "${name}" was evicted (least recently used; at most ${limit} are kept): POST /__mock/reset with x-mock-session: ${name} to start it again`;
}

/** The world a sandbox name leads to: its own, or word that it was evicted. */
export type SandboxLookup = { kind: 'world'; world: AppContext } | { kind: 'evicted' };

export interface Sandboxes {
  readonly limit: number;
  /** The named sandbox's world, created from the fixtures on first use; counts as a use. */
  enter(name: string): SandboxLookup;
  /** A fresh world under the name, whether it existed, was evicted or is new (the sandbox's reset). */
  restart(name: string): AppContext;
  /** A saved sandbox back under its name (STATE_DIR at start): its world becomes the image's, counted as just used. */
  adopt(name: string, image: WorldImage): AppContext;
  /** The live world of the name, without counting a use (undefined: none, or evicted). */
  peek(name: string): AppContext | undefined;
  /** Removes one; its name starts a fresh world on next use. False when there was none. */
  remove(name: string): boolean;
  /** Most recently used first. */
  list(): SandboxInfo[];
  /** Names evicted lately, most recent first. */
  evicted(): string[];
  /** The live sandbox worlds, or those used since `usedSinceMs` (the sports clock moves those). */
  worlds(usedSinceMs?: number): IterableIterator<AppContext>;
  /** Called with a sandbox's name when it is removed or evicted (its sockets close). */
  onDrop(listener: (name: string) => void): void;
  /** Called with a sandbox's world each time a request enters it (the sports clock catches it up). */
  onEnter(listener: (world: AppContext) => void): void;
}

interface Entry {
  world: AppContext;
  createdAt: number;
  lastUsedAt: number;
  requests: number;
}

/**
 * The QA sandboxes: a world per `x-mock-session` name, each built from the shared fixtures with
 * its own clock, sessions, scenarios, journal and outbox. Bounded: past `limit` the least recently
 * used is evicted, and its name is remembered (up to `evictedMax`) so that a run which lost its
 * world is told so, rather than silently handed a fresh one.
 */
export function createSandboxes(config: Config, shared: SharedParts, limit: number, evictedMax: number, now: () => number = Date.now): Sandboxes {
  // A Map keeps insertion order: re-inserting on use keeps the least recently used first.
  const live = new Map<string, Entry>();
  const evictedNames = new Map<string, true>();
  const dropListeners: ((name: string) => void)[] = [];
  const enterListeners: ((world: AppContext) => void)[] = [];
  const drop = (name: string) => {
    for (const listener of dropListeners) listener(name);
  };

  const create = (name: string): Entry => {
    evictedNames.delete(name);
    const at = now();
    const entry: Entry = { world: createContext(config, shared, name), createdAt: at, lastUsedAt: at, requests: 0 };
    live.set(name, entry);
    while (live.size > limit) {
      const oldest = live.keys().next().value as string;
      live.delete(oldest);
      evictedNames.set(oldest, true);
      if (evictedNames.size > evictedMax) evictedNames.delete(evictedNames.keys().next().value as string);
      drop(oldest);
    }
    return entry;
  };

  const use = (name: string, entry: Entry) => {
    live.delete(name);
    live.set(name, entry);
    entry.lastUsedAt = now();
    entry.requests += 1;
    for (const listener of enterListeners) listener(entry.world);
  };

  return {
    limit,
    enter(name) {
      const found = live.get(name);
      if (found) {
        use(name, found);
        return { kind: 'world', world: found.world };
      }
      if (evictedNames.has(name)) return { kind: 'evicted' };
      const entry = create(name);
      use(name, entry);
      return { kind: 'world', world: entry.world };
    },
    restart(name) {
      if (live.delete(name)) drop(name);
      const entry = create(name);
      use(name, entry);
      return entry.world;
    },
    adopt(name, image) {
      if (live.delete(name)) drop(name);
      const entry = create(name);
      entry.world.restore(image);
      return entry.world;
    },
    peek: (name) => live.get(name)?.world,
    remove(name) {
      evictedNames.delete(name);
      if (!live.delete(name)) return false;
      drop(name);
      return true;
    },
    list: () =>
      [...live].reverse().map(([name, e]) => ({ name, createdAt: e.createdAt, lastUsedAt: e.lastUsedAt, requests: e.requests, clockOffsetMs: e.world.clock.offsetMs() })),
    evicted: () => [...evictedNames.keys()].reverse(),
    worlds: (usedSinceMs = -Infinity) => [...live.values()].filter((e) => e.lastUsedAt >= usedSinceMs).map((e) => e.world).values(),
    onDrop(listener) {
      dropListeners.push(listener);
    },
    onEnter(listener) {
      enterListeners.push(listener);
    },
  };
}
