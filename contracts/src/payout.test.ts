import { describe, expect, it } from 'vitest';
import { parlayHkMilli, parlayReturnCents, parlayWinCents, returnCents, validBetCents, winCents } from './payout';
import { RESULT_CODES } from './sportsbook';

describe('single bets', () => {
  it('wins stake times the hong kong price, floored to the cent', () => {
    expect(winCents(10_000, 920)).toBe(9_200);
    expect(winCents(333, 920)).toBe(306); // 306.36
    expect(winCents(1, 999)).toBe(0); // 0.999 of a cent is never paid
    expect(winCents(9_999_999_999, 100_000)).toBe(999_999_999_900); // no float drift at the largest stake
  });

  it.each([
    ['W', 10_000 + 9_200],
    ['LW', 10_000 + 4_600],
    ['LL', 5_000],
    ['L', 0],
    ['P', 10_000],
    ['D', 10_000],
    ['D_POSTPONED', 10_000],
    ['D_WALKOVER', 10_000],
  ] as const)('credits back %s: %d cents of a 100.00 stake at 0.92', (code, cents) => {
    expect(returnCents(code, 10_000, 920)).toBe(cents);
  });

  it('credits nothing for A: the bet is open again', () => {
    expect(returnCents('A', 10_000, 920)).toBeNull();
  });

  it('floors the half results of an odd stake in the house\'s favour', () => {
    expect(returnCents('LW', 101, 950)).toBe(101 + 47); // 101 * 0.95 / 2 = 47.97
    expect(returnCents('LL', 101, 950)).toBe(50); // 50.5
  });

  it('counts the valid bet: whole for W and L, the played half for LW and LL, nothing otherwise', () => {
    expect(validBetCents('W', 101)).toBe(101);
    expect(validBetCents('L', 101)).toBe(101);
    expect(validBetCents('LW', 101)).toBe(51);
    expect(validBetCents('LL', 101)).toBe(51);
    for (const code of ['P', 'D', 'A', 'D_AUTO'] as const) expect(validBetCents(code, 101)).toBe(0);
  });

  it('settles every result code (none is left unhandled)', () => {
    for (const code of RESULT_CODES) expect(() => returnCents(code, 100, 920)).not.toThrow();
  });

  it('throws on a stake that is not whole cents (a programmer error)', () => {
    expect(() => winCents(10.5, 920)).toThrow(RangeError);
    expect(() => winCents(-1, 920)).toThrow(RangeError);
  });
});

describe('parlays', () => {
  it('multiplies the european odds exactly and floors once: 100.00 on 0.92 and 0.85 returns 355.20', () => {
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: 'W' }])).toBe(35_520);
    expect(parlayWinCents(10_000, [920, 850])).toBe(25_520);
  });

  it('rounds only at the end: three legs at 1.333 each on 0.01 pay the exact product floored', () => {
    // 1.333^3 = 2.368593037; per-leg rounding would pay a different cent count on big stakes.
    expect(parlayReturnCents(1_000_000_000, [333, 333, 333].map((hkMilli) => ({ hkMilli, result: 'W' as const })))).toBe(2_368_593_037);
  });

  it('counts a void or pushed leg at odds 1', () => {
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: 'D_CANCELLED' }])).toBe(19_200);
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'P' }, { hkMilli: 850, result: 'P' }])).toBe(10_000);
  });

  it('counts a half win at (1 + e) / 2 and a half loss at 1/2', () => {
    // 1.92 * (1 + 1.85) / 2 = 2.736; 1.92 * 0.5 = 0.96
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: 'LW' }])).toBe(27_360);
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: 'LL' }])).toBe(9_600);
  });

  it('loses as soon as one leg loses, even with legs still open', () => {
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: null }, { hkMilli: 850, result: 'L' }])).toBe(0);
  });

  it('stays open while a leg is open or restored', () => {
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: null }])).toBeNull();
    expect(parlayReturnCents(10_000, [{ hkMilli: 920, result: 'W' }, { hkMilli: 850, result: 'A' }])).toBeNull();
  });

  it('shows the combined price floored to the thousandth', () => {
    expect(parlayHkMilli([920, 850])).toBe(2_552);
    expect(parlayHkMilli([333, 333, 333])).toBe(1_368); // 2.368593 - 1
    expect(parlayHkMilli([920])).toBe(920);
  });
});
