import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { ConfigError, instanceNameOf, isLoopbackHost, loadConfig } from './config';

describe('config', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, MOCK_API: true, RESPONSE_VALIDATION: false });
  });
  it('reads and converts the environment', () => {
    expect(loadConfig({ PORT: '8080', MOCK_API: 'false', SESSION_IDLE_MS: '1000' })).toMatchObject({ PORT: 8080, MOCK_API: false, SESSION_IDLE_MS: 1000 });
  });
  it('names every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', MOCK_API: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', MOCK_API: 'maybe' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT.*eighty/);
      expect((e as Error).message).toMatch(/MOCK_API.*maybe/);
    }
  });
  it('keeps no state without STATE_DIR, and refuses a save interval outside 100 ms to 60 s', () => {
    expect(loadConfig({})).toMatchObject({ STATE_SAVE_INTERVAL_MS: 2_000 });
    expect(loadConfig({}).STATE_DIR).toBeUndefined();
    expect(loadConfig({ STATE_DIR: '/tmp/worlds', STATE_SAVE_INTERVAL_MS: '500' })).toMatchObject({ STATE_DIR: '/tmp/worlds', STATE_SAVE_INTERVAL_MS: 500 });
    expect(() => loadConfig({ STATE_SAVE_INTERVAL_MS: '50' })).toThrow(/STATE_SAVE_INTERVAL_MS/);
  });
  it('refuses to start with the QA API on a non-loopback HOST without MOCK_API_TOKEN', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/MOCK_API_TOKEN/);
    expect(() => loadConfig({ HOST: '192.168.1.10', MOCK_API: 'true' })).toThrow(ConfigError);
  });
  it('starts on a non-loopback HOST with a token, or with the QA API off', () => {
    expect(loadConfig({ HOST: '0.0.0.0', MOCK_API_TOKEN: 'a-long-enough-qa-token' })).toMatchObject({ MOCK_API_TOKEN: 'a-long-enough-qa-token' });
    expect(loadConfig({ HOST: '0.0.0.0', MOCK_API: 'false' })).toMatchObject({ MOCK_API: false });
  });
  it('refuses a token too short to resist guessing', () => {
    expect(() => loadConfig({ MOCK_API_TOKEN: 'short' })).toThrow(/MOCK_API_TOKEN/);
  });
  it('starts the clock at CLOCK_START, an instant with a zone, or on real time without one', () => {
    expect(loadConfig({}).CLOCK_START).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '2026-11-18T10:00:00+08:00' }).CLOCK_START).toBe(Date.UTC(2026, 10, 18, 2));
    expect(loadConfig({ CLOCK_START: '2026-11-29T15:59:30Z' }).CLOCK_START).toBe(Date.UTC(2026, 10, 29, 15, 59, 30));
    for (const bad of ['tomorrow', '2026-11-18', '2026-11-18T10:00:00', '2026-13-01T00:00:00Z']) expect(() => loadConfig({ CLOCK_START: bad }), bad).toThrow(/CLOCK_START: an ISO 8601 instant/);
  });
  it('names the instance INSTANCE_NAME, else its hostname made safe for a header', () => {
    expect(loadConfig({ INSTANCE_NAME: 'api-2' }).INSTANCE_NAME).toBe('api-2');
    expect(loadConfig({}).INSTANCE_NAME).toBe(instanceNameOf(hostname()));
    expect(instanceNameOf('web 1:prod')).toBe('web-1-prod');
    expect(instanceNameOf('')).toBe('api');
    expect(instanceNameOf('h'.repeat(80))).toHaveLength(64);
    for (const bad of ['two words', 'a\r\nset-cookie: x', 'x'.repeat(65)]) expect(() => loadConfig({ INSTANCE_NAME: bad }), bad).toThrow(/INSTANCE_NAME: 1-64 of/);
  });
  it('trusts no proxy by default, and TRUST_PROXY\'s addresses and CIDR ranges when set', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 172.30.45.0/24,::1,fd00::/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '172.30.45.0/24', '::1', 'fd00::/8']);
    for (const bad of ['true', 'nginx', '10.0.0.300', '10.0.0.0/33', '::/129', '10.0.0.0/8/8', '0.0.0.0/0', ',']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
  });
  it('counts only loopback addresses as loopback', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '127.0.0.1.evil.example', 'localhost.evil.example']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
