import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER } from '@betsite/contracts/wire';
import { call, login, md5, resetAppBeforeEach } from '../../test-support/helpers';
import { IDEMPOTENCY_KEY_TTL_MS, REPEAT_WINDOW_MS } from '../core/idempotency-store';

const VENUE_TRANSFER = '/game/api/v1/venue/transfer';
const UTC_TRANSFER = '/fd/api/v1/transfer/utcTransfer';
const PAY = '/fd/api/v1/payment/pay';
const WITHDRAW = '/fd/api/v1/withdraw/new';

let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

/** demo01's centre wallet in yuan (fixture: 8888). */
async function centre(t = token): Promise<number> {
  return (await call<{ centerWalletBalance: number }>(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, t)).data.centerWalletBalance;
}
const withKey = (key: string) => ({ [HEADER.idempotencyKey]: key });
const withdrawal = { type: 1, cardId: 1, amount: 1000, payPassword: md5('123456') };

describe('double submit without a key: the user and the canonical body (issue 15 item 5)', () => {
  it('answers 6011 when the same transfer comes again with its keys reordered and "110" spelled "110.00", and moves money once', async () => {
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '110', ty: 1 }, token)).status_code).toBe(6000);
    expect((await call(app, VENUE_TRANSFER, { ty: 1, amount: '110.00', channelCode: 'AG', isActivity: 0 }, token)).status_code).toBe(6011);
    expect(await centre()).toBe(8888 - 110);
  });

  it('answers 6011 when the same deposit comes again with an extra field, and makes one order', async () => {
    expect((await call(app, PAY, { payTypeId: 1, amount: 500 }, token)).status_code).toBe(6000);
    expect((await call(app, PAY, { payTypeId: 1, amount: 500.0, note: 'again' }, token)).status_code).toBe(6011);
    expect(app.ctx.state.deposits.orders.size).toBe(1);
  });

  it('answers 6011 when a second session of the same account repeats a withdrawal, and locks the amount once', async () => {
    const other = await login(app);
    expect(other).not.toBe(token);
    expect((await call(app, WITHDRAW, withdrawal, token)).status_code).toBe(6000);
    expect((await call(app, WITHDRAW, { ...withdrawal }, other)).status_code).toBe(6011);
    expect(await centre()).toBe(8888 - 1000);
  });

  it('applies two identical withdrawals in flight at once only once (the pay password check awaits)', async () => {
    const codes = (await Promise.all([call(app, WITHDRAW, withdrawal, token), call(app, WITHDRAW, { payPassword: withdrawal.payPassword, amount: 1000, cardId: 1, type: 1 }, token)])).map((r) => r.status_code);
    expect(codes.sort()).toEqual([6000, 6011]);
    expect(await centre()).toBe(8888 - 1000);
  });

  it('lets the same transfer through again after the window (a real second transfer)', async () => {
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '110', ty: 1 }, token)).status_code).toBe(6000);
    app.ctx.clock.advance(REPEAT_WINDOW_MS);
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '110', ty: 1 }, token)).status_code).toBe(6000);
    expect(await centre()).toBe(8888 - 220);
  });

  it('lets a submission that failed be sent again at once: only a committed operation is recorded', async () => {
    const tooMuch = { channelCode: 'AG', amount: '9000', ty: 1 };
    expect((await call(app, VENUE_TRANSFER, tooMuch, token)).status_code).toBe(6008);
    expect((await call(app, VENUE_TRANSFER, tooMuch, token)).status_code).toBe(6008);
  });
});

describe('the idempotency-key header', () => {
  it('answers a replay with the first reply, without applying again, long after the window and from another session', async () => {
    const body = { currency: 'USDT', ty: 1, amount: '725' };
    const first = await call(app, UTC_TRANSFER, body, token, withKey('action-1'));
    expect(first.status_code).toBe(6000);
    app.ctx.clock.advance(60 * 60 * 1000);
    const other = await login(app);
    expect(await call(app, UTC_TRANSFER, body, other, withKey('action-1'))).toEqual(first);
    expect(await centre()).toBe(8888 - 725);
  });

  it('applies two requests with one key in flight at once only once', async () => {
    const [a, b] = await Promise.all([call(app, WITHDRAW, withdrawal, token, withKey('k-2')), call(app, WITHDRAW, withdrawal, token, withKey('k-2'))]);
    expect([a.status_code, b.status_code].sort()).toEqual([6000, 6011]);
    expect(await centre()).toBe(8888 - 1000);
  });

  it('applies two identical bodies with two keys twice: two user actions are two operations', async () => {
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '10', ty: 1 }, token, withKey('click-1'))).status_code).toBe(6000);
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '10', ty: 1 }, token, withKey('click-2'))).status_code).toBe(6000);
    expect(await centre()).toBe(8888 - 20);
  });

  it('answers 6008 when a key comes back with another body, and applies nothing', async () => {
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '10', ty: 1 }, token, withKey('k-3'))).status_code).toBe(6000);
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '20', ty: 1 }, token, withKey('k-3'))).status_code).toBe(6008);
    expect(await centre()).toBe(8888 - 10);
  });

  it('answers 6007 when the key is not 1-64 characters of letters, digits, - and _', async () => {
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '10', ty: 1 }, token, withKey('x'.repeat(65)))).status_code).toBe(6007);
    expect((await call(app, VENUE_TRANSFER, { channelCode: 'AG', amount: '10', ty: 1 }, token, withKey('a b'))).status_code).toBe(6007);
    expect(await centre()).toBe(8888);
  });

  it('forgets a key after its time on the server clock: the same key then acts again', async () => {
    const body = { channelCode: 'AG', amount: '10', ty: 1 };
    expect((await call(app, VENUE_TRANSFER, body, token, withKey('k-4'))).status_code).toBe(6000);
    app.ctx.clock.advance(IDEMPOTENCY_KEY_TTL_MS);
    const later = await login(app);
    expect((await call(app, VENUE_TRANSFER, body, later, withKey('k-4'))).data).toMatchObject({ centerWalletBalance: 8888 - 20 });
  });
});
