import { describe, expect, it } from 'vitest';
import { DEMO, md5 } from '../../server/test-support/helpers';
import { itIsUpToDate, listeningServer } from '../openapi-client/client-suite';
import { ORVAL_DIR, generateOrvalClient } from '../openapi-client/generate';
import * as orval from './client';

/**
 * orval's client with its defaults has a folder and a tsconfig of its own, as hey-api's: `npm run
 * typecheck` compiles it (no duplicate names: the document's components avoid the suffixes orval
 * gives its own types), and this file checks that it is what orval writes today and that it works.
 */
describe('a client generated from contracts/openapi.json by orval with its defaults (axios)', () => {
  itIsUpToDate(ORVAL_DIR, generateOrvalClient);

  describe('against our server', () => {
    const baseURL = listeningServer();

    it('calls preInfo, logs the demo player in from its device and reads member info with the token, the five headers in the axios config', async () => {
      const device = { baseURL: baseURL(), deviceUuid: DEMO.device };
      expect(await orval.preInfo(device)).toMatchObject({ ip: '127.0.0.1' });
      const session = await orval.login(device, DEMO.name, md5(DEMO.password));
      if (!('token' in session)) throw new Error(`login refused: ${session.code} ${session.message}`);
      expect(await orval.memberInfoOf({ ...device, token: session.token })).toMatchObject({ name: DEMO.name });
    });

    it('is answered 6007 when the headers are left out (orval does not type them, so nothing else says so)', async () => {
      expect(await orval.preInfoWithoutHeaders({ baseURL: baseURL(), deviceUuid: DEMO.device })).toEqual({ code: 6007, message: '缺少请求头 client-type' });
    });
  });
});
