import { z } from 'zod';
import { league, match } from '@betsite/contracts/routes/venue';
import { chatMessage } from '@betsite/contracts/socket';
import { type FixturesOf, minutesAgo } from '../lib/fixture-fields';

/** Fixture shapes of the sports slice: kick-offs and chat times are relative to the state's creation. */

export const matchFixture = match.omit({ startTime: true }).extend({
  /** Minutes from state creation to kick-off; negative for matches already under way. */
  kickoffInMin: z.number().int().min(-24 * 60).max(30 * 24 * 60),
});
export type MatchFixture = z.infer<typeof matchFixture>;

/** Earlier chat of a live room, in the chat socket's message shape (userIds of other players). */
export const streamMessageFixture = chatMessage.omit({ sentAtMs: true }).extend({ minutesAgo });
export type StreamMessageFixture = z.infer<typeof streamMessageFixture>;

/**
 * A competition's entrants (clubs, national teams or players, as a Chinese book writes them): the
 * schedule draws a competition's fixtures from its roster only (engine/schedule.ts). One roster per
 * league of leagues.json (the world checks it at start).
 */
export const rosterFixture = z.object({
  league_id: z.number().int().positive(),
  entrants: z
    .array(z.string().min(1).max(30))
    .min(2)
    .max(64)
    .refine((names) => new Set(names).size === names.length, { message: 'an entrant is listed twice' }),
});
export type RosterFixture = z.infer<typeof rosterFixture>;

/** fixtures/<name>.json of this slice → schema; composed into FIXTURE_SCHEMAS. */
export const SPORTS_FIXTURE_SCHEMAS = {
  leagues: z.array(league).max(2_000),
  rosters: z.array(rosterFixture).max(2_000),
  matches: z.array(matchFixture).max(5_000),
  'stream-history': z.array(streamMessageFixture).max(100_000),
};
export type SportsFixtures = FixturesOf<typeof SPORTS_FIXTURE_SCHEMAS>;
