import type { SportsState } from '../sports/state';

/**
 * Whether a chat room may exist for `rid`: a live match (its room is named by its gameId, as
 * hotLiveMatchDetail says) or a room the stream history knows. Anything else is made up, and
 * letting it create a room would let one guest fill the room table for everybody.
 */
export function roomExists(state: SportsState, rid: string): boolean {
  return state.sports.history.has(rid) || state.sports.matchById.get(rid)?.isLive === true;
}
