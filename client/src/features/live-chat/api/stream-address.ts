/**
 * Where a stream line or the animation page is: hotLive matchDetail answers an absolute url or a
 * path on the API's origin (ours, /__stream/...), which the site serves through its own origin as
 * it does a game's launch path. Only http(s): anything else (javascript:, data:) would run in our
 * origin inside the frame or the player.
 */
export function streamAddress(raw: string, origin: string): string | null {
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
