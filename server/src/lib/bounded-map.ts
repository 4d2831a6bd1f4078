/**
 * The oldest key of a map or set (insertion order is the age order), found in amortised constant
 * time. `keys().next()` is not: V8 leaves a hole where an entry was deleted until the table is
 * rehashed, and a fresh iterator walks every hole before the first live entry, so a store that
 * keeps itself at its bound by dropping its oldest entry walked up to half its capacity of holes
 * per drop (13 µs at 20,000 entries, 43 µs at 100,000). One iterator is kept per collection
 * instead: iterators are live (they follow rehashes and `clear()`, skip what was deleted, reach
 * what was added), every entry before its position has been handed out, and every hole is
 * walked once. A caller that is handed a key must delete it (all callers here do), or the next
 * call hands out a newer one.
 */
const cursors = new WeakMap<object, Iterator<unknown>>();

export function oldestKey<K>(collection: Map<K, unknown> | Set<K>): K | undefined {
  if (collection.size === 0) return undefined;
  let next = (cursors.get(collection) as Iterator<K> | undefined)?.next();
  if (!next || next.done) {
    // First use, or the cursor ran out (every entry handed out was deleted, then new ones came
    // after it had finished, which a finished iterator never sees): start again from the front.
    const cursor = collection.keys();
    cursors.set(collection, cursor);
    next = cursor.next();
  }
  return next.done ? undefined : next.value;
}

/**
 * Sets `key` as the newest entry of a map kept to at most `max` entries, dropping the oldest
 * first. Deleting before setting keeps insertion order the age order on an update. Every
 * in-memory store that grows with callers (captchas, codes, locks, tokens, throttle counts, wire
 * keys) goes through this, so none can be made to grow without bound.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  // Over the bound the map is not empty, so there is an oldest key (which may itself be undefined).
  while (map.size > max) map.delete(oldestKey(map) as K);
}
