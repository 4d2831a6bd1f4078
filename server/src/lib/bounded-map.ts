/**
 * Sets `key` as the newest entry of a map kept to at most `max` entries, dropping the oldest
 * first. Map insertion order is the age order; deleting before setting keeps it so on an update.
 * Every in-memory store that grows with callers (captchas, codes, locks, tokens, throttle counts,
 * wire keys) goes through this, so none can be made to grow without bound.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}
