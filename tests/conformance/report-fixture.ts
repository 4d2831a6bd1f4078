import type { Exchange } from './exchange-log';
import { SUCCESS_TITLE } from '../contract/success/plan';
import type { RunReport } from './results';

/** A hand-made run for the writers' tests: one check of each status, hostile text in every field. */
export const HOSTILE = `<script>alert("x&y")</script> ]]> 'quoted' \u0001`;

export const brokenLogin: Exchange = {
  route: 'POST /site/api/v1/user/login',
  mode: 'plain',
  request: { method: 'POST', url: 'http://partner.example/site/api/v1/user/login', headers: { 'client-type': 'web' }, body: `{"name":"${HOSTILE}"}` },
  reply: { httpStatus: 200, contentType: 'application/json; charset=utf-8', body: '{"status_code":6000,"data":{"token":"t","userId":"seven"},"message":"成功"}' },
  differences: [{ field: 'data.userId', expected: 'integer', got: 'string "seven"', text: 'data.userId: expected integer, got string "seven"' }],
};

/** The same call answered as documented, before the failing one (a check may call twice). */
export const goodLogin: Exchange = {
  ...brokenLogin,
  reply: { ...brokenLogin.reply, body: '{"status_code":6000,"data":{"token":"t","userId":7},"message":"成功"}' },
  differences: [],
};

export function sampleReport(): RunReport {
  return {
    target: 'http://partner.example',
    startedAt: '2026-11-24T06:00:00.000Z',
    durationMs: 1234,
    checks: [
      { name: 'auth.login', suites: ['contract suite, plain mode', SUCCESS_TITLE], file: 'tests/contract/contract.test.ts', tag: 'auth', route: 'auth.login', status: 'failed', durationMs: 15, failure: { message: `auth.login: ${HOSTILE}: expected false to be true`, details: '- Expected\n+ Received\n\n- true\n+ false' }, exchanges: [goodLogin, brokenLogin] },
      { name: 'auth.register', suites: ['contract suite, plain mode', SUCCESS_TITLE], file: 'tests/contract/contract.test.ts', tag: 'auth', route: 'auth.register', status: 'passed', durationMs: 9, exchanges: [] },
      { name: 'site.preInfo 6005', suites: ['contract suite, plain mode', 'every declared business code is reachable'], file: 'tests/contract/contract.test.ts', tag: 'site', route: 'site.preInfo', status: 'skipped', durationMs: 0, skipNote: 'no QA API', exchanges: [] },
    ],
    errors: [{ where: 'tests/contract/contract.test.ts › contract suite, encrypted mode', message: `beforeAll: ${HOSTILE}`, details: 'at freshToken' }],
  };
}
