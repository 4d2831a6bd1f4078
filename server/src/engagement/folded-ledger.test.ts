import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START } from '../test-clock-start';
import { type TestState, freshStateBeforeEach, testFixtures } from '../../test-support/state';
import { JOURNAL_ENTRIES_PER_USER_MAX, creditDeposit, journalOf, walletOf } from '../money/wallet';
import { progressOf } from './vip-levels';
import { qualifyingDeposit } from './activity-rewards';

/**
 * What engagement reads from a ledger whose oldest entries were folded into its carried-forward
 * entry (money/wallet.ts): VIP progress still counts every deposit since the start, and the first
 * deposit ever is still the first.
 */
let t: TestState;
freshStateBeforeEach(Date.parse(TEST_CLOCK_START), (fresh) => (t = fresh));

/** phone01: one deposit in the fixtures' history. */
const PLAYER = 10004;
const DEPOSITS = JOURNAL_ENTRIES_PER_USER_MAX + 200;

function depositMany(): number {
  let total = 0;
  for (let i = 0; i < DEPOSITS; i++) {
    const cents = 10_000 + i;
    expect(creditDeposit(t.state.wallets, PLAYER, cents, `D${i}`, t.clock.now() + i, '').ok).toBe(true);
    total += cents;
  }
  return total;
}

describe('a folded ledger, as engagement reads it', () => {
  it('counts every deposit since the start in VIP progress, folded or kept', () => {
    const account = t.state.accounts.get(PLAYER)!;
    const read = () => progressOf(t.state.payouts.progress, testFixtures.grades, account, t.state.wallets, t.state.betRecords, t.clock.now() + DEPOSITS);
    const before = read().depositCents;
    const total = depositMany();
    expect(journalOf(walletOf(t.state.wallets, PLAYER))[0]?.kind).toBe('carried');
    expect(read().depositCents).toBe(before + total);
  });

  it('still finds the first deposit ever for a first-deposit bonus once it is folded', () => {
    const first = journalOf(walletOf(t.state.wallets, PLAYER)).find((e) => e.kind === 'deposit')!;
    depositMany();
    const activity = t.state.activities.byId.get(2)!;
    expect(activity.kind).toBe('firstDeposit');
    expect(qualifyingDeposit(t.state, activity, PLAYER, undefined)?.orderNo).toBe(first.orderNo);
  });
});
