import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gradeLeg, type LegResult, type MatchResult } from './grading';
import { HK_MILLI_MAX, HK_MILLI_MIN, OFFERED_HK_MILLI_MAX, OFFERED_HK_MILLI_MIN, priceMatch, type Price } from './pricing';
import { project, type Projection } from './projection';
import { ENGINE_GAME_TYPES, SPORT_RULES, rulesOf, setsToWin, type ClockSport, type EngineGameType, type MatchFormat, type SportRules } from './sport-rules';
import { generateTimeline, setScoreNow, timelineRules, type Score, type Timeline } from './timeline';
import { clockModel, competitionScale, scoringOf, setModel } from './ratings';

/**
 * Markets a trader would keep open, over many simulated matches at any instant: no listed price at
 * a cap (or outside the offered range), and no listed line whose outcome is already decided.
 */

const KICKOFF = 1_768_467_600_000;
const OPTIONS = { suspendAfterScoreMs: 5_000 };

/**
 * Final scores still reachable from the projection, for the full match or the first half: set
 * sports exactly (every way the remaining sets can go); clock sports with play left more goals
 * or points for either side: a few (either parity), as many as levels the score, a thousand
 * (past any line); none left: the score now.
 */
function reachable(rules: SportRules, at: Projection, half: boolean): Score[] {
  const { h, c } = at.score;
  if (rules.kind === 'sets') {
    const target = setsToWin(rules);
    const out: Score[] = [];
    for (let other = 0; other < target; other++) {
      if (other >= c && h <= target) out.push({ h: target, c: other });
      if (other >= h && c <= target) out.push({ h: other, c: target });
    }
    return out.filter((s) => s.h >= h && s.c >= c);
  }
  const left = half ? at.firstHalfLeftMs : at.playLeftMs;
  if (!left) return [{ h, c }];
  const gap = Math.abs(h - c);
  const more = [0, 1, 2, 3, gap, gap + 1, gap + 2, 1000];
  return more.flatMap((a) => more.map((b) => ({ h: h + a, c: c + b })));
}

function decided(tl: Timeline, p: Price, at: Projection): boolean {
  if (p.wtype === 'FS') return false;
  const half = p.wtype.startsWith('H');
  const gameType = tl.gameType;
  const results = new Set<LegResult>(
    reachable(timelineRules(tl), at, half).map((score) => {
      const result: MatchResult = { gameType, regulation: score, halfTime: score, outrightWinnerIndex: null };
      return gradeLeg(p, result);
    }),
  );
  return results.size === 1;
}

/** The competitions' formats besides each sport's own: men's Grand Slams, snooker from best of 7 to 35, FIBA quarters. */
const FORMATS: Partial<Record<EngineGameType, readonly (MatchFormat | undefined)[]>> = {
  TN: [undefined, { bestOf: 5 }],
  SK: [undefined, { bestOf: 7 }, { bestOf: 11 }, { bestOf: 19 }, { bestOf: 35 }],
  TT: [undefined, { bestOf: 7 }],
  BK: [undefined, { quarterMs: 600_000 }],
};

/** A match of any sport and format, at any instant from before kick-off to its end; now and then a QA score set mid-match. */
const aMatchNow = fc
  .record({
    gameType: fc.constantFrom(...ENGINE_GAME_TYPES),
    formatIndex: fc.nat({ max: 4 }),
    id: fc.integer({ min: 1, max: 1_000_000 }),
    at: fc.double({ min: -0.05, max: 1, noNaN: true }),
    lopsided: fc.option(fc.record({ h: fc.integer({ min: 0, max: 6 }), c: fc.integer({ min: 0, max: 6 }) }), { freq: 4 }),
  })
  .map(({ gameType, formatIndex, id, at, lopsided }) => {
    const formats = FORMATS[gameType] ?? [undefined];
    const format = formats[formatIndex % formats.length];
    let tl: Timeline = generateTimeline({ matchId: `open-${gameType}-${id}`, gameType, kickoffMs: KICKOFF, ...(format ? { format } : {}) });
    const span = Math.max(tl.endMs - KICKOFF, 60_000);
    const nowMs = Math.floor(KICKOFF + at * span);
    const rules = rulesOf(gameType, format);
    // A score QA set mid-match, so that one-sided states (a 5-0 at half time, 2-0 in sets) come up often.
    if (lopsided && rules.kind !== 'outright' && project(tl, nowMs).phase === 'live') {
      const score = rules.kind === 'sets' ? { h: Math.min(lopsided.h, setsToWin(rules) - 1), c: Math.min(lopsided.c, setsToWin(rules) - 1) } : lopsided;
      tl = setScoreNow(tl, nowMs, score);
    }
    return { gameType, tl, nowMs: nowMs + 10_000 };
  });

// 3,000 simulated match states priced: seconds alone, more on a loaded machine.
describe('open markets', { timeout: 120_000 }, () => {
  it('never lists a price at a cap or outside the offered range, nor a line already decided', () => {
    let listed = 0;
    let live = 0;
    fc.assert(
      fc.property(aMatchNow, ({ gameType, tl, nowMs }) => {
        const at = project(tl, nowMs);
        const prices = priceMatch(tl, nowMs, OPTIONS);
        listed += prices.length;
        if (at.phase === 'live') live += prices.length;
        for (const p of prices) {
          expect(p.hkMilli, `${tl.matchId} ${p.rtype}`).toBeGreaterThan(HK_MILLI_MIN);
          expect(p.hkMilli, `${tl.matchId} ${p.rtype}`).toBeLessThan(HK_MILLI_MAX);
          expect(p.hkMilli).toBeGreaterThanOrEqual(OFFERED_HK_MILLI_MIN);
          expect(p.hkMilli).toBeLessThanOrEqual(OFFERED_HK_MILLI_MAX);
          expect(decided(tl, p, at), `${tl.matchId} at ${nowMs}: ${p.rtype} ${p.lineQuarters} with ${at.score.h}-${at.score.c}`).toBe(false);
        }
        // A market is listed whole or not at all: both sides of a line, the three of a 1x2.
        for (const wtype of new Set(prices.map((p) => p.wtype))) {
          const sides = prices.filter((p) => p.wtype === wtype).length;
          if (wtype !== 'FS') expect(sides, `${tl.matchId} ${wtype}`).toBe(wtype.endsWith('M') && SPORT_RULES[gameType].kind === 'clock' && (SPORT_RULES[gameType] as { canDraw: boolean }).canDraw ? 3 : wtype === 'HM' ? 3 : 2);
        }
      }),
      { numRuns: 3_000, seed: 27 },
    );
    // Not vacuous: most matches keep most of their markets.
    expect(listed).toBeGreaterThan(3_000 * 4);
    expect(live).toBeGreaterThan(1_000);
  });

  it('closes the totals and odd/even of a tennis match at 1-1 in sets, and keeps its winner open', () => {
    const tl = generateTimeline({ matchId: 'tennis-1-1', gameType: 'TN', kickoffMs: KICKOFF, model: setModel('TN', scoringOf('TN', undefined), 1500, 1500) });
    const now = KICKOFF + 10 * 60_000;
    const level = setScoreNow(tl, now, { h: 1, c: 1, unitH: 3, unitC: 2 });
    const rtypes = priceMatch(level, now + 10_000, OPTIONS).map((p) => p.rtype);
    expect(rtypes).toEqual(expect.arrayContaining(['MH', 'MC']));
    for (const closed of ['OUH', 'OUC', 'EOO', 'EOE']) expect(rtypes).not.toContain(closed);
  });

  it('closes the first-half 1x2 of a level football match in the last minute of the half', () => {
    const rules = rulesOf('FT') as ClockSport;
    const model = clockModel('FT', rules, scoringOf('FT', undefined), competitionScale('FT', rules, scoringOf('FT', undefined), []), 1500, 1500);
    const tl = generateTimeline({ matchId: 'ft-half', gameType: 'FT', kickoffMs: KICKOFF, model });
    const now = KICKOFF + 44 * 60_000;
    const level = setScoreNow(tl, now, { h: 0, c: 0 });
    const prices = priceMatch(level, now + 10_000, OPTIONS);
    expect(prices.map((p) => p.rtype)).not.toContain('HMN');
    expect(prices.map((p) => p.rtype)).toEqual(expect.arrayContaining(['MH', 'MC', 'MN']));
  });
});
