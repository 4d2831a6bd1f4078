import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../server/src/config';

const root = new URL('../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

interface Compose {
  services: Record<string, { image: string; command: string; ports?: string[]; environment?: Record<string, string>; depends_on?: Record<string, unknown>; healthcheck?: { test: string[] } }>;
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as Compose;
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  it('runs the API and the site from this repository\'s own scripts', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'web']);
    expect(compose.services.api!.command).toMatch(/npm run server/);
    expect(compose.services.web!.command).toMatch(/npm run client/);
    expect(scripts.server).toBeDefined();
    expect(scripts.client).toBeDefined();
  });

  it('publishes the ports the quick start names, on the host\'s loopback only', () => {
    expect(compose.services.api!.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(compose.services.web!.ports).toEqual(['127.0.0.1:5173:5173']);
  });

  /** The API's environment as compose hands it over, `${NAME:-default}` filled from `shell`. */
  const apiEnvironment = (shell: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(compose.services.api!.environment ?? {}).map(([k, v]) => [
        k,
        String(v).replace(/\$\{(\w+):-([^}]*)\}/g, (_all, name: string, fallback: string) => shell[name] || fallback),
      ]),
    );

  it('gives the API only configuration the server accepts, with the QA API off by default', () => {
    expect(loadConfig(apiEnvironment({}))).toMatchObject({ HOST: '0.0.0.0', MOCK_API: false });
  });

  it('passes MOCK_API_TOKEN through, and the server refuses the QA API on 0.0.0.0 without it', () => {
    expect(() => loadConfig(apiEnvironment({ MOCK_API: 'true' }))).toThrow(/MOCK_API_TOKEN/);
    expect(loadConfig(apiEnvironment({ MOCK_API: 'true', MOCK_API_TOKEN: 'qa-token-0123456789' }))).toMatchObject({ MOCK_API: true, MOCK_API_TOKEN: 'qa-token-0123456789' });
  });

  it('waits for a healthy API that answers a real contract route', () => {
    expect(compose.services.web!.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    expect(compose.services.api!.healthcheck!.test.join(' ')).toContain('/site/api/v1/configuration/preInfo');
  });
});

describe('repository', () => {
  it('has the top-level layout of the design', () => {
    for (const p of ['package.json', 'tsconfig.json', 'client', 'server', 'contracts', 'fixtures', 'tests', 'docker-compose.yml', 'README.md', '.ci/run']) {
      expect(existsSync(new URL(p, root)), p).toBe(true);
    }
  });

  it('CI installs what it needs and runs the README test command', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/missing\+=\(chromium\)/);
    expect(ci).toMatch(/apt-get install -y/);
    expect(ci).toMatch(/npm ci/);
    expect(ci).toMatch(/^npm test$/m);
    expect(read('README.md')).toMatch(/npm install && npm start/);
  });
});
