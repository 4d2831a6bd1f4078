import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { ClientStorage } from './storage';

/**
 * "Remember password" (spec 000 section 3): username and password joined by a comma, stored
 * encrypted with AES, plus the time it was ticked. The encryption only keeps the password from
 * someone glancing at devtools or a synced profile (anyone running code on the page can read it
 * whatever we do); mixing in the device uuid means a copied storage dump does not open elsewhere.
 * Kept apart from storage.ts so crypto code loads only with the login form.
 */
const KEY_SALT = 'betsite-reference:remember-password';

export interface RememberedCredentials {
  username: string;
  password: string;
  remember: true;
  /** When "remember password" was ticked, ms since the epoch. */
  rememberedAtMs: number;
}

type Store = Pick<ClientStorage, 'getDeviceUuid' | 'getSealedCredentials' | 'getRememberedAtMs' | 'setSealedCredentials'>;

const keyOf = (store: Store): string => `${KEY_SALT}:${store.getDeviceUuid() ?? ''}`;

export function rememberCredentials(store: Store, username: string, password: string, nowMs: number): void {
  store.setSealedCredentials(AES.encrypt(`${username},${password}`, keyOf(store)).toString(), nowMs);
}

export function readCredentials(store: Store): RememberedCredentials | null {
  const sealed = store.getSealedCredentials();
  if (sealed === null) return null;
  let plain = '';
  try {
    plain = AES.decrypt(sealed, keyOf(store)).toString(Utf8);
  } catch {
    plain = ''; // a key that does not fit can yield bytes that are not UTF-8
  }
  // Usernames are letters and digits only, so the first comma separates the two parts.
  const comma = plain.indexOf(',');
  if (comma <= 0) return null;
  return { username: plain.slice(0, comma), password: plain.slice(comma + 1), remember: true, rememberedAtMs: store.getRememberedAtMs() };
}

export function forgetCredentials(store: Store): void {
  store.setSealedCredentials(null, null);
}
