import type { PayPasswordFixture } from './account';
import { createUploads, type Uploads } from './uploads';

/**
 * The member data the Account record does not hold: withdrawal-password hashes (Account only says
 * whether one is set), uploaded images, and the wrong-old-password counters of bindPassword.
 */
export interface PasswordFailures {
  count: number;
  since: number;
}

export interface MemberStore {
  /** userId → scrypt of the md5 of the withdrawal password. */
  payPasswords: Map<number, string>;
  uploads: Uploads;
  oldPasswordFailures: Map<number, PasswordFailures>;
  /** Wrong pay passwords per account (pay-password-guard.ts). */
  payPasswordFailures: Map<number, PasswordFailures>;
}

export function createMemberStore(payPasswords: PayPasswordFixture): MemberStore {
  return {
    payPasswords: new Map(payPasswords.map((p) => [p.userId, p.passwordHash])),
    uploads: createUploads(),
    oldPasswordFailures: new Map(),
    payPasswordFailures: new Map(),
  };
}
