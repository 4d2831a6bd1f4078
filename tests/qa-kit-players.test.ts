import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYERS } from '../contracts/src/qa-players';
import { verifyPassword } from '../server/src/accounts/passwords';

/**
 * The QA kit's demo players (contracts/src/qa-players.ts) are written out by hand, for
 * a QA suite that has no fixtures folder: held here to fixtures/accounts.json, so a change of the
 * fixtures fails this test rather than a QA engineer's login.
 */
interface FixtureAccount {
  name: string;
  passwordHash: string;
  phone: string | null;
  email: string | null;
  trustedDevices: string[];
}

const accounts = JSON.parse(readFileSync(new URL('../fixtures/accounts.json', import.meta.url), 'utf8')) as FixtureAccount[];
const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

describe('the QA kit demo players', () => {
  for (const player of Object.values(DEMO_PLAYERS)) {
    describe(player.name, () => {
      const account = accounts.find((a) => a.name === player.name);

      it('is an account of the fixtures, with this password', async () => {
        expect(account).toBeDefined();
        expect(await verifyPassword(md5(player.password), account?.passwordHash ?? '')).toBe(true);
      });

      it('logs in from a device the account trusts, or from a fresh one when it trusts none', () => {
        const device = 'device' in player ? player.device : undefined;
        if (device === undefined) expect(account?.trustedDevices).toEqual([]);
        else expect(account?.trustedDevices).toContain(device);
      });

      it('has its new-device code sent where the account can receive it (its phone, else its e-mail)', () => {
        const target = 'codeTarget' in player ? player.codeTarget : undefined;
        if (target === undefined) {
          expect(account?.phone ?? account?.email ?? null).toBeNull();
          return;
        }
        expect(target).toEqual(account?.phone ? { kind: 'phone', value: account.phone } : { kind: 'email', value: account?.email });
      });
    });
  }
});
