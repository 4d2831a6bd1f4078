import { describe, expect, it } from 'vitest';
import { md5 } from '../../server/test-support/helpers';
import { itIsUpToDate, listeningServer } from '../openapi-client/client-suite';
import { HEY_API_DIR, generateHeyApiClient } from '../openapi-client/generate';
import * as heyApi from './client';

/**
 * The hey-api client has a folder and a tsconfig of its own: its 540 KB of generated TypeScript
 * would make every type-aware lint and the root typecheck load it (npm run typecheck checks this
 * folder with its own tsconfig).
 */
const PLAYER = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' };

describe('a client generated from contracts/openapi.json by @hey-api/openapi-ts (its fetch client and SDK)', () => {
  itIsUpToDate(HEY_API_DIR, generateHeyApiClient);

  describe('against our server', () => {
    const baseUrl = listeningServer();

    it('calls preInfo, logs the demo player in from its device (isAgent and kaptchcate left to their defaults) and reads member info', async () => {
      const client = heyApi.heyApiClient(baseUrl());
      expect(await heyApi.preInfo(client, PLAYER.device)).toMatchObject({ ip: '127.0.0.1' });
      const session = await heyApi.login(client, PLAYER.device, PLAYER.name, md5(PLAYER.password));
      if (!('token' in session)) throw new Error(`login refused: ${session.code} ${session.message}`);
      const signedIn = heyApi.heyApiClient(baseUrl(), () => session.token);
      expect(await heyApi.memberInfoOf(signedIn, PLAYER.device)).toMatchObject({ name: PLAYER.name });
    });

    it('gets the refusal as a typed code: 6002 for a wrong password, 6001 for member info without the token', async () => {
      const client = heyApi.heyApiClient(baseUrl());
      expect(await heyApi.login(client, PLAYER.device, PLAYER.name, md5('wrong-password-1'))).toMatchObject({ code: 6002 });
      await expect(heyApi.memberInfoOf(client, PLAYER.device)).rejects.toThrow(/6001/);
    });

    it('is answered 6007 when the headers are left out (its types refuse that call)', async () => {
      expect(await heyApi.preInfoWithoutHeaders(heyApi.heyApiClient(baseUrl()))).toEqual({ code: 6007, message: '缺少请求头 client-type' });
    });
  });
});
