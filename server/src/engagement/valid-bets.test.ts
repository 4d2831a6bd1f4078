import { describe, expect, it } from 'vitest';
import { BET_STATUS } from '@betsite/contracts/routes/record';
import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import type { BetRecord, BetRecords } from '../venues/bet-records';
import { seededStream } from '../lib/seeded-random';
import { REBATE_CATEGORIES, REBATE_CATEGORY_OF, type BetWindow, centsIn, countValidBets, totalIn, totalOf, validBetCents, validBetsIn } from './valid-bets';

const HOUR_MS = 3_600_000;
const T0 = Date.UTC(2026, 0, 15, 4);

describe('valid bets', () => {
  it('counts every window in one walk exactly as a walk per window does', () => {
    const next = seededStream('valid-bets-windows');
    const categories = [...Object.values(VENUE_CATEGORY), 99];
    const statuses = Object.values(BET_STATUS);
    const list = Array.from({ length: 3_000 }, (_, i) => {
      const status = statuses[Math.floor(next() * statuses.length)]!;
      return {
        userId: 1,
        orderNo: `B${i}`,
        status,
        settleTime: status === BET_STATUS.settled && next() < 0.95 ? T0 + Math.floor(next() * 40 * 24) * HOUR_MS : null,
        category: categories[Math.floor(next() * categories.length)]!,
        validBetCents: Math.floor(next() * 100_000),
      } as unknown as BetRecord;
    });
    const records = { byUser: new Map([[1, { list, byOrderNo: new Map() }]]) } as unknown as BetRecords;
    // Windows of every kind: overlapping, nested, empty, touching, outside the records.
    const windows: BetWindow[] = Array.from({ length: 40 }, () => {
      const from = T0 + Math.floor((next() - 0.1) * 45 * 24) * HOUR_MS;
      return { from, to: from + Math.floor(next() * 10 * 24) * HOUR_MS };
    });
    const together = validBetsIn(records, 1, windows);
    const counts = countValidBets(records, 1, windows);
    // The walk per window, written out: settled, settled inside [from, to), in a rebate category.
    windows.forEach((w, i) => {
      const alone: Record<string, number> = {};
      for (const r of list) {
        const category = REBATE_CATEGORY_OF[r.category];
        if (r.status !== BET_STATUS.settled || r.settleTime === null || r.settleTime < w.from || r.settleTime >= w.to || !category) continue;
        alone[category] = (alone[category] ?? 0) + r.validBetCents;
      }
      expect(together[i]).toEqual(alone);
      expect(totalOf(together[i]!)).toBe(validBetCents(records, 1, w));
      expect(totalIn(counts, i)).toBe(totalOf(alone));
      REBATE_CATEGORIES.forEach((category, c) => expect(centsIn(counts, i, c)).toBe(alone[category] ?? 0));
    });
    expect(together.filter((bets) => totalOf(bets) > 0).length).toBeGreaterThan(20);
    expect(validBetsIn(records, 2, windows)).toEqual(windows.map(() => ({})));
  });
});
