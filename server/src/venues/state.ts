import type { VenuesFixtures } from './fixtures';
import { type Games, createGames } from './venues';
import { type BetRecords, createBetRecords } from './bet-records';
import { type ProviderState, createProviderState } from './provider/provider-state';

/** The venues slice of the State: venues, games and collections, and the players' bet records. */
export interface VenuesState {
  games: Games;
  betRecords: BetRecords;
  /** The stand-in providers' rounds, forced outcomes and lottery tickets. */
  provider: ProviderState;
}

/** Bet records name their player: `userIds` are the accounts', checked so a fixture typo fails at start. */
export function createVenuesState(f: VenuesFixtures, userIds: ReadonlySet<number>, now: number): VenuesState {
  for (const r of f['bet-records']) if (!userIds.has(r.userId)) throw new Error(`bet-records.json: ${r.orderNo} has unknown userId ${r.userId}`);
  const games = createGames(f.venues, f.games, now);
  return { games, betRecords: createBetRecords(f['bet-records'], games, now), provider: createProviderState() };
}
