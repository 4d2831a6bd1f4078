import type { Fixtures } from './fixture-set';
import type { Clock } from '../lib/clock';
import { type AccountsState, createAccountsState } from '../accounts/state';
import { createMoneyState, type MoneyState } from '../money/state';
import { createVenuesState, type VenuesState } from '../venues/state';
import { createSportsState, type SportsState } from '../sports/state';
import { seedFixtureTickets } from '../sports/sportsbook';
import { sharedCompetitions } from '../sports/world';
import { SPORTS_VENUE } from '../sports/cashier';
import { createEngagementState, type EngagementState } from '../engagement/state';
import { createChatState, type ChatState } from '../chat/state';
import { sendLetter } from '../engagement/letters';
import { letterOfNotice, linkGiftRecords } from './money-letters';

/**
 * Everything the server remembers, rebuilt from the fixtures on start and on /__mock/reset.
 * Each context owns its slice (type and creation, in its state.ts); this is the one place that
 * puts them together and hands each the references it checks against other slices. Handlers
 * reach it through the app context, never a module global.
 */
export interface State extends AccountsState, MoneyState, VenuesState, SportsState, EngagementState, ChatState {}

export function createState(fixtures: Fixtures, clock: Clock): State {
  const f = structuredClone(fixtures);
  const now = clock.now();
  const accounts = createAccountsState(f, clock);
  const userIds = new Set(accounts.accounts.keys());
  const venues = createVenuesState(f, userIds, now);
  const money = createMoneyState(f, { userIds, channels: venues.games.channels }, now);
  // From the fixtures as loaded, not the copy: the shared competitions are found by identity.
  const sports = createSportsState(f, sharedCompetitions(fixtures), now);
  seedFixtureTickets({ world: sports.world, book: sports.book, wallets: money.wallets, betRecords: venues.betRecords }, SPORTS_VENUE);
  const state: State = {
    ...accounts,
    ...createEngagementState(f, now),
    ...createChatState(),
    ...money,
    ...venues,
    ...sports,
  };
  linkGiftRecords(state);
  wireState(state);
  return state;
}

/** The wiring between slices, made again for a state loaded from an image (composition/world-image.ts). */
export function wireState(state: State): void {
  // Finance's outcomes reach the player as letters the moment they are decided.
  state.office.subscribers.push((n) => void sendLetter(state.letters, letterOfNotice(n), n.at));
}
