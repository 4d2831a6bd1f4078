import { findWorldMatch } from '../sports/match-view';
import { projectMatch } from '../sports/world';
import type { SportsState } from '../sports/state';

/**
 * Whether a chat room may exist for `rid`: a live match (its room is named by its gameId, as
 * hotLiveMatchDetail says) or a room the stream history knows. Anything else is made up, and
 * letting it create a room would let one guest fill the room table for everybody.
 */
export function roomExists(state: SportsState, rid: string, nowMs: number): boolean {
  if (state.sports.history.has(rid)) return true;
  const m = findWorldMatch(state.world, rid);
  return m !== undefined && projectMatch(m, nowMs).phase === 'live';
}
