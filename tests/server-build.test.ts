import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '@betsite/contracts/constants';
import { bundle, SERVER_ENTRY } from '../server/scripts/build';
import { startCommand } from '../server/scripts/start-command';
import { productHeaders } from '../server/test-support/helpers';
import { startGroup, waitFor } from './process-group';

/**
 * `npm start` runs the server built into one file (server/scripts/build.ts). Built here into a
 * folder far from the sources, it must still find every data file the sources find from their own
 * address, and hold its source one byte a character.
 */
describe('the built server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-build-'));
  const outfile = join(dir, 'deep', 'server.js');
  let server: ReturnType<typeof startGroup> | undefined;
  let url = '';

  beforeAll(async () => {
    await bundle(SERVER_ENTRY, outfile);
    // As the start script runs it (its malloc settings and Node flags), its idle collection brought forward.
    const start = startCommand();
    server = startGroup(process.execPath, [...start.flags, outfile], { cwd: dir, env: { ...process.env, ...start.env, PORT: '0', LOG_LEVEL: 'debug', IDLE_COLLECTION_MS: '300' } });
    url = await waitFor('the built server to listen', () => /Server listening at (http:\/\/[\d.:]+)/.exec(server!.stdout())?.[1], 30_000);
  }, 60_000);

  afterAll(() => {
    server?.killGroup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is ASCII throughout, so V8 keeps its source one byte a character, the Chinese of its regular expressions escaped', () => {
    const text = readFileSync(outfile, 'latin1');
    expect(text).toMatch(/^[ -~\t\n\r]*$/);
    expect(text).toContain('/\\u9ebb\\u5c06|'); // MAHJONG_GAME_NAME, /麻将|麻雀/
  });

  it('has a source map whose sources are found from where the bundle lies (bench:perf names places through it)', () => {
    const map = JSON.parse(readFileSync(`${outfile}.map`, 'utf8')) as { sources: string[] };
    const ours = map.sources.filter((source) => source.includes('server/src/'));
    expect(ours.length).toBeGreaterThan(100);
    expect(ours.filter((source) => !existsSync(resolve(dirname(outfile), source)))).toEqual([]);
    // Exactly relative to the bundle's folder (one ../ too many still resolves when the path climbs to the root).
    expect(map.sources).toContain(relative(dirname(outfile), SERVER_ENTRY));
  });

  it('reads the fixtures, the contract documents and the stand-in pages from where the sources are', async () => {
    const preInfo = await fetch(`${url}/site/api/v1/configuration/preInfo`, { method: 'POST', headers: productHeaders(), body: '{}' });
    const envelope = (await preInfo.json()) as { status_code: number; data: { siteBaseConfig: { brandName: string } } };
    expect(envelope.status_code).toBe(6000);
    expect(envelope.data.siteBaseConfig.brandName).toBe('金冠体育');
    const document = await fetch(`${url}${DOCS_PATH}/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expect((await fetch(`${url}${DOCS_PATH}`)).status).toBe(200);
  });

  it("collects the start's garbage before it listens, and again once the calls stop, as the start script lets it", async () => {
    const collections = () => server!.stdout().split('\n').filter((line) => line.includes('"idle collection"'));
    const log = server!.stdout();
    expect(log.indexOf('"idle collection"')).toBeGreaterThan(-1);
    expect(log.indexOf('"idle collection"')).toBeLessThan(log.indexOf('Server listening'));
    const before = collections().length;
    expect((await fetch(`${url}/site/api/v1/configuration/preInfo`, { method: 'POST', headers: productHeaders(), body: '{}' })).status).toBe(200);
    const line = await waitFor('an idle collection after the call', () => collections()[before], 10_000);
    const entry = JSON.parse(line) as { ms: number; heapUsedMb: [number, number] };
    expect(entry.heapUsedMb[1]).toBeLessThanOrEqual(entry.heapUsedMb[0]);
    expect(collections()).toHaveLength(before + 1);
  });
});
