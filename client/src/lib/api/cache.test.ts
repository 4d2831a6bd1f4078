import { describe, expect, it } from 'vitest';
import { LruCache, postCacheKey, stableStringify } from './cache';

describe('POST result cache', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keys by path and body, whatever the order of the body fields', () => {
    expect(postCacheKey('/p', { a: 1, b: [1, { d: 2, c: 3 }] })).toBe(postCacheKey('/p', { b: [1, { c: 3, d: 2 }], a: 1 }));
    expect(postCacheKey('/p', { a: 1 })).not.toBe(postCacheKey('/q', { a: 1 }));
    expect(postCacheKey('/p', undefined)).toBe(postCacheKey('/p', {}));
    expect(stableStringify({ a: undefined, b: null })).toBe('{"b":null}');
  });

  it('refuses a cache without a bound', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
