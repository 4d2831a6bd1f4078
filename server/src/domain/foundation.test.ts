import { describe, expect, it } from 'vitest';
import { createClock } from '../lib/clock';
import { createSessions } from './sessions';
import { createJournal, redact } from '../qa/journal';
import { createScenarios } from '../qa/scenarios';
import { createCaptchas } from './captcha';
import { createOutbox } from '../qa/outbox';
import { hashPassword, verifyPassword } from './passwords';

const fixedClock = () => {
  let t = 1_000_000;
  const clock = createClock(() => t);
  return { clock, tick: (ms: number) => (t += ms) };
};

describe('clock', () => {
  it('moves forward only, and resets', () => {
    const { clock } = fixedClock();
    clock.advance(5000);
    expect(clock.now()).toBe(1_005_000);
    expect(clock.offsetMs()).toBe(5000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.reset();
    expect(clock.now()).toBe(1_000_000);
    expect(clock.offsetMs()).toBe(0);
  });
});

describe('sessions', () => {
  const policy = { idleMs: 100, absoluteMs: 1000, perUserMax: 2, totalMax: 3 };
  it('ends the oldest session of a player past the per-player bound', () => {
    const { clock, tick } = fixedClock();
    const s = createSessions(clock, policy);
    const a = s.issue(1, 'd');
    tick(1);
    const b = s.issue(1, 'd');
    tick(1);
    const c = s.issue(1, 'd');
    expect(s.resolve(a.token)).toBeUndefined();
    expect(s.resolve(b.token)).toBeDefined();
    expect(s.resolve(c.token)).toBeDefined();
  });
  it('never holds more than the total bound', () => {
    const { clock } = fixedClock();
    const s = createSessions(clock, policy);
    for (let u = 1; u <= 10; u++) s.issue(u, 'd');
    expect(s.count()).toBe(3);
  });
  it('expires on idle time and on absolute time', () => {
    const { clock, tick } = fixedClock();
    const s = createSessions(clock, policy);
    const idle = s.issue(1, 'd');
    tick(101);
    expect(s.resolve(idle.token)).toBeUndefined();
    const busy = s.issue(2, 'd');
    for (let i = 0; i < 10; i++) {
      tick(99);
      expect(s.resolve(busy.token)).toBeDefined();
    }
    tick(99);
    expect(s.resolve(busy.token)).toBeUndefined();
  });
});

describe('journal', () => {
  it('keeps the last N entries, newest first, and filters', () => {
    const j = createJournal(3);
    for (let i = 0; i < 5; i++) j.record({ at: i, method: 'POST', path: `/p${i % 2}`, encrypted: false, body: {}, status_code: 6000, durationMs: 1, session: null, userId: null });
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

describe('captchas', () => {
  it('is single use, case-insensitive and expires', () => {
    const { clock, tick } = fixedClock();
    const c = createCaptchas(clock);
    const a = c.issueGraphic();
    expect(c.consume(a.codeId, a.answer.toLowerCase())).toBe('ok');
    expect(c.consume(a.codeId, a.answer)).toBe('wrong');
    const b = c.issueGraphic();
    tick(5 * 60_000 + 1);
    expect(c.consume(b.codeId, b.answer)).toBe('expired');
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

describe('passwords', () => {
  it('verifies the md5 it hashed and nothing else', async () => {
    const stored = await hashPassword('e10adc3949ba59abbe56e057f20f883e');
    expect(stored).toMatch(/^scrypt\$/);
    expect(await verifyPassword('E10ADC3949BA59ABBE56E057F20F883E', stored)).toBe(true);
    expect(await verifyPassword('00000000000000000000000000000000', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
