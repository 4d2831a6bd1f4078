import { z } from 'zod';
import { ACCOUNTS_FIXTURE_SCHEMAS } from '../accounts/fixtures';
import { gradeConfigList } from '@betsite/contracts/routes/member';
import { discountAd, navigationItem, notice, sponsor } from '@betsite/contracts/routes/site';
import { siteFixture, helpFixture } from '../store/site';
import { activitiesFileFixture } from '../store/activity';
import { lettersFixture } from '../store/letter';
import { feedbackFileFixture } from '../store/feedback';
import { MONEY_FIXTURE_SCHEMAS } from '../money/fixtures';
import { VENUES_FIXTURE_SCHEMAS } from '../venues/fixtures';
import { SPORTS_FIXTURE_SCHEMAS } from '../sports/fixtures';

/**
 * fixtures/<name>.json → the schema it must satisfy. Add one line per fixture file; the loader and
 * the State pick it up from here.
 */
export const FIXTURE_SCHEMAS = {
  // accounts, settings, areas, avatars, pay-passwords
  ...ACCOUNTS_FIXTURE_SCHEMAS,
  grades: gradeConfigList,
  navigation: z.array(navigationItem).min(1).max(50),
  sponsors: z.array(sponsor).max(50),
  notices: z.array(notice).max(1_000),
  'discount-ads': z.array(discountAd).max(100),
  help: helpFixture,
  site: siteFixture,
  activities: activitiesFileFixture,
  letters: lettersFixture,
  feedback: feedbackFileFixture,
  // wallets, transactions, payment-types, bank-cards, vcurrencies
  ...MONEY_FIXTURE_SCHEMAS,
  // venues, games, bet-records
  ...VENUES_FIXTURE_SCHEMAS,
  // leagues, matches, stream-history
  ...SPORTS_FIXTURE_SCHEMAS,
};
