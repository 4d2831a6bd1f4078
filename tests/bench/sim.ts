import { generateTimeline } from '../../server/src/sports/engine/timeline';
import { eventsBetween, project } from '../../server/src/sports/engine/projection';
import { priceMatch } from '../../server/src/sports/engine/pricing';
import { PRICES_SUSPENDED_AFTER_GOAL_MS } from '@betsite/contracts/sportsbook';
import { median } from './stats';

/**
 * The match simulator's cost with 1,000 matches live at once: every simulated minute, each
 * match's events of that minute, its projection (the fields a feed shows) and its prices. Answers
 * microseconds per match per simulated minute, median of `rounds`.
 */
export function simulatorCost(rounds = 3, matches = 1_000, minutes = 105): { withPricesMicros: number; withoutPricesMicros: number } {
  const kickoff = Date.UTC(2026, 10, 24, 12, 0, 0);
  const gameTypes = ['FT', 'BK', 'TN', 'BS', 'VB'] as const;
  const timelines = Array.from({ length: matches }, (_, i) => generateTimeline({ matchId: `bench-${i}`, gameType: gameTypes[i % gameTypes.length]!, kickoffMs: kickoff }));
  const run = (withPrices: boolean) => {
    const started = performance.now();
    let sink = 0;
    for (let minute = 1; minute <= minutes; minute++) {
      const now = kickoff + minute * 60_000;
      for (const tl of timelines) {
        sink += eventsBetween(tl, now - 60_000, now).length;
        sink += project(tl, now).score.h;
        if (withPrices) sink += priceMatch(tl, now, { suspendAfterScoreMs: PRICES_SUSPENDED_AFTER_GOAL_MS }).length;
      }
    }
    if (sink < 0) throw new Error('unreachable');
    return ((performance.now() - started) * 1000) / (matches * minutes);
  };
  run(true); // warm-up
  const withPrices = Array.from({ length: rounds }, () => run(true));
  const without = Array.from({ length: rounds }, () => run(false));
  return { withPricesMicros: median(withPrices), withoutPricesMicros: median(without) };
}
