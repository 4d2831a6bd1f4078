import { describe, expect, it } from 'vitest';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach, testFixtures } from '../../test-support/state';
import { DAY_MS } from '../lib/beijing-time';
import { creditDeposit, journalOf, walletOf } from '../money/wallet';
import { upsertBetRecord } from '../venues/bet-records';
import { settlePlayer } from './payouts';
import { weekBounds } from './activities';

/** VIP levels, the weekly bonus and rebates, paid on the server clock through the ledger. */
// Monday 2026-01-12, 00:00:01 Beijing time: the day and the week began a second before the
// server, so the fixtures' bets (settled 45 minutes ago and earlier) fall in earlier periods.
const T0 = Date.UTC(2026, 0, 11, 16, 0, 1);
const DEMO01 = 10001; // VIP3: weekly bonus 58 yuan for 5,000 of valid bets; egame rebate 0.8 %
const DEMO02 = 10002; // VIP0

let state: State;
let clock: Clock;
let betNo = 0;
freshStateBeforeEach(T0, (fresh) => {
  ({ state, clock } = fresh);
  betNo = 0;
});
const now = () => clock.now();

const account = (userId: number) => {
  const a = state.accounts.get(userId);
  if (!a) throw new Error(`no account ${userId}`);
  return a;
};
const settle = (userId: number) => settlePlayer(state, testFixtures.grades, account(userId), now());
const bet = (userId: number, validBetCents: number, settleTime: number, category: number = VENUE_CATEGORY.egame) => {
  betNo += 1;
  upsertBetRecord(state.betRecords, {
    orderNo: `TEST${betNo}`, userId, enName: 'PG', gameName: '测试', betContent: '', betCents: validBetCents, validBetCents, winCents: 0,
    odds: null, result: null, status: BET_STATUS.settled, betTime: settleTime - 1, settleTime, venueName: 'PG电子', category,
  });
};
const entries = (userId: number, kind: string) => journalOf(walletOf(state.wallets, userId)).filter((e) => e.kind === kind && e.at >= T0);
const gifts = (userId: number) => state.activities.exchangeRecords.filter((r) => r.userId === userId && r.createdAt >= T0);

describe('rebates', () => {
  it('pays yesterday\'s valid bets times the level\'s rate once the day is over, once, with a gift record naming the entry', () => {
    bet(DEMO01, 1_000_000, T0 + 1000);
    settle(DEMO01);
    expect(entries(DEMO01, 'rebate')).toHaveLength(0);
    clock.advance(DAY_MS);
    settle(DEMO01);
    settle(DEMO01);
    const [rebate] = entries(DEMO01, 'rebate');
    expect(entries(DEMO01, 'rebate')).toHaveLength(1);
    expect(rebate).toMatchObject({ amountCents: 8_000, from: 'external', to: 'centre' });
    // One word for it: the remark says 返水 as its deal type does (DEAL_TYPE_NAMES), never 反水.
    expect(rebate?.remark).toMatch(/ 返水$/);
    expect(gifts(DEMO01)).toEqual([expect.objectContaining({ orderNo: rebate?.orderNo, amountCents: 8_000, status: 'issued' })]);
  });

  it('pays nothing for bets that are not settled, nor for days before the server started', () => {
    bet(DEMO01, 1_000_000, T0 - 2 * DAY_MS);
    clock.advance(DAY_MS);
    settle(DEMO01);
    expect(entries(DEMO01, 'rebate')).toHaveLength(0);
  });
});

describe('weekly VIP bonus', () => {
  it('pays the level\'s bonus after a week whose valid bets reached the requirement', () => {
    bet(DEMO01, 500_000, T0 + 1000);
    clock.advance(weekBounds(T0).weekEnd - T0);
    settle(DEMO01);
    const weekly = entries(DEMO01, 'bonus').filter((e) => e.remark === 'VIP3 周礼金');
    expect(weekly).toEqual([expect.objectContaining({ amountCents: 5_800, at: weekBounds(T0).weekEnd })]);
  });

  it('pays nothing for a week short of the requirement', () => {
    bet(DEMO01, 499_999, T0 + 1000);
    clock.advance(weekBounds(T0).weekEnd - T0);
    settle(DEMO01);
    expect(entries(DEMO01, 'bonus').filter((e) => e.remark === 'VIP3 周礼金')).toHaveLength(0);
  });
});

describe('VIP levels', () => {
  it('moves a player up when deposits and valid bets reach a level, paying each upgrade bonus with a letter', () => {
    creditDeposit(state.wallets, DEMO02, 5_000_00, 'D1', now(), 'test');
    bet(DEMO02, 30_000_00, T0 + 1000);
    clock.advance(2000);
    settle(DEMO02);
    expect(account(DEMO02).vipLevel).toBe(2);
    expect(entries(DEMO02, 'bonus').map((e) => [e.remark, e.amountCents])).toEqual([['VIP1 晋级礼金', 1_800], ['VIP2 晋级礼金', 5_800]]);
    expect([...state.letters.byId.values()].filter((l) => l.userId === DEMO02 && l.title.includes('晋级'))).toHaveLength(2);
  });

  it('keeps the level when only one of the two thresholds is reached', () => {
    bet(DEMO02, 30_000_00, T0 + 1000);
    clock.advance(2000);
    settle(DEMO02);
    expect(account(DEMO02).vipLevel).toBe(0);
  });
});
