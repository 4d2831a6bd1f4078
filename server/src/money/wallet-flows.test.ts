import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { UTC_TRANSFER_TY } from '@betsite/contracts/routes/transfer';
import { WITHDRAW_STATUS, WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach, testFixtures } from '../../test-support/state';
import { heldCents, walletOf } from './wallet';
import { AUTO_PAID_AFTER_MS, AUTO_PAID_LIMIT_CENTS, ORDER_TTL_MS, closeOrder, markPaid, pay, settleDeposits } from './deposits';
import { currentWallet } from './state';
import { exchange } from './exchange';
import { applyWithdrawal, finishWithdrawal, holderMatches, maskAccount, planWithdrawal } from './withdrawals';
import { dealRecords } from './deal-records';

/** The domain flows over the money part of the state, built from the real fixtures. */
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const DEMO01 = 10001;
const DEMO02 = 10002;

let state: State;
let clock: Clock;
freshStateBeforeEach(T0, (fresh) => ({ state, clock } = fresh));
const now = () => clock.now();

const account = (userId: number) => {
  const a = state.accounts.get(userId);
  if (!a) throw new Error(`no account ${userId}`);
  return a;
};

describe('deposits: the settlement rule', () => {
  it(`pays a bank transfer of at most the limit ${AUTO_PAID_AFTER_MS / 1000} s after 我已付款 and credits the centre wallet once`, () => {
    const r = pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 4, amountCents: 50_000 }, state.currencies, now());
    if (!r.ok) throw new Error(r.message);
    const before = walletOf(state.wallets, DEMO01).centreCents;
    expect(markPaid(state.deposits, state.wallets, DEMO01, r.value.orderNo, now()).ok).toBe(true);
    clock.advance(AUTO_PAID_AFTER_MS - 1);
    settleDeposits(state.deposits, state.wallets, DEMO01, now());
    expect(r.value.status).toBe(DEPOSIT_STATUS.pending);
    clock.advance(1);
    expect(currentWallet(state, DEMO01, now()).centreCents).toBe(before + 50_000);
    expect(r.value).toMatchObject({ status: DEPOSIT_STATUS.paid, paidAt: r.value.createdAt + AUTO_PAID_AFTER_MS });
    // Settling again credits nothing more.
    expect(currentWallet(state, DEMO01, now()).centreCents).toBe(before + 50_000);
  });

  it('leaves a larger order pending for finance until it expires unpaid', () => {
    const r = pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 4, amountCents: AUTO_PAID_LIMIT_CENTS + 100 }, state.currencies, now());
    if (!r.ok) throw new Error(r.message);
    const before = walletOf(state.wallets, DEMO01).centreCents;
    clock.advance(AUTO_PAID_AFTER_MS);
    expect(currentWallet(state, DEMO01, now()).centreCents).toBe(before);
    expect(r.value.status).toBe(DEPOSIT_STATUS.pending);
    clock.advance(ORDER_TTL_MS);
    settleDeposits(state.deposits, state.wallets, DEMO01, now());
    expect(r.value.status).toBe(DEPOSIT_STATUS.expired);
    expect(walletOf(state.wallets, DEMO01).centreCents).toBe(before);
  });

  it('never pays a closed order', () => {
    const r = pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 1, amountCents: 20_000 }, state.currencies, now());
    if (!r.ok) throw new Error(r.message);
    expect(closeOrder(state.deposits, state.wallets, DEMO01, r.value.orderNo, now()).ok).toBe(true);
    const before = walletOf(state.wallets, DEMO01).centreCents;
    clock.advance(AUTO_PAID_AFTER_MS);
    expect(currentWallet(state, DEMO01, now()).centreCents).toBe(before);
  });

  it('answers 6011 with three orders still open', () => {
    for (let i = 0; i < 3; i++) expect(pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 1, amountCents: 10_000 }, state.currencies, now()).ok).toBe(true);
    expect(pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 1, amountCents: 10_000 }, state.currencies, now())).toMatchObject({ ok: false, code: Code.FREQUENT_SUBMISSION });
  });

  it('answers 6449 for a bank transfer without a bound real name', () => {
    expect(pay(state.deposits, state.wallets, account(DEMO02), { payTypeId: 4, amountCents: 10_000 }, state.currencies, now())).toMatchObject({ ok: false, code: Code.BIND_REAL_NAME });
  });

  it('prices a USDT deposit at the sell rate (the player sells coin to the site), rounded up to the coin cent', () => {
    const r = pay(state.deposits, state.wallets, account(DEMO01), { payTypeId: 5, amountCents: 70_501 }, state.currencies, now());
    if (!r.ok) throw new Error(r.message);
    expect(r.value.virtualInfo).toMatchObject({ currency: 'USDT', protocol: 'TRC20', rate: 7.05, virtualCents: 10_001 });
  });
});

describe('exchange: yuan and coin', () => {
  it('buys coin at the buy rate, rounding down to the coin cent, and lists one deal record', () => {
    const r = exchange(state.wallets, state.currencies, DEMO01, 'USDT', UTC_TRANSFER_TY.intoCoin, 72_600, now());
    if (!r.ok) throw new Error(r.message);
    expect(r.value).toMatchObject({ rate: 7.25, amountCents: 72_600, receivedCents: 10_013 });
    const w = walletOf(state.wallets, DEMO01);
    expect(w.coins.get('USDT')).toBe(10_013);
    expect(dealRecords(w, { type: 7 })).toHaveLength(1);
  });

  it('refuses to sell more coin than held with 6008 and moves nothing', () => {
    const before = walletOf(state.wallets, DEMO01).centreCents;
    expect(exchange(state.wallets, state.currencies, DEMO01, 'USDT', UTC_TRANSFER_TY.intoYuan, 100, now())).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
    expect(walletOf(state.wallets, DEMO01).centreCents).toBe(before);
  });
});

describe('the fixtures\' deal records', () => {
  it('explain every fixture player\'s centre balance: the rows sum to it, the newest row\'s balance is it', () => {
    for (const seed of testFixtures.wallets) {
      const w = walletOf(state.wallets, seed.userId);
      const rows = dealRecords(w, {});
      expect(rows.reduce((sum, d) => sum + d.amountCents, 0), `user ${seed.userId}`).toBe(w.centreCents);
      if (w.centreCents > 0) expect(rows[0]?.balanceCents, `user ${seed.userId}`).toBe(w.centreCents);
    }
  });

  it('give demo02 the row of its opening ¥100', () => {
    expect(dealRecords(walletOf(state.wallets, DEMO02), {})).toEqual([expect.objectContaining({ amountCents: 10_000, balanceCents: 10_000, typeName: '充值' })]);
  });

  it('say 提款成功 on the fixture withdrawal that was paid', () => {
    const paid = dealRecords(walletOf(state.wallets, DEMO01), { type: 2 });
    expect(paid.map((d) => d.remark)).toEqual(['提款成功']);
  });
});

describe('withdrawals: holds settled later', () => {
  const bankReq = { type: WITHDRAW_TYPE.bank, cardId: 1, amountCents: 100_000 };

  it('locks the amount while under review, then pays it out of the site', () => {
    const total = heldCents(state.wallets);
    const r = applyWithdrawal(state, account(DEMO01), bankReq, now());
    if (!r.ok) throw new Error(r.message);
    const w = walletOf(state.wallets, DEMO01);
    expect([w.centreCents, w.lockedCents]).toEqual([788_800, 100_000]);
    expect(heldCents(state.wallets)).toBe(total);
    expect(finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, 'paid', now()).ok).toBe(true);
    expect([w.centreCents, w.lockedCents]).toEqual([788_800, 0]);
    expect(heldCents(state.wallets)).toBe(total - 100_000);
    expect(r.value.status).toBe(WITHDRAW_STATUS.paid);
  });

  it('shows the withdrawal\'s row as its order stands: 提款申请(冻结) under review, 提款成功 once paid', () => {
    const r = applyWithdrawal(state, account(DEMO01), bankReq, now());
    if (!r.ok) throw new Error(r.message);
    const w = walletOf(state.wallets, DEMO01);
    const row = () => dealRecords(w, {}).filter((d) => d.orderNo === r.value.orderNo);
    expect(row()).toEqual([expect.objectContaining({ amountCents: -100_000, remark: '提款申请(冻结)' })]);
    finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, 'paid', now());
    expect(row()).toEqual([expect.objectContaining({ amountCents: -100_000, remark: '提款成功' })]);
  });

  it('shows a refused withdrawal\'s hold as given back, beside the row that returns the money', () => {
    const r = applyWithdrawal(state, account(DEMO01), bankReq, now());
    if (!r.ok) throw new Error(r.message);
    finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, 'refused', now());
    const rows = dealRecords(walletOf(state.wallets, DEMO01), {}).filter((d) => d.orderNo === r.value.orderNo);
    expect(rows.map((d) => [d.amountCents, d.remark]).sort()).toEqual([[-100_000, '提款申请(已退回)'], [100_000, '提款退回']]);
  });

  it('returns the locked money when review refuses, and refuses to settle twice', () => {
    const r = applyWithdrawal(state, account(DEMO01), bankReq, now());
    if (!r.ok) throw new Error(r.message);
    expect(finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, 'refused', now()).ok).toBe(true);
    expect(walletOf(state.wallets, DEMO01)).toMatchObject({ centreCents: 888_800, lockedCents: 0 });
    expect(finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, 'paid', now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
  });

  it('charges the fee only after the free withdrawals of the day', () => {
    const fees: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = applyWithdrawal(state, account(DEMO01), { ...bankReq, amountCents: 10_000 }, now());
      if (!r.ok) throw new Error(r.message);
      fees.push(r.value.feeCents);
    }
    expect(fees).toEqual([0, 0, 0, 100]);
  });

  it('answers 6003 when the card holder is not the real name (card 4 is held by 张薇)', () => {
    expect(planWithdrawal(state, account(DEMO01), { ...bankReq, cardId: 4 }, now())).toMatchObject({ ok: false, code: Code.ACCESS_DENIED });
  });

  it('answers 6008 余额不足 when the centre wallet holds less than the amount', () => {
    expect(planWithdrawal(state, account(DEMO01), { ...bankReq, amountCents: 888_801 }, now())).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER, message: '中心钱包余额不足' });
  });

  it('matches holder names ignoring spaces and middle dots, and masks accounts', () => {
    expect(holderMatches('张伟', ' 张伟 ')).toBe(true);
    expect(holderMatches('迪丽热巴·迪力木拉提', '迪丽热巴迪力木拉提')).toBe(true);
    expect(holderMatches('张伟', '张薇')).toBe(false);
    expect(holderMatches(null, '张伟')).toBe(false);
    expect(maskAccount({ type: WITHDRAW_TYPE.bank, account: '6222021234566789' })).toBe('**** **** **** 6789');
    expect(maskAccount({ type: WITHDRAW_TYPE.alipay, account: '13812345678' })).toBe('138****5678');
    expect(maskAccount({ type: WITHDRAW_TYPE.virtual, account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })).toBe('TQn9...bLSE');
  });
});
