import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createSandboxes, lostMessage } from './sandboxes';
import { routedContext } from './current-world';
import { captureWorld, readWorld, testSharedParts } from '../../test-support/worlds';

const config = testConfig();
const shared = testSharedParts(config);

const BOOT = '0000b007';
/** The stamp a caller holds of sandbox `name` made by `instance` in `boot` (this registry's by default). */
const stamp = (name: string, boot = BOOT, instance = config.INSTANCE_NAME) => ({ name, instance, boot });

function registry(limit: number, evictedMax = 10, boot = BOOT) {
  let now = 1_000;
  const dropped: string[] = [];
  const sandboxes = createSandboxes(config, shared, limit, evictedMax, boot, () => now);
  sandboxes.onDrop((name) => dropped.push(name));
  return { sandboxes, dropped, tick: (ms: number) => (now += ms) };
}

describe('sandboxes', () => {
  it('makes a world on first use and hands the same one back after', () => {
    const { sandboxes } = registry(3);
    const first = sandboxes.enter('a');
    const again = sandboxes.enter('a');
    expect(first.kind === 'world' && again.kind === 'world' && first.world === again.world).toBe(true);
    expect(first.kind === 'world' && first.world.sandbox).toBe('a');
    expect(sandboxes.list().map((s) => [s.name, s.requests])).toEqual([['a', 2]]);
  });

  it('evicts the least recently used past the limit, remembers its name (bounded) and drops its sockets', () => {
    const { sandboxes, dropped } = registry(2, 2);
    sandboxes.enter('a');
    sandboxes.enter('b');
    sandboxes.enter('a');
    sandboxes.enter('c');
    expect(sandboxes.list().map((s) => s.name)).toEqual(['c', 'a']);
    expect(sandboxes.enter('b').kind).toBe('evicted');
    expect(dropped).toEqual(['b']);
    sandboxes.enter('d');
    sandboxes.enter('e');
    expect(sandboxes.evicted()).toEqual(['c', 'a']);
    // Past the remembered names, an old name is simply new again.
    expect(sandboxes.enter('b').kind).toBe('world');
  });

  it('restarts a name with a fresh world, evicted or not', () => {
    const { sandboxes, dropped } = registry(2);
    const before = sandboxes.enter('a');
    const restarted = sandboxes.restart('a');
    expect(before.kind === 'world' && before.world !== restarted).toBe(true);
    expect(dropped).toEqual(['a']);
  });

  it('removes one and forgets it was ever evicted', () => {
    const { sandboxes } = registry(1);
    sandboxes.enter('a');
    sandboxes.enter('b');
    expect(sandboxes.remove('a')).toBe(false);
    expect(sandboxes.enter('a').kind).toBe('world');
    expect(sandboxes.remove('a')).toBe(true);
    expect(sandboxes.list()).toEqual([]);
  });

  it('tells its listeners each time a request enters a world (the sports clock catches it up then)', () => {
    const { sandboxes } = registry(3);
    const entered: (string | null)[] = [];
    sandboxes.onEnter((world) => entered.push(world.sandbox));
    sandboxes.enter('a');
    sandboxes.enter('a');
    sandboxes.restart('b');
    expect(entered).toEqual(['a', 'a', 'b']);
  });

  it('makes no state from the fixtures for a world about to be replaced (a snapshot restore), nor catches it up; its state is made on first read', () => {
    let fixtureReads = 0;
    const fixtures = { ...shared.fixtures };
    const [key, value] = Object.entries(fixtures)[0]!;
    Object.defineProperty(fixtures, key, { enumerable: true, get: () => (fixtureReads++, value) });
    const counted = { ...shared, fixtures };
    const sandboxes = createSandboxes(config, counted, 3, 10, BOOT);
    const entered: (string | null)[] = [];
    sandboxes.onEnter((world) => entered.push(world.sandbox));
    const replaced = sandboxes.enter('a', undefined, true);
    expect([fixtureReads, entered]).toEqual([0, []]);
    sandboxes.enter('b');
    expect(fixtureReads).toBeGreaterThan(0);
    expect(entered).toEqual(['b']);
    // A replacement that failed (no such snapshot): the world is a fresh one all the same, made when first read.
    const world = replaced.kind === 'world' ? replaced.world : undefined;
    expect(world?.state.accounts.size).toBeGreaterThan(0);
  });

  it('lists the worlds used since a moment (the ones the sports clock moves)', () => {
    const { sandboxes, tick } = registry(5);
    sandboxes.enter('old');
    tick(10 * 60_000);
    sandboxes.enter('recent');
    expect([...sandboxes.worlds(tick(0) - 60_000)].map((w) => w.sandbox)).toEqual(['recent']);
    expect([...sandboxes.worlds()].map((w) => w.sandbox)).toEqual(['old', 'recent']);
  });

  it('routes reads to the world of the work in progress, across awaits', async () => {
    const { sandboxes } = registry(2);
    const entered = sandboxes.enter('a');
    if (entered.kind !== 'world') throw new Error('a was evicted');
    const fallback = sandboxes.restart('default-stand-in');
    const routed = routedContext(fallback);
    expect(routed.sandbox).toBe('default-stand-in');
    await entered.world.within(async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(routed.sandbox).toBe('a');
      expect(routed.state).toBe(entered.world.state);
    });
    expect(routed.world()).toBe(fallback);
  });

  describe('stamps (x-mock-stamp): a world lost with its instance is told, never swapped', () => {
    const here = config.INSTANCE_NAME;

    it('stamps each world with its name, this instance and this boot, and enters it with that stamp', () => {
      const { sandboxes } = registry(3);
      const made = sandboxes.enter('a');
      expect(made.kind === 'world' && made.stamp).toBe(`a@${here}:${BOOT}`);
      expect(sandboxes.stampOf('a')).toBe(`a@${here}:${BOOT}`);
      expect(sandboxes.enter('a', stamp('a')).kind).toBe('world');
      expect(sandboxes.list()[0]!.requests).toBe(2);
    });

    it('answers lost for a stamp of another boot or another instance when the name is not held here, and makes no world', () => {
      const { sandboxes } = registry(3);
      expect(sandboxes.enter('a', stamp('a', 'aaaaaaaa'))).toEqual({ kind: 'lost', live: undefined });
      expect(sandboxes.enter('a', stamp('a', BOOT, 'api-2'))).toEqual({ kind: 'lost', live: undefined });
      expect(sandboxes.list()).toEqual([]);
    });

    it('answers lost for a stamp that is not the live world\'s holder (the name made here since, without it)', () => {
      const { sandboxes } = registry(3);
      sandboxes.enter('a');
      expect(sandboxes.enter('a', stamp('a', BOOT, 'api-2'))).toEqual({ kind: 'lost', live: { instance: here, boot: BOOT } });
      expect(sandboxes.list()[0]!.requests).toBe(1);
    });

    it('creates a new name as ever with or without this process\'s stamp (a name removed and used again)', () => {
      const { sandboxes } = registry(3);
      expect(sandboxes.enter('new').kind).toBe('world');
      sandboxes.remove('new');
      expect(sandboxes.enter('new', stamp('new')).kind).toBe('world');
    });

    it('still answers evicted for an evicted name with this process\'s stamp, and lost with another\'s', () => {
      const { sandboxes } = registry(1);
      sandboxes.enter('a');
      sandboxes.enter('b');
      expect(sandboxes.enter('a', stamp('a')).kind).toBe('evicted');
      expect(sandboxes.enter('a', stamp('a', 'aaaaaaaa')).kind).toBe('lost');
    });

    it('keeps the holder of a live name through a restart (reset), and holds a name restarted from nothing itself', () => {
      const earlier = registry(3, 10, 'aaaaaaaa').sandboxes;
      earlier.enter('kept');
      const image = readWorld(captureWorld(earlier.peek('kept')!, earlier.holderOf('kept')));
      const { sandboxes } = registry(3);
      sandboxes.adopt('kept', image);
      sandboxes.restart('kept');
      expect(sandboxes.stampOf('kept')).toBe(`kept@${here}:aaaaaaaa`);
      sandboxes.restart('fresh');
      expect(sandboxes.stampOf('fresh')).toBe(`fresh@${here}:${BOOT}`);
    });

    it('holds an adopted world (STATE_DIR) as it was saved: the earlier boot\'s stamp answers, this boot\'s is lost', () => {
      const earlier = registry(3, 10, 'aaaaaaaa').sandboxes;
      earlier.enter('kept');
      const image = readWorld(captureWorld(earlier.peek('kept')!, earlier.holderOf('kept')));
      expect(image.holder).toEqual({ instance: here, boot: 'aaaaaaaa' });
      const { sandboxes } = registry(3);
      sandboxes.adopt('kept', image);
      expect(sandboxes.enter('kept', stamp('kept', 'aaaaaaaa')).kind).toBe('world');
      expect(sandboxes.enter('kept', stamp('kept')).kind).toBe('lost');
      // A file saved before stamps has no holder: this process holds it.
      const { holder: _h, ...unstamped } = image;
      sandboxes.adopt('old-file', unstamped);
      expect(sandboxes.stampOf('old-file')).toBe(`old-file@${here}:${BOOT}`);
    });

    it('says which instance and boot held the world and why it is gone', () => {
      const h = { instance: 'api-2', boot: 'aaaaaaaa' };
      expect(lostMessage({ name: 'r', ...h }, { instance: 'api-3', boot: 'bbbbbbbb' }, undefined)).toBe(
        'QA sandbox "r" was held by instance api-2 (boot aaaaaaaa) and its world is gone: this is instance api-3 (boot bbbbbbbb), which does not hold it (api-2 is down, or the instances changed). POST /__mock/reset with x-mock-session: r to start it again',
      );
      expect(lostMessage({ name: 'r', ...h }, { instance: 'api-2', boot: 'bbbbbbbb' }, undefined)).toContain('api-2 has restarted since (now boot bbbbbbbb) and does not hold it (a restart keeps a sandbox only with STATE_DIR)');
      expect(lostMessage({ name: 'r', ...h }, { instance: 'api-3', boot: 'bbbbbbbb' }, { instance: 'api-3', boot: 'bbbbbbbb' })).toContain('the world under that name here is another one, made by instance api-3 (boot bbbbbbbb)');
    });
  });
});
