import { describe, expect, it } from 'vitest';
import { seededStream } from '../lib/seeded-random';
import { canonicalJson, createIdempotencyStore, IDEMPOTENCY_ENTRIES_MAX, IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_SWEEP_EVERY_MS, REPEAT_WINDOW_MS } from './idempotency-store';

const NOW = 1_700_000_000_000;
const op = (body: unknown, headerKey?: string) => ({ scope: 'user:1', route: '/r', headerKey, canonicalBody: body });
const ok = { status_code: 6000, data: { n: 1 }, message: '成功' };

describe('idempotency store', () => {
  it('writes keys sorted at every level, so field order never makes two bodies differ', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [2, { x: 0, y: 1 }] }, b: 1 }));
  });

  it('writes exactly the text it wrote with entries, map and join, over a seeded spread of bodies', () => {
    // The first way it was written: the keys of operations saved in a world (STATE_DIR) stay the same.
    const before = (value: unknown): string => {
      if (Array.isArray(value)) return `[${value.map(before).join(',')}]`;
      if (typeof value === 'object' && value !== null) {
        const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
        entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${before(v)}`).join(',')}}`;
      }
      return JSON.stringify(value) ?? 'null';
    };
    const next = seededStream('canonical-json');
    const keys = ['a', 'B', 'b', 'é', '金额', 'a b', '"q"', '10', '9', ''];
    const valueOf = (depth: number): unknown => {
      const pick = Math.floor(next() * (depth > 3 ? 6 : 8));
      if (pick === 0) return null;
      if (pick === 1) return undefined;
      if (pick === 2) return next() < 0.5;
      if (pick === 3) return Math.round((next() - 0.5) * 1e6) / 100;
      if (pick === 4) return keys[Math.floor(next() * keys.length)];
      if (pick === 5) return next() < 0.1 ? Number.NaN : -0;
      if (pick === 6) return Array.from({ length: Math.floor(next() * 4) }, () => valueOf(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(next() * 5) }, () => [keys[Math.floor(next() * keys.length)]!, valueOf(depth + 1)]));
    };
    for (let i = 0; i < 3_000; i++) {
      const value = valueOf(0);
      expect(canonicalJson(value)).toBe(before(value));
    }
    // eslint-disable-next-line no-sparse-arrays
    expect(canonicalJson([1, , 2])).toBe(before([1, , 2]));
    expect(canonicalJson({ b: [undefined, { d: 1, c: undefined }], a: '金额' })).toBe('{"a":"金额","b":[null,{"d":1}]}');
  });

  it('answers repeat while the first is in flight, and go again once it failed', () => {
    const store = createIdempotencyStore();
    const first = store.admit(op({ a: 1 }), NOW);
    expect(first.kind).toBe('go');
    expect(store.admit(op({ a: 1 }), NOW).kind).toBe('repeat');
    if (first.kind === 'go') store.settle(first.ticket, { status_code: 6008 }, NOW);
    expect(store.admit(op({ a: 1 }), NOW).kind).toBe('go');
  });

  it('keeps a body key for the repeat window only, and a header key with its reply', () => {
    const store = createIdempotencyStore();
    const a = store.admit(op({ a: 1 }), NOW);
    const b = store.admit(op({ a: 2 }, 'k'), NOW);
    if (a.kind !== 'go' || b.kind !== 'go') throw new Error('expected go');
    store.settle(a.ticket, ok, NOW);
    store.settle(b.ticket, ok, NOW);
    expect(store.admit(op({ a: 1 }), NOW + REPEAT_WINDOW_MS - 1).kind).toBe('repeat');
    expect(store.admit(op({ a: 2 }, 'k'), NOW + REPEAT_WINDOW_MS)).toEqual({ kind: 'replay', reply: ok });
    expect(store.admit(op({ a: 3 }, 'k'), NOW).kind).toBe('mismatch');
  });

  it('forgets committed operations once their time is over, at the next sweep, and keeps those still in time', () => {
    const store = createIdempotencyStore();
    const settled = (body: unknown, headerKey?: string) => {
      const a = store.admit(op(body, headerKey), NOW);
      if (a.kind !== 'go') throw new Error('expected go');
      store.settle(a.ticket, ok, NOW);
    };
    for (let i = 0; i < 5; i++) settled({ i });
    settled({ keyed: 1 }, 'k1');
    expect(store.size()).toBe(6);
    store.admit(op({ later: 1 }), NOW + IDEMPOTENCY_SWEEP_EVERY_MS);
    // The five body keys (1 s) are gone; the header key (24 h) and the new operation in flight stay.
    expect(store.size()).toBe(2);
    store.admit(op({ later: 2 }), NOW + IDEMPOTENCY_KEY_TTL_MS);
    expect(store.size()).toBe(2);
  });

  it('keeps at most IDEMPOTENCY_ENTRIES_MAX keys however many operations arrive', () => {
    const store = createIdempotencyStore();
    for (let i = 0; i < IDEMPOTENCY_ENTRIES_MAX + 10; i++) store.admit(op({ i }), NOW);
    expect(store.size()).toBe(IDEMPOTENCY_ENTRIES_MAX);
  });
});
