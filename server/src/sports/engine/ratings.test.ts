import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING, clockModel, competitionScale, scoringOf, setModel } from './ratings';
import { setMatchWinChance } from './set-chances';
import { meanPointsPerEvent, rulesOf, type ClockSport, type SetSport } from './sport-rules';
import { generateTimeline } from './timeline';
import { priceMatch } from './pricing';

/** From two ratings to a match: Elo's expectations, the competitions' scoring levels, longer formats favouring the favourite. */

const elo = (gap: number) => 1 / (1 + 10 ** (-gap / 400));
const neutral = <T extends object>(scoring: T) => ({ ...scoring, homeAdvantage: 0 });

describe('the match model', () => {
  it.each([['TN', 3], ['VB', 5], ['TT', 5], ['SK', 9]] as const)('wins %s (best of %i) as often as Elo expects of a 100- and a 200-point gap', (gameType, bestOf) => {
    const rules = rulesOf(gameType, { bestOf }) as SetSport;
    for (const gap of [100, 200]) {
      const chance = setMatchWinChance(rules, setModel(gameType, neutral(DEFAULT_SCORING[gameType]), 1500 + gap, 1500), `elo-${gap}`);
      expect(chance, `${gameType} ${gap}`).toBeGreaterThan(elo(gap) - 0.02);
      expect(chance, `${gameType} ${gap}`).toBeLessThan(elo(gap) + 0.02);
    }
  });

  it('favours the favourite more over a longer match: tennis best of five, snooker best of 19', () => {
    const tennis = setModel('TN', neutral(DEFAULT_SCORING.TN), 1700, 1500);
    expect(setMatchWinChance(rulesOf('TN', { bestOf: 5 }) as SetSport, tennis, 'x')).toBeGreaterThan(setMatchWinChance(rulesOf('TN', { bestOf: 3 }) as SetSport, tennis, 'x') + 0.03);
    const snooker = setModel('SK', neutral(DEFAULT_SCORING.SK), 1700, 1500);
    expect(setMatchWinChance(rulesOf('SK', { bestOf: 19 }) as SetSport, snooker, 'x')).toBeGreaterThan(setMatchWinChance(rulesOf('SK', { bestOf: 7 }) as SetSport, snooker, 'x') + 0.05);
  });

  it('gives football the expected score Elo expects (a win, and half a draw) for a 100-point gap at home', () => {
    const rules = rulesOf('FT') as ClockSport;
    const scoring = scoringOf('FT', undefined);
    const tl = generateTimeline({ matchId: 'elo-ft', gameType: 'FT', kickoffMs: 0, model: clockModel('FT', rules, scoring, competitionScale('FT', rules, scoring, []), 1600, 1500) });
    const prices = priceMatch(tl, -60_000, { suspendAfterScoreMs: 0 });
    const chance = (rtype: string) => 1 / (1 + (prices.find((p) => p.rtype === rtype)?.hkMilli ?? 0) / 1000);
    const sum = chance('MH') + chance('MC') + chance('MN');
    const expected = (chance('MH') + chance('MN') / 2) / sum;
    expect(expected).toBeGreaterThan(elo(100 + scoring.homeAdvantage) - 0.04);
    expect(expected).toBeLessThan(elo(100 + scoring.homeAdvantage) + 0.04);
  });

  it('scores a competition\'s average over every home-and-away pairing of its roster, whatever its spread of ratings', () => {
    const ratings = [1450, 1520, 1600, 1690, 1760, 1830, 1900, 1990];
    for (const [gameType, averageTotal] of [['FT', 2.8], ['OP', 6.1], ['BS', 7.4], ['BK', 230]] as const) {
      const rules = rulesOf(gameType) as ClockSport;
      const scoring = scoringOf(gameType, { averageTotal });
      const scale = competitionScale(gameType, rules, scoring, ratings);
      let total = 0;
      let pairs = 0;
      for (const h of ratings) {
        for (const c of ratings) {
          if (h === c) continue;
          const m = clockModel(gameType, rules, scoring, scale, h, c);
          total += (m.eventsH + m.eventsC) * meanPointsPerEvent(rules);
          pairs++;
        }
      }
      expect(total / pairs, gameType).toBeCloseTo(averageTotal, 6);
    }
  });

  it('gives basketball the margin of 28 Elo a point, the home court counted', () => {
    const rules = rulesOf('BK') as ClockSport;
    const scoring = scoringOf('BK', { averageTotal: 230, homeAdvantage: 70 });
    const m = clockModel('BK', rules, scoring, competitionScale('BK', rules, scoring, [1500]), 1640, 1500);
    expect((m.eventsH - m.eventsC) * meanPointsPerEvent(rules)).toBeCloseTo((140 + 70) / 28, 6);
  });
});
