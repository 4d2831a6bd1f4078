import { describe, expect, it } from 'vitest';
import { DEMO, md5 } from '../../server/test-support/helpers';
import { itIsUpToDate, listeningServer } from '../openapi-client/client-suite';
import { ZOD_CLIENT_DIR, generateZodClient } from '../openapi-client/generate';
import * as zodClient from './client';

/**
 * openapi-zod-client's zodios client with its defaults has a folder and a tsconfig of its own, as
 * hey-api's: `npm run typecheck` compiles it (and its types refuse a call without the headers),
 * and this file checks that it is what the generator writes today and that it works.
 */
describe('a client generated from contracts/openapi.json by openapi-zod-client with its defaults (zodios)', () => {
  itIsUpToDate(ZOD_CLIENT_DIR, generateZodClient);

  describe('against our server', () => {
    const baseUrl = listeningServer();

    it('calls preInfo, logs the demo player in from its device and reads member info with the token, every reply parsed by its zod schema', async () => {
      const client = zodClient.zodClient(baseUrl());
      expect(await zodClient.preInfo(client, DEMO.device)).toMatchObject({ ip: '127.0.0.1' });
      const session = await zodClient.login(client, DEMO.device, DEMO.name, md5(DEMO.password));
      if (!('token' in session)) throw new Error(`login refused: ${session.code} ${session.message}`);
      expect(await zodClient.memberInfoOf(client, DEMO.device, session.token)).toMatchObject({ name: DEMO.name });
    });

    it('is answered 6007 when the headers are left out', async () => {
      expect(await zodClient.preInfoWithoutHeaders(zodClient.zodClient(baseUrl()))).toEqual({ code: 6007, message: '缺少请求头 client-type' });
    });
  });
});
