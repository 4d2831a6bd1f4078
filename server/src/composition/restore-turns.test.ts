import { describe, expect, it } from 'vitest';
import { createTurns } from './restore-turns';

const turnOfLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('restore turns', () => {
  it('runs one at a time, in order, the next only after the event loop has turned', async () => {
    const turns = createTurns(10);
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) expect(turns.take(() => ran.push(name))).toBe(true);
    // Not even the first at once: the requests that came with it are read first.
    expect(ran).toEqual([]);
    await turnOfLoop();
    expect(ran).toEqual(['a']);
    expect(turns.waiting()).toBe(2);
    turns.release();
    // Not at once: what came meanwhile (I/O, other requests) runs first.
    expect(ran).toEqual(['a']);
    await turnOfLoop();
    expect(ran).toEqual(['a', 'b']);
    turns.release();
    await turnOfLoop();
    turns.release();
    await turnOfLoop();
    expect(ran).toEqual(['a', 'b', 'c']);
    await turnOfLoop();
    expect(turns.take(() => ran.push('d'))).toBe(true);
    await turnOfLoop();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses past the bound of those waiting, and never runs what it refused', () => {
    const turns = createTurns(2);
    const ran: number[] = [];
    const taken = [0, 1, 2, 3].map((i) => turns.take(() => ran.push(i)));
    expect(taken).toEqual([true, true, true, false]);
    expect(turns.waiting()).toBe(2);
  });
});
