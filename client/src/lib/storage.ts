import { browserStorage } from './memory-storage';

/**
 * Every value the client keeps in localStorage (spec 000 section 3), behind one typed module so
 * no other file spells a key. The key names are the spec's where it gives one.
 */
export const STORAGE_KEYS = {
  token: 'token',
  jwt: 'jwt',
  userId: 'user_id',
  icode: 'icode',
  rcode: 'rcode',
  orgurl: 'orgurl',
  deviceUuid: 'device_uuid',
  rememberPasswordAt: 'remember_pwd_time',
  /** `${username},${password}` encrypted with AES (spec: "username and password joined by a comma"). */
  rememberedCredentials: 'remember_pwd',
  hideZeroBalance: 'hide_zero_balance',
  safeSwitch: 'safeSwitch',
  firstPageUrl: 'first_url',
  /** Classic or professional edition (spec 001 section 4: "stored locally"). */
  edition: 'edition',
} as const;

/** Cached decrypted data: `DD_<name>` → `{d, v}`. */
export const DECRYPTED_PREFIX = 'DD_';
/** localStorage is a few MB shared with everything else; the decrypted cache gets a fixed share. */
export const DECRYPTED_ENTRIES_MAX = 100;

export interface DecryptedEntry<D = unknown> {
  d: D;
  /** Validity flag sent along by the server with the data (opaque to the client). */
  v: unknown;
}

export type Edition = 'classic' | 'professional';

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createClientStorage(backing: Storage) {
  const get = (key: string): string | null => backing.getItem(key);
  const set = (key: string, value: string | null | undefined): void => {
    if (value === null || value === undefined || value === '') backing.removeItem(key);
    else backing.setItem(key, value);
  };

  function decryptedKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < backing.length; i += 1) {
      const key = backing.key(i);
      if (key?.startsWith(DECRYPTED_PREFIX)) keys.push(key);
    }
    return keys;
  }

  return {
    getToken: () => get(STORAGE_KEYS.token),
    setToken: (token: string | null) => set(STORAGE_KEYS.token, token),
    getJwt: () => get(STORAGE_KEYS.jwt),
    setJwt: (jwt: string | null) => set(STORAGE_KEYS.jwt, jwt),
    getUserId(): number | null {
      const raw = get(STORAGE_KEYS.userId);
      const id = raw === null ? NaN : Number(raw);
      return Number.isSafeInteger(id) ? id : null;
    },
    setUserId: (id: number | null) => set(STORAGE_KEYS.userId, id === null ? null : String(id)),

    getReferral: () => ({ icode: get(STORAGE_KEYS.icode), rcode: get(STORAGE_KEYS.rcode) }),
    setReferral(codes: { icode?: string; rcode?: string }, pageUrl: string): void {
      if (codes.icode) set(STORAGE_KEYS.icode, codes.icode);
      if (codes.rcode) set(STORAGE_KEYS.rcode, codes.rcode);
      // The address that carried the codes is the one attribution needs, so it wins over an
      // older first visit.
      set(STORAGE_KEYS.firstPageUrl, pageUrl);
    },
    /** After a successful registration the codes have been used (spec 000 section 4). */
    clearReferral(): void {
      set(STORAGE_KEYS.icode, null);
      set(STORAGE_KEYS.rcode, null);
    },

    getOrgUrl: () => get(STORAGE_KEYS.orgurl),
    setOrgUrl: (url: string) => set(STORAGE_KEYS.orgurl, url),
    getFirstPageUrl: () => get(STORAGE_KEYS.firstPageUrl),
    /** Only the first visit is recorded; later calls keep the original address. */
    rememberFirstPageUrl(url: string): void {
      if (get(STORAGE_KEYS.firstPageUrl) === null) set(STORAGE_KEYS.firstPageUrl, url);
    },

    getDeviceUuid: () => get(STORAGE_KEYS.deviceUuid),
    setDeviceUuid: (uuid: string) => set(STORAGE_KEYS.deviceUuid, uuid),

    /** The remembered login, sealed by lib/remembered-credentials.ts; opaque here. */
    getSealedCredentials: () => get(STORAGE_KEYS.rememberedCredentials),
    getRememberedAtMs: () => Number(get(STORAGE_KEYS.rememberPasswordAt) ?? 0),
    setSealedCredentials(sealed: string | null, nowMs: number | null): void {
      set(STORAGE_KEYS.rememberedCredentials, sealed);
      set(STORAGE_KEYS.rememberPasswordAt, nowMs === null ? null : String(nowMs));
    },

    getHideZeroBalance: () => get(STORAGE_KEYS.hideZeroBalance) === '1',
    setHideZeroBalance: (hide: boolean) => set(STORAGE_KEYS.hideZeroBalance, hide ? '1' : '0'),

    /** Encryption is on unless the flag is exactly "0" (spec 000 section 9). */
    isSafeSwitchOn: () => get(STORAGE_KEYS.safeSwitch) !== '0',
    setSafeSwitch: (on: boolean) => set(STORAGE_KEYS.safeSwitch, on ? '1' : '0'),
    /** Whether the player (or QA) has set the flag; until then the site's default may apply. */
    hasSafeSwitchFlag: () => get(STORAGE_KEYS.safeSwitch) !== null,

    getEdition(): Edition | null {
      const value = get(STORAGE_KEYS.edition);
      return value === 'classic' || value === 'professional' ? value : null;
    },
    setEdition: (edition: Edition) => set(STORAGE_KEYS.edition, edition),

    getDecrypted<D = unknown>(name: string): DecryptedEntry<D> | null {
      const value = parseJson(get(DECRYPTED_PREFIX + name));
      return typeof value === 'object' && value !== null && 'd' in value && 'v' in value ? (value as DecryptedEntry<D>) : null;
    },
    setDecrypted(name: string, entry: DecryptedEntry): void {
      const key = DECRYPTED_PREFIX + name;
      if (get(key) === null) {
        const existing = decryptedKeys();
        // Over the bound, drop the entry stored first: it is the most likely to be stale.
        if (existing.length >= DECRYPTED_ENTRIES_MAX && existing[0] !== undefined) backing.removeItem(existing[0]);
      }
      set(key, JSON.stringify({ d: entry.d, v: entry.v }));
    },
    /** Session expiry clears every DD_ entry (spec 000 section 4). */
    clearDecrypted(): void {
      for (const key of decryptedKeys()) backing.removeItem(key);
    },

    /** Logging out drops the session values; device, referral and preferences stay. */
    clearSession(): void {
      set(STORAGE_KEYS.token, null);
      set(STORAGE_KEYS.jwt, null);
      set(STORAGE_KEYS.userId, null);
    },
  };
}

export type ClientStorage = ReturnType<typeof createClientStorage>;

/** The application's storage over window.localStorage. */
export const storage: ClientStorage = createClientStorage(browserStorage());
