import type { Fixtures } from './fixtures';
import type { Clock } from '../lib/clock';
import { type AccountsState, createAccountsState } from '../accounts/state';
import type { SiteContent } from '../domain/site-content';
import { createActivities, type Activities } from '../domain/activities';
import { createFeedbackStore, type FeedbackStore } from '../domain/feedback';
import { createLetters, type Letters } from '../domain/letters';
import { createChatRooms, type ChatRooms } from '../chat/rooms';
import { createMoneyState, type MoneyState } from '../money/state';
import { createVenuesState, type VenuesState } from '../venues/state';
import { createSportsState, type SportsState } from '../sports/state';

/**
 * Everything the server remembers, rebuilt from the fixtures on start and on /__mock/reset.
 * Each domain owns its part; handlers reach it through the app context, never a module global.
 */
export interface State extends AccountsState, MoneyState, VenuesState, SportsState {
  /** Menus, sponsors, notices, banners, help texts and the brand: read-only after start. */
  content: SiteContent;
  activities: Activities;
  feedback: FeedbackStore;
  letters: Letters;
  /** Chat rooms and their bounded history (live connections belong to the socket plugin). */
  chat: ChatRooms;
}

export function createState(fixtures: Fixtures, clock: Clock): State {
  const f = structuredClone(fixtures);
  const now = clock.now();
  const accounts = createAccountsState(f, clock);
  const userIds = new Set(accounts.accounts.keys());
  const venues = createVenuesState(f, userIds, now);
  return {
    ...accounts,
    content: { navigation: f.navigation, sponsors: f.sponsors, notices: f.notices, discountAds: f['discount-ads'], help: f.help, site: f.site },
    activities: createActivities(f.activities),
    feedback: createFeedbackStore(f.feedback),
    letters: createLetters(f.letters),
    chat: createChatRooms({ historyMax: 200, roomsMax: 1_000 }),
    ...createMoneyState(f, { userIds, channels: venues.games.channels }, now),
    ...venues,
    ...createSportsState(f, now),
  };
}

