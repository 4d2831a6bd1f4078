import { describe, expect, it } from 'vitest';
import { createClock } from '../lib/clock';
import { createJournal, redact } from './journal';
import { createScenarios } from './scenarios';
import { createOutbox } from './outbox';

const fixedClock = () => {
  let t = 1_000_000;
  const clock = createClock(() => t);
  return { clock, tick: (ms: number) => (t += ms) };
};

describe('journal', () => {
  it('keeps the last N entries, newest first, and filters', () => {
    const j = createJournal(3);
    for (let i = 0; i < 5; i++) j.record({ at: i, method: 'POST', path: `/p${i % 2}`, encrypted: false, body: { text: '{}' }, reply: null, durationMs: 1, session: null, userId: null });
    expect(j.list().map((e) => e.at)).toEqual([4, 3, 2]);
    expect(j.list({ path: '/p1' }).map((e) => e.at)).toEqual([3]);
    expect(j.list({ limit: 1 })).toHaveLength(1);
  });
  it('hides password fields', () => {
    expect(redact({ name: 'a', password: 'x', secondPassword: 'y' })).toEqual({ name: 'a', password: '***', secondPassword: '***' });
  });
  it('cuts long strings so the journal stays small', () => {
    const kept = redact({ image: 'x'.repeat(200_000), nested: { list: ['y'.repeat(1000)] } }) as { image: string; nested: { list: string[] } };
    expect(kept.image.length).toBeLessThan(600);
    expect(kept.nested.list[0]!.length).toBeLessThan(600);
  });
});

describe('scenarios', () => {
  it('prefers the caller-scoped scenario, counts down and removes itself', () => {
    const s = createScenarios();
    s.add({ path: '/a', method: 'POST', status_code: 6013, delayMs: 0 });
    s.add({ path: '/a', method: 'POST', status_code: 6011, delayMs: 0, session: 'x', times: 1 });
    expect(s.take('POST', '/a', 'x')?.status_code).toBe(6011);
    expect(s.take('POST', '/a', 'x')?.status_code).toBe(6013);
    expect(s.take('POST', '/b', 'x')).toBeUndefined();
    expect(s.list()).toHaveLength(1);
  });
  it('removes by id, by QA session, or all', () => {
    const s = createScenarios();
    const add = (session?: string) => s.add({ path: '/a', method: 'POST', status_code: 6013, delayMs: 0, ...(session ? { session } : {}) });
    const first = add('x');
    add('x');
    add('y');
    add();
    expect(s.remove({ id: (first as { id: string }).id })).toBe(1);
    expect(s.remove({ session: 'x' })).toBe(1);
    expect(s.remove({})).toBe(2);
    expect(s.size()).toBe(0);
  });
});

describe('outbox', () => {
  it('keeps a bounded list, newest first', () => {
    const { clock } = fixedClock();
    const o = createOutbox(clock, 2);
    for (const to of ['a', 'b', 'c']) o.send({ channel: 'sms', to, code: '123456', purpose: 'test', expiresAt: 0 });
    expect(o.list().map((m) => m.to)).toEqual(['c', 'b']);
  });
});
