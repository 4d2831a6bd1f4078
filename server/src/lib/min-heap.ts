/**
 * A binary min-heap by `less`: O(log n) to add or take the least, O(1) to look at it. For "the
 * oldest of a changing set" without scanning the set (the sportsbook's oldest finished ticket of a
 * player), and for merging sorted lists (the world's events of many matches, in time order).
 */
export interface MinHeap<T> {
  readonly size: number;
  push(item: T): void;
  peek(): T | undefined;
  pop(): T | undefined;
}

export function createMinHeap<T>(lessThan: (a: T, b: T) => boolean): MinHeap<T> {
  const items: T[] = [];
  const less = (i: number, j: number) => lessThan(items[i]!, items[j]!);
  const swap = (i: number, j: number) => {
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  };
  return {
    get size() {
      return items.length;
    },
    push(item) {
      items.push(item);
      for (let i = items.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!less(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    },
    peek: () => items[0],
    pop() {
      const top = items[0];
      const last = items.pop();
      if (items.length > 0 && last !== undefined) {
        items[0] = last;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let least = i;
          if (l < items.length && less(l, least)) least = l;
          if (r < items.length && less(r, least)) least = r;
          if (least === i) break;
          swap(i, least);
          i = least;
        }
      }
      return top;
    },
  };
}
