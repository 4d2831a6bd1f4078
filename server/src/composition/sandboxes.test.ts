import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createSharedParts } from './context';
import { createSandboxes } from './sandboxes';
import { routedContext, runInWorld } from './current-world';

const config = testConfig();
const shared = createSharedParts(config);

function registry(limit: number, evictedMax = 10) {
  let now = 1_000;
  const dropped: string[] = [];
  const sandboxes = createSandboxes(config, shared, limit, evictedMax, () => now);
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
    await runInWorld(entered.world, async () => {
      await new Promise((r) => setTimeout(r, 1));
      expect(routed.sandbox).toBe('a');
      expect(routed.state).toBe(entered.world.state);
    });
    expect(routed.world()).toBe(fallback);
  });
});
