import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CASHIER_PAGE_PATH, PROVIDER_PLAY_PATH, liveAnimationPath } from '@betsite/contracts/constants';
import { makeApp } from '../../test-support/helpers';
import { builtPage } from '../../test-support/stand-in-pages';
import { sendStandInPage } from './stand-in-pages';

const PAGES = [`${PROVIDER_PLAY_PATH}?token=x`, `${CASHIER_PAGE_PATH}?token=${'A'.repeat(24)}`, liveAnimationPath('7000101'), '/docs'];

describe('the stand-in pages, served from their build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('answers each page\'s html, never cached, with a script and a style of its own from /__pages/assets/', async () => {
    for (const url of PAGES) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control'], res.headers['x-content-type-options']], url).toEqual([200, 'text/html; charset=utf-8', 'no-store', 'nosniff']);
      const { assets } = await builtPage(app, url);
      expect(assets.some((a) => a.endsWith('.js')), url).toBe(true);
      expect(assets.some((a) => a.endsWith('.css')), url).toBe(true);
      // Our own files only: nothing from another host.
      expect(res.body, url).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    }
  });

  it('answers an asset with its type, kept for good (its name changes with its content)', async () => {
    const { assets } = await builtPage(app, `${PROVIDER_PLAY_PATH}?token=x`);
    const script = assets.find((a) => a.endsWith('.js')) ?? '';
    const style = assets.find((a) => a.endsWith('.css')) ?? '';
    const js = await app.inject({ method: 'GET', url: script });
    expect([js.headers['content-type'], js.headers['cache-control']]).toEqual(['text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect((await app.inject({ method: 'GET', url: style })).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await app.inject({ method: 'GET', url: `${script}.map` })).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 404 with 6004 for an asset it does not have, a name of another kind and a path out of the folder', async () => {
    for (const url of ['/__pages/assets/nope-12345678.js', '/__pages/assets/play.html', '/__pages/assets/..%2F..%2Fpackage.json', '/__pages/assets/..%2Fplay.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json<{ status_code: number }>().status_code], url).toEqual([404, 6004]);
    }
    // Not a file name at all: no route of ours matches it, and the envelope answers an unknown path.
    expect((await app.inject({ method: 'GET', url: '/__pages/assets/%2E%2E' })).json()).toMatchObject({ status_code: 6004 });
  });
});

describe('a server without the pages\' build', () => {
  it('answers 503 naming the command that builds them', async () => {
    const bare = Fastify();
    bare.get('/page', (_request, reply) => sendStandInPage(reply, 'play', '/nonexistent/stand-in-pages/dist/'));
    const res = await bare.inject({ method: 'GET', url: '/page' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([503, 'text/plain; charset=utf-8']);
    expect(res.body).toContain('npm run build -w @betsite/stand-in-pages');
    await bare.close();
  });
});

describe('server/src', () => {
  it('holds no page markup: the pages are stand-in-pages/, a front end of their own', () => {
    const src = fileURLToPath(new URL('../', import.meta.url));
    const withMarkup = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /<!doctype\s+html/i.test(readFileSync(join(src, file), 'utf8')));
    expect(withMarkup).toEqual([]);
  });
});
