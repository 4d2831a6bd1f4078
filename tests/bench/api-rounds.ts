import { median } from './stats';

/** What autocannon and the server's CPU clock say about one load in one window. */
export interface LoadSample {
  rps: number;
  p99: number;
  cpuPerRequestMicros: number;
  non2xx: number;
}

export interface LoadSummary {
  rps: number;
  p99: number;
  cpuPerRequestMicros: number;
  /** Median over rounds of (this load's req/s / the baseline's req/s around it in the same round). */
  ratioRps: number;
  /** Median over rounds of (the baseline's CPU per request around it / this load's). */
  ratioCpu: number;
  /** Summed over rounds: any non-zero count means a load measured something other than success. */
  non2xx: number;
}

export interface BracketedSummary extends LoadSummary {
  /**
   * Median over rounds of the req/s ratio to the round's first baseline window alone: how the
   * bench took it until 2026-11-27 (one baseline before all the loads), kept for comparison.
   */
  ratioRpsToFirst: number;
  /** The req/s ratio of each round, in order. */
  ratiosByRound: number[];
}

/**
 * One round of the API bench, measured as baseline, load 1, baseline, load 2, …, baseline: every
 * load between two windows of the baseline, so `baselines` has one more entry than `loads`.
 */
export interface BracketedRound {
  baselines: readonly LoadSample[];
  loads: readonly LoadSample[];
}

/**
 * Each load's ratio in a round is taken to the mean of the two baseline windows around it, a few
 * seconds before and after: a machine that speeds up or slows down steadily over a round (on a
 * shared two-core VM it moves by 20% and more between rounds) moves both sides alike. Taken to one
 * baseline window at the start of the round, as before, the last load of a round was measured
 * 20 s after its baseline, and a drift inside the round became part of its ratio. The median over
 * rounds then discards a round that was disturbed.
 */
export function summarizeBracketed(rounds: readonly BracketedRound[]): { baseline: LoadSummary; loads: BracketedSummary[] } {
  const first = rounds[0];
  if (!first || first.loads.length === 0) throw new RangeError('no rounds to summarize');
  for (const round of rounds) {
    if (round.loads.length !== first.loads.length) throw new RangeError('every round measures every load');
    if (round.baselines.length !== round.loads.length + 1) throw new RangeError('a round brackets every load with baseline windows');
  }
  const baselines = rounds.flatMap((round) => round.baselines);
  const baseline: LoadSummary = {
    ...medians(baselines),
    ratioRps: 1,
    ratioCpu: 1,
    non2xx: baselines.reduce((sum, s) => sum + s.non2xx, 0),
  };
  const loads = first.loads.map((_, load): BracketedSummary => {
    const samples = rounds.map((round) => round.loads[load]!);
    const around = rounds.map((round) => mean(round.baselines[load]!, round.baselines[load + 1]!));
    const ratiosByRound = samples.map((s, r) => s.rps / around[r]!.rps);
    return {
      ...medians(samples),
      ratioRps: median(ratiosByRound),
      ratioCpu: median(samples.map((s, r) => around[r]!.cpuPerRequestMicros / s.cpuPerRequestMicros)),
      non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
      ratioRpsToFirst: median(samples.map((s, r) => s.rps / rounds[r]!.baselines[0]!.rps)),
      ratiosByRound,
    };
  });
  return { baseline, loads };
}

function medians(samples: readonly LoadSample[]): Pick<LoadSummary, 'rps' | 'p99' | 'cpuPerRequestMicros'> {
  return {
    rps: median(samples.map((s) => s.rps)),
    p99: median(samples.map((s) => s.p99)),
    cpuPerRequestMicros: median(samples.map((s) => s.cpuPerRequestMicros)),
  };
}

function mean(a: LoadSample, b: LoadSample): Pick<LoadSample, 'rps' | 'cpuPerRequestMicros'> {
  return { rps: (a.rps + b.rps) / 2, cpuPerRequestMicros: (a.cpuPerRequestMicros + b.cpuPerRequestMicros) / 2 };
}
