import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEPOSIT_STATUS } from '@betsite/contracts/routes/payment';
import { WITHDRAW_STATUS, WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { createTestState } from '../../test-support/state';
import { heldCents, journalOf, move, nextOrderNo, transferFromVenue, transferToVenue, venueRef, walletOf } from './wallet';
import { decideDeposit, markPaid, pay, payAtCashier } from './deposits';
import { currentWallet } from './state';
import { applyWithdrawal, cancelWithdrawal, finishWithdrawal } from './withdrawals';

/**
 * The money invariant, as a property: whatever the sequence of deposits (paid at the cashier, by
 * the clock or by QA, refused, expired), withdrawals (paid, refused, cancelled), transfers, sportsbook bets and
 * venue rounds, the yuan the site holds for its players (centre + locked + pending + stakes +
 * venues) equal what they held at the start + deposits paid − withdrawals paid ± settled bets
 * and rounds, to the cent; the locked money is exactly the withdrawals under review and the
 * stakes exactly the open bets.
 */
const PLAYERS = [10001, 10003] as const;
const CARD_OF: Record<number, number> = { 10001: 1, 10003: 5 };
const CHANNELS = ['AG', 'PG'] as const;

type Op =
  | { t: 'deposit'; who: number; payTypeId: 1 | 4; cents: number; paid: boolean; qa: 'none' | 'paid' | 'refused' }
  | { t: 'withdraw'; who: number; cents: number; then: 'none' | 'paid' | 'refused' | 'cancelled' }
  | { t: 'transfer'; who: number; ch: string; cents: number; out: boolean }
  | { t: 'bet'; who: number; cents: number; outcome: 'open' | 'lost' | 'won' | 'void'; odds: number }
  | { t: 'round'; who: number; ch: string; cents: number; won: boolean }
  | { t: 'clock'; ms: number };

const who = fc.constantFrom(...PLAYERS);
const cents = fc.integer({ min: 1, max: 3_000_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), who, payTypeId: fc.constantFrom(1 as const, 4 as const), cents: fc.integer({ min: 100_00, max: 12_000_000_00 }), paid: fc.boolean(), qa: fc.constantFrom('none' as const, 'paid' as const, 'refused' as const) }),
  fc.record({ t: fc.constant('withdraw' as const), who, cents: fc.integer({ min: 100_00, max: 50_000_00 }), then: fc.constantFrom('none' as const, 'paid' as const, 'refused' as const, 'cancelled' as const) }),
  fc.record({ t: fc.constant('transfer' as const), who, ch: fc.constantFrom(...CHANNELS), cents, out: fc.boolean() }),
  fc.record({ t: fc.constant('bet' as const), who, cents, outcome: fc.constantFrom('open' as const, 'lost' as const, 'won' as const, 'void' as const), odds: fc.integer({ min: 101, max: 1_000 }) }),
  fc.record({ t: fc.constant('round' as const), who, ch: fc.constantFrom(...CHANNELS), cents, won: fc.boolean() }),
  fc.record({ t: fc.constant('clock' as const), ms: fc.integer({ min: 0, max: 40 * 60_000 }) }),
);

function run(ops: readonly Op[]) {
  const { state, clock } = createTestState(Date.UTC(2026, 0, 15, 4));
  const now = () => clock.now();
  const start = heldCents(state.wallets);
  let betsNetCents = 0;
  // The fixtures' open sports bets hold their stakes from the start (sports/sportsbook.ts seedFixtureTickets).
  let openStakesCents = PLAYERS.reduce((sum, p) => sum + walletOf(state.wallets, p).stakesCents, 0);

  for (const o of ops) {
    if (o.t === 'clock') clock.advance(o.ms);
    else if (o.t === 'deposit') {
      const account = state.accounts.get(o.who);
      if (!account) throw new Error('no account');
      const made = pay(state.deposits, state.wallets, account, { payTypeId: o.payTypeId, amountCents: Math.min(o.cents, o.payTypeId === 1 ? 50_000_00 : o.cents) }, state.currencies, now());
      if (!made.ok) continue;
      const token = made.value.cashierToken;
      // Online: paid at the cashier, pressed twice (credited once); the others: 我已付款 for finance.
      if (o.paid && token) for (let press = 0; press < 2; press++) payAtCashier(state.deposits, state.wallets, token, now());
      else if (o.paid) markPaid(state.deposits, state.wallets, o.who, made.value.orderNo, now());
      if (o.qa !== 'none') decideDeposit(state.deposits, state.wallets, made.value.orderNo, o.qa, now());
    } else if (o.t === 'withdraw') {
      const account = state.accounts.get(o.who);
      if (!account) throw new Error('no account');
      currentWallet(state, o.who, now());
      const r = applyWithdrawal(state, account, { type: WITHDRAW_TYPE.bank, cardId: CARD_OF[o.who] ?? 0, amountCents: o.cents }, now());
      if (!r.ok || o.then === 'none') continue;
      if (o.then === 'cancelled') cancelWithdrawal(state.withdrawals, state.wallets, o.who, r.value.orderNo, now());
      else finishWithdrawal(state.withdrawals, state.wallets, r.value.orderNo, o.then, now());
    } else if (o.t === 'transfer') {
      if (o.out) transferFromVenue(state.wallets, o.who, o.ch, o.cents, now());
      else transferToVenue(state.wallets, o.who, o.ch, o.cents, now());
    } else if (o.t === 'bet') {
      // The sportsbook's way: the stake is held (centre → stakes), then lost, paid or returned.
      const orderNo = nextOrderNo(state.wallets, 'S', now());
      const base = { orderNo, at: now(), remark: 'test' };
      if (!move(state.wallets, o.who, { ...base, from: 'centre', to: 'stakes', amountCents: o.cents, kind: 'bet-stake' }).ok) continue;
      if (o.outcome === 'open') openStakesCents += o.cents;
      else if (o.outcome === 'void') move(state.wallets, o.who, { ...base, from: 'stakes', to: 'centre', amountCents: o.cents, kind: 'bet-return' });
      else if (o.outcome === 'lost') {
        move(state.wallets, o.who, { ...base, from: 'stakes', to: 'external', amountCents: o.cents, kind: 'bet-lost' });
        betsNetCents -= o.cents;
      } else {
        const winCents = Math.floor((o.cents * o.odds) / 100) - o.cents;
        move(state.wallets, o.who, { ...base, from: 'stakes', to: 'centre', amountCents: o.cents, kind: 'bet-return' });
        if (winCents > 0) move(state.wallets, o.who, { ...base, from: 'external', to: 'centre', amountCents: winCents, kind: 'bet-win' });
        betsNetCents += winCents;
      }
    } else {
      // A venue round: the venue wallet loses the stake to the provider or gains the win.
      const orderNo = nextOrderNo(state.wallets, 'G', now());
      const ref = venueRef(o.ch);
      const r = o.won
        ? move(state.wallets, o.who, { orderNo, at: now(), remark: 'round', from: 'external', to: ref, amountCents: o.cents, kind: 'bet-win' })
        : move(state.wallets, o.who, { orderNo, at: now(), remark: 'round', from: ref, to: 'external', amountCents: o.cents, kind: 'bet-lost' });
      if (r.ok) betsNetCents += o.won ? o.cents : -o.cents;
    }
  }
  for (const p of PLAYERS) currentWallet(state, p, now());

  const orders = [...state.deposits.orders.values()];
  const withdrawals = [...state.withdrawals.orders.values()];
  const sum = (xs: readonly { amountCents: number }[]) => xs.reduce((s, x) => s + x.amountCents, 0);
  const depositsPaid = sum(orders.filter((x) => x.status === DEPOSIT_STATUS.paid));
  const withdrawalsPaid = sum(withdrawals.filter((x) => x.status === WITHDRAW_STATUS.paid));
  const underReview = (p: number) => sum(withdrawals.filter((x) => x.userId === p && x.status === WITHDRAW_STATUS.review));
  const rewards = PLAYERS.flatMap((p) => journalOf(walletOf(state.wallets, p)).filter((e) => (e.kind === 'bonus' || e.kind === 'rebate') && e.at >= Date.UTC(2026, 0, 15, 4)));

  expect(heldCents(state.wallets)).toBe(start + depositsPaid - withdrawalsPaid + betsNetCents + sum(rewards));
  for (const p of PLAYERS) expect(walletOf(state.wallets, p).lockedCents).toBe(underReview(p));
  expect(PLAYERS.reduce((s, p) => s + walletOf(state.wallets, p).stakesCents, 0)).toBe(openStakesCents);
}

describe('the money invariant', () => {
  it('holds to the cent over random sequences of deposits, withdrawals, transfers, bets and rounds', () => {
    fc.assert(fc.property(fc.array(op, { maxLength: 120 }), (ops) => run(ops)), { numRuns: 150, seed: 16 });
  });
});
