import { z } from 'zod';
import { RECORD_RETENTION_YEARS } from '@betsite/contracts/constants';

/**
 * Field schemas the server-internal fixture shapes share: amounts are integer cents, rows name
 * their owner, and times are relative to the moment the state is built, so a fresh start always
 * shows recent records whatever day the server starts.
 */
export const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const userId = z.number().int().positive();
/** No further back than records are kept. */
export const minutesAgo = z.number().int().min(0).max(RECORD_RETENTION_YEARS * 366 * 24 * 60);

/** For a list refinement: no two rows share an id. */
export const uniqueIds = (list: readonly { id: number }[]) => new Set(list.map((x) => x.id)).size === list.length;

/** What a set of fixture schemas parses to: one entry per fixtures/<name>.json. */
export type FixturesOf<S extends Record<string, z.ZodTypeAny>> = { [K in keyof S]: z.infer<S[K]> };

/**
 * A fixture time: the files give minutes before the state is built (`createdMinutesAgo`), so a
 * fresh start always shows recent letters, feedback and gift records next to recent transactions;
 * unit tests may still give the instant (`createdAt`). Exactly one is expected; neither is a bug.
 */
export function instantOf(at: number | null | undefined, agoMinutes: number | null | undefined, now: number): number {
  if (typeof at === 'number') return at;
  if (typeof agoMinutes === 'number') return now - agoMinutes * 60_000;
  throw new Error('fixture row without a time (createdAt or its MinutesAgo)');
}
