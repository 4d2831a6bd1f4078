import { z } from 'zod';
import { gradeConfigList } from '@betsite/contracts/routes/member';
import { discountAd, navigationItem, notice, sponsor } from '@betsite/contracts/routes/site';
import type { FixturesOf } from '../lib/fixture-fields';
import { siteFixture, helpFixture } from './site-fixtures';
import { activitiesFileFixture } from './activity-fixtures';
import { lettersFixture } from './letter-fixtures';
import { feedbackFileFixture } from './feedback-fixtures';

/** fixtures/<name>.json of the engagement slice → schema; composed into FIXTURE_SCHEMAS. */
export const ENGAGEMENT_FIXTURE_SCHEMAS = {
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
};
export type EngagementFixtures = FixturesOf<typeof ENGAGEMENT_FIXTURE_SCHEMAS>;
