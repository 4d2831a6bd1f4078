import type { SiteSettings } from '@betsite/contracts/mock';
import type { Fixtures } from './fixtures';
import type { Account } from './account';
import type { Clock } from '../domain/clock';
import { createCaptchas, type Captchas } from '../domain/captcha';

/**
 * Everything the server remembers, rebuilt from the fixtures on start and on /__mock/reset.
 * Each domain owns its part; handlers reach it through the app context, never a module global.
 */
export interface State {
  accounts: Map<number, Account>;
  settings: SiteSettings;
  nextUserId: number;
  captchas: Captchas;
}

export function createState(fixtures: Fixtures, clock: Clock): State {
  const f = structuredClone(fixtures);
  const accounts = new Map(f.accounts.map((a) => [a.userId, a]));
  return {
    accounts,
    settings: f.settings,
    nextUserId: Math.max(...accounts.keys()) + 1,
    captchas: createCaptchas(clock),
  };
}

export function findAccountByName(state: State, name: string): Account | undefined {
  const wanted = name.toLowerCase();
  for (const a of state.accounts.values()) if (a.name.toLowerCase() === wanted) return a;
  return undefined;
}
