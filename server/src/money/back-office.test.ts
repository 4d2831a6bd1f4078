import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { WITHDRAW_STATUS, WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach } from '../../test-support/state';
import { walletOf } from './wallet';
import { ORDER_TTL_MS, decideDeposit, markPaid, pay } from './deposits';
import { currentWallet } from './state';
import { applyWithdrawal, cancelWithdrawal } from './withdrawals';
import { DEFAULT_REVIEW_RULE, DEPOSIT_RISK_REMARK, MONEY_NOTICES_MAX, WITHDRAW_RISK_REMARK, createBackOffice, noticesSince, publish } from './back-office';

/** Finance on the server clock, over the real fixtures. */
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const DEMO01 = 10001;
const BANK = 4;
const ONLINE = 1;

let state: State;
let clock: Clock;
freshStateBeforeEach(T0, (fresh) => ({ state, clock } = fresh));
const now = () => clock.now();

const demo01 = () => {
  const a = state.accounts.get(DEMO01);
  if (!a) throw new Error('no demo01');
  return a;
};
const centre = () => currentWallet(state, DEMO01, now()).centreCents;
const order = (payTypeId: number, amountCents: number) => {
  const r = pay(state.deposits, state.wallets, demo01(), { payTypeId, amountCents }, state.currencies, now());
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const fdLetters = () => [...state.letters.byId.values()].filter((l) => l.userId === DEMO01 && l.type === 'fd').map((l) => l.title);

describe('deposits: finance decides on the clock', () => {
  it('never pays a bank transfer nobody said was paid: it expires', () => {
    const before = centre();
    const o = order(BANK, 1_000_00);
    clock.advance(ORDER_TTL_MS);
    expect(centre()).toBe(before);
    expect(o.status).toBe(DEPOSIT_STATUS.expired);
  });

  it('pays a bank transfer of at most the auto limit 30 s after 我已付款, with a letter', () => {
    const before = centre();
    const o = order(BANK, 1_000_00);
    clock.advance(60_000);
    expect(markPaid(state.deposits, state.wallets, DEMO01, o.orderNo, now())).toMatchObject({ ok: true, value: { paidMarkedAt: now() } });
    clock.advance(DEFAULT_REVIEW_RULE.depositAutoPaidAfterMs - 1);
    expect(centre()).toBe(before);
    clock.advance(1);
    expect(centre()).toBe(before + 1_000_00);
    expect(o).toMatchObject({ status: DEPOSIT_STATUS.paid, paidAt: now() });
    expect(fdLetters()).toContain('充值到账');
  });

  it('pays a larger one after the review delay, even past the order\'s expiry (it was paid in time)', () => {
    const before = centre();
    const o = order(BANK, 60_000_00);
    clock.advance(ORDER_TTL_MS - 1);
    markPaid(state.deposits, state.wallets, DEMO01, o.orderNo, now());
    clock.advance(DEFAULT_REVIEW_RULE.depositReviewAfterMs);
    expect(centre()).toBe(before + 60_000_00);
    expect(o.status).toBe(DEPOSIT_STATUS.paid);
  });

  it('refuses one above the risk limit after the review delay, credits nothing and says why in a letter', () => {
    const before = centre();
    const o = order(BANK, 200_000_00);
    markPaid(state.deposits, state.wallets, DEMO01, o.orderNo, now());
    clock.advance(DEFAULT_REVIEW_RULE.depositReviewAfterMs);
    expect(centre()).toBe(before);
    expect(o).toMatchObject({ status: DEPOSIT_STATUS.refused, remark: DEPOSIT_RISK_REMARK });
    expect(fdLetters()).toContain('充值未通过');
  });

  it('answers 6003 to 我已付款 on an online order (the cashier reports it) and on a finished one', () => {
    const online = order(ONLINE, 100_00);
    expect(markPaid(state.deposits, state.wallets, DEMO01, online.orderNo, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
    const bank = order(BANK, 100_00);
    clock.advance(ORDER_TTL_MS);
    expect(markPaid(state.deposits, state.wallets, DEMO01, bank.orderNo, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
  });

  it('answers 6004 to 我已付款 on another player\'s order', () => {
    const o = order(BANK, 100_00);
    expect(markPaid(state.deposits, state.wallets, 10003, o.orderNo, now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
  });

  it('lets QA pay or refuse a waiting order at once, and answers 6003 once it is decided', () => {
    const before = centre();
    const o = order(BANK, 70_000_00);
    expect(decideDeposit(state.deposits, state.wallets, o.orderNo, 'paid', now())).toMatchObject({ ok: true, value: { status: DEPOSIT_STATUS.paid } });
    expect(centre()).toBe(before + 70_000_00);
    expect(decideDeposit(state.deposits, state.wallets, o.orderNo, 'refused', now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
    expect(decideDeposit(state.deposits, state.wallets, 'D1', 'paid', now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
  });

  it('decides nothing on the clock when the policy is not automatic', () => {
    state.office.rule = { ...state.office.rule, automatic: false };
    const before = centre();
    const o = order(BANK, 100_00);
    markPaid(state.deposits, state.wallets, DEMO01, o.orderNo, now());
    clock.advance(10 * 60_000);
    expect(centre()).toBe(before);
    expect(o.status).toBe(DEPOSIT_STATUS.pending);
  });
});

describe('withdrawals: paid, refused or cancelled through finishWithdrawal', () => {
  const req = (amountCents: number) => ({ type: WITHDRAW_TYPE.bank, cardId: 1, amountCents });
  const apply = (amountCents: number) => {
    const r = applyWithdrawal(state, demo01(), req(amountCents), now());
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };

  it('pays one out after the review delay: the locked money leaves the site, with a letter', () => {
    const o = apply(1_000_00);
    clock.advance(DEFAULT_REVIEW_RULE.withdrawReviewAfterMs - 1);
    expect(currentWallet(state, DEMO01, now()).lockedCents).toBe(1_000_00);
    clock.advance(1);
    expect(currentWallet(state, DEMO01, now()).lockedCents).toBe(0);
    expect(o).toMatchObject({ status: WITHDRAW_STATUS.paid, finishedAt: now() });
    expect(fdLetters()).toContain('提款成功');
  });

  it('refuses one above the risk limit: the money returns to the centre wallet', () => {
    state.office.rule = { ...state.office.rule, withdrawRiskLimitCents: 500_00 };
    const before = centre();
    const o = apply(1_000_00);
    clock.advance(DEFAULT_REVIEW_RULE.withdrawReviewAfterMs);
    expect(centre()).toBe(before);
    expect(o).toMatchObject({ status: WITHDRAW_STATUS.refused, remark: WITHDRAW_RISK_REMARK });
    expect(fdLetters()).toContain('提款未通过');
  });

  it('lets the player cancel one under review: the money returns at once', () => {
    const before = centre();
    const o = apply(1_000_00);
    expect(cancelWithdrawal(state.withdrawals, state.wallets, DEMO01, o.orderNo, now())).toMatchObject({ ok: true, value: { status: WITHDRAW_STATUS.cancelled } });
    expect(walletOf(state.wallets, DEMO01)).toMatchObject({ centreCents: before, lockedCents: 0 });
    expect(fdLetters()).toContain('提款已取消');
  });

  it('answers 6003 to a cancel once finance has paid it, 6004 for another player\'s order', () => {
    const o = apply(1_000_00);
    expect(cancelWithdrawal(state.withdrawals, state.wallets, 10003, o.orderNo, now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
    clock.advance(DEFAULT_REVIEW_RULE.withdrawReviewAfterMs);
    expect(cancelWithdrawal(state.withdrawals, state.wallets, DEMO01, o.orderNo, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
    expect(walletOf(state.wallets, DEMO01).lockedCents).toBe(0);
  });
});

describe('notices', () => {
  it('keeps at most MONEY_NOTICES_MAX, oldest dropped, and hands a late reader what it missed', () => {
    const office = createBackOffice();
    const seen: number[] = [];
    office.subscribers.push((n) => seen.push(n.seq));
    for (let i = 0; i < MONEY_NOTICES_MAX + 5; i += 1) {
      publish(office, { userId: i % 2, at: i, kind: 'deposit-paid', orderNo: `D${i}`, amountCents: 1, netCents: 1, remark: '' });
    }
    expect(office.notices).toHaveLength(MONEY_NOTICES_MAX);
    expect(office.notices[0]?.seq).toBe(6);
    expect(seen).toHaveLength(MONEY_NOTICES_MAX + 5);
    expect(noticesSince(office, MONEY_NOTICES_MAX + 2, 1).map((n) => n.seq)).toEqual([MONEY_NOTICES_MAX + 4]);
  });
});
