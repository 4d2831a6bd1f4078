import { describe, expect, it } from 'vitest';
import { summarizeRounds, type LoadSample } from './api-rounds';

const sample = (rps: number, cpuPerRequestMicros: number, non2xx = 0): LoadSample => ({ rps, p99: 1, cpuPerRequestMicros, non2xx });

describe('API benchmark rounds', () => {
  it('takes each ratio within its round, then the median over rounds', () => {
    // The machine runs twice as fast in round 2: the ratios stay 0.5, the raw figures do not.
    const rounds = [
      [sample(1000, 20), sample(500, 40)],
      [sample(2000, 10), sample(1000, 20)],
      [sample(1000, 20), sample(100, 200)], // one disturbed round
    ];
    const [baseline, load] = summarizeRounds(rounds);
    expect(baseline).toMatchObject({ ratioRps: 1, ratioCpu: 1, rps: 1000, cpuPerRequestMicros: 20 });
    expect(load).toMatchObject({ ratioRps: 0.5, ratioCpu: 0.5, rps: 500, cpuPerRequestMicros: 40 });
  });

  it('adds up the failed requests of every round', () => {
    const [, load] = summarizeRounds([[sample(1, 1), sample(1, 1, 2)], [sample(1, 1), sample(1, 1, 3)]]);
    expect(load?.non2xx).toBe(5);
  });

  it('refuses rounds that are missing or uneven', () => {
    expect(() => summarizeRounds([])).toThrow(RangeError);
    expect(() => summarizeRounds([[sample(1, 1)], [sample(1, 1), sample(1, 1)]])).toThrow(RangeError);
  });
});
