import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { KNOWN_IPS_MAX, TRUSTED_DEVICES_MAX, accountFromFixture, type Account } from './account';
import { LONG_ABSENCE_MS, newDeviceCheck, trustCaller } from './new-device';

const fixtures = loadFixtures();
const NOW = Date.UTC(2026, 10, 21, 4);
const account = (name: string): Account => accountFromFixture(fixtures.accounts.find((a) => a.name === name)!, NOW);
const HOME = { device: 'demo-device-01', ip: '127.0.0.1' };

describe('new-device rules', () => {
  it('passes the trusted device at a known address', () => {
    expect(newDeviceCheck(account('demo01'), HOME, NOW)).toEqual({ ok: true, value: undefined });
  });

  it('answers 6026 for an unknown device, 6025 for an unknown address, 6027 for both, with the masked phone', () => {
    const a = account('demo01');
    const data = { phoneNumber: '138****5678' };
    expect(newDeviceCheck(a, { ...HOME, device: 'other' }, NOW)).toMatchObject({ ok: false, code: 6026, data });
    expect(newDeviceCheck(a, { ...HOME, ip: '10.1.2.3' }, NOW)).toMatchObject({ ok: false, code: 6025, data });
    expect(newDeviceCheck(a, { device: 'other', ip: '10.1.2.3' }, NOW)).toMatchObject({ ok: false, code: 6027, data });
    expect(newDeviceCheck(a, { ...HOME, device: '' }, NOW)).toMatchObject({ ok: false, code: 6026 });
  });

  it('answers 6028 more than 90 days after the last login on the server clock, and not at 90 days', () => {
    const a = account('demo01');
    a.lastLoginAt = NOW - LONG_ABSENCE_MS;
    expect(newDeviceCheck(a, HOME, NOW).ok).toBe(true);
    expect(newDeviceCheck(a, HOME, NOW + 1)).toMatchObject({ ok: false, code: 6028, data: { phoneNumber: '138****5678' } });
    expect(newDeviceCheck(account('away01'), { device: 'demo-device-05', ip: '127.0.0.1' }, NOW)).toMatchObject({ ok: false, code: 6028, data: { phoneNumber: '136****3333' } });
  });

  it('asks an account without a phone to verify by email, and lets an account with neither through', () => {
    const a = account('demo02');
    a.email = 'demo02@example.com';
    expect(newDeviceCheck(a, HOME, NOW)).toMatchObject({ ok: false, code: 6027, data: { phoneNumber: '', email: 'de****@example.com' } });
    expect(newDeviceCheck(account('demo02'), HOME, NOW)).toEqual({ ok: true, value: undefined });
  });

  it('trusts a device and an address once, keeping the newest within the bounds, never an empty device', () => {
    const a = account('demo02');
    trustCaller(a, HOME);
    trustCaller(a, HOME);
    trustCaller(a, { device: '', ip: '10.0.0.1' });
    expect(a.trustedDevices).toEqual(['demo-device-01']);
    expect(a.knownIps).toEqual(['127.0.0.1', '10.0.0.1']);
    for (let i = 0; i < TRUSTED_DEVICES_MAX + KNOWN_IPS_MAX; i++) trustCaller(a, { device: `d${i}`, ip: `10.9.${Math.floor(i / 250)}.${i % 250}` });
    expect(a.trustedDevices).toHaveLength(TRUSTED_DEVICES_MAX);
    expect(a.knownIps).toHaveLength(KNOWN_IPS_MAX);
    expect(a.trustedDevices).not.toContain('demo-device-01');
  });

  it('reads the demo fixtures\' last logins relative to the moment the state is built', () => {
    expect(account('demo01').lastLoginAt).toBe(NOW - 24 * 60 * 60_000);
    expect(account('demo02').lastLoginAt).toBeNull();
  });
});
