import { z } from 'zod';
import { siteSettings } from '@betsite/contracts/mock';
import { avatarList } from '@betsite/contracts/routes/member';
import { countryAreaList } from '@betsite/contracts/routes/verification';
import type { FixturesOf } from '../lib/fixture-fields';
import { accountFixtureSchema, payPasswordFixture } from './account';

/** fixtures/<name>.json of the accounts slice → schema; composed into FIXTURE_SCHEMAS. */
export const ACCOUNTS_FIXTURE_SCHEMAS = {
  accounts: z.array(accountFixtureSchema).min(1).max(10_000),
  settings: siteSettings,
  areas: countryAreaList.min(1),
  avatars: avatarList,
  'pay-passwords': payPasswordFixture,
};
export type AccountsFixtures = FixturesOf<typeof ACCOUNTS_FIXTURE_SCHEMAS>;
