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

  it('turn a week on Sunday night, a month and a year, and a leap day', () => {
    expect(beijing(byName('week-turn').utc).getUTCDay()).toBe(0);
    const monthEnd = beijing(byName('month-and-year-turn').utc);
    expect([monthEnd.getUTCMonth(), monthEnd.getUTCDate()]).toEqual([11, 31]);
    const leap = beijing(byName('leap-day').utc);
    expect([leap.getUTCMonth(), leap.getUTCDate()]).toEqual([1, 29]);
  });

  it('give libfaketime an absolute start in UTC', () => {
    expect(faketimeSpec('2026-11-29T15:59:30Z')).toBe('@2026-11-29 15:59:30');
    expect(() => faketimeSpec('soon')).toThrow(RangeError);
  });

  it('sums a run up with vitest\'s own counts', () => {
    const run = { instant: byName('day-turn'), ok: false, seconds: 61, output: ' Test Files  1 failed | 9 passed (10)\n      Tests  1 failed | 99 passed (100)\n' };
    expect(summarise(run)).toBe('test:any-hour: day-turn (Wednesday 2026-11-25 23:59:30 Beijing): FAILED, 1 failed | 99 passed (100), 61 s');
  });
});
