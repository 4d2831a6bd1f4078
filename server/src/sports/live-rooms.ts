import { liveFlvPath, liveHlsPath } from '@betsite/contracts/constants';
import type { StreamMessageFixture } from './fixtures';

/**
 * The live rooms' earlier chat (what the hot live match detail's room said before the server
 * started) and the stream lines of a match with video. The matches themselves are the world's
 * (world.ts).
 */

export const CHAT_HISTORY_PER_ROOM_MAX = 500;

export type StreamMessage = Omit<StreamMessageFixture, 'minutesAgo'> & { sentAtMs: number };

export interface LiveRooms {
  /** rid → messages, newest first, bounded per room. */
  readonly history: ReadonlyMap<string, readonly StreamMessage[]>;
}

export function createLiveRooms(messages: readonly StreamMessageFixture[], now: number): LiveRooms {
  const history = new Map<string, StreamMessage[]>();
  for (const { minutesAgo, ...m } of messages) {
    const room = history.get(m.rid) ?? [];
    room.push({ ...m, sentAtMs: now - minutesAgo * 60_000 });
    history.set(m.rid, room);
  }
  for (const [rid, room] of history) history.set(rid, room.sort((a, b) => b.sentAtMs - a.sentAtMs).slice(0, CHAT_HISTORY_PER_ROOM_MAX));
  return { history };
}

/**
 * Stream lines of a match with live video: our own stand-in streams (routes/stream/), paths on the
 * API's origin as a launch url's are (the site's proxy and nginx send /__stream/ to the API).
 */
export function streamsOf(m: { gameId: string }): { name: string; url: string; format: 'flv' | 'm3u8' }[] {
  return [
    { name: '线路1', url: liveFlvPath(m.gameId), format: 'flv' },
    { name: '线路2', url: liveHlsPath(m.gameId), format: 'm3u8' },
  ];
}
