import { describe, expect, it } from 'vitest';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { TEST_CLOCK_START } from '../test-clock-start';
import { type TestState, freshStateBeforeEach, testFixtures } from '../test-state';
import { DAY_MS } from '../lib/beijing-time';
import { type Ticket, remember } from '../sports/book';
import { BOOK_RULES } from '../sports/sportsbook';
import { type BetRecord, findBets, upsertBetRecord } from '../venues/bet-records';
import { PROVIDER_TOKEN_TTL_MS } from '../venues/venues';
import { progressOf } from '../engagement/vip-levels';
import { unmetTurnovers } from '../engagement/activity-rewards';
import { RECORD_RETENTION_MS, keepRecordWindow } from './record-window';

/**
 * The record window (record-window.ts): what finished more than 93 days ago goes, what is open or
 * younger stays, and the counts that reach further back (VIP progress, a bonus's turnover) read
 * the same after the drop as before it.
 */
let t: TestState;
freshStateBeforeEach(Date.parse(TEST_CLOCK_START), (fresh) => (t = fresh));

/** phone01: no tickets or bet records in the fixtures. */
const PLAYER = 10004;
const now = () => t.clock.now();

let nextId = 1;
/** A single on a match, placed `placedDaysAgo` days ago; settled (won) `settledDaysAgo` days ago, or open. */
function ticket(placedDaysAgo: number, settledDaysAgo: number | null): Ticket {
  const createdAt = now() - placedDaysAgo * DAY_MS;
  const t: Ticket = {
    id: `RW${nextId++}`, userId: PLAYER, series: false, oddsType: 'H', stakeCents: 1_000, euroMilli: 1_900, possibleWinCents: 900,
    state: 'accepted', rejection: null, newHkMilli: null, createdAt, confirmAt: null, limitClass: 'standard', day: 0,
    result: settledDaysAgo === null ? null : 'W', payoutCents: settledDaysAgo === null ? 0 : 1_900,
    settledAt: settledDaysAgo === null ? null : now() - settledDaysAgo * DAY_MS, seq: 0,
    legs: [{ gameId: '1', wtype: 'M', rtype: 'MH', lineQuarters: null, hkMilli: 900, matchId: '1', gameType: 'FT', leagueName: 'L', teamH: 'H', teamC: 'C', sideName: 'S', live: false, result: null }],
  };
  return t;
}

/** The ticket placed in the book and its bet record written, as the sportsbook does. */
function place(tk: Ticket): Ticket {
  remember(t.state.book, BOOK_RULES, tk);
  const settled = tk.settledAt !== null;
  const record: BetRecord = {
    orderNo: tk.id, userId: PLAYER, enName: 'CRTY', venueName: '皇冠体育', category: 1, gameName: 'L', betContent: 'H vs C',
    betCents: tk.stakeCents, validBetCents: tk.stakeCents, winCents: tk.payoutCents, odds: 1.9, result: settled ? 'W' : null,
    status: settled ? BET_STATUS.settled : BET_STATUS.unsettled, betTime: tk.createdAt, settleTime: tk.settledAt,
  };
  upsertBetRecord(t.state.betRecords, record);
  return tk;
}

const kept = (tk: Ticket) => ({
  ticket: t.state.book.byId.has(tk.id),
  record: findBets(t.state.betRecords, PLAYER, { beginTime: 0, endTime: now() }).some((r) => r.orderNo === tk.id),
});

describe('the record window', () => {
  it('drops a ticket and its record settled 94 days ago and keeps one settled 92 days ago', () => {
    const old = place(ticket(95, 94));
    const young = place(ticket(95, 92));
    expect(keepRecordWindow(t.state, now())).toBe(true);
    expect(kept(old)).toEqual({ ticket: false, record: false });
    expect(kept(young)).toEqual({ ticket: true, record: true });
  });

  it('keeps an open ticket and its record placed 200 days ago', () => {
    const open = place(ticket(200, null));
    keepRecordWindow(t.state, now());
    expect(kept(open)).toEqual({ ticket: true, record: true });
  });

  it('drops a rejected ticket 94 days after it was placed', () => {
    const rejected = ticket(94, null);
    rejected.state = 'rejected';
    remember(t.state.book, BOOK_RULES, rejected);
    keepRecordWindow(t.state, now());
    expect(t.state.book.byId.has(rejected.id)).toBe(false);
  });

  it('sweeps once a simulated day: what turns 93 days old meanwhile goes at the next day\'s sweep', () => {
    const tk = place(ticket(93, 93 - 0.5));
    expect(keepRecordWindow(t.state, now())).toBe(true);
    t.clock.advance(DAY_MS / 2 + 1_000);
    expect(keepRecordWindow(t.state, now())).toBe(false);
    expect(kept(tk).ticket).toBe(true);
    t.clock.advance(DAY_MS / 2);
    expect(keepRecordWindow(t.state, now())).toBe(true);
    expect(kept(tk)).toEqual({ ticket: false, record: false });
  });

  it('leaves the VIP progress and a bonus\'s turnover as they were when their records go', () => {
    // VIP progress counts what settled since the state began: 200 days of it.
    t.clock.advance(200 * DAY_MS);
    const account = t.state.accounts.get(PLAYER)!;
    const grades = testFixtures.grades;
    const key = `${PLAYER}:2`;
    t.state.activities.participations.set(key, {
      userId: PLAYER, activityId: 2, status: 'confirmed', joinedAt: now() - 200 * DAY_MS, confirmedAt: now() - 199 * DAY_MS,
      amountCents: 100_000, bonusCents: 50_000, depositOrderNo: null, rewardOrderNo: 'B1',
    });
    for (let d = 150; d >= 10; d -= 20) place(ticket(d + 1, d));
    const progressBefore = progressOf(t.state.payouts.progress, grades, account, t.state.wallets, t.state.betRecords, now());
    const turnoverBefore = unmetTurnovers(t.state.activities, t.state.betRecords, PLAYER, now());
    keepRecordWindow(t.state, now());
    expect(findBets(t.state.betRecords, PLAYER, { beginTime: 0, endTime: now() }).filter((r) => r.orderNo.startsWith('RW'))).toHaveLength(5);
    expect(progressOf(t.state.payouts.progress, grades, account, t.state.wallets, t.state.betRecords, now())).toEqual(progressBefore);
    expect(unmetTurnovers(t.state.activities, t.state.betRecords, PLAYER, now())).toEqual(turnoverBefore);
    expect(t.state.activities.turnoverCarried?.get(key)).toBe(3_000);
    expect(t.state.payouts.progress.carriedBetCents?.get(PLAYER)).toBe(3_000);
  });

  it('keeps 93 days: the window of the record queries', () => {
    expect(RECORD_RETENTION_MS).toBe(93 * DAY_MS);
  });
});

describe('gift records, provider tokens and payout keys', () => {
  it('drops a gift record issued 94 days ago, keeps one of 92 days and a prize still on its way', () => {
    const records = t.state.activities.exchangeRecords;
    const base = { userId: PLAYER, activityId: 6, activityTitle: 'T', giftName: 'G', amountCents: 100, orderNo: null };
    const make = (id: number, daysAgo: number, status: 'issued' | 'pending') => ({ ...base, id, status, createdAt: now() - daysAgo * DAY_MS }) as (typeof records)[number];
    records.push(make(90_001, 94, 'issued'), make(90_002, 92, 'issued'), make(90_003, 200, 'pending'));
    keepRecordWindow(t.state, now());
    expect(t.state.activities.exchangeRecords.filter((r) => r.id > 90_000).map((r) => r.id)).toEqual([90_002, 90_003]);
  });

  it('forgets provider tokens past their lifetime and keeps the live ones', () => {
    const tokens = t.state.games.providerTokens;
    const grant = (token: string, ageMs: number) => tokens.set(token, { token, userId: PLAYER, enName: 'PGDZ', gameCode: 'PG_1001', issuedAt: now() - ageMs, session: 's' });
    grant('old', PROVIDER_TOKEN_TTL_MS + 1);
    grant('live', PROVIDER_TOKEN_TTL_MS - 1);
    keepRecordWindow(t.state, now());
    expect([...tokens.keys()]).toEqual(['live']);
  });

  it('forgets the payout keys of periods no payout looks back to', () => {
    const paid = t.state.payouts.paid;
    const today = Math.floor((now() + 8 * 3_600_000) / DAY_MS);
    paid.add(`rebate:${PLAYER}:${today - 8}`);
    paid.add(`rebate:${PLAYER}:${today - 7}`);
    paid.add(`week:${PLAYER}:${now() - 60 * DAY_MS}`);
    paid.add(`week:${PLAYER}:${now() - 14 * DAY_MS}`);
    keepRecordWindow(t.state, now());
    expect([...paid]).toEqual([`rebate:${PLAYER}:${today - 7}`, `week:${PLAYER}:${now() - 14 * DAY_MS}`]);
  });
});
