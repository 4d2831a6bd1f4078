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
 */
export function createReplayGuard(maxSkewMs: number, capacity = SEEN_NONCES_MAX) {
  const seen = new Map<string, number>();
  let floorTsMs = Number.NEGATIVE_INFINITY;
  return {
    admit(nonce: string, tsMs: number, nowMs: number): NonceVerdict {
      // Tokens older than the window are refused as stale before they get here: forget them.
      for (const [oldNonce, oldTsMs] of seen) {
        if (oldTsMs >= nowMs - maxSkewMs) break;
        seen.delete(oldNonce);
      }
      if (seen.has(nonce)) return 'replay';
      if (tsMs <= floorTsMs) return 'stale';
      if (seen.size >= capacity) {
        for (const [oldNonce, oldTsMs] of seen) {
          seen.delete(oldNonce);
          floorTsMs = Math.max(floorTsMs, oldTsMs);
          break;
        }
        if (tsMs <= floorTsMs) return 'stale';
      }
      seen.set(nonce, tsMs);
      return 'ok';
    },
    size: () => seen.size,
  };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;
