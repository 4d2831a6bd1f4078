import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { CASHIER_PAGE_PATH } from '@betsite/contracts/constants';
import { DEPOSIT_ONLINE_ORDER_TTL_S, DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach } from '../../test-support/state';
import { ONLINE_ORDER_TTL_MS, cancelAtCashier, cashierOrderOf, closeOrder, decideDeposit, pay, payAtCashier } from './deposits';
import { currentWallet } from './state';
import { heldCents, journalOf, walletOf } from './wallet';

/** The stand-in cashier over the real fixtures: only paying there (or QA) credits an online order. */
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const DEMO01 = 10001;
const ALIPAY = 1;

let state: State;
let clock: Clock;
freshStateBeforeEach(T0, (fresh) => ({ state, clock } = fresh));
const now = () => clock.now();

const centre = () => currentWallet(state, DEMO01, now()).centreCents;
const online = (amountCents = 500_00) => {
  const account = state.accounts.get(DEMO01);
  if (!account) throw new Error('no demo01');
  const r = pay(state.deposits, state.wallets, account, { payTypeId: ALIPAY, amountCents }, state.currencies, now());
  if (!r.ok) throw new Error(r.message);
  const token = r.value.cashierToken;
  if (!token) throw new Error('no cashier token');
  return { order: r.value, token };
};

describe('online deposits: the cashier', () => {
  it('points payUrl at our cashier page with the order\'s token, and expires after the documented time', () => {
    const { order, token } = online();
    expect(order.payUrl).toBe(`${CASHIER_PAGE_PATH}?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(order.expiresAt - order.createdAt).toBe(DEPOSIT_ONLINE_ORDER_TTL_S * 1000);
    expect(ONLINE_ORDER_TTL_MS).toBe(15 * 60_000);
  });

  it('never credits an unpaid order on its own: pending until the stated time, then expired, the wallet unchanged', () => {
    const before = centre();
    const { order, token } = online();
    clock.advance(ONLINE_ORDER_TTL_MS - 1);
    expect(centre()).toBe(before);
    expect(order.status).toBe(DEPOSIT_STATUS.pending);
    clock.advance(1);
    expect(centre()).toBe(before);
    expect(order.status).toBe(DEPOSIT_STATUS.expired);
    expect(payAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED, message: '订单已过期，请重新下单' });
    expect(centre()).toBe(before);
  });

  it('credits at once when paid at the cashier, exactly once however often 确认支付 is pressed', () => {
    const before = centre();
    const { order, token } = online(500_00);
    clock.advance(5_000);
    expect(payAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.paid, paidAt: now() } });
    expect(centre()).toBe(before + 500_00);
    expect(payAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.paid } });
    clock.advance(ONLINE_ORDER_TTL_MS);
    expect(centre()).toBe(before + 500_00);
    expect(journalOf(walletOf(state.wallets, DEMO01)).filter((e) => e.orderNo === order.orderNo)).toHaveLength(1);
  });

  it('closes an order cancelled at the cashier: it can no longer be paid, and cancelling again changes nothing', () => {
    const before = centre();
    const { order, token } = online();
    expect(cancelAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.closed } });
    expect(cancelAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.closed } });
    expect(payAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED, message: '订单已取消' });
    expect(order.status).toBe(DEPOSIT_STATUS.closed);
    expect(centre()).toBe(before);
  });

  it('refuses to cancel a paid order (6003) and to pay one the player closed on the site', () => {
    const paid = online();
    payAtCashier(state.deposits, state.wallets, paid.token, now());
    expect(cancelAtCashier(state.deposits, state.wallets, paid.token, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED, message: '订单已支付' });
    const closed = online();
    expect(closeOrder(state.deposits, state.wallets, DEMO01, closed.order.orderNo, now()).ok).toBe(true);
    expect(payAtCashier(state.deposits, state.wallets, closed.token, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
  });

  it('answers 6004 for a token it never gave', () => {
    expect(cashierOrderOf(state.deposits, state.wallets, 'x'.repeat(24), now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
    expect(payAtCashier(state.deposits, state.wallets, 'x'.repeat(24), now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
  });

  it('lets QA pay an online order at once; the cashier then answers it paid without a second credit', () => {
    const before = centre();
    const { order, token } = online(300_00);
    expect(decideDeposit(state.deposits, state.wallets, order.orderNo, 'paid', now()).ok).toBe(true);
    expect(payAtCashier(state.deposits, state.wallets, token, now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.paid } });
    expect(centre()).toBe(before + 300_00);
  });

  it('conserves money: what the player holds grows by exactly the orders paid', () => {
    const before = heldCents(state.wallets);
    const a = online(100_00);
    const b = online(200_00);
    const c = online(400_00);
    payAtCashier(state.deposits, state.wallets, a.token, now());
    payAtCashier(state.deposits, state.wallets, a.token, now());
    cancelAtCashier(state.deposits, state.wallets, b.token, now());
    clock.advance(ONLINE_ORDER_TTL_MS);
    payAtCashier(state.deposits, state.wallets, c.token, now());
    expect([a.order.status, b.order.status, c.order.status]).toEqual([DEPOSIT_STATUS.paid, DEPOSIT_STATUS.closed, DEPOSIT_STATUS.expired]);
    currentWallet(state, DEMO01, now());
    expect(heldCents(state.wallets)).toBe(before + 100_00);
  });
});
