import { z } from 'zod';
import { game, venue } from '@betsite/contracts/routes/venue';
import { betResult, betStatus } from '@betsite/contracts/routes/record';
import { venueCode } from '@betsite/contracts/money-fields';
import { type FixturesOf, cents, minutesAgo, userId } from '../lib/fixture-fields';

/** Fixture shapes of the venues slice; like the money fixtures, amounts are cents and times relative. */

/**
 * A venue plus its jackpot (base and growth per minute on the server clock) and the form of url
 * its launch answers (spec 001 section 4): `path` on our origin, `absolute` http url, or a bare
 * `code` the client opens in the game frame.
 */
export const venueFixture = venue.extend({
  bonusPoolCents: cents.optional(),
  bonusPoolGrowthCentsPerMin: cents.optional(),
  launchForm: z.enum(['path', 'absolute', 'code']).default('path'),
});
export type VenueFixture = z.infer<typeof venueFixture>;

export const betRecordFixture = z.object({
  orderNo: z.string().min(1).max(40),
  userId,
  enName: venueCode,
  gameName: z.string().min(1).max(60),
  betContent: z.string().max(200),
  betCents: cents.positive(),
  validBetCents: cents,
  /** Paid out, stake included. */
  winCents: cents,
  odds: z.number().positive().nullable().default(null),
  result: betResult.nullable().default(null),
  status: betStatus,
  minutesAgo,
  /** Minutes from the bet to its settlement; null while unsettled. */
  settledAfterMin: z.number().int().min(0).nullable().default(null),
  /**
   * An open sports bet's selection (CRTY only), so the sportsbook holds it as a ticket and settles
   * it when its match ends. The price is the record's odds (european).
   */
  leg: z.object({ gameId: z.string().regex(/^\d{1,18}$/), wtype: z.string().min(1).max(10), rtype: z.string().min(1).max(10), ratio: z.string().max(20).nullable() }).optional(),
});
export type BetRecordFixture = z.infer<typeof betRecordFixture>;

/** fixtures/<name>.json of this slice → schema; composed into FIXTURE_SCHEMAS. */
export const VENUES_FIXTURE_SCHEMAS = {
  venues: z.array(venueFixture).min(1).max(500),
  games: z.array(game).max(20_000),
  'bet-records': z.array(betRecordFixture).max(100_000),
};
export type VenuesFixtures = FixturesOf<typeof VENUES_FIXTURE_SCHEMAS>;
