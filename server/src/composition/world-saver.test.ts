import { describe, expect, it } from 'vitest';
import { createWorldSaver, WRITES_IN_FLIGHT_MAX, type SaverParts } from './world-saver';

/** Worlds are names here; a disk that can be made to fail (ENOSPC) or to hold writes back. */
function harness(overrides: Partial<SaverParts<string>> = {}) {
  let now = 1_000;
  let ticks = 0;
  const captures: { world: string; tick: number }[] = [];
  const written: string[] = [];
  let full = false;
  const held: (() => void)[] = [];
  let holding = false;
  const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  const saver = createWorldSaver<string>({
    fileOf: (world) => `/state/${world}.world`,
    capture: (world) => {
      captures.push({ world, tick: ticks });
      return Buffer.from(world);
    },
    write: (file) =>
      new Promise<void>((resolve, reject) => {
        const done = () => (full ? reject(enospc()) : (written.push(file), resolve()));
        if (holding) held.push(done);
        else setImmediate(done);
      }),
    now: () => now,
    failed: () => undefined,
    readsEveryMs: 60_000,
    ...overrides,
  });
  /** Counts the turns of the event loop, so that a test sees what ran between two of them. */
  const ticking = () => {
    let on = true;
    const tick = () => {
      ticks += 1;
      if (on) setImmediate(tick);
    };
    setImmediate(tick);
    return () => (on = false);
  };
  return {
    saver, captures, written, held, ticking,
    fill: (is: boolean) => (full = is),
    hold: (is: boolean) => (holding = is),
    advance: (ms: number) => (now += ms),
  };
}

describe('the world saver', () => {
  it('copies one world per turn of the event loop, so a request waits at most one copy', async () => {
    const h = harness();
    for (const w of ['a', 'b', 'c', 'd', 'e']) h.saver.changed(w);
    const stop = h.ticking();
    await h.saver.saveRound();
    stop();
    expect(h.captures.map((c) => c.world)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const ticks = h.captures.map((c) => c.tick);
    expect(new Set(ticks).size, `captures by event-loop turn: ${ticks.join(',')}`).toBe(ticks.length);
    expect(h.written.sort()).toEqual(['/state/a.world', '/state/b.world', '/state/c.world', '/state/d.world', '/state/e.world']);
  });

  it(`holds at most ${WRITES_IN_FLIGHT_MAX} copies waiting for a slow disk`, async () => {
    const h = harness();
    h.hold(true);
    for (let i = 0; i < 10; i++) h.saver.changed(`w${i}`);
    const round = h.saver.saveRound();
    // Counted in turns of the event loop, not milliseconds (a busy machine ran two turns in 20 ms):
    // three times the turns all ten copies would take, were the bound not kept.
    for (let turn = 0; turn < 30; turn++) await new Promise((r) => setImmediate(r));
    expect(h.captures).toHaveLength(WRITES_IN_FLIGHT_MAX);
    h.hold(false);
    for (const done of h.held.splice(0)) done();
    await round;
    expect(h.written).toHaveLength(10);
  });

  it('writes a world that was only read at most every readsEveryMs, a changed one every round', async () => {
    const h = harness();
    h.saver.read('reader');
    h.saver.changed('writer');
    await h.saver.saveRound();
    expect(h.captures.map((c) => c.world)).toEqual(['writer']);
    h.saver.read('writer');
    h.advance(59_000);
    await h.saver.saveRound();
    expect(h.captures.map((c) => c.world)).toEqual(['writer']);
    h.advance(1_000);
    await h.saver.saveRound();
    expect(h.captures.map((c) => c.world).sort()).toEqual(['reader', 'writer', 'writer']);
  });

  it('says when a full disk began to fail and why, tries again every round, and is well once a write goes through', async () => {
    const h = harness();
    h.saver.changed('a');
    await h.saver.saveRound();
    expect(h.saver.health()).toEqual({ savedAt: 1_000, failingSince: null, error: null });

    h.fill(true);
    h.advance(2_000);
    h.saver.changed('a');
    void h.saver.inOrder('/state/snapshot-s.world', () => Promise.reject(new Error('ENOSPC: no space left on device, write')));
    await h.saver.saveRound();
    expect(h.saver.health()).toEqual({ savedAt: 1_000, failingSince: 3_000, error: 'ENOSPC: no space left on device, write' });

    // Nothing changed since: the failed world and the failed snapshot are tried again all the same.
    h.advance(2_000);
    await h.saver.saveRound();
    expect(h.captures.filter((c) => c.world === 'a')).toHaveLength(3);
    expect(h.saver.health().failingSince).toBe(3_000);

    h.fill(false);
    h.advance(2_000);
    await h.saver.saveRound();
    // The snapshot's job still fails (it always rejects here): not well until it goes through or is gone.
    expect(h.saver.health().failingSince).toBe(3_000);
    await h.saver.inOrder('/state/snapshot-s.world', () => Promise.resolve());
    expect(h.saver.health()).toEqual({ savedAt: 7_000, failingSince: null, error: null });
    expect(h.written.filter((f) => f === '/state/a.world')).toHaveLength(2);
  });

  it('lets each copy go once its write is done, written or failed (its memory back now, not at a later collection)', async () => {
    const copies: Uint8Array[] = [];
    const h = harness({ capture: () => (copies.push(new Uint8Array(64)), copies.at(-1)!) });
    h.saver.changed('a');
    await h.saver.saveRound();
    h.fill(true);
    h.saver.changed('b');
    await h.saver.saveRound();
    expect(copies.map((c) => c.byteLength)).toEqual([0, 0]);
  });
});
