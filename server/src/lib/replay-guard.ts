/**
 * The nonces (path-token ivs) of the encrypted calls accepted while their timestamps are fresh:
 * a captured call replayed within the freshness window is refused instead of acting again.
 */
export type NonceVerdict = 'ok' | 'replay' | 'stale';

/**
 * At about 100 bytes per nonce, 100,000 is 10 MB: enough for 300 requests a second over the
 * 300 s window, the load of a demo server many times over.
 */
export const SEEN_NONCES_MAX = 100_000;

/**
 * Nonces are kept in arrival order with their timestamps. Past the bound the oldest is forgotten
 * and its timestamp becomes a floor: a token stamped at or before the newest forgotten one can no
 * longer be told from a replay, so it is refused as stale. Under a flood the window shrinks for
 * everyone; memory never grows and no replay ever passes. `nowMs` is the same wall clock the
 * freshness check uses (never the QA clock).
 *
 * The arrival order is a ring of its own beside the set that answers "seen?". It used to be the
 * insertion order of one Map, read by iterating the Map from its oldest entry; but a Map keeps a
 * deleted entry's slot until it is rebuilt, and iteration walks over those slots, so once nonces
 * were being forgotten (past the bound, or as they went stale) every call walked tens of thousands
 * of them: 80 to 480 µs per encrypted call at the bound, against 3 µs below it (issue 24).
 */
export function createReplayGuard(maxSkewMs: number, capacity = SEEN_NONCES_MAX) {
  const seen = new Set<string>();
  const ring = createArrivals(capacity);
  let floorTsMs = Number.NEGATIVE_INFINITY;
  return {
    admit(nonce: string, tsMs: number, nowMs: number): NonceVerdict {
      // Tokens older than the window are refused as stale before they get here: forget them.
      while (ring.size > 0 && ring.oldestTsMs() < nowMs - maxSkewMs) seen.delete(ring.shift());
      if (seen.has(nonce)) return 'replay';
      if (tsMs <= floorTsMs) return 'stale';
      if (ring.size >= capacity) {
        floorTsMs = Math.max(floorTsMs, ring.oldestTsMs());
        seen.delete(ring.shift());
        if (tsMs <= floorTsMs) return 'stale';
      }
      seen.add(nonce);
      ring.push(nonce, tsMs);
      return 'ok';
    },
    size: () => ring.size,
  };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;

/** The admitted nonces and their timestamps, oldest first: a ring that grows by doubling up to `capacity`. */
function createArrivals(capacity: number) {
  let nonces: string[] = new Array<string>(Math.min(capacity, 1024));
  let stamps = new Float64Array(nonces.length);
  let head = 0;
  const ring = {
    size: 0,
    oldestTsMs: () => stamps[head]!,
    shift(): string {
      const nonce = nonces[head]!;
      nonces[head] = '';
      head = (head + 1) % nonces.length;
      ring.size -= 1;
      return nonce;
    },
    push(nonce: string, tsMs: number): void {
      if (ring.size === nonces.length) grow();
      const at = (head + ring.size) % nonces.length;
      nonces[at] = nonce;
      stamps[at] = tsMs;
      ring.size += 1;
    },
  };
  const grow = () => {
    const length = Math.min(capacity, nonces.length * 2);
    const grownNonces = new Array<string>(length);
    const grownStamps = new Float64Array(length);
    for (let i = 0; i < ring.size; i++) {
      grownNonces[i] = nonces[(head + i) % nonces.length]!;
      grownStamps[i] = stamps[(head + i) % nonces.length]!;
    }
    nonces = grownNonces;
    stamps = grownStamps;
    head = 0;
  };
  return ring;
}
