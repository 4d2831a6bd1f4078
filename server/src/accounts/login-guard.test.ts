import { describe, expect, it } from 'vitest';
import { createClock } from '../lib/clock';
import {
  AUTO_LOGIN_GRANT_TTL_MS, createLoginGuard, GRAPHIC_AFTER_FAILURES, LOCK_AFTER_FAILURES, LOCK_MS, NAME_LOCK_AFTER_FAILURES,
  SLOW_AFTER_FAILURES, SLOW_INTERVAL_MS, SUSPENSION_POPUP_QUIET_MS, type Caller,
} from './login-guard';

const NOW = Date.UTC(2026, 10, 21, 4);
const stranger: Caller = { device: 'stranger-device', ip: '203.0.113.9' };
const owner: Caller = { device: 'demo-device-01', ip: '127.0.0.1' };

function setup() {
  const clock = createClock(() => NOW);
  return { clock, guard: createLoginGuard(clock) };
}

/** n failed attempts, each after the slow-down interval so none is refused. */
function fail(guard: ReturnType<typeof createLoginGuard>, clock: ReturnType<typeof createClock>, n: number, caller: Caller, name = 'demo01') {
  for (let i = 0; i < n; i++) {
    guard.begin(name, caller).failed();
    clock.advance(SLOW_INTERVAL_MS);
  }
}

describe('login guard', () => {
  it('counts failures per name and caller, case-insensitively, and a success clears the caller\'s', () => {
    const { clock, guard } = setup();
    fail(guard, clock, 2, stranger, 'Demo01');
    expect(guard.failures('demo01', stranger)).toBe(2);
    expect(guard.failures('demo01', owner)).toBe(0);
    guard.begin('demo01', stranger).succeeded();
    expect(guard.failures('demo01', stranger)).toBe(0);
  });

  it('counts an attempt from the moment it begins, so parallel guesses see each other', () => {
    const { guard } = setup();
    const attempts = Array.from({ length: SLOW_AFTER_FAILURES }, () => guard.begin('demo01', stranger));
    expect(guard.failures('demo01', stranger)).toBe(SLOW_AFTER_FAILURES);
    expect(guard.gate('demo01', stranger, false).state).toBe('slow');
    for (const a of attempts) a.failed();
  });

  it('forgets failures after the 15-minute window', () => {
    const { clock, guard } = setup();
    fail(guard, clock, GRAPHIC_AFTER_FAILURES, stranger);
    clock.advance(15 * 60_000);
    expect(guard.failures('demo01', stranger)).toBe(0);
  });

  it('slows a caller down after 5 failures: one attempt per 30 s', () => {
    const { clock, guard } = setup();
    for (let i = 0; i < SLOW_AFTER_FAILURES; i++) guard.begin('demo01', stranger).failed();
    expect(guard.gate('demo01', stranger, false)).toEqual({ state: 'slow', retryInMs: SLOW_INTERVAL_MS });
    clock.advance(SLOW_INTERVAL_MS);
    expect(guard.gate('demo01', stranger, false)).toEqual({ state: 'open' });
  });

  it('locks a caller out of a name for 15 minutes after 8 failures, then opens again', () => {
    const { clock, guard } = setup();
    fail(guard, clock, LOCK_AFTER_FAILURES, stranger);
    expect(guard.gate('demo01', stranger, false).state).toBe('locked');
    clock.advance(LOCK_MS - SLOW_INTERVAL_MS - 1);
    expect(guard.gate('demo01', stranger, false).state).toBe('locked');
    clock.advance(1);
    expect(guard.gate('demo01', stranger, false)).toEqual({ state: 'open' });
  });

  it('does not lock the owner\'s device when a stranger locks himself out', () => {
    const { clock, guard } = setup();
    fail(guard, clock, LOCK_AFTER_FAILURES, stranger);
    expect(guard.gate('demo01', stranger, false).state).toBe('locked');
    expect(guard.gate('demo01', owner, true)).toEqual({ state: 'open' });
    expect(guard.gate('demo01', { device: 'other', ip: stranger.ip }, false)).toEqual({ state: 'open' });
  });

  it('locks a name for every untrusted caller after 20 failures from many, never for the owner\'s trusted device', () => {
    const { clock, guard } = setup();
    for (let i = 0; i < NAME_LOCK_AFTER_FAILURES; i++) guard.begin('demo01', { device: `bot-${i}`, ip: `198.51.100.${i}` }).failed();
    expect(guard.gate('demo01', { device: 'new-bot', ip: '198.51.100.200' }, false).state).toBe('locked');
    expect(guard.gate('demo01', owner, true)).toEqual({ state: 'open' });
    clock.advance(LOCK_MS);
    expect(guard.gate('demo01', { device: 'new-bot', ip: '198.51.100.200' }, false)).toEqual({ state: 'open' });
  });

  it('grants one automatic login per registration, to the same caller only, for 60 s', () => {
    const { clock, guard } = setup();
    guard.grantAutoLogin('newbie01', owner);
    expect(guard.takeAutoLogin('newbie01', stranger)).toBe(false);
    expect(guard.takeAutoLogin('NEWBIE01', owner)).toBe(true);
    expect(guard.takeAutoLogin('newbie01', owner)).toBe(false);
    guard.grantAutoLogin('newbie02', owner);
    clock.advance(AUTO_LOGIN_GRANT_TTL_MS + 1);
    expect(guard.takeAutoLogin('newbie02', owner)).toBe(false);
  });

  it('shows the suspension popup once per caller per 10 minutes', () => {
    const { clock, guard } = setup();
    expect(guard.suspensionNotice('login', owner)).toBe('popup');
    expect(guard.suspensionNotice('login', owner)).toBe('quiet');
    expect(guard.suspensionNotice('register', owner)).toBe('popup');
    expect(guard.suspensionNotice('login', stranger)).toBe('popup');
    clock.advance(SUSPENSION_POPUP_QUIET_MS);
    expect(guard.suspensionNotice('login', owner)).toBe('popup');
  });
});
