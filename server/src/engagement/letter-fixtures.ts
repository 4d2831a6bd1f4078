import { z } from 'zod';
import { PERSONAL_LETTER_TYPES, letter } from '@betsite/contracts/routes/letter';
import { minutesAgo, uniqueIds, userId } from '../lib/fixture-fields';

/**
 * fixtures/letters.json: the contract's letter, plus who it is for (userId null: a broadcast to
 * every member) and who has read or deleted it. Server-internal; the contract shape is derived.
 */
export const letterFixture = letter
  .omit({ read: true, broadcast: true, createdAt: true })
  .extend({
    createdAt: letter.shape.createdAt.optional(),
    /** The files' way: minutes before the state is built. */
    createdMinutesAgo: minutesAgo.optional(),
    userId: userId.nullable(),
    readBy: z.array(userId).max(10_000).default([]),
    deletedBy: z.array(userId).max(10_000).default([]),
  })
  .refine((l) => l.userId === null || (PERSONAL_LETTER_TYPES as readonly string[]).includes(l.type), {
    message: 'a letter to one player is a notice, activity or fd letter',
    path: ['type'],
  });

export const lettersFixture = z
  .array(letterFixture)
  .max(10_000)
  .refine(uniqueIds, 'letter ids must be unique');

export type LetterFixture = z.infer<typeof letterFixture>;
