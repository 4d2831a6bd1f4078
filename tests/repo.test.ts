import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../server/src/config';
import { COMPOSE_INSTANCES, COMPOSE_NGINX_ADDRESS, COMPOSE_NGINX_PORT, COMPOSE_SUBNET, composeNginxConfig } from '../deploy/nginx/nginx-config';

const root = new URL('../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

interface Compose {
  services: Record<string, { image: string; command: string; profiles?: string[]; volumes?: string[]; ports?: string[]; environment?: Record<string, string>; depends_on?: Record<string, unknown>; healthcheck?: { test: string[] }; networks?: Record<string, { ipv4_address?: string }> }>;
  networks?: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;
}

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as Compose;
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

  const inProfile = (profile: string | undefined) =>
    Object.keys(compose.services)
      .filter((name) => compose.services[name]!.profiles?.[0] === profile)
      .sort();

  it('runs the API and the site from this repository\'s own scripts', () => {
    expect(inProfile(undefined)).toEqual(['api', 'web']);
    expect(compose.services.api!.command).toMatch(/npm run server/);
    expect(compose.services.web!.command).toMatch(/npm run client/);
    expect(scripts.server).toBeDefined();
    expect(scripts.client).toBeDefined();
  });

  it('publishes the ports the quick start names, on the host\'s loopback only', () => {
    expect(compose.services.api!.ports).toEqual(['127.0.0.1:3000:3000']);
    expect(compose.services.web!.ports).toEqual(['127.0.0.1:5173:5173']);
  });

  /** An API's environment as compose hands it over, `${NAME:-default}` filled from `shell`. */
  const apiEnvironment = (shell: Record<string, string>, service = 'api') =>
    Object.fromEntries(
      Object.entries(compose.services[service]!.environment ?? {}).map(([k, v]) => [
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

  describe('the scale profile', () => {
    const token = { MOCK_API: 'true', MOCK_API_TOKEN: 'qa-token-0123456789' };

    it('adds two API instances and nginx, only under --profile scale', () => {
      expect(inProfile('scale')).toEqual(['api-2', 'api-3', 'nginx']);
      expect(compose.services.nginx!.image).toMatch(/^nginx:/);
      expect(compose.services.nginx!.ports).toEqual([`127.0.0.1:${COMPOSE_NGINX_PORT}:${COMPOSE_NGINX_PORT}`]);
    });

    it('names each instance as nginx\'s configuration does, with configuration the server accepts', () => {
      for (const { name } of COMPOSE_INSTANCES) {
        expect(loadConfig(apiEnvironment(token, name)), name).toMatchObject({ INSTANCE_NAME: name, HOST: '0.0.0.0', PORT: 3000, MOCK_API: true });
        expect(() => loadConfig(apiEnvironment({ MOCK_API: 'true' }, name)), name).toThrow(/MOCK_API_TOKEN/);
      }
    });

    it('starts the added instances from api\'s install, each checked on /__health, and nginx once all three are healthy', () => {
      for (const name of ['api-2', 'api-3']) {
        expect(compose.services[name]!.command, name).toMatch(/npm run server/);
        expect(compose.services[name]!.command, name).not.toMatch(/npm ci/);
        expect(compose.services[name]!.depends_on, name).toEqual({ api: { condition: 'service_healthy' } });
        expect(compose.services[name]!.healthcheck!.test.join(' '), name).toContain('/__health');
      }
      expect(compose.services.nginx!.depends_on).toEqual(Object.fromEntries(COMPOSE_INSTANCES.map((i) => [i.name, { condition: 'service_healthy' }])));
    });

    it('gives nginx a fixed address, the one proxy every instance trusts for the client\'s address', () => {
      expect(compose.networks?.default?.ipam?.config).toEqual([{ subnet: COMPOSE_SUBNET }]);
      expect(compose.services.nginx!.networks).toEqual({ default: { ipv4_address: COMPOSE_NGINX_ADDRESS } });
      for (const { name } of COMPOSE_INSTANCES) expect(loadConfig(apiEnvironment(token, name)).TRUST_PROXY, name).toEqual([COMPOSE_NGINX_ADDRESS]);
    });

    it('mounts the committed nginx configuration, as npm run nginx-config writes it', () => {
      expect(compose.services.nginx!.volumes).toEqual(['./deploy/nginx/scale.conf:/etc/nginx/conf.d/default.conf:ro']);
      expect(read('deploy/nginx/scale.conf')).toBe(composeNginxConfig());
    });
  });
});

describe('repository', () => {
  it('has the top-level layout of the design', () => {
    for (const p of ['package.json', 'tsconfig.json', 'client', 'server', 'contracts', 'stand-in-pages', 'fixtures', 'tests', 'deploy', 'docs', 'docker-compose.yml', 'README.md', 'CHANGELOG.md', '.ci/run']) {
      expect(existsSync(new URL(p, root)), p).toBe(true);
    }
  });

  it('CI installs what it needs and runs the README test command', () => {
    const ci = read('.ci/run');
    expect(ci).toMatch(/missing\+=\(chromium\)/);
    expect(ci).toMatch(/missing\+=\(chromium-headless-shell\)/);
    expect(ci).toMatch(/apt-get install -y/);
    expect(ci).toMatch(/npm ci/);
    expect(ci).toMatch(/^npm test$/m);
    // Several instances behind nginx (npm run test:scale) run in CI too, after npm test, with the nginx it needs.
    expect(ci).toMatch(/missing\+=\(nginx\)/);
    // The docs' runnable blocks (tests/docs/docs.test.ts) call the API with curl and read it with jq.
    expect(ci).toMatch(/missing\+=\(curl\)/);
    expect(ci).toMatch(/missing\+=\(jq\)/);
    expect(ci).toMatch(/^npm run test:scale$/m);
    expect(read('README.md')).toMatch(/npm install && npm start/);
  });
});
