import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_WIRE_SECRET, decryptReply, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { loadConfig } from '../../server/src/config';
import { BENCH_HEADERS } from './loads';
import { buildPipelineFloorApp } from './pipeline-floor-app';
import { WIRE_FLOOR_ENVELOPE } from './wire-floor-app';

const INFO = '/site/api/v1/user/member/info';

describe("the pipeline floor (the bench's product pipeline around a handler that does nothing)", async () => {
  // As the bench runs it (the wire's clock is the machine's; replies not checked against the contract, member info's being the floor's envelope).
  const app = await buildPipelineFloorApp(loadConfig({ LOG_LEVEL: 'silent', RESPONSE_VALIDATION: 'false' }));
  afterAll(() => app.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers: { ...BENCH_HEADERS, ...headers } });
  const login = await post('/site/api/v1/user/login', { isAgent: 0, name: 'demo01', password: createHash('md5').update('demo1234').digest('hex'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01' });
  const token = login.json<{ data: { token: string } }>().data.token;

  it('answers member info with the wire floor envelope, plain and encrypted', async () => {
    expect((await post(INFO, {}, { token })).json()).toEqual(WIRE_FLOOR_ENVELOPE);
    const url = encryptPath(DEFAULT_WIRE_SECRET, INFO, Date.now());
    const sealed = await post(url, encryptBody(DEFAULT_WIRE_SECRET, {}, url), { token });
    expect(decryptReply(DEFAULT_WIRE_SECRET, sealed.json())).toEqual(WIRE_FLOOR_ENVELOPE);
  });

  it("keeps the product's pipeline around it: the header rule, the session, the body's check", async () => {
    const withoutSiteId = Object.fromEntries(Object.entries(BENCH_HEADERS).filter(([name]) => name !== 'site-id'));
    const noSiteId = await app.inject({ method: 'POST', url: INFO, payload: {}, headers: { ...withoutSiteId, token } });
    expect(noSiteId.json()).toMatchObject({ status_code: 6007 });
    expect((await post(INFO, {})).json()).toMatchObject({ status_code: 6001 });
    expect((await post(INFO, { isPop: 'yes' }, { token })).json()).toMatchObject({ status_code: 6007 });
  });
});
