import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { type State, createState } from '../../composition/state';
import type { Clock } from '../../lib/clock';
import { type TestState, freshStateBeforeEach, testFixtures } from '../../../test-support/state';
import { heldCents, journalOf, unmetLock, walletOf } from '../../money/wallet';
import { findBets } from '../bet-records';
import { checkChannelOut, launch, poolCents } from '../venues';
import { LOTTERY_DRAW_MS, STAKE_MIN_CENTS, forceOutcome, playRound, roundsOf, settleVenues } from './rounds';

/** The site session the games are launched from; these tests keep it alive (routes test its end). */
const SESSION = 'a-live-session';
const T0 = Date.UTC(2026, 0, 15, 4, 0, 30);
const DEMO01 = 10001;
const VIP = 10003;

let state: State;
let clock: Clock;
let moveWall: TestState['moveWall'];
freshStateBeforeEach(T0, (fresh) => ({ state, clock, moveWall } = fresh));
const now = () => clock.now();

function tokenFor(userId: number, enName: string, gameCode = ''): string {
  const r = launch(state.games, state.wallets, userId, { enName, gameCode, session: SESSION }, state.settings, now());
  if (!r.ok) throw new Error(`launch ${enName} answered ${r.code}`);
  return new URL(r.value.url, 'http://x').searchParams.get('token') ?? r.value.url;
}

const play = (token: string, gameCode: string, stakeCents: number, choice?: string) => playRound(state, { token, gameCode, stakeCents, choice }, now(), () => true);

describe('stand-in rounds: money and records', () => {
  it('balances every round in the ledger: the venue wallet moves by payout minus stake, nothing else does', () => {
    const w = walletOf(state.wallets, DEMO01);
    const token = tokenFor(DEMO01, 'PGDZ', 'PG_1001');
    for (let i = 0; i < 100; i++) {
      const pgBefore = w.venues.get('PG') ?? 0;
      const centreBefore = w.centreCents;
      const heldBefore = heldCents(state.wallets);
      const journalBefore = journalOf(w).length;
      const r = play(token, 'PG_1001', 100);
      if (!r.ok) throw new Error(`round ${i} answered ${r.code}`);
      const { stakeCents, payoutCents, orderNo } = r.value.log;
      expect(w.venues.get('PG') ?? 0).toBe(pgBefore - stakeCents + payoutCents);
      expect(r.value.balanceCents).toBe(w.venues.get('PG') ?? 0);
      expect(w.centreCents).toBe(centreBefore);
      expect(heldCents(state.wallets)).toBe(heldBefore - stakeCents + payoutCents);
      const entries = journalOf(w).slice(journalBefore);
      expect(entries.every((e) => e.orderNo === orderNo)).toBe(true);
      const moved = entries.reduce((sum, e) => sum + (e.to === 'venue:PG' ? e.amountCents : -e.amountCents), 0);
      expect(moved).toBe(payoutCents - stakeCents);
    }
  });

  it('writes a settled bet record in the venue category with its valid turnover', () => {
    const token = tokenFor(DEMO01, 'AGZR');
    const r = play(token, 'baccarat', 500, 'player');
    if (!r.ok) throw new Error(String(r.code));
    const [record] = findBets(state.betRecords, DEMO01, { beginTime: 0, endTime: now() + 1, enName: 'AGZR' });
    expect(record).toMatchObject({ orderNo: r.value.log.orderNo, category: 2, gameName: '百家乐', betCents: 500, winCents: r.value.log.payoutCents, status: BET_STATUS.settled });
  });

  it('answers 6008 余额不足 and moves nothing when the venue wallet holds less than the stake', () => {
    const token = tokenFor(DEMO01, 'EVOZR');
    const before = heldCents(state.wallets);
    expect(play(token, 'baccarat', 100)).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER, message: '余额不足' });
    expect(heldCents(state.wallets)).toBe(before);
    expect(roundsOf(state.provider, 'EVOZR', 10)).toEqual([]);
  });

  it('answers 6008 for a stake outside 1-5000 yuan or an unknown choice', () => {
    const token = tokenFor(DEMO01, 'AGZR');
    expect(play(token, 'baccarat', 99)).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
    expect(play(token, 'baccarat', 500_001)).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
    expect(play(token, 'baccarat', 100, 'dragon')).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
    expect(play(token, 'baccarat', 100, 'constructor')).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
  });

  it('answers 6415 while the venue is in maintenance', () => {
    const token = tokenFor(DEMO01, 'AGZR');
    state.settings.venuesInMaintenance = ['AGDZ'];
    expect(play(token, 'baccarat', 100)).toMatchObject({ ok: false, code: Code.VENUE_MAINTENANCE });
  });
});

describe('stand-in rounds: provider tokens', () => {
  it('answers 6302 for an unknown token and for the sports venue\'s token', () => {
    expect(play('no-such-token', 'PG_1001', 100)).toMatchObject({ ok: false, code: Code.UID_VERIFICATION });
    expect(play(tokenFor(DEMO01, 'CRTY'), 'PG_1001', 100)).toMatchObject({ ok: false, code: Code.UID_VERIFICATION });
  });

  it('answers 6004 when a token of one venue names another venue\'s game', () => {
    const pg = tokenFor(DEMO01, 'PGDZ', 'PG_1001');
    expect(play(pg, 'AGDZ_1001', 100)).toMatchObject({ ok: false, code: Code.NOT_FOUND });
    expect(play(pg, 'baccarat', 100)).toMatchObject({ ok: false, code: Code.NOT_FOUND });
  });

  it('answers 6302 once the token is older than 12 hours', () => {
    const token = tokenFor(DEMO01, 'AGZR');
    moveWall(12 * 3600_000 + 1);
    expect(play(token, 'baccarat', 100)).toMatchObject({ ok: false, code: Code.UID_VERIFICATION });
  });
});

describe('stand-in rounds: seeds and QA forcing', () => {
  it('replays the same outcomes after a fresh state (seeded per venue and round)', () => {
    const run = () => {
      state = createState(testFixtures, clock);
      const token = tokenFor(DEMO01, 'PGDZ', 'PG_1001');
      return Array.from({ length: 20 }, () => {
        const r = play(token, 'PG_1001', 100);
        return r.ok ? `${r.value.log.seed}=${r.value.log.payoutCents}` : r.code;
      });
    };
    expect(run()).toEqual(run());
  });

  it('plays a forced win and a forced loss, then honest rounds again', () => {
    const token = tokenFor(DEMO01, 'AGDZ', 'AGDZ_1001');
    expect(forceOutcome(state, 'AGDZ', 'win', 1).ok).toBe(true);
    expect(forceOutcome(state, 'AGDZ', 'lose', 1).ok).toBe(true);
    const win = play(token, 'AGDZ_1001', 1000);
    const lose = play(token, 'AGDZ_1001', 1000);
    expect(win.ok && win.value.log.payoutCents > 1000 && win.value.log.forced).toBe('win');
    expect(lose.ok && lose.value.log.payoutCents === 0 && lose.value.log.forced).toBe('lose');
    expect(roundsOf(state.provider, 'AGDZ', 10).map((r) => r.forced)).toEqual(['lose', 'win']);
  });

  it('pays the whole jackpot on a forced jackpot and starts the pool again from its base', () => {
    const pgdz = state.games.byEnName.get('PGDZ')!;
    const token = tokenFor(DEMO01, 'PGDZ', 'PG_1001');
    const before = poolCents(state.games, pgdz, now());
    expect(forceOutcome(state, 'PGDZ', 'jackpot', 1).ok).toBe(true);
    const r = play(token, 'PG_1001', 10_000);
    if (!r.ok) throw new Error(String(r.code));
    // The stake's 1% joined the pool just before it paid out.
    expect(r.value.log.jackpotCents).toBe(before + 100);
    expect(poolCents(state.games, pgdz, now())).toBe(pgdz.bonusPoolCents);
    expect(forceOutcome(state, 'AGZR', 'jackpot', 1)).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER });
  });

  it('grows a pool by 1% of each stake', () => {
    const pgdz = state.games.byEnName.get('PGDZ')!;
    const token = tokenFor(DEMO01, 'PGDZ', 'PG_1001');
    const before = poolCents(state.games, pgdz, now());
    for (let i = 0; i < 5; i++) play(token, 'PG_1001', 1000);
    expect(poolCents(state.games, pgdz, now())).toBe(before + 50);
  });
});

describe('stand-in rounds: lottery draws on the server clock', () => {
  it('keeps a ticket open until its draw, then pays it into the venue wallet and settles its record', () => {
    const w = walletOf(state.wallets, DEMO01);
    w.venues.set('TCG', 10_000);
    const token = tokenFor(DEMO01, 'TCGCP');
    forceOutcome(state, 'TCGCP', 'win', 1);
    const r = play(token, 'ffc', 1000, 'big');
    if (!r.ok) throw new Error(String(r.code));
    expect(r.value.log.outcome).toBe('pending');
    expect(r.value.drawAt).toBe((Math.floor(now() / LOTTERY_DRAW_MS) + 1) * LOTTERY_DRAW_MS);
    settleVenues(state, DEMO01, now());
    expect(w.venues.get('TCG')).toBe(9_000);
    moveWall(LOTTERY_DRAW_MS);
    settleVenues(state, DEMO01, now());
    expect(w.venues.get('TCG')).toBe(9_000 + 1960);
    const [record] = findBets(state.betRecords, DEMO01, { beginTime: 0, endTime: now(), enName: 'TCGCP' });
    expect(record).toMatchObject({ status: BET_STATUS.settled, winCents: 1960, validBetCents: 1000 });
    expect(roundsOf(state.provider, 'TCGCP', 1)[0]).toMatchObject({ outcome: 'win', payoutCents: 1960 });
  });
});

describe('activity locks: turnover lifts them, and none keeps money for good', () => {
  it('lifts vip888\'s PG lock exactly when the turnover reaches its target', () => {
    const w = walletOf(state.wallets, VIP);
    const lock = w.activityLock!;
    lock.turnoverDoneCents = lock.turnoverTargetCents - 500;
    const token = tokenFor(VIP, 'PGDZ', 'PG_1001');
    expect(play(token, 'PG_1001', 400).ok).toBe(true);
    expect(lock.turnoverDoneCents).toBe(lock.turnoverTargetCents - 100);
    expect(unmetLock(w)).not.toBeNull();
    expect(checkChannelOut(state.games, w, 'PG', state.settings)).toMatchObject({ ok: false, code: Code.VENUE_ACTIVITY });
    expect(launch(state.games, state.wallets, VIP, { enName: 'AGZR', gameCode: '', session: SESSION }, state.settings, now())).toMatchObject({ ok: false, code: Code.VENUE_ACTIVITY });
    expect(play(token, 'PG_1001', 100).ok).toBe(true);
    expect(lock.turnoverDoneCents).toBe(lock.turnoverTargetCents);
    expect(unmetLock(w)).toBeNull();
    expect(checkChannelOut(state.games, w, 'PG', state.settings).ok).toBe(true);
    expect(launch(state.games, state.wallets, VIP, { enName: 'AGZR', gameCode: '', session: SESSION }, state.settings, now()).ok).toBe(true);
  });

  it('counts only the locked venue\'s turnover, and no turnover for a push', () => {
    const w = walletOf(state.wallets, VIP);
    const done = w.activityLock!.turnoverDoneCents;
    w.activityLock!.channelCode = 'EVO';
    const token = tokenFor(VIP, 'EVOZR');
    for (let i = 0; i < 40; i++) play(token, 'baccarat', 100, 'banker');
    const pushes = roundsOf(state.provider, 'EVOZR', 40).filter((r) => r.outcome === 'push').length;
    expect(w.activityLock!.turnoverDoneCents).toBe(done + (40 - pushes) * 100);
  });

  it('ends a lock whose wallet can no longer place the smallest stake, so the other venues open again', () => {
    const w = walletOf(state.wallets, VIP);
    w.venues.set('PG', STAKE_MIN_CENTS);
    const token = tokenFor(VIP, 'PGDZ', 'PG_1001');
    forceOutcome(state, 'PGDZ', 'lose', 1);
    expect(play(token, 'PG_1001', STAKE_MIN_CENTS).ok).toBe(true);
    settleVenues(state, VIP, now());
    expect(w.activityLock).toBeNull();
    expect(launch(state.games, state.wallets, VIP, { enName: 'AGZR', gameCode: '', session: SESSION }, state.settings, now()).ok).toBe(true);
  });
});
