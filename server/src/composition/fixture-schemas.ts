import { z } from 'zod';
import { siteSettings } from '@betsite/contracts/mock';
import { accountFixtureSchema, payPasswordFixture } from '../store/account';
import { avatarList, gradeConfigList } from '@betsite/contracts/routes/member';
import { countryAreaList } from '@betsite/contracts/routes/verification';
import { discountAd, navigationItem, notice, sponsor } from '@betsite/contracts/routes/site';
import { siteFixture, helpFixture } from '../store/site';
import { activitiesFileFixture } from '../store/activity';
import { lettersFixture } from '../store/letter';
import { feedbackFileFixture } from '../store/feedback';
import { MONEY_FIXTURE_SCHEMAS } from '../store/money-fixtures';

/**
 * fixtures/<name>.json → the schema it must satisfy. Add one line per fixture file; the loader and
 * the State pick it up from here.
 */
export const FIXTURE_SCHEMAS = {
  accounts: z.array(accountFixtureSchema).min(1).max(10_000),
  settings: siteSettings,
  areas: countryAreaList.min(1),
  grades: gradeConfigList,
  avatars: avatarList,
  'pay-passwords': payPasswordFixture,
  navigation: z.array(navigationItem).min(1).max(50),
  sponsors: z.array(sponsor).max(50),
  notices: z.array(notice).max(1_000),
  'discount-ads': z.array(discountAd).max(100),
  help: helpFixture,
  site: siteFixture,
  activities: activitiesFileFixture,
  letters: lettersFixture,
  feedback: feedbackFileFixture,
  // venues, games, leagues, matches, wallets, transactions, payment-types, bank-cards, vcurrencies, bet-records, stream-history
  ...MONEY_FIXTURE_SCHEMAS,
};
