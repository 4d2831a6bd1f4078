import { z } from 'zod';
import { DEFAULT_AREA_CODE, USERNAME_LENGTH_MAX } from '@betsite/contracts/constants';
import { minutesAgo, userId } from '../lib/fixture-fields';

/** What the new-device rules remember per account (new-device.ts); the oldest are forgotten past these. */
export const TRUSTED_DEVICES_MAX = 50;
export const KNOWN_IPS_MAX = 50;

/** scrypt$N$r$p$salt$hash (passwords.ts): never the md5 itself. */
const scryptHash = z.string().startsWith('scrypt$');

/**
 * A player account as the server keeps it. Server-internal (never sent as is): the contract's
 * member-info shape is derived from it. Passwords are stored as scrypt of the md5 the client sends.
 */
export const accountSchema = z.object({
  userId,
  name: z.string().min(1).max(USERNAME_LENGTH_MAX),
  passwordHash: scryptHash,
  realName: z.string().nullable(),
  areaCode: z.string().default(DEFAULT_AREA_CODE),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nickName: z.string().nullable().default(null),
  avatar: z.string().nullable().default(null),
  birthday: z.string().nullable().default(null),
  sex: z.number().int().min(0).max(2).default(0),
  vipLevel: z.number().int().min(0).max(10),
  grade: z.number().int().min(0),
  /** Whether a withdrawal password is set (bindPassword). */
  hasPayPassword: z.boolean().default(false),
  trustedDevices: z.array(z.string()).max(TRUSTED_DEVICES_MAX),
  knownIps: z.array(z.string()).max(KNOWN_IPS_MAX),
  rCode: z.string().nullable().default(null),
  iCode: z.string().nullable().default(null),
  domain: z.string().nullable().default(null),
  createdAt: z.number().int(),
  lastLoginAt: z.number().int().nullable(),
});

export type Account = z.infer<typeof accountSchema>;

/**
 * An account as fixtures/accounts.json writes it: like the money fixtures, the last login is
 * relative to the moment the state is built (`lastLoginMinutesAgo`, null for never), so the
 * new-device rule on long absence (90 days on the server clock) treats the demo accounts the same
 * whatever day the server starts.
 */
export const accountFixtureSchema = accountSchema.omit({ lastLoginAt: true }).extend({
  lastLoginMinutesAgo: minutesAgo.nullable(),
});
export type AccountFixture = z.infer<typeof accountFixtureSchema>;

export function accountFromFixture({ lastLoginMinutesAgo, ...a }: AccountFixture, now: number): Account {
  return { ...structuredClone(a), lastLoginAt: lastLoginMinutesAgo === null ? null : now - lastLoginMinutesAgo * 60_000 };
}

/** fixtures/pay-passwords.json: the withdrawal passwords, which the Account only says are set. */
export const payPasswordFixture = z.array(z.object({ userId, passwordHash: scryptHash })).max(10_000);
export type PayPasswordFixture = z.infer<typeof payPasswordFixture>;
