import type { Clock } from '../lib/clock';
import { setBounded } from '../lib/bounded-map';

/**
 * Where each name is in the forgotten-password wizard (password-reset.ts), kept apart from the
 * wizard's steps: the accounts slice holds this store, and the steps read the slice.
 */
export const RESETS_MAX = 10_000;

export type ResetVia = 'phone' | 'email';

interface ResetProgress {
  userId: number;
  via: ResetVia;
  target: string;
  stage: 'sent' | 'verified';
  expiresAt: number;
}

export function createPasswordResets(clock: Clock) {
  const byName = new Map<string, ResetProgress>();
  const key = (name: string) => name.toLowerCase();
  return {
    set(name: string, p: ResetProgress): void {
      setBounded(byName, key(name), p, RESETS_MAX);
    },
    /** The live progress of a name, if any; expired progress is dropped. */
    get(name: string): ResetProgress | undefined {
      const p = byName.get(key(name));
      if (p && clock.now() > p.expiresAt) {
        byName.delete(key(name));
        return undefined;
      }
      return p;
    },
    delete(name: string): void {
      byName.delete(key(name));
    },
    size: () => byName.size,
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
