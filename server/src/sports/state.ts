import type { SportsFixtures } from './fixtures';
import { type Sports, createSports } from './sports-data';

/** The sports slice of the State: leagues, matches and the live rooms' earlier chat. */
export interface SportsState {
  sports: Sports;
}

export function createSportsState(f: SportsFixtures, now: number): SportsState {
  return { sports: createSports(f.leagues, f.matches, f['stream-history'], now) };
}
