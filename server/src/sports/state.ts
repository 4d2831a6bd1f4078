import type { SportsFixtures } from './fixtures';
import { type LiveRooms, createLiveRooms } from './live-rooms';
import { type World, createWorld } from './world';
import type { CompetitionInput } from './engine/competition';
import { type Book, createBook } from './book';

/**
 * The sports slice of the State: the match world on the server clock, the sportsbook's tickets,
 * QA's forcing of the next placement per player, and the live rooms' earlier chat.
 */
export interface SportsState {
  sports: LiveRooms;
  world: World;
  book: Book;
  /** userId → what QA forces the player's next placeBet to do; used once. */
  forcedNextBet: Map<number, 'reject' | 'delay'>;
}

/** `competitions` is `sharedCompetitions` of the fixtures as loaded, `f` the state's own copy of them. */
export function createSportsState(f: SportsFixtures, competitions: readonly CompetitionInput[], now: number): SportsState {
  return {
    sports: createLiveRooms(f['stream-history'], now),
    world: createWorld(f, competitions, now),
    book: createBook(),
    forcedNextBet: new Map(),
  };
}
