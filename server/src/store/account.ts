import { z } from 'zod';

/**
 * A player account as the server keeps it. Server-internal (never sent as is): the contract's
 * member-info shape is derived from it. Passwords are stored as scrypt of the md5 the client sends.
 */
export const accountSchema = z.object({
  userId: z.number().int().positive(),
  name: z.string().min(1).max(11),
  passwordHash: z.string().startsWith('scrypt$'),
  realName: z.string().nullable(),
  areaCode: z.string().default('86'),
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
  trustedDevices: z.array(z.string()).max(50),
  knownIps: z.array(z.string()).max(50),
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
  lastLoginMinutesAgo: z.number().int().min(0).max(5 * 366 * 24 * 60).nullable(),
});
export type AccountFixture = z.infer<typeof accountFixtureSchema>;

export function accountFromFixture({ lastLoginMinutesAgo, ...a }: AccountFixture, now: number): Account {
  return { ...structuredClone(a), lastLoginAt: lastLoginMinutesAgo === null ? null : now - lastLoginMinutesAgo * 60_000 };
}
