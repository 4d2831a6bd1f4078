import { describe, expect, it } from 'vitest';
import { ensureDeviceUuid, fingerprintId, randomDeviceId, type FingerprintParts } from './fingerprint';

const parts: FingerprintParts = {
  userAgent: 'UA',
  language: 'zh-CN',
  platform: 'Linux',
  hardwareConcurrency: 8,
  screen: '1920x1080x24',
  timezone: 'Asia/Shanghai',
  webgl: { vendor: 'V', renderer: 'R', version: 'WebGL 1.0' },
};

describe('device fingerprint', () => {
  it('hashes the same browser and graphics data to the same 32-hex id', () => {
    expect(fingerprintId(parts)).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintId(parts)).toBe(fingerprintId({ ...parts }));
  });

  it('gives a different id when the graphics card differs', () => {
    expect(fingerprintId(parts)).not.toBe(fingerprintId({ ...parts, webgl: { vendor: 'V', renderer: 'R2', version: 'WebGL 1.0' } }));
  });

  it('has no fingerprint without WebGL, so a random id is used', () => {
    expect(fingerprintId({ ...parts, webgl: null })).toBeNull();
    expect(randomDeviceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomDeviceId()).not.toBe(randomDeviceId());
  });

  it('keeps the stored id once there is one', () => {
    let stored: string | null = null;
    const store = { getDeviceUuid: () => stored, setDeviceUuid: (uuid: string) => void (stored = uuid) };
    const first = ensureDeviceUuid(store);
    expect(ensureDeviceUuid(store)).toBe(first);
  });
});
