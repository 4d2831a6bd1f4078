import { z } from 'zod';
import { league, match } from '@betsite/contracts/routes/venue';
import { chatMessage } from '@betsite/contracts/socket';
import { type FixturesOf, minutesAgo } from '../lib/fixture-fields';
import { ZONES, type ZoneName } from './engine/calendar';

/** Fixture shapes of the sports slice: kick-offs and chat times are relative to the state's creation. */

export const matchFixture = match.omit({ startTime: true }).extend({
  /** Minutes from state creation to kick-off; negative for matches already under way. */
  kickoffInMin: z.number().int().min(-24 * 60).max(30 * 24 * 60),
});
export type MatchFixture = z.infer<typeof matchFixture>;

/** Earlier chat of a live room, in the chat socket's message shape (userIds of other players). */
export const streamMessageFixture = chatMessage.omit({ sentAtMs: true }).extend({ minutesAgo });
export type StreamMessageFixture = z.infer<typeof streamMessageFixture>;

const entrantName = z.string().min(1).max(30);

/**
 * The entrants of one or more competitions (clubs, national teams or players, as a Chinese book
 * writes them) with their ratings (Elo-like, engine/ratings.ts): the schedule draws a competition's
 * fixtures from its roster only (engine/schedule.ts). A roster serves every competition it names
 * (a tour's events share their players); an entrant named without a rating plays another roster of
 * the same sport too and is rated there (a European cup's clubs). Every league of leagues.json has
 * one roster, every entrant of a sport one rating (the world checks both at start).
 */
export const rosterFixture = z.object({
  league_ids: z.array(z.number().int().positive()).min(1).max(100),
  entrants: z
    .array(z.union([entrantName, z.object({ name: entrantName, rating: z.number().int().min(800).max(2600) })]))
    .min(2)
    .max(64)
    .refine((xs) => new Set(xs.map((x) => (typeof x === 'string' ? x : x.name))).size === xs.length, { message: 'an entrant is listed twice' }),
});
export type RosterFixture = z.infer<typeof rosterFixture>;

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
/** A kick-off time on a quarter hour (the usual slots: :00, :15, :30, :45). */
const kickoff = z.string().regex(/^([01]\d|2[0-3]):(00|15|30|45)$/);
const zone = z.enum(Object.keys(ZONES) as [ZoneName, ...ZoneName[]]);
const slot = z.object({ day: z.number().int().min(0).max(3), time: kickoff });
const weekday = z.number().int().min(0).max(6);
const bestOf = z.number().int().min(1).max(35).refine((n) => n % 2 === 1, { message: 'best of an odd number' });

/**
 * How and when a competition is played (engine/competition.ts, whose comments say what each field
 * does): its place (time zone), its seasons' months, its format, its scoring and rules. One per league
 * of leagues.json (the world checks it at start).
 */
export const competitionFixture = z.object({
  league_id: z.number().int().positive(),
  zone,
  seasons: z.array(z.object({ from: monthDay, to: monthDay, zone: zone.optional() })).min(1).max(12),
  format: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('league'), legs: z.union([z.literal(1), z.literal(2)]), weekend: z.array(slot).min(1).max(20), midweek: z.array(slot).min(1).max(20), breaks: z.array(monthDay).max(20).optional(), respects: z.array(z.number().int().positive()).max(5).optional() }),
    z.object({ kind: z.literal('daily'), gamesPerDay: z.array(z.number().int().min(0).max(20)).length(7), times: z.array(z.array(kickoff).max(20)).length(7) }),
    z.object({ kind: z.literal('leaguePhase'), matchdays: z.array(monthDay).min(1).max(20), days: z.array(z.object({ weekday, times: z.array(kickoff).min(1).max(10) })).min(1).max(3) }),
    z.object({ kind: z.literal('knockout'), draw: z.union([z.literal(8), z.literal(16), z.literal(32), z.literal(64)]), seeds: z.number().int().min(2).max(32), invited: z.boolean().optional(), roundDays: z.array(z.number().int().min(0).max(20)).min(1).max(6), bestOf: z.array(bestOf).max(6).optional(), times: z.array(kickoff).min(1).max(12), courts: z.number().int().min(1).max(16) }),
    z.object({ kind: z.literal('groups'), groupDays: z.array(z.number().int().min(0).max(20)).length(6), semiDay: z.number().int().min(0).max(20), finalDay: z.number().int().min(0).max(20), times: z.array(kickoff).min(2).max(4) }),
    z.object({ kind: z.literal('outright'), of: z.number().int().positive(), spreadElo: z.number().positive().max(400), opensDaysBefore: z.number().int().min(0).max(120) }),
    z.object({ kind: z.literal('virtual') }),
  ]),
  scoring: z.object({ averageTotal: z.number().positive().max(400).optional(), homeAdvantage: z.number().min(0).max(200).optional(), servePoint: z.number().min(0.4).max(0.8).optional() }).optional(),
  rules: z.object({ bestOf: bestOf.optional(), quarterMs: z.number().int().min(5 * 60_000).max(20 * 60_000).optional() }).optional(),
});
export type CompetitionFixture = z.infer<typeof competitionFixture>;

/** fixtures/<name>.json of this slice → schema; composed into FIXTURE_SCHEMAS. */
export const SPORTS_FIXTURE_SCHEMAS = {
  leagues: z.array(league).max(2_000),
  rosters: z.array(rosterFixture).max(2_000),
  competitions: z.array(competitionFixture).max(2_000),
  matches: z.array(matchFixture).max(5_000),
  'stream-history': z.array(streamMessageFixture).max(100_000),
};
export type SportsFixtures = FixturesOf<typeof SPORTS_FIXTURE_SCHEMAS>;
