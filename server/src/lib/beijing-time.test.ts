import { describe, expect, it } from 'vitest';
import { BEIJING_OFFSET_MS, beijingStamp } from './beijing-time';
import { seededStream } from './seeded-random';

/** What the stamp was before it was made cheap: the ISO text's digits, shifted to Beijing. */
const reference = (at: number) => new Date(at + BEIJING_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);

describe('beijingStamp', () => {
  it('writes yyyyMMddHHmmss in Beijing time', () => {
    expect(beijingStamp(Date.UTC(2026, 0, 15, 4, 0, 0))).toBe('20260115120000');
    // 16:00 UTC is the next day in Beijing.
    expect(beijingStamp(Date.UTC(2026, 11, 31, 16, 5, 9, 999))).toBe('20270101000509');
  });

  it('agrees with the ISO text over a seeded spread of instants, the same second asked again included', () => {
    const next = seededStream('beijing-stamp');
    let at = Date.UTC(1999, 0, 1);
    for (let i = 0; i < 20_000; i++) {
      // Mostly small steps (several orders in one second), now and then a jump of up to a year.
      at += next() < 0.9 ? Math.floor(next() * 1_500) : Math.floor(next() * 366 * 86_400_000);
      expect(beijingStamp(at)).toBe(reference(at));
    }
  });

  it('keeps the ISO digits outside four-digit years, and refuses what is no instant as before', () => {
    for (const at of [Date.UTC(999, 5, 1), Date.UTC(10_000, 0, 1), -1, 0]) expect(beijingStamp(at)).toBe(reference(at));
    expect(() => beijingStamp(Number.NaN)).toThrow(RangeError);
  });
});
