import { median } from './stats';

/** What autocannon and the server's CPU clock say about one load in one round. */
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
  /** Median over rounds of (this load's req/s / the baseline's req/s in the same round). */
  ratioRps: number;
  /** Median over rounds of (the baseline's CPU per request / this load's, in the same round). */
  ratioCpu: number;
  /** Summed over rounds: any non-zero count means a load measured something other than success. */
  non2xx: number;
}

/**
 * rounds[r][l] is load l measured in round r; load 0 is the baseline. A ratio is only taken
 * within one round, where the baseline was measured a few seconds before, so a machine that
 * speeds up or slows down between rounds (on a shared 2-core VM it moves by 20% and more) moves
 * both sides of a ratio alike; the median then discards a round that was disturbed.
 */
export function summarizeRounds(rounds: readonly (readonly LoadSample[])[]): LoadSummary[] {
  const first = rounds[0];
  if (!first || first.length === 0) throw new RangeError('no rounds to summarize');
  if (rounds.some((round) => round.length !== first.length)) throw new RangeError('every round measures every load');
  return first.map((_, load) => {
    const samples = rounds.map((round) => round[load]!);
    return {
      rps: median(samples.map((s) => s.rps)),
      p99: median(samples.map((s) => s.p99)),
      cpuPerRequestMicros: median(samples.map((s) => s.cpuPerRequestMicros)),
      ratioRps: median(rounds.map((round) => round[load]!.rps / round[0]!.rps)),
      ratioCpu: median(rounds.map((round) => round[0]!.cpuPerRequestMicros / round[load]!.cpuPerRequestMicros)),
      non2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
    };
  });
}
