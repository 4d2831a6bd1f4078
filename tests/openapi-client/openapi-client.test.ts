import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../server/test-support/helpers';
import { API_TYPES_FILE, generateApiTypes } from './generate';
import { listeningServer } from './client-suite';
import { apiClient, login, logout, memberInfo, preInfo, preInfoWithoutHeaders, type ApiClient } from './client';

/** The demo player and its trusted device (fixtures/accounts.json, docs/reference/demo-accounts.md). */
const PLAYER = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' };
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('a client generated from contracts/openapi.json (openapi-typescript + openapi-fetch)', () => {
  it('has its types up to date with the document (run `npm run openapi` when this fails)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  }, 30_000);

  it('[tsc] type-checks, narrowing data after status_code 6000 (and refusing data.token before)', async () => {
    const tsc = `${root}node_modules/.bin/tsc`;
    await expect(promisify(execFile)(tsc, ['--noEmit', '-p', 'tests/openapi-client/tsconfig.json'], { cwd: root })).resolves.toBeDefined();
  }, 30_000);

  describe('against our server', () => {
    const baseUrl = listeningServer();
    let client: ApiClient;
    beforeAll(() => {
      client = apiClient(baseUrl());
    });

    it('calls preInfo, logs the demo player in from its device and reads member info', async () => {
      expect(await preInfo(client, PLAYER.device)).toMatchObject({ ip: '127.0.0.1' });
      const session = await login(client, PLAYER.device, PLAYER.name, md5(PLAYER.password));
      if (!('token' in session)) throw new Error(`login refused: ${session.code} ${session.message}`);
      expect(await memberInfo(client, PLAYER.device, session.token)).toMatchObject({ name: PLAYER.name });
      expect(await logout(client, PLAYER.device, session.token)).toEqual({ code: 6000, data: null });
      expect(await logout(client, PLAYER.device, session.token)).toEqual({ code: 6001, data: null });
    });

    it('gets the refusal as a typed code: 6002 for a wrong password', async () => {
      expect(await login(client, PLAYER.device, PLAYER.name, md5('wrong-password-1'))).toMatchObject({ code: 6002 });
    });

    it('is answered 6007 when the headers are left out (its types refuse that call)', async () => {
      expect(await preInfoWithoutHeaders(client)).toEqual({ code: 6007, message: '缺少请求头 client-type' });
    });
  });
});
