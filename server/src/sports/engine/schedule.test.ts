import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { project } from './projection';
import { DAY_MS, MATCHES_PER_TYPE_MAX, SUGGESTED_LEAGUES, beijingDayStartMs, finishedKeepMs, gridOf, planMatches, timelineInputOf, type LeagueInput, type MatchPlan } from './schedule';
import { ENGINE_GAME_TYPES, type EngineGameType } from './sport-rules';
import { generateTimeline, type Timeline } from './timeline';

const LEAGUES: LeagueInput[] = [
  { league_id: 100021, name: '英格兰超级联赛', gameType: 'FT' },
  { league_id: 100822, name: '欧洲杯', gameType: 'FT' },
  { league_id: 200001, name: '美国职业篮球联赛', gameType: 'BK' },
  { league_id: 300101, name: '澳大利亚网球公开赛 - 男子单打', gameType: 'TN' },
  { league_id: 400001, name: '日本职业棒球', gameType: 'BS' },
  { league_id: 900021, name: '英格兰超级联赛 - 冠军', gameType: 'FS' },
  ...SUGGESTED_LEAGUES,
];
const START = 1_768_467_600_000;
const timelines = new Map<string, Timeline>();
const timelineOf = (plan: MatchPlan) => {
  const known = timelines.get(plan.gameId);
  if (known) return known;
  const tl = generateTimeline(timelineInputOf(plan));
  timelines.set(plan.gameId, tl);
  return tl;
};

/** The listed matches at an instant, as the integrator keeps them: visible, and not dropped finishedKeepMs after their end. */
function listedAt(now: number) {
  return planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: now, toMs: now })
    .map((plan) => ({ plan, tl: timelineOf(plan) }))
    .filter(({ plan, tl }) => plan.visibleFromMs <= now && now < tl.endMs + finishedKeepMs(plan.gameType));
}

describe('planMatches', () => {
  it('always has, for every sport, matches in play, later today and on a later day, and outrights ending today and later', () => {
    const random = seededRandom('schedule-times');
    for (let i = 0; i < 50; i++) {
      const now = START + Math.floor(random.next() * 7 * DAY_MS);
      const today = beijingDayStartMs(now);
      const listed = listedAt(now);
      for (const gameType of ENGINE_GAME_TYPES) {
        const ofType = listed.filter(({ plan }) => plan.gameType === gameType);
        const states = ofType.map(({ plan, tl }) => ({ plan, at: project(tl, now) }));
        if (gameType === 'FS') {
          expect(states.some(({ plan, at }) => at.phase === 'prematch' && beijingDayStartMs(plan.kickoffMs) === today), `FSFT at ${now}`).toBe(true);
          expect(states.some(({ plan, at }) => at.phase === 'prematch' && beijingDayStartMs(plan.kickoffMs) > today), `FSFU at ${now}`).toBe(true);
          continue;
        }
        expect(states.some(({ at }) => at.phase === 'live'), `${gameType} RB at ${now}`).toBe(true);
        expect(states.some(({ plan, at }) => at.phase === 'prematch' && plan.kickoffMs > now && beijingDayStartMs(plan.kickoffMs) === today), `${gameType} FT at ${now}`).toBe(true);
        expect(states.some(({ plan, at }) => at.phase === 'prematch' && beijingDayStartMs(plan.kickoffMs) > today), `${gameType} FU at ${now}`).toBe(true);
        // A match past its kick-off is never offered as pre-match.
        for (const { plan, at } of states) if (plan.kickoffMs <= now) expect(at.phase).not.toBe('prematch');
        expect(ofType.length).toBeLessThanOrEqual(MATCHES_PER_TYPE_MAX);
      }
    }
  });
  it('keeps every grid step below the sport shortest match, which is what keeps one in play', () => {
    for (const gameType of ENGINE_GAME_TYPES.filter((t): t is Exclude<EngineGameType, 'FS'> => t !== 'FS')) {
      const grid = gridOf(gameType);
      expect(grid.stepMs).toBeLessThan(grid.minimumMatchMs);
    }
  });
  it('plans the same matches whatever the window steps: ids, teams and kick-offs are a function of the seed and time', () => {
    const whole = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + DAY_MS });
    const stepped = new Map<string, MatchPlan>();
    for (let t = START; t < START + DAY_MS; t += 3 * 60 * 60 * 1000) for (const p of planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: t, toMs: t + 3 * 60 * 60 * 1000 })) stepped.set(p.gameId, p);
    expect(new Map(whole.map((p) => [p.gameId, p]))).toEqual(stepped);
    expect(new Set(whole.map((p) => p.gameId)).size).toBe(whole.length);
    for (const p of whole) {
      expect(p.gameId).toMatch(/^\d{1,18}$/);
      expect(p.team_h).not.toBe(p.team_c);
    }
  });
  it('gives knockout extra time only to cup leagues, and outrights eight candidates', () => {
    const plans = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + DAY_MS });
    for (const p of plans.filter((x) => x.gameType === 'FT')) expect(p.knockout).toBe(p.leagueName.includes('杯'));
    for (const p of plans.filter((x) => x.gameType === 'FS')) expect(p.candidates).toHaveLength(8);
  });
  it('throws (a programmer error) when a sport has no league or the window is too long', () => {
    expect(() => planMatches({ worldSeed: 'w', leagues: LEAGUES.filter((l) => l.gameType !== 'TT'), fromMs: START, toMs: START })).toThrow(/TT/);
    expect(() => planMatches({ worldSeed: 'w', leagues: LEAGUES, fromMs: START, toMs: START + 30 * DAY_MS })).toThrow();
  });
});
