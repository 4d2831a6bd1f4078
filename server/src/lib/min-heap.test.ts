import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMinHeap } from './min-heap';

describe('min-heap', () => {
  it('takes items least key first, whatever the order they came in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000, max: 1_000 }), { maxLength: 200 }), (keys) => {
        const heap = createMinHeap<{ k: number }>((a, b) => a.k < b.k);
        for (const k of keys) heap.push({ k });
        expect(heap.size).toBe(keys.length);
        const sorted = [...keys].sort((a, b) => a - b);
        const out: number[] = [];
        while (heap.size > 0) {
          expect(heap.peek()!.k).toBe(sorted[out.length]);
          out.push(heap.pop()!.k);
        }
        expect(out).toEqual(sorted);
        expect(heap.pop()).toBeUndefined();
      }),
    );
  });
});
