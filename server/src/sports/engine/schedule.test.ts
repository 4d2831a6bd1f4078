import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { project } from './projection';
import { DAY_MS, MATCHES_PER_TYPE_MAX, beijingDayStartMs, groupCount, finishedKeepMs, gridOf, planMatches, timelineInputOf, type LeagueInput, type MatchPlan } from './schedule';
import { ENGINE_GAME_TYPES, type EngineGameType } from './sport-rules';
import { generateTimeline, type Timeline } from './timeline';

/** A roster of n made-up entrants, named after the league so that two leagues never share one. */
const roster = (league_id: number, n = 20) => Array.from({ length: n }, (_, i) => `${league_id}-${i + 1}`);
const LEAGUES: LeagueInput[] = (
  [
    [100021, '英格兰超级联赛', 'FT'],
    [100822, '欧洲杯', 'FT'],
    [200001, '美国职业篮球联赛', 'BK'],
    [300101, '澳大利亚网球公开赛 - 男子单打', 'TN'],
    [400001, '日本职业棒球', 'BS'],
    [900021, '英格兰超级联赛 - 冠军', 'FS'],
    [500001, '虚拟足球 - 英超', 'VF'],
    [600001, '国家冰球联盟', 'OP'],
    [610001, '世界斯诺克巡回赛', 'SK'],
    [620001, '中国女子排球超级联赛', 'VB'],
    [630001, 'WTT 冠军赛 - 男子单打', 'TT'],
  ] as const
).map(([league_id, name, gameType]) => ({ league_id, name, gameType, entrants: roster(league_id) }));
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
  it('answers a league list it planned before, under any seed, what a fresh copy of that list answers', () => {
    // planMatches keeps what it works out of a league list per list and seed (each world plans every second).
    const window = { fromMs: START, toMs: START + DAY_MS };
    const ofCopy = (worldSeed: string) => planMatches({ worldSeed, leagues: structuredClone(LEAGUES), ...window });
    for (const worldSeed of ['world', 'another', 'world', 'another']) expect(planMatches({ worldSeed, leagues: LEAGUES, ...window }), worldSeed).toEqual(ofCopy(worldSeed));
    expect(ofCopy('another')).not.toEqual(ofCopy('world'));
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
  it('answers, asked only for what was announced after an instant, the window\'s plans announced after it', () => {
    // A world plans each second only the slots announced since its last plan (world.ts).
    const random = seededRandom('schedule-visible-after');
    for (let i = 0; i < 300; i++) {
      const fromMs = START + Math.floor(random.next() * 5 * DAY_MS);
      const toMs = fromMs + (i % 3 === 0 ? 1000 : Math.floor(random.next() * 2 * DAY_MS));
      // Around the window: long before it, inside it, at its end, after it; on the second.
      const visibleAfterMs = fromMs - 4 * DAY_MS + Math.floor(random.next() * (toMs - fromMs + 5 * DAY_MS) / 1000) * 1000;
      const all = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs, toMs });
      const after = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs, toMs, visibleAfterMs });
      expect(after, `${fromMs}..${toMs} after ${visibleAfterMs}`).toEqual(all.filter((p) => p.visibleFromMs > visibleAfterMs));
    }
    // On an announcement itself: that slot was announced then, not after.
    const plans = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + DAY_MS });
    for (const p of plans.filter((_, k) => k % 7 === 0)) {
      const asked = { worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + DAY_MS };
      expect(planMatches({ ...asked, visibleAfterMs: p.visibleFromMs }).map((x) => x.gameId)).not.toContain(p.gameId);
      expect(planMatches({ ...asked, visibleAfterMs: p.visibleFromMs - 1 }).map((x) => x.gameId)).toContain(p.gameId);
    }
  });
  it('gives knockout extra time only to cup leagues, and outrights eight candidates', () => {
    const plans = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + DAY_MS });
    for (const p of plans.filter((x) => x.gameType === 'FT')) expect(p.knockout).toBe(p.leagueName.includes('杯'));
    for (const p of plans.filter((x) => x.gameType === 'FS')) expect(p.candidates).toHaveLength(8);
  });
  it('draws each match from its league roster, and never puts an entrant on twice at once', () => {
    const plans = planMatches({ worldSeed: 'world', leagues: LEAGUES, fromMs: START, toMs: START + 7 * DAY_MS });
    for (const p of plans) {
      const entrants = LEAGUES.find((l) => l.league_id === p.league_id)?.entrants ?? [];
      for (const name of p.candidates ?? [p.team_h, p.team_c]) expect(entrants, `${p.gameId} ${name}`).toContain(name);
    }
    // Per entrant, its matches by kick-off: each must end before the next begins.
    const byEntrant = new Map<string, MatchPlan[]>();
    for (const p of plans.filter((x) => x.gameType !== 'FS')) for (const name of [p.team_h, p.team_c]) byEntrant.set(name, [...(byEntrant.get(name) ?? []), p]);
    for (const [name, list] of byEntrant) {
      list.sort((a, b) => a.kickoffMs - b.kickoffMs);
      for (let i = 1; i < list.length; i++) expect(list[i]!.kickoffMs, `${name}: ${list[i - 1]!.gameId} then ${list[i]!.gameId}`).toBeGreaterThanOrEqual(timelineOf(list[i - 1]!).endMs);
    }
  });
  it('throws (a programmer error) when a roster is too short to keep its entrants apart', () => {
    const short = LEAGUES.map((l) => (l.gameType === 'SK' ? { ...l, entrants: roster(l.league_id, 2 * groupCount('SK') - 1) } : l));
    expect(() => planMatches({ worldSeed: 'w', leagues: short, fromMs: START, toMs: START })).toThrow(/610001.*needs at least 16/);
  });
  it('throws (a programmer error) when a sport has no league or the window is too long', () => {
    expect(() => planMatches({ worldSeed: 'w', leagues: LEAGUES.filter((l) => l.gameType !== 'TT'), fromMs: START, toMs: START })).toThrow(/TT/);
    expect(() => planMatches({ worldSeed: 'w', leagues: LEAGUES, fromMs: START, toMs: START + 30 * DAY_MS })).toThrow();
  });
});
