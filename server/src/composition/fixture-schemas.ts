import { ACCOUNTS_FIXTURE_SCHEMAS } from '../accounts/fixtures';
import { MONEY_FIXTURE_SCHEMAS } from '../money/fixtures';
import { VENUES_FIXTURE_SCHEMAS } from '../venues/fixtures';
import { SPORTS_FIXTURE_SCHEMAS } from '../sports/fixtures';
import { ENGAGEMENT_FIXTURE_SCHEMAS } from '../engagement/fixtures';

/**
 * fixtures/<name>.json → the schema it must satisfy. Each context lists its own files in its
 * fixtures.ts; the loader and the State pick them up from here.
 */
export const FIXTURE_SCHEMAS = {
  // accounts, settings, areas, avatars, pay-passwords
  ...ACCOUNTS_FIXTURE_SCHEMAS,
  // grades, navigation, sponsors, notices, discount-ads, help, site, activities, letters, feedback
  ...ENGAGEMENT_FIXTURE_SCHEMAS,
  // wallets, transactions, payment-types, bank-cards, vcurrencies
  ...MONEY_FIXTURE_SCHEMAS,
  // venues, games, bet-records
  ...VENUES_FIXTURE_SCHEMAS,
  // leagues, rosters, matches, stream-history
  ...SPORTS_FIXTURE_SCHEMAS,
};
