import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { routeMeta } from '@betsite/contracts/route';
import { buildOpenApi } from '@betsite/contracts/openapi';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { login, makeApp, TEST_DEVICE } from '../../test-support/helpers';

/** What contracts/openapi.json says of each POST body (`requestBody.required`), checked against the server. */
const doc = buildOpenApi();
const POSTS = allRoutes(contract)
  .filter(({ route }) => route.method === 'POST')
  .map(({ key, route }) => {
    const op = (doc.paths[route.path] as Record<string, { requestBody: { required: boolean } }>).post!;
    return [key, route, op.requestBody.required] as const;
  });

describe('a POST without a body', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await makeApp();
    token = await login(app);
  });
  afterAll(() => app.close());

  // An empty body reads as {}: a missing field answers 6007, a rule across fields (bindOther: something to bind) 6008.
  it.each(POSTS)('%s refuses an empty body (6007 or 6008) exactly when the document marks its body required', async (key, route, required) => {
    // Logging out ends the session: that route gets a session of its own.
    const session = key === 'auth.logout' ? await login(app) : token;
    const res = await app.inject({ method: 'POST', url: route.path, headers: { ...requiredHeaderValues(TEST_DEVICE, `empty-${key}`), ...(routeMeta(route).auth ? { token: session } : {}) } });
    const code = res.json<{ status_code: number }>().status_code;
    expect(res.statusCode).toBe(200);
    if (required) expect([6007, 6008]).toContain(code);
    else expect([6007, 6008]).not.toContain(code);
  });
});
