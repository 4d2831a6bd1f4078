import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { createWorld, replaceTimeline, sharedCompetitions } from './world';
import { setScoreNow } from './engine/timeline';
import { marketOf } from './sportsbook';

const fixtures = loadFixtures();
const START = Date.UTC(2026, 10, 24, 12, 0, 0);
const LIVE = '7000101';

describe('the market the book reads', () => {
  it('counts a score at the very start of the window (a bet placed in the millisecond QA scores)', () => {
    const world = createWorld(fixtures, sharedCompetitions(fixtures), START);
    const at = START + 1_000;
    replaceTimeline(world, LIVE, setScoreNow(world.matches.get(LIVE)!.timeline, at, { h: 3, c: 1 }), at);
    const market = marketOf(world);
    expect(market.scoredBetween(LIVE, at, at + 5_000)).toBe(true);
    expect(market.scoredBetween(LIVE, at - 5_000, at)).toBe(true);
    expect(market.scoredBetween(LIVE, at + 1, at + 2)).toBe(false);
  });
});
