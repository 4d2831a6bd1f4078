import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, md5, resetAppBeforeEach } from '../../../test-support/helpers';
import { PAY_PASSWORD_FAILURES_MAX, PAY_PASSWORD_LOCK_MS } from '../../accounts/pay-password-guard';

const WITHDRAW = '/fd/api/v1/withdraw/new';
const withdrawal = (payPassword: string, amount = 100) => ({ type: 1, cardId: 1, amount, payPassword });

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

describe('pay password guesses (issue 15 item 3)', () => {
  it(`answers 6037 after ${PAY_PASSWORD_FAILURES_MAX} wrong pay passwords spread over 3 sessions, even with the right one, and moves nothing`, async () => {
    const sessions = [await login(app), await login(app), await login(app)];
    for (let i = 0; i < PAY_PASSWORD_FAILURES_MAX; i++) {
      expect((await call(app, WITHDRAW, withdrawal(md5(`wrong${i}`), 100 + i), sessions[i % 3])).status_code).toBe(6100);
    }
    const locked = await call(app, WITHDRAW, withdrawal(md5('123456')), sessions[0]);
    expect(locked).toMatchObject({ status_code: 6037, message: '资金密码错误次数过多，请15分钟后再试' });
    const balance = await call<{ lockMoney: number }>(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, sessions[1]);
    expect(balance.data.lockMoney).toBe(0);
  });

  it('counts guesses sent in parallel: no more than the maximum are ever checked', async () => {
    const token = await login(app);
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => call(app, WITHDRAW, withdrawal(md5(`wrong${i}`), 100 + i), token)));
    const codes = replies.map((r) => r.status_code);
    expect(codes.filter((c) => c === 6100)).toHaveLength(PAY_PASSWORD_FAILURES_MAX);
    expect(codes.filter((c) => c === 6037)).toHaveLength(12 - PAY_PASSWORD_FAILURES_MAX);
  });

  it('answers 6000 with the right one once the lock has run out on the server clock', async () => {
    const token = await login(app);
    for (let i = 0; i < PAY_PASSWORD_FAILURES_MAX; i++) await call(app, WITHDRAW, withdrawal(md5(`wrong${i}`), 100 + i), token);
    app.ctx.clock.advance(PAY_PASSWORD_LOCK_MS - 1_000);
    const stillLocked = await login(app);
    expect((await call(app, WITHDRAW, withdrawal(md5('123456')), stillLocked)).status_code).toBe(6037);
    app.ctx.clock.advance(1_000);
    expect((await call(app, WITHDRAW, withdrawal(md5('123456')), await login(app))).status_code).toBe(6000);
  });

  it('forgets the failures after a right answer and after the QA reset', async () => {
    const token = await login(app);
    for (let i = 0; i < PAY_PASSWORD_FAILURES_MAX - 1; i++) await call(app, WITHDRAW, withdrawal(md5(`wrong${i}`), 100 + i), token);
    expect((await call(app, WITHDRAW, withdrawal(md5('123456')), token)).status_code).toBe(6000);
    expect((await call(app, WITHDRAW, withdrawal(md5('wrong-again'), 300), token)).status_code).toBe(6100);
    for (let i = 0; i < PAY_PASSWORD_FAILURES_MAX; i++) await call(app, WITHDRAW, withdrawal(md5(`more${i}`), 400 + i), token);
    await app.inject({ method: 'POST', url: '/__mock/reset', payload: {} });
    expect((await call(app, WITHDRAW, withdrawal(md5('123456')), await login(app))).status_code).toBe(6000);
  });
});
