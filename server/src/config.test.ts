import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
