import { describe, expect, it } from 'vitest';
import { seededStream } from '../../lib/seeded-random';
import { type GameKind, CHOICES, SLOT_PAYS, SLOT_TWO_CHERRIES_PAYS, SLOT_WEIGHTS, isLoss, isWin, lotteryDraw, lotterySettlement, playInstant, slotMultiple } from './stand-in-games';

/**
 * Return to player over many seeded rounds. The tolerance is about four standard deviations of the
 * mean payout for the round count, so a correct game fails this less than once in ten thousand
 * seeds, and a pay table off by a percent or two fails it.
 */
const STAKE = 10_000;

function measuredRtp(kind: Exclude<GameKind, 'lottery'>, choice: string, rounds: number): number {
  const random = seededStream(`rtp:${kind}:${choice}`);
  let paid = 0;
  for (let i = 0; i < rounds; i++) paid += playInstant(kind, random, STAKE, choice).payoutCents;
  return paid / (rounds * STAKE);
}

describe('stand-in games: return to player', () => {
  it('has the slot pay table worth exactly 1965/2048 (95.95%)', () => {
    const symbols = Object.keys(SLOT_WEIGHTS) as (keyof typeof SLOT_WEIGHTS)[];
    const total = symbols.reduce((sum, s) => sum + SLOT_WEIGHTS[s], 0);
    let rtp = 0;
    for (const a of symbols) for (const b of symbols) for (const c of symbols) {
      rtp += (SLOT_WEIGHTS[a] * SLOT_WEIGHTS[b] * SLOT_WEIGHTS[c] * slotMultiple([a, b, c])) / total ** 3;
    }
    expect(rtp).toBeCloseTo(1965 / 2048, 12);
    expect(SLOT_PAYS.SEVEN).toBe(100);
    expect(SLOT_TWO_CHERRIES_PAYS).toBe(2);
  });

  it.each([
    ['slot', '', 0.9595, 400_000, 0.012],
    ['fish', 'small', 0.96, 200_000, 0.01],
    ['fish', 'shark', 0.96, 400_000, 0.04],
    ['baccarat', 'banker', 0.9894, 200_000, 0.01],
    ['baccarat', 'player', 0.9876, 200_000, 0.01],
    ['baccarat', 'tie', 0.8564, 400_000, 0.04],
    ['dice', 'big', 0.9722, 200_000, 0.01],
    ['dice', 'odd', 0.9722, 200_000, 0.01],
    ['cards', '', 0.9769, 200_000, 0.01],
    ['match', 'home', 0.95, 200_000, 0.01],
  ] as const)('returns %s (%s) within tolerance of its stated RTP', (kind, choice, rtp, rounds, tolerance) => {
    expect(Math.abs(measuredRtp(kind, choice, rounds) - rtp)).toBeLessThan(tolerance);
  });

  it('returns the lottery within tolerance of 98% for every choice', () => {
    const random = seededStream('rtp:lottery');
    for (const choice of Object.keys(CHOICES.lottery)) {
      let paid = 0;
      for (let i = 0; i < 100_000; i++) paid += lotterySettlement(STAKE, choice, lotteryDraw(random), 0).payoutCents;
      expect(Math.abs(paid / (100_000 * STAKE) - 0.98)).toBeLessThan(0.012);
    }
  });
});

describe('stand-in games: seeds and forced outcomes', () => {
  it('gives the same outcome for the same seed', () => {
    const a = playInstant('baccarat', seededStream('PGDZ:7'), STAKE, 'banker');
    const b = playInstant('baccarat', seededStream('PGDZ:7'), STAKE, 'banker');
    expect(a).toEqual(b);
  });

  it('finds a win or a loss among honest outcomes when one is forced', () => {
    for (let i = 0; i < 50; i++) {
      expect(isWin(playInstant('fish', seededStream(`force:${i}`), STAKE, 'shark', 'win'), STAKE)).toBe(true);
      expect(isLoss(playInstant('slot', seededStream(`force:${i}`), STAKE, '', 'lose'))).toBe(true);
    }
  });

  it('returns the stake with no valid turnover on a baccarat tie for a banker bet', () => {
    for (let i = 0; i < 2_000; i++) {
      const o = playInstant('baccarat', seededStream(`push:${i}`), STAKE, 'banker');
      if (o.detail.endsWith('和局')) {
        expect(o).toMatchObject({ payoutCents: STAKE, validBetCents: 0 });
        return;
      }
    }
    throw new Error('no tie in 2,000 hands');
  });
});
