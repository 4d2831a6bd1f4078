import { formatSandboxStamp, type SandboxStamp } from '@betsite/contracts/mock';
import type { Config } from '../config';
import { createContext, type AppContext, type SharedParts } from './context';
import type { WorldImage } from './world-image';
import { oldestKey } from '../lib/bounded-map';
import { hexText } from '../lib/bytes';

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

/** Which process made a sandbox's world: this instance and boot, or the ones a stamp names. */
export interface Holder {
  instance: string;
  boot: string;
}

const sameHolder = (a: Holder, b: Holder) => a.instance === b.instance && a.boot === b.boot;
const holderText = (h: Holder) => `instance ${h.instance} (boot ${h.boot})`;

/**
 * What a request is told when its stamp (x-mock-stamp) names a world this process does not hold:
 * which instance and boot held it, and which answered. `live` is the holder of the world under the
 * name here, when there is one (made since by a caller without the stamp, or on another instance).
 */
export function lostMessage(stamp: SandboxStamp, here: Holder, live: Holder | undefined): string {
  const { name } = stamp;
  const why = live
    ? `the world under that name here is another one, made by ${holderText(live)}`
    : stamp.instance === here.instance
      ? `${here.instance} has restarted since (now boot ${here.boot}) and does not hold it (a restart keeps a sandbox only with STATE_DIR)`
      : `this is ${holderText(here)}, which does not hold it (${stamp.instance} is down, or the instances changed)`;
  return `QA sandbox "${name}" was held by ${holderText(stamp)} and its world is gone: ${why}. POST /__mock/reset with x-mock-session: ${name} to start it again`;
}

/**
 * The world a sandbox name leads to: its own (with its stamp), word that it was evicted, or word
 * that the world the caller's stamp names is lost (`live`: the holder of another world under the name here).
 */
export type SandboxLookup = { kind: 'world'; world: AppContext; stamp: string } | { kind: 'evicted' } | { kind: 'lost'; live: Holder | undefined };

export interface Sandboxes {
  readonly limit: number;
  /** This process: its instance name and boot, stamped on the worlds it makes. */
  readonly here: Holder;
  /**
   * The named sandbox's world, created from the fixtures on first use; counts as a use. With the
   * caller's stamp (of this name): lost when it names a world this process does not hold, i.e.
   * another holder than the live world's, or, with none live, another process than this one.
   * `replacing`: the caller replaces the world's state at once (a snapshot restore): a new world's
   * state from the fixtures is not made, and the world is not caught up to its clock on entering
   * (the enter listeners are not told); either happens on its next use if the replacement fails.
   */
  enter(name: string, stamp?: SandboxStamp, replacing?: boolean): SandboxLookup;
  /**
   * A fresh world under the name, whether it existed, was evicted or is new (the sandbox's reset).
   * A live name keeps its holder, so the stamps its callers hold still answer; otherwise this process holds it.
   */
  restart(name: string): AppContext;
  /** A saved sandbox back under its name (STATE_DIR at start): its world becomes the image's, counted as just used, held as it was saved (else by this process). */
  adopt(name: string, image: WorldImage): AppContext;
  /** The stamp of the live world of the name (x-mock-stamp), undefined when there is none. */
  stampOf(name: string): string | undefined;
  /** Who holds the live world of the name (what STATE_DIR saves with it). */
  holderOf(name: string): Holder | undefined;
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
  holder: Holder;
  stamp: string;
  createdAt: number;
  lastUsedAt: number;
  requests: number;
}

/**
 * A process's (or a page's) boot, in every stamp its sandboxes hand out: drawn afresh at each
 * start from the platform's secure source, so a restarted instance tells the stamps of its earlier
 * life from its own (unique, not reproducible: no seed; it names a process, it decides nothing).
 */
export function drawBoot(shared: Pick<SharedParts, 'platform'>): string {
  return hexText(shared.platform.crypto.randomBytes(4));
}

/**
 * The QA sandboxes: a world per `x-mock-session` name, each built from the shared fixtures with
 * its own clock, sessions, scenarios, journal and outbox. Bounded: past `limit` the least recently
 * used is evicted, and its name is remembered (up to `evictedMax`) so that a run which lost its
 * world is told so, rather than silently handed a fresh one.
 */
export function createSandboxes(config: Config, shared: SharedParts, limit: number, evictedMax: number, boot: string, now: () => number = Date.now): Sandboxes {
  const here: Holder = { instance: config.INSTANCE_NAME, boot };
  // A Map keeps insertion order: re-inserting on use keeps the least recently used first.
  const live = new Map<string, Entry>();
  const evictedNames = new Map<string, true>();
  const dropListeners: ((name: string) => void)[] = [];
  const enterListeners: ((world: AppContext) => void)[] = [];
  const drop = (name: string) => {
    for (const listener of dropListeners) listener(name);
  };

  const create = (name: string, holder: Holder = here, stateNow = true): Entry => {
    evictedNames.delete(name);
    const at = now();
    const entry: Entry = { world: createContext(config, shared, name, undefined, stateNow), holder, stamp: formatSandboxStamp({ name, ...holder }), createdAt: at, lastUsedAt: at, requests: 0 };
    live.set(name, entry);
    while (live.size > limit) {
      const oldest = oldestKey(live)!;
      live.delete(oldest);
      evictedNames.set(oldest, true);
      if (evictedNames.size > evictedMax) evictedNames.delete(oldestKey(evictedNames)!);
      drop(oldest);
    }
    return entry;
  };

  const use = (name: string, entry: Entry, replacing = false) => {
    live.delete(name);
    live.set(name, entry);
    entry.lastUsedAt = now();
    entry.requests += 1;
    if (!replacing) for (const listener of enterListeners) listener(entry.world);
  };

  return {
    limit,
    here,
    enter(name, stamp, replacing = false) {
      const found = live.get(name);
      if (stamp && !sameHolder(stamp, found?.holder ?? here)) return { kind: 'lost', live: found?.holder };
      if (found) {
        use(name, found, replacing);
        return { kind: 'world', world: found.world, stamp: found.stamp };
      }
      if (evictedNames.has(name)) return { kind: 'evicted' };
      const entry = create(name, here, !replacing);
      use(name, entry, replacing);
      return { kind: 'world', world: entry.world, stamp: entry.stamp };
    },
    restart(name) {
      const holder = live.get(name)?.holder;
      if (live.delete(name)) drop(name);
      const entry = create(name, holder);
      use(name, entry);
      return entry.world;
    },
    adopt(name, image) {
      if (live.delete(name)) drop(name);
      const entry = create(name, image.holder ?? here, false);
      entry.world.restore(image);
      return entry.world;
    },
    stampOf: (name) => live.get(name)?.stamp,
    holderOf: (name) => live.get(name)?.holder,
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
