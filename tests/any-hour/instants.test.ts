import { describe, expect, it } from 'vitest';
import { INSTANTS, faketimeSpec, summarise } from './instants';

const beijing = (utc: string) => new Date(Date.parse(utc) + 8 * 3_600_000);
const byName = (name: string) => INSTANTS.find((i) => i.name === name)!;

describe('the hard instants', () => {
  it('are each half a minute before a Beijing midnight, as their labels say', () => {
    for (const instant of INSTANTS) {
      const at = beijing(instant.utc);
      expect(at.toISOString().slice(11, 19), instant.name).toBe('23:59:30');
      expect(instant.beijing, instant.name).toContain(at.toISOString().slice(0, 10));
      expect(instant.beijing, instant.name).toMatch(new RegExp(`^${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][at.getUTCDay()]} `));
    }
  });

  it('turn a day, a week on Sunday night, a month, a year, and a leap day', () => {
    const leap = beijing(byName('leap-sunday').utc);
    expect(leap.getUTCDay()).toBe(0);
    expect([leap.getUTCMonth(), leap.getUTCDate()]).toEqual([1, 29]);
    const nextDay = new Date(leap.getTime() + 60_000);
    expect([nextDay.getUTCMonth(), nextDay.getUTCDate()]).toEqual([2, 1]);
    const yearEnd = beijing(byName('year-turn').utc);
    expect([yearEnd.getUTCMonth(), yearEnd.getUTCDate()]).toEqual([11, 31]);
  });

  it('give libfaketime an absolute start in UTC', () => {
    expect(faketimeSpec('2026-11-29T15:59:30Z')).toBe('@2026-11-29 15:59:30');
    expect(() => faketimeSpec('soon')).toThrow(RangeError);
  });

  it('sums a run up with vitest\'s own counts', () => {
    const run = { instant: byName('year-turn'), ok: false, seconds: 61, output: ' Test Files  1 failed | 9 passed (10)\n      Tests  1 failed | 99 passed (100)\n' };
    expect(summarise(run)).toBe('test:any-hour: year-turn (Thursday 2026-12-31 23:59:30 Beijing): FAILED, 1 failed | 99 passed (100), 61 s');
  });
});
