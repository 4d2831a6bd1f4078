import { describe, expect, it } from 'vitest';
import { createClock } from '../lib/clock';
import { createSessions } from './sessions';
import { createCaptchas } from './captcha';
import { hashPassword, verifyPassword } from './passwords';

const fixedClock = () => {
  let t = 1_000_000;
  const clock = createClock(() => t);
  return { clock, tick: (ms: number) => (t += ms) };
};

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

describe('passwords', () => {
  it('verifies the md5 it hashed and nothing else', async () => {
    const stored = await hashPassword('e10adc3949ba59abbe56e057f20f883e');
    expect(stored).toMatch(/^scrypt\$/);
    expect(await verifyPassword('E10ADC3949BA59ABBE56E057F20F883E', stored)).toBe(true);
    expect(await verifyPassword('00000000000000000000000000000000', stored)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
