import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSON_DEPTH_MAX } from '../lib/json-depth';
import { call, login, md5, productHeaders, resetAppBeforeEach } from '../../test-support/helpers';

let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

/** JSON text nested `depth` deep (arrays and objects in turn), written as text: stringify would overflow. */
const nested = (depth: number): string => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 === 0 ? '[' : '{"a":';
    close = (i % 2 === 0 ? ']' : '}') + close;
  }
  return `${open}1${close}`;
};

const raw = (url: string, payload: string, t?: string) =>
  app.inject({ method: 'POST', url, headers: { ...productHeaders(), ...(t ? { token: t } : {}) }, payload });

describe('deep JSON (issue 15 item 7)', () => {
  const ROUTES = [
    '/site/api/v1/user/register',
    '/fd/api/v1/payment/pay',
    '/fd/api/v1/transfer/utcTransfer',
    '/game/api/v1/venue/transfer',
    '/fd/api/v1/withdraw/new',
  ];

  it.each(ROUTES)('answers 6007 on %s when the body is nested 5,000 deep, logged in or not', async (url) => {
    const payload = `{"name":${nested(5_000)}}`;
    for (const t of [undefined, token]) {
      const res = await raw(url, payload, t);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status_code: 6007 });
    }
  });

  it('answers 6007 one level past the bound, and reads a body at the bound', async () => {
    const url = '/site/api/v1/configuration/preInfo';
    expect((await raw(url, `{"x":${nested(JSON_DEPTH_MAX)}}`)).json()).toMatchObject({ status_code: 6007 });
    expect((await raw(url, `{"x":${nested(JSON_DEPTH_MAX - 1)}}`)).json()).toMatchObject({ status_code: 6000 });
  });

  it('does not count brackets inside strings as nesting', async () => {
    const res = await raw('/site/api/v1/configuration/preInfo', JSON.stringify({ x: '['.repeat(1_000) + '{'.repeat(1_000) }));
    expect(res.json()).toMatchObject({ status_code: 6000 });
  });
});

describe('tiny and huge amounts (issue 15 item 8)', () => {
  const EDGE = [1e-7, 1e-9, 0.001, 0.1 + 0.2, 1e21, 1e300];

  it.each(EDGE)('answers 6008 with the money rule when the withdrawal amount is %s', async (amount) => {
    const r = await call(app, '/fd/api/v1/withdraw/new', { type: 1, cardId: 1, amount, payPassword: md5('123456') }, token);
    expect(r).toMatchObject({ status_code: 6008, message: '请输入正确的金额，最多两位小数' });
  });

  it.each(EDGE)('answers 6008 when the deposit amount is %s', async (amount) => {
    expect((await call(app, '/fd/api/v1/payment/pay', { payTypeId: 1, amount }, token)).status_code).toBe(6008);
  });

  it.each(EDGE)('answers 6008 when the promotion amount is %s', async (amount) => {
    expect((await call(app, '/act/api/v1/promotion/confirmInfo', { id: 2, amount }, token)).status_code).toBe(6008);
  });

  it('reads -0 as zero, never as a negative amount', async () => {
    await call(app, '/act/api/v1/promotion/joinActivity', { id: 2 }, token);
    const r = await call(app, '/act/api/v1/promotion/confirmInfo', { id: 2, amount: -0 }, token);
    expect(r.status_code).not.toBe(6005);
  });
});
