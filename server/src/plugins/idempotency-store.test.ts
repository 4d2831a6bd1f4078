import { describe, expect, it } from 'vitest';
import { canonicalJson, createIdempotencyStore, IDEMPOTENCY_ENTRIES_MAX, IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_SWEEP_EVERY_MS, REPEAT_WINDOW_MS } from './idempotency-store';

const NOW = 1_700_000_000_000;
const op = (body: unknown, headerKey?: string) => ({ scope: 'user:1', route: '/r', headerKey, canonicalBody: body });
const ok = { status_code: 6000, data: { n: 1 }, message: '成功' };

describe('idempotency store', () => {
  it('writes keys sorted at every level, so field order never makes two bodies differ', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [2, { x: 0, y: 1 }] }, b: 1 }));
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
