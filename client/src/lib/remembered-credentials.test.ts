import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { forgetCredentials, readCredentials, rememberCredentials } from './remembered-credentials';
import { createClientStorage, STORAGE_KEYS } from './storage';

function fresh(device: string) {
  const backing = new MemoryStorage();
  const storage = createClientStorage(backing);
  storage.setDeviceUuid(device);
  return { backing, storage };
}

describe('remembered credentials', () => {
  it('stores username and password encrypted, with the time, and reads them back', () => {
    const { backing, storage } = fresh('device-a');
    rememberCredentials(storage, 'player01', 'secret123', 1_700_000_000_000);
    const raw = backing.getItem(STORAGE_KEYS.rememberedCredentials) ?? '';
    expect(raw).not.toContain('secret123');
    expect(raw).not.toContain('player01');
    expect(backing.getItem(STORAGE_KEYS.rememberPasswordAt)).toBe('1700000000000');
    expect(readCredentials(storage)).toEqual({ username: 'player01', password: 'secret123', remember: true, rememberedAtMs: 1_700_000_000_000 });
    forgetCredentials(storage);
    expect(readCredentials(storage)).toBeNull();
    expect(backing.getItem(STORAGE_KEYS.rememberPasswordAt)).toBeNull();
  });

  it('does not open credentials copied to another device', () => {
    const a = fresh('device-a');
    rememberCredentials(a.storage, 'player01', 'secret123', 1);
    const b = fresh('device-b');
    b.backing.setItem(STORAGE_KEYS.rememberedCredentials, a.backing.getItem(STORAGE_KEYS.rememberedCredentials) ?? '');
    expect(readCredentials(b.storage)).toBeNull();
  });
});
