import { describe, expect, it } from 'vitest';
import { HALF_EXTRA, HK_MILLI_MAX, HK_MILLI_MIN, OVERROUND, priceMatch, type Price } from './pricing';
import { ENGINE_GAME_TYPES, rulesOf, type ClockSport } from './sport-rules';
import { generateTimeline, setScoreNow } from './timeline';
import { clockModel, competitionScale, scoringOf } from './ratings';

const KICKOFF = 1_768_467_600_000;
const MIN = 60_000;
const OPTIONS = { suspendAfterScoreMs: 5_000 };
const implied = (prices: Price[], wtype: string) => prices.filter((p) => p.wtype === wtype).reduce((s, p) => s + 1000 / (p.hkMilli + 1000), 0);
const price = (prices: Price[], rtype: string) => prices.find((p) => p.rtype === rtype);
/** A football match of two sides rated so, at the sport's usual scoring. */
const football = (ratingH: number, ratingC: number) => clockModel('FT', rulesOf('FT') as ClockSport, scoringOf('FT', undefined), competitionScale('FT', rulesOf('FT') as ClockSport, scoringOf('FT', undefined), []), ratingH, ratingC);

describe('priceMatch', () => {
  it('prices every play of every sport in integers within range, each market with an overround above 1', () => {
    for (const gameType of ENGINE_GAME_TYPES) {
      const tl = generateTimeline({ matchId: `price-${gameType}`, gameType, kickoffMs: KICKOFF });
      const prices = priceMatch(tl, KICKOFF - MIN, OPTIONS);
      for (const p of prices) {
        expect(Number.isInteger(p.hkMilli)).toBe(true);
        expect(p.hkMilli).toBeGreaterThanOrEqual(HK_MILLI_MIN);
        expect(p.hkMilli).toBeLessThanOrEqual(HK_MILLI_MAX);
        expect(p.lineQuarters === null || Number.isInteger(p.lineQuarters)).toBe(true);
        expect(p.suspended).toBe(false);
      }
      for (const wtype of new Set(prices.map((p) => p.wtype))) expect(implied(prices, wtype)).toBeGreaterThan(1);
      const expected = gameType === 'FS' ? ['FS'] : gameType === 'FT' || gameType === 'VF' ? ['R', 'OU', 'M', 'EO', 'HR', 'HOU', 'HM'] : ['R', 'OU', 'M', 'EO'];
      expect([...new Set(prices.map((p) => p.wtype))]).toEqual(expected);
    }
  });
  it('carries each market\'s margin: a handicap implies about 1.05, a 1x2 about 1.065, a first-half 1x2 one point more', () => {
    const tl = generateTimeline({ matchId: 'even', gameType: 'FT', kickoffMs: KICKOFF, model: football(1500, 1500) });
    const prices = priceMatch(tl, KICKOFF - MIN, OPTIONS);
    expect(implied(prices, 'R')).toBeCloseTo(OVERROUND.handicap, 2);
    expect(implied(prices, 'OU')).toBeCloseTo(OVERROUND.total, 2);
    expect(implied(prices, 'M')).toBeCloseTo(OVERROUND.threeWay, 2);
    expect(implied(prices, 'EO')).toBeCloseTo(OVERROUND.oddEven, 2);
    expect(implied(prices, 'HM')).toBeCloseTo(OVERROUND.threeWay + HALF_EXTRA, 2);
    expect(price(prices, 'RH')?.hkMilli).toBeGreaterThan(700);
    expect(price(prices, 'RH')?.hkMilli).toBeLessThan(1100);
  });
  it('offers no draw where the sport cannot draw, and a draw in football', () => {
    const bk = generateTimeline({ matchId: 'bk', gameType: 'BK', kickoffMs: KICKOFF });
    expect(price(priceMatch(bk, KICKOFF - MIN, OPTIONS), 'MN')).toBeUndefined();
    const ft = generateTimeline({ matchId: 'ft', gameType: 'FT', kickoffMs: KICKOFF });
    expect(price(priceMatch(ft, KICKOFF - MIN, OPTIONS), 'MN')).toBeDefined();
  });
  it('gives the home side a bigger handicap and a shorter price when it is stronger', () => {
    const strong = priceMatch(generateTimeline({ matchId: 's', gameType: 'FT', kickoffMs: KICKOFF, model: football(1900, 1550) }), KICKOFF - MIN, OPTIONS);
    expect(price(strong, 'RH')?.lineQuarters).toBeGreaterThanOrEqual(4);
    expect(price(strong, 'MH')?.hkMilli).toBeLessThan(price(strong, 'MC')?.hkMilli ?? 0);
  });
  it('moves the prices after a goal and suspends them for suspendAfterScoreMs, then reopens', () => {
    const tl = generateTimeline({ matchId: 'move', gameType: 'FT', kickoffMs: KICKOFF, model: football(1500, 1500) });
    const now = KICKOFF + 20 * MIN;
    const level = setScoreNow(tl, now, { h: 0, c: 0 });
    const scored = setScoreNow(tl, now, { h: 1, c: 0 });
    // A goal at `now`: the override's replay has none before it, so the score change alone moves prices.
    const goal = { ...scored, events: [{ atMs: now, side: 'H' as const, points: 1, segmentIndex: 0, after: { h: 1, c: 0, unitH: 0, unitC: 0 } }, ...scored.events.filter((e) => e.atMs > now)] };
    const before = priceMatch(level, now + 1000, OPTIONS);
    const after = priceMatch(goal, now + 1000, OPTIONS);
    expect(price(after, 'MH')?.hkMilli).toBeLessThan(price(before, 'MH')?.hkMilli ?? 0);
    expect(after.every((p) => p.suspended)).toBe(true);
    const nextGoal = goal.events.find((e) => e.atMs > now)?.atMs ?? Infinity;
    if (nextGoal > now + 6000) expect(priceMatch(goal, now + 6000, OPTIONS).some((p) => p.suspended)).toBe(false);
  });
  it('shortens the leader as time runs out', () => {
    const tl = setScoreNow(generateTimeline({ matchId: 'late', gameType: 'FT', kickoffMs: KICKOFF, model: football(1500, 1500) }), KICKOFF + MIN, { h: 1, c: 0 });
    const quiet = tl.events.find((e) => e.atMs > KICKOFF + MIN)?.atMs ?? Infinity;
    const early = price(priceMatch(tl, KICKOFF + 2 * MIN, OPTIONS), 'MH')?.hkMilli ?? 0;
    if (quiet > KICKOFF + 30 * MIN) expect(price(priceMatch(tl, KICKOFF + 30 * MIN, OPTIONS), 'MH')?.hkMilli).toBeLessThan(early);
  });
  it('suspends everything once the match has finished, and drops first-half plays after 1H', () => {
    const tl = generateTimeline({ matchId: 'end', gameType: 'FT', kickoffMs: KICKOFF });
    expect(priceMatch(tl, tl.endMs, OPTIONS).every((p) => p.suspended)).toBe(true);
    expect(priceMatch(tl, KICKOFF + 50 * MIN, OPTIONS).some((p) => p.wtype.startsWith('H'))).toBe(false);
  });
  it('prices basketball overtime on the overtime left (a fixture anchored in OT is not priced as decided)', () => {
    const at = KICKOFF + 2 * 60 * MIN;
    const tl = generateTimeline({ matchId: '8000102', gameType: 'BK', kickoffMs: KICKOFF, anchor: { atMs: at, score: { h: 101, c: 99 }, periodCode: 'OT', elapsedInPeriodMs: 150_000 } });
    const rh = price(priceMatch(tl, at, OPTIONS), 'RH')?.hkMilli ?? 0;
    expect(rh).toBeGreaterThan(500);
    expect(rh).toBeLessThan(1500);
  });
  it('suspends football markets in extra time: they settle on the 90 minutes', () => {
    for (let i = 0; i < 80; i++) {
      const tl = generateTimeline({ matchId: `et-${i}`, gameType: 'FT', kickoffMs: KICKOFF, knockout: true });
      const et = tl.segments.find((s) => s.code === 'ET1');
      if (!et) continue;
      expect(priceMatch(tl, et.startMs + MIN, OPTIONS).every((p) => p.suspended)).toBe(true);
      return;
    }
    throw new Error('no knockout went to extra time in 80 matches');
  });
  it('prices outright candidates FS1..FSn with the margin, the strongest shortest', () => {
    const tl = generateTimeline({ matchId: 'fs', gameType: 'FS', kickoffMs: KICKOFF, candidates: 6 });
    const prices = priceMatch(tl, KICKOFF - MIN, OPTIONS);
    expect(prices.map((p) => p.rtype)).toEqual(['FS1', 'FS2', 'FS3', 'FS4', 'FS5', 'FS6']);
    const strengths = tl.outright?.strengths ?? [];
    const strongest = strengths.indexOf(Math.max(...strengths));
    expect(Math.min(...prices.map((p) => p.hkMilli))).toBe(prices[strongest]?.hkMilli);
  });
  it('is deterministic: the same timeline and time give the same prices', () => {
    const tl = generateTimeline({ matchId: 'det', gameType: 'TN', kickoffMs: KICKOFF });
    expect(priceMatch(tl, KICKOFF + 40 * MIN, OPTIONS)).toEqual(priceMatch(tl, KICKOFF + 40 * MIN, OPTIONS));
  });
});
