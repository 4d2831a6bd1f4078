import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { createClientStorage, DECRYPTED_ENTRIES_MAX, STORAGE_KEYS } from './storage';

function fresh() {
  const backing = new MemoryStorage();
  return { backing, storage: createClientStorage(backing) };
}

describe('client storage', () => {
  it('keeps the session under the spec names and clears only the session on logout', () => {
    const { backing, storage } = fresh();
    storage.setToken('t1');
    storage.setJwt('j1');
    storage.setUserId(42);
    storage.setDeviceUuid('dev');
    expect(backing.getItem('token')).toBe('t1');
    expect(backing.getItem('user_id')).toBe('42');
    expect(storage.getUserId()).toBe(42);
    storage.clearSession();
    expect(storage.getToken()).toBeNull();
    expect(storage.getJwt()).toBeNull();
    expect(storage.getUserId()).toBeNull();
    expect(storage.getDeviceUuid()).toBe('dev');
  });

  it('turns encryption off only when safeSwitch is exactly 0', () => {
    const { backing, storage } = fresh();
    expect(storage.isSafeSwitchOn()).toBe(true);
    backing.setItem('safeSwitch', '0');
    expect(storage.isSafeSwitchOn()).toBe(false);
    backing.setItem('safeSwitch', 'false');
    expect(storage.isSafeSwitchOn()).toBe(true);
  });

  it('keeps DD_ entries as {d, v}, clears all of them and stays within its bound', () => {
    const { backing, storage } = fresh();
    storage.setToken('keep-me');
    storage.setDecrypted('bank', { d: { no: '6222' }, v: 1 });
    expect(JSON.parse(backing.getItem('DD_bank') ?? '')).toEqual({ d: { no: '6222' }, v: 1 });
    expect(storage.getDecrypted('bank')).toEqual({ d: { no: '6222' }, v: 1 });
    for (let i = 0; i < DECRYPTED_ENTRIES_MAX + 5; i += 1) storage.setDecrypted(`k${i}`, { d: i, v: 0 });
    const count = () => Array.from({ length: backing.length }, (_, i) => backing.key(i)).filter((k) => k?.startsWith('DD_')).length;
    expect(count()).toBe(DECRYPTED_ENTRIES_MAX);
    storage.clearDecrypted();
    expect(count()).toBe(0);
    expect(storage.getToken()).toBe('keep-me');
  });

  it('records the first page address once and the referral codes with their address', () => {
    const { storage } = fresh();
    storage.rememberFirstPageUrl('https://a.example/home');
    storage.rememberFirstPageUrl('https://a.example/other');
    expect(storage.getFirstPageUrl()).toBe('https://a.example/home');
    storage.setReferral({ rcode: 'R1', icode: 'I1' }, 'https://a.example/?rcode=R1&icode=I1');
    expect(storage.getReferral()).toEqual({ rcode: 'R1', icode: 'I1' });
    expect(storage.getFirstPageUrl()).toBe('https://a.example/?rcode=R1&icode=I1');
    storage.clearReferral();
    expect(storage.getReferral()).toEqual({ rcode: null, icode: null });
  });

  it('stores the hide-zero-balance flag as 1 or 0 and the edition', () => {
    const { backing, storage } = fresh();
    storage.setHideZeroBalance(true);
    expect(backing.getItem(STORAGE_KEYS.hideZeroBalance)).toBe('1');
    storage.setHideZeroBalance(false);
    expect(storage.getHideZeroBalance()).toBe(false);
    expect(storage.getEdition()).toBeNull();
    storage.setEdition('professional');
    expect(storage.getEdition()).toBe('professional');
  });
});
