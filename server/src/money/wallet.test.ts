import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Code } from '@betsite/contracts/status-codes';
import { dealRecords } from './deal-records';
import { beijingStamp } from '../lib/beijing-time';
import { seededStream } from '../lib/seeded-random';
import {
  CARRIED_REMARK,
  JOURNAL_ENTRIES_PER_USER_MAX,
  carriedOf,
  type WalletSeed,
  type Wallets,
  balanceOf,
  createWallets,
  creditDeposit,
  heldCents,
  holdForWithdrawal,
  move,
  nextOrderNo,
  payOutHold,
  recycleVenues,
  releaseHold,
  transferFromVenue,
  transferToVenue,
  venueRef,
  walletOf,
  journalOf,
  FOLDED_SLOTS_MAX,
  type LedgerEntry,
} from './wallet';

const AT = Date.UTC(2026, 0, 15, 4, 0, 0); // 12:00 Beijing time

function seed(userId: number, centreCents: number, venues: Record<string, number> = {}): WalletSeed {
  return { userId, centreCents, lockedCents: 0, venues, coins: {}, autoTransfer: false, activityLock: null };
}

const CHANNELS = ['AG', 'PG', 'CR'] as const;

function fresh(): Wallets {
  return createWallets([seed(1, 100_000, { AG: 5_000 }), seed(2, 2_500, { PG: 999 }), seed(3, 0)]);
}

describe('wallet: moving money', () => {
  it('moves cents from the centre wallet into a venue and writes one ledger entry', () => {
    const wallets = fresh();
    const r = transferToVenue(wallets, 1, 'AG', 12_345, AT);
    expect(r.ok).toBe(true);
    const w = walletOf(wallets, 1);
    expect(w.centreCents).toBe(100_000 - 12_345);
    expect(w.venues.get('AG')).toBe(5_000 + 12_345);
    expect(journalOf(w)).toHaveLength(1);
    expect(journalOf(w)[0]).toMatchObject({ kind: 'transfer', from: 'centre', to: 'venue:AG', amountCents: 12_345, centreAfterCents: 87_655 });
  });

  it('refuses an overdraw with 6008 余额不足 and moves nothing', () => {
    const wallets = fresh();
    const before = structuredClone(walletOf(wallets, 2));
    const r = transferToVenue(wallets, 2, 'AG', 2_501, AT);
    expect(r).toMatchObject({ ok: false, code: Code.ILLEGAL_PARAMETER, message: '余额不足' });
    const after = walletOf(wallets, 2);
    expect(after.centreCents).toBe(before.centreCents);
    expect(after.venues.get('AG')).toBeUndefined();
    expect(journalOf(after)).toHaveLength(0);
  });

  it('refuses the second of two transfers that together exceed the balance (no double spend)', () => {
    const wallets = fresh();
    // Both "requests" see 2 500 cents; the first takes 2 000, the second must not take 1 000.
    const first = transferToVenue(wallets, 2, 'PG', 2_000, AT);
    const second = transferToVenue(wallets, 2, 'CR', 1_000, AT);
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(false);
    expect(walletOf(wallets, 2).centreCents).toBe(500);
  });

  it('throws on a non-integer or non-positive amount: a programmer error, not a player one', () => {
    const wallets = fresh();
    expect(() => move(wallets, 1, { from: 'centre', to: 'locked', amountCents: 1.5, kind: 'adjust', orderNo: 'X1', at: AT, remark: '' })).toThrow(RangeError);
    expect(() => move(wallets, 1, { from: 'centre', to: 'locked', amountCents: 0, kind: 'adjust', orderNo: 'X1', at: AT, remark: '' })).toThrow(RangeError);
    expect(() => move(wallets, 1, { from: 'centre', to: 'centre', amountCents: 1, kind: 'adjust', orderNo: 'X1', at: AT, remark: '' })).toThrow(RangeError);
  });

  it('recycles every named venue wallet with money back into the centre wallet', () => {
    const wallets = createWallets([seed(1, 100, { AG: 300, PG: 0, CR: 50 })]);
    const moved = recycleVenues(wallets, 1, ['AG', 'PG', 'CR'], AT);
    expect(moved.map((e) => [e.from, e.amountCents])).toEqual([['venue:AG', 300], ['venue:CR', 50]]);
    const w = walletOf(wallets, 1);
    expect(w.centreCents).toBe(450);
    expect(w.venues.size).toBe(0);
  });

  it('holds a withdrawal as locked money, then releases or pays it out', () => {
    const wallets = fresh();
    expect(holdForWithdrawal(wallets, 1, 30_000, 'W1', AT).ok).toBe(true);
    expect(holdForWithdrawal(wallets, 1, 20_000, 'W2', AT).ok).toBe(true);
    const w = walletOf(wallets, 1);
    expect([w.centreCents, w.lockedCents]).toEqual([50_000, 50_000]);
    expect(releaseHold(wallets, 1, 30_000, 'W1', AT).ok).toBe(true);
    expect(payOutHold(wallets, 1, 20_000, 'W2', AT).ok).toBe(true);
    expect([w.centreCents, w.lockedCents]).toEqual([80_000, 0]);
    // Locked money cannot be released twice.
    expect(releaseHold(wallets, 1, 1, 'W2', AT).ok).toBe(false);
  });

  it('credits a deposit from outside the site', () => {
    const wallets = fresh();
    const held = heldCents(wallets);
    expect(creditDeposit(wallets, 3, 50_000, 'D1', AT, '支付宝扫码').ok).toBe(true);
    expect(walletOf(wallets, 3).centreCents).toBe(50_000);
    expect(heldCents(wallets)).toBe(held + 50_000);
  });

  it(`keeps only the last ${JOURNAL_ENTRIES_PER_USER_MAX} journal entries while balances stay exact`, () => {
    const wallets = createWallets([seed(1, 10_000)]);
    for (let i = 0; i < JOURNAL_ENTRIES_PER_USER_MAX + 50; i++) {
      expect(transferToVenue(wallets, 1, 'AG', 1, AT + i).ok).toBe(true);
    }
    const w = walletOf(wallets, 1);
    expect(journalOf(w)).toHaveLength(JOURNAL_ENTRIES_PER_USER_MAX);
    // The 51 oldest are folded into the carried-forward entry, first: the centre balance they left.
    expect(journalOf(w)[0]).toMatchObject({ kind: 'carried', at: AT + 50, amountCents: 10_000 - 51, centreAfterCents: 10_000 - 51, remark: CARRIED_REMARK });
    expect(journalOf(w)[1]?.at).toBe(AT + 51);
    expect(w.centreCents).toBe(10_000 - JOURNAL_ENTRIES_PER_USER_MAX - 50);
    expect(w.venues.get('AG')).toBe(JOURNAL_ENTRIES_PER_USER_MAX + 50);
  });

  it('folds the oldest entries so that the deal rows still add up to the centre balance', () => {
    const wallets = createWallets([seed(1, 10_000)], [], AT);
    for (let i = 0; i < JOURNAL_ENTRIES_PER_USER_MAX * 2 + 7; i++) {
      const r = i % 3 === 0 ? creditDeposit(wallets, 1, 500 + i, `D${i}`, AT + i, '') : transferToVenue(wallets, 1, 'AG', 100, AT + i);
      expect(r.ok).toBe(true);
    }
    const w = walletOf(wallets, 1);
    const rows = dealRecords(w, {});
    expect(rows.reduce((sum, d) => sum + d.amountCents, 0)).toBe(w.centreCents);
    expect(rows.at(-1)).toMatchObject({ typeName: '调整', remark: CARRIED_REMARK });
  });

  it('keeps, read at any moment, the journal a fold of one entry at a time gives, and the kept array bounded', () => {
    // The reference: every entry in order, the oldest folded into one carried-forward entry the way
    // the journal was kept before it folded in place (the whole array moved on every fold).
    const wallets = createWallets([seed(1, 10_000_000)], [], AT);
    const all: LedgerEntry[] = [];
    const next = seededStream('journal-fold');
    for (let i = 0; i < JOURNAL_ENTRIES_PER_USER_MAX * 3 + FOLDED_SLOTS_MAX * 2 + 17; i++) {
      const r = next() < 0.2 ? creditDeposit(wallets, 1, 100 + i, `D${i}`, AT + i, '') : transferToVenue(wallets, 1, 'AG', 1 + (i % 7), AT + i);
      expect(r.ok).toBe(true);
      if (r.ok) all.push(r.value);
      const w = walletOf(wallets, 1);
      expect(w.journal.length).toBeLessThanOrEqual(JOURNAL_ENTRIES_PER_USER_MAX + FOLDED_SLOTS_MAX);
      // Read now and then: a read between folds must see what one fold at a time would have left.
      if (next() > 0.02 && i !== JOURNAL_ENTRIES_PER_USER_MAX * 3 + FOLDED_SLOTS_MAX * 2 + 16) continue;
      const journal = journalOf(w);
      const keptOnes = all.slice(-(JOURNAL_ENTRIES_PER_USER_MAX - 1));
      const folded = all.slice(0, all.length - keptOnes.length);
      if (folded.length === 0) {
        expect(journal).toEqual(all);
        continue;
      }
      expect(journal).toHaveLength(JOURNAL_ENTRIES_PER_USER_MAX);
      expect(journal.slice(1)).toEqual(keptOnes);
      const last = folded.at(-1)!;
      const deposits = folded.filter((e) => e.kind === 'deposit');
      expect(journal[0]).toEqual({
        id: last.id, orderNo: `C${beijingStamp(last.at)}${String(last.id % 1_000_000).padStart(6, '0')}`, at: last.at, kind: 'carried', from: 'external', to: 'centre',
        amountCents: last.centreAfterCents, centreAfterCents: last.centreAfterCents, remark: CARRIED_REMARK,
        carried: { depositCents: deposits.reduce((sum, e) => sum + e.amountCents, 0), firstDeposit: deposits[0] ?? null },
      });
      expect(carriedOf(w)).toEqual(journal[0]?.carried);
    }
  });

  it('reads a journal saved before the fold kept its place (no journalFrom) as it was', () => {
    const wallets = createWallets([seed(1, 10_000)], [], AT);
    for (let i = 0; i < JOURNAL_ENTRIES_PER_USER_MAX + 5; i++) expect(transferToVenue(wallets, 1, 'AG', 1, AT + i).ok).toBe(true);
    const w = walletOf(wallets, 1);
    const saved = [...journalOf(w)];
    // As a world saved before journalFrom kept it: the journal alone, no folded slots.
    w.journal.splice(0, w.journal.length, ...saved);
    delete w.journalFrom;
    expect(journalOf(w)).toEqual(saved);
    expect(transferToVenue(wallets, 1, 'AG', 1, AT + 9_999).ok).toBe(true);
    expect(journalOf(w)).toHaveLength(JOURNAL_ENTRIES_PER_USER_MAX);
    expect(journalOf(w).at(-1)?.at).toBe(AT + 9_999);
  });

  it('keeps the first deposit and the deposits since the wallets were made in the carried-forward entry', () => {
    const history = [{ userId: 1, orderNo: 'D0', at: AT - 1, kind: 'deposit' as const, from: 'external' as const, to: 'centre' as const, amountCents: 7, centreAfterCents: 10_007, remark: '' }];
    const wallets = createWallets([seed(1, 10_007)], history, AT);
    const deposits: number[] = [];
    for (let i = 0; i < JOURNAL_ENTRIES_PER_USER_MAX + 300; i++) {
      expect(creditDeposit(wallets, 1, 100 + i, `D${i + 1}`, AT + i, '').ok).toBe(true);
      deposits.push(100 + i);
    }
    const w = walletOf(wallets, 1);
    const kept = journalOf(w).filter((e) => e.kind === 'deposit').reduce((sum, e) => sum + e.amountCents, 0);
    expect(carriedOf(w)?.firstDeposit).toMatchObject({ orderNo: 'D0', amountCents: 7 });
    // Every deposit since AT is counted once, kept or folded; the history's (before AT) is not.
    expect((carriedOf(w)?.depositCents ?? 0) + kept).toBe(deposits.reduce((a, b) => a + b, 0));
  });

  it('numbers orders with a prefix, the Beijing time and a sequence', () => {
    const wallets = fresh();
    expect(nextOrderNo(wallets, 'T', AT)).toBe('T20260115120000000001');
    expect(nextOrderNo(wallets, 'T', AT)).toBe('T20260115120000000002');
  });

  it('gives a player without a wallet an empty one', () => {
    const wallets = fresh();
    expect(walletOf(wallets, 99).centreCents).toBe(0);
    expect(transferToVenue(wallets, 99, 'AG', 1, AT).ok).toBe(false);
  });
});

describe('wallet: money is never created or lost', () => {
  type Op =
    | { t: 'in'; user: number; ch: string; cents: number }
    | { t: 'out'; user: number; ch: string; cents: number }
    | { t: 'recycle'; user: number }
    | { t: 'hold'; user: number; cents: number }
    | { t: 'release'; user: number; cents: number };

  const user = fc.constantFrom(1, 2, 3);
  const ch = fc.constantFrom(...CHANNELS);
  const cents = fc.integer({ min: 1, max: 120_000 });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ t: fc.constant('in' as const), user, ch, cents }),
    fc.record({ t: fc.constant('out' as const), user, ch, cents }),
    fc.record({ t: fc.constant('recycle' as const), user }),
    fc.record({ t: fc.constant('hold' as const), user, cents }),
    fc.record({ t: fc.constant('release' as const), user, cents }),
  );

  function apply(wallets: Wallets, o: Op): boolean {
    switch (o.t) {
      case 'in':
        return transferToVenue(wallets, o.user, o.ch, o.cents, AT).ok;
      case 'out':
        return transferFromVenue(wallets, o.user, o.ch, o.cents, AT).ok;
      case 'recycle':
        recycleVenues(wallets, o.user, CHANNELS, AT);
        return true;
      case 'hold':
        return holdForWithdrawal(wallets, o.user, o.cents, 'W1', AT).ok;
      case 'release':
        return releaseHold(wallets, o.user, o.cents, 'W1', AT).ok;
    }
  }

  it('keeps the sum of all balances constant over any sequence of transfers, recycles and holds', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const wallets = fresh();
        const total = heldCents(wallets);
        for (const o of ops) {
          const before = heldCents(wallets);
          apply(wallets, o);
          expect(heldCents(wallets)).toBe(before);
        }
        expect(heldCents(wallets)).toBe(total);
        for (const w of wallets.byUser.values()) {
          for (const ref of ['centre', 'locked', ...CHANNELS.map(venueRef)] as const) expect(balanceOf(w, ref)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('writes a ledger entry for every successful movement and none for a refused one', () => {
    fc.assert(
      fc.property(fc.array(op.filter((o) => o.t !== 'recycle'), { maxLength: 100 }), (ops) => {
        const wallets = fresh();
        let succeeded = 0;
        for (const o of ops) if (apply(wallets, o)) succeeded += 1;
        const entries = [...wallets.byUser.values()].reduce((n, w) => n + journalOf(w).length, 0);
        expect(entries).toBe(succeeded);
      }),
      { numRuns: 200 },
    );
  });
});
