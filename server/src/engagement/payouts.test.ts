import { describe, expect, it } from 'vitest';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import type { State } from '../composition/state';
import type { Clock } from '../lib/clock';
import { freshStateBeforeEach, testFixtures } from '../../test-support/state';
import { DAY_MS } from '../lib/beijing-time';
import { creditDeposit, journalOf, walletOf } from '../money/wallet';
import { dropClosedBefore, recordsOf, removeBetRecord, upsertBetRecord } from '../venues/bet-records';
import { seededStream } from '../lib/seeded-random';
import { countPayoutWindows, payoutWindows, settlePlayer } from './payouts';
import { countValidBets } from './valid-bets';
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
  it('pays a finished week\'s bonus at the level a later deposit lifts the player to, with no bet since', () => {
    bet(DEMO02, 30_000_00, T0 + 1000);
    clock.advance(weekBounds(T0).weekEnd - T0);
    settle(DEMO02);
    // Level 0 has no weekly bonus, and the deposits are short of level 1.
    expect(entries(DEMO02, 'bonus')).toHaveLength(0);
    creditDeposit(state.wallets, DEMO02, 5_000_00, 'D1', now(), 'test');
    settle(DEMO02);
    expect(account(DEMO02).vipLevel).toBe(2);
    expect(entries(DEMO02, 'bonus').filter((e) => e.remark === 'VIP2 周礼金').map((e) => e.amountCents)).toEqual([1_800]);
  });

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

describe('the payout windows\' counts, remembered between reads', () => {
  it('are the counts of a fresh walk at every read, through bets, settlements to come, removals, drops and clock moves', () => {
    const next = seededStream('payout-counts-remembered');
    const pick = <T,>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
    const categories = [...Object.values(VENUE_CATEGORY), 99];
    const placed: string[] = [];
    let reads = 0;
    let remembered = 0;
    let last: unknown = null;
    for (let step = 0; step < 3_000; step++) {
      const roll = next();
      if (roll < 0.3) {
        // A bet settled now, a moment ago, or at a time still to come (as a fixture's can be).
        betNo += 1;
        const settleTime = now() + Math.floor((next() - 0.3) * 3 * DAY_MS);
        upsertBetRecord(state.betRecords, {
          orderNo: `R${betNo}`, userId: DEMO01, enName: 'PG', gameName: '测试', betContent: '', betCents: 100, validBetCents: Math.floor(next() * 10_000),
          winCents: 0, odds: null, result: null, status: next() < 0.8 ? BET_STATUS.settled : BET_STATUS.unsettled, betTime: now() - 1000, settleTime, venueName: 'PG电子', category: pick(categories),
        });
        placed.push(`R${betNo}`);
      } else if (roll < 0.4 && placed.length > 0) {
        // A record settled again in place (its bet time kept), or forgotten.
        const orderNo = pick(placed);
        const known = recordsOf(state.betRecords, DEMO01).find((r) => r.orderNo === orderNo);
        if (known && next() < 0.5) upsertBetRecord(state.betRecords, { ...known, status: BET_STATUS.settled, settleTime: now() - Math.floor(next() * DAY_MS), validBetCents: known.validBetCents + 1 });
        else removeBetRecord(state.betRecords, DEMO01, orderNo);
      } else if (roll < 0.42) {
        dropClosedBefore(state.betRecords, now() - Math.floor(next() * 20 * DAY_MS));
      } else if (roll < 0.6) {
        clock.advance(Math.floor(next() ** 3 * 2 * DAY_MS));
      } else {
        const windows = payoutWindows(state.payouts.progress, now());
        const { counts } = countPayoutWindows(state, DEMO01, now());
        if (counts === last) remembered += 1;
        last = counts;
        expect(counts.sums).toEqual(countValidBets(state.betRecords, DEMO01, windows).sums);
        reads += 1;
      }
    }
    // Many reads were answered without the walk, and a fresh walk agreed with every read.
    expect(reads).toBeGreaterThan(1_000);
    expect(remembered).toBeGreaterThan(reads / 4);
  });
});

describe('settling a player again with nothing new', () => {
  it('pays what a settlement paid afresh would, through bets, deposits, level rises, day turns and settlements to come', () => {
    const next = seededStream('payouts-paid-once');
    const players = [DEMO01, DEMO02];
    const ledgerSize = () => players.reduce((n, id) => n + journalOf(walletOf(state.wallets, id)).length, 0) + state.letters.byId.size;
    const rewards = () => players.reduce((n, id) => n + entries(id, 'rebate').length + entries(id, 'bonus').length, 0);
    const nudge = { enName: 'PG', gameName: '测试', betContent: '', betCents: 100, validBetCents: 100, winCents: 0, odds: null, result: null, status: BET_STATUS.unsettled, settleTime: null, venueName: 'PG电子', category: VENUE_CATEGORY.egame };
    let skipped = 0;
    for (let step = 0; step < 2_000; step++) {
      const userId = players[Math.floor(next() * players.length)]!;
      const roll = next();
      if (roll < 0.3) bet(userId, Math.floor(next() * 2_000_000), now() + Math.floor((next() - 0.7) * DAY_MS), next() < 0.5 ? VENUE_CATEGORY.egame : VENUE_CATEGORY.TY);
      else if (roll < 0.35) creditDeposit(state.wallets, userId, Math.floor(next() * 500_000), `D${step}`, now(), 'test');
      else if (roll < 0.55) clock.advance(Math.floor(next() ** 2 * 2 * DAY_MS));
      else {
        settlePlayer(state, testFixtures.grades, account(userId), now());
        // Again after a record came and went: nothing remembered applies, the payouts are paid afresh.
        const before = ledgerSize();
        upsertBetRecord(state.betRecords, { ...nudge, userId, betTime: now(), orderNo: `NUDGE${step}` });
        removeBetRecord(state.betRecords, userId, `NUDGE${step}`);
        settlePlayer(state, testFixtures.grades, account(userId), now());
        expect(ledgerSize()).toBe(before);
        skipped += 1;
      }
    }
    expect(skipped).toBeGreaterThan(500);
    // Not a run where nothing was ever due: rebates, weekly bonuses and upgrades were paid.
    expect(rewards()).toBeGreaterThan(50);
    expect(account(DEMO02).vipLevel).toBeGreaterThan(0);
  });
});
