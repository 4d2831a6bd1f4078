import { providerId } from '@betsite/contracts/routes/venue';
import { Code } from '@betsite/contracts/status-codes';
import { byteRange } from '../../lib/byte-range';
import { fail } from '../../lib/reply';
import { matchWithVideo } from '../../sports/live-view';
import type { World } from '../../sports/world';

/**
 * The stand-in live view's media (线路1 FLV, 线路2 HLS): which clip a request names and how its
 * bytes are answered, apart from where the bytes come from (the fixtures' folder on the server,
 * the demo's copy under /__pages/streams/ in a page).
 */

export const SEGMENT_NAME_RE = /^segment-\d{1,3}\.ts$/;

/**
 * The file a clip is kept in (fixtures/streams, and the demo's copy): a segment-N.ts as
 * segment-N.mp2t, so that TypeScript tools never read it.
 */
export const clipFileOf = (clip: string): string => clip.replace(/\.ts$/, '.mp2t');

const CONTENT_TYPES = { flv: 'video/x-flv', m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const;

/** A reply of the live view's media, whatever carries it. */
export interface MediaReply {
  status: number;
  headers: Record<string, string>;
  /** The clip's bytes, the envelope of a refusal, or nothing (416). */
  body: Uint8Array | object | undefined;
}

/** Why match `gameId` has no live view (its stream lines, its animation page): a 404 with 6004, which a player shows as a failed line. */
export function noLiveView(world: World, gameId: string): MediaReply | undefined {
  if (providerId.safeParse(gameId).success && matchWithVideo(world, gameId)) return undefined;
  return refused(fail(Code.NOT_FOUND, '赛事不存在或没有直播').body);
}

/** What a request for `name` (live.flv, index.m3u8, segment-N.ts) of match `gameId` gets: a clip to send, or a refusal. */
export function streamClip(world: World, gameId: string, name: string): { clip: string; type: string } | MediaReply {
  const refusal = noLiveView(world, gameId);
  if (refusal) return refusal;
  if (name === 'live.flv') return { clip: name, type: CONTENT_TYPES.flv };
  if (name === 'index.m3u8') return { clip: name, type: CONTENT_TYPES.m3u8 };
  if (SEGMENT_NAME_RE.test(name)) return { clip: name, type: CONTENT_TYPES.ts };
  return clipMissing();
}

/** A segment the playlist does not have. */
export const clipMissing = (): MediaReply => refused(fail(Code.NOT_FOUND).body);

/** A clip's bytes, or the one range asked for (206; 416 past the end): players may ask for ranges. */
export function mediaReply(bytes: Uint8Array, type: string, rangeHeader: string | undefined): MediaReply {
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': 'no-cache', 'accept-ranges': 'bytes', 'access-control-allow-origin': '*' };
  const range = byteRange(rangeHeader, bytes.length);
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}` }, body: undefined };
  if (range === null) return { status: 200, headers, body: bytes };
  return { status: 206, headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${bytes.length}` }, body: bytes.subarray(range.start, range.end + 1) };
}

const refused = (body: object): MediaReply => ({ status: 404, headers: { 'cache-control': 'no-store' }, body });
