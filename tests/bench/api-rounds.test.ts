import { describe, expect, it } from 'vitest';
import { summarizeBracketed, type LoadSample } from './api-rounds';

const sample = (rps: number, cpuPerRequestMicros: number, non2xx = 0): LoadSample => ({ rps, p99: 1, cpuPerRequestMicros, non2xx });

describe('API benchmark rounds', () => {
  it('takes each ratio to the baseline windows around the load, then the median over rounds', () => {
    // The machine runs twice as fast in round 2: the ratios stay 0.5, the raw figures do not.
    const rounds = [
      { baselines: [sample(1000, 20), sample(1000, 20)], loads: [sample(500, 40)] },
      { baselines: [sample(2000, 10), sample(2000, 10)], loads: [sample(1000, 20)] },
      { baselines: [sample(1000, 20), sample(1000, 20)], loads: [sample(100, 200)] }, // one disturbed round
    ];
    const { baseline, loads } = summarizeBracketed(rounds);
    expect(baseline).toMatchObject({ ratioRps: 1, ratioCpu: 1, rps: 1000, cpuPerRequestMicros: 20 });
    expect(loads[0]).toMatchObject({ ratioRps: 0.5, ratioCpu: 0.5, rps: 500, cpuPerRequestMicros: 40, ratiosByRound: [0.5, 0.5, 0.1] });
  });

  it('cancels a machine that slows down steadily over the round; the ratio to the first window does not', () => {
    // Every window is 10% slower than the one before; each load costs twice the baseline's request.
    const speed = (window: number) => 1 - 0.1 * window;
    const round = {
      baselines: [0, 2, 4].map((w) => sample(1000 * speed(w), 20 / speed(w))),
      loads: [1, 3].map((w) => sample(500 * speed(w), 40 / speed(w))),
    };
    const { loads } = summarizeBracketed([round]);
    for (const load of loads) expect(load.ratioRps).toBeCloseTo(0.5, 10);
    // CPU per request is the inverse of speed: the mean of two windows is close, not equal.
    for (const load of loads) expect(load.ratioCpu).toBeCloseTo(0.5, 1);
    expect(loads[0]!.ratioRpsToFirst).toBeCloseTo(0.45, 10);
    expect(loads[1]!.ratioRpsToFirst).toBeCloseTo(0.35, 10);
  });

  it('adds up the failed requests of every round', () => {
    const round = (failed: number) => ({ baselines: [sample(1, 1), sample(1, 1, 1)], loads: [sample(1, 1, failed)] });
    const { baseline, loads } = summarizeBracketed([round(2), round(3)]);
    expect(loads[0]?.non2xx).toBe(5);
    expect(baseline.non2xx).toBe(2);
  });

  it('refuses rounds that are missing, uneven or not bracketed', () => {
    expect(() => summarizeBracketed([])).toThrow(RangeError);
    expect(() => summarizeBracketed([{ baselines: [sample(1, 1)], loads: [] }])).toThrow(RangeError);
    const good = { baselines: [sample(1, 1), sample(1, 1)], loads: [sample(1, 1)] };
    expect(() => summarizeBracketed([good, { baselines: [sample(1, 1), sample(1, 1), sample(1, 1)], loads: [sample(1, 1), sample(1, 1)] }])).toThrow(RangeError);
    expect(() => summarizeBracketed([{ baselines: [sample(1, 1)], loads: [sample(1, 1)] }])).toThrow(RangeError);
  });
});
