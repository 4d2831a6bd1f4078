import { describe, expect, it } from 'vitest';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach } from '../../test-support/state';
import { creditDeposit } from '../money/wallet';
import { type Activity, joinActivity, participationOf } from './activities';
import { qualifyingDeposit } from './activity-rewards';

/** Which deposit a deposit activity pays on, over the real fixtures (away01 has never deposited). */
const T0 = Date.UTC(2026, 0, 15, 4, 0, 0);
const AWAY01 = 10005;
const FIRST = 2;
const AGAIN = 3;

let state: State;
let clock: Clock;
let depositNo = 0;
freshStateBeforeEach(T0, (fresh) => ({ state, clock } = fresh));
const now = () => clock.now();

const activity = (id: number): Activity => {
  const a = state.activities.byId.get(id);
  if (!a) throw new Error(`no activity ${id}`);
  return a;
};
const deposit = (amountCents: number, at = now()) => {
  depositNo += 1;
  const r = creditDeposit(state.wallets, AWAY01, amountCents, `D${depositNo}`, at, '充值');
  if (!r.ok) throw new Error('credit refused');
  return r.value;
};
const join = (id: number) => {
  const account = state.accounts.get(AWAY01);
  if (!account) throw new Error('no away01');
  expect(joinActivity(state.activities, account, id, now()).ok).toBe(true);
  return participationOf(state.activities, AWAY01, id);
};

describe('qualifyingDeposit', () => {
  it('finds the first deposit made before joining, within the activity\'s window', () => {
    const first = deposit(1_000_00);
    clock.advance(60_000);
    deposit(2_000_00);
    const p = join(FIRST);
    expect(qualifyingDeposit(state, activity(FIRST), AWAY01, p)).toBe(first);
    expect(qualifyingDeposit(state, activity(FIRST), AWAY01, undefined)).toBe(first);
  });

  it('finds none when the first deposit came before the activity started, nor a later deposit instead', () => {
    deposit(1_000_00, activity(FIRST).startTime - 1);
    deposit(2_000_00);
    expect(qualifyingDeposit(state, activity(FIRST), AWAY01, join(FIRST))).toBeNull();
  });

  it('finds none once the first deposit paid another bonus', () => {
    const first = deposit(1_000_00);
    const p = join(FIRST);
    if (!p) throw new Error('not joined');
    p.depositOrderNo = first.orderNo;
    expect(qualifyingDeposit(state, activity(FIRST), AWAY01, p)).toBeNull();
  });

  it('takes for againDeposit the latest later deposit since joining, never the first nor one before joining', () => {
    deposit(1_000_00);
    clock.advance(1_000);
    deposit(300_00);
    clock.advance(1_000);
    const p = join(AGAIN);
    expect(qualifyingDeposit(state, activity(AGAIN), AWAY01, p)).toBeNull();
    clock.advance(1_000);
    deposit(400_00);
    clock.advance(1_000);
    const latest = deposit(500_00);
    expect(qualifyingDeposit(state, activity(AGAIN), AWAY01, p)).toBe(latest);
    expect(qualifyingDeposit(state, activity(AGAIN), AWAY01, undefined)).toBeNull();
  });
});
