import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { DAY_MS } from '../../lib/beijing-time';
import { finishedKeepMs, planMatches, timelineInputOf, type MatchPlan } from './schedule';
import type { CompetitionInput, OutrightFormat } from './competition';
import { ENGINE_GAME_TYPES, longestMatchMs } from './sport-rules';
import { generateTimeline } from './timeline';

/** Made-up competitions of every format, every sport having one; entrants named after their competition so that two never share one. */
const roster = (leagueId: number, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${leagueId}-${i + 1}`, rating: 1400 + ((i * 37) % 300) }));
const weekend = [{ day: 1, time: '15:00' }, { day: 1, time: '15:00' }, { day: 1, time: '17:30' }, { day: 2, time: '14:00' }, { day: 2, time: '16:30' }, { day: 3, time: '20:00' }];
const midweek = [{ day: 0, time: '19:45' }, { day: 0, time: '19:45' }, { day: 1, time: '19:45' }, { day: 1, time: '20:00' }, { day: 2, time: '19:45' }];
const evening = ['19:00', '19:30', '20:00'];
const knockout = { kind: 'knockout' as const, draw: 16, seeds: 4, roundDays: [1, 2, 3, 4], times: ['11:00', '13:00', '15:00', '19:00'], courts: 2 };
const COMPETITIONS: CompetitionInput[] = [
  { league_id: 1, name: '联赛', gameType: 'FT', entrants: roster(1, 12), zone: 'Europe/London', seasons: [{ from: '08-14', to: '05-24' }], format: { kind: 'league', legs: 2, weekend, midweek, respects: [2] } },
  { league_id: 2, name: '杯赛', gameType: 'FT', entrants: roster(1, 8), zone: 'Europe/Paris', seasons: [{ from: '09-15', to: '01-28' }], format: { kind: 'leaguePhase', matchdays: ['09-15', '10-20', '11-24', '12-08'], days: [{ weekday: 2, times: ['21:00'] }, { weekday: 3, times: ['21:00'] }] } },
  { league_id: 3, name: '篮球', gameType: 'BK', entrants: roster(3, 10), zone: 'America/New_York', seasons: [{ from: '10-20', to: '04-12' }], format: { kind: 'daily', gamesPerDay: [3, 3, 3, 3, 3, 3, 3], times: [evening, evening, evening, evening, evening, evening, evening] } },
  { league_id: 4, name: '网球', gameType: 'TN', entrants: roster(4, 20), zone: 'Australia/Melbourne', seasons: [{ from: '11-10', to: '11-16' }], format: knockout, rules: { bestOf: 5 } },
  { league_id: 5, name: '棒球', gameType: 'BS', entrants: roster(5, 6), zone: 'Asia/Tokyo', seasons: [{ from: '11-01', to: '12-31' }], format: { kind: 'daily', gamesPerDay: [1, 1, 1, 1, 1, 1, 1], times: [['18:00'], ['18:00'], ['18:00'], ['18:00'], ['18:00'], ['18:00'], ['18:00']] } },
  { league_id: 6, name: '联赛 - 冠军', gameType: 'FS', entrants: roster(1, 12), zone: 'Europe/London', seasons: [{ from: '01-01', to: '12-31' }], format: { kind: 'outright', of: 1, spreadElo: 40, opensDaysBefore: 30 } },
  { league_id: 7, name: '虚拟', gameType: 'VF', entrants: roster(7, 8), zone: 'Asia/Shanghai', seasons: [{ from: '01-01', to: '12-31' }], format: { kind: 'virtual' } },
  { league_id: 8, name: '冰球', gameType: 'OP', entrants: roster(8, 8), zone: 'America/New_York', seasons: [{ from: '10-07', to: '04-16' }], format: { kind: 'daily', gamesPerDay: [2, 2, 2, 2, 2, 2, 2], times: [evening, evening, evening, evening, evening, evening, evening] } },
  { league_id: 9, name: '斯诺克', gameType: 'SK', entrants: roster(9, 16), zone: 'Europe/London', seasons: [{ from: '11-09', to: '11-15' }], format: { ...knockout, draw: 8, bestOf: [11, 11, 19] } },
  { league_id: 10, name: '排球', gameType: 'VB', entrants: roster(10, 8), zone: 'Asia/Shanghai', seasons: [{ from: '10-25', to: '03-22' }], format: { kind: 'league', legs: 2, weekend: weekend.slice(0, 4), midweek: midweek.slice(0, 4) } },
  { league_id: 11, name: '乒乓球', gameType: 'TT', entrants: roster(11, 16), zone: 'Europe/Paris', seasons: [{ from: '11-12', to: '11-17' }, { from: '03-10', to: '03-15', zone: 'Asia/Shanghai' }], format: knockout },
];
const START = Date.parse('2026-11-10T00:00:00Z');
const plan = (fromMs: number, toMs: number, extra: { worldSeed?: string; visibleAfterMs?: number } = {}) =>
  planMatches({ worldSeed: 'world', competitions: COMPETITIONS, fromMs, toMs, ...extra });

describe('planMatches', () => {
  it('plans the same matches whatever the window steps: ids, sides and kick-offs are a function of the seed and the calendar', () => {
    const whole = plan(START, START + 3 * DAY_MS);
    const stepped = new Map<string, MatchPlan>();
    for (let t = START; t < START + 3 * DAY_MS; t += 6 * 60 * 60 * 1000) for (const p of plan(t, t + 6 * 60 * 60 * 1000)) stepped.set(p.gameId, p);
    expect(new Map(whole.map((p) => [p.gameId, p]))).toEqual(stepped);
    expect(new Set(whole.map((p) => p.gameId)).size).toBe(whole.length);
    for (const p of whole) {
      expect(p.gameId).toMatch(/^\d{14}$/);
      expect(p.gide).toBe(`9${p.gameId}`);
      expect(p.team_h).not.toBe(p.team_c);
    }
    expect(new Set(whole.map((p) => p.gameType))).toEqual(new Set(ENGINE_GAME_TYPES));
  });

  it('answers a competition list it planned before, under any seed, what a fresh copy of that list answers', () => {
    const window = { fromMs: START, toMs: START + DAY_MS };
    const ofCopy = (worldSeed: string) => planMatches({ worldSeed, competitions: structuredClone(COMPETITIONS), ...window });
    for (const worldSeed of ['world', 'another', 'world', 'another']) expect(planMatches({ worldSeed, competitions: COMPETITIONS, ...window }), worldSeed).toEqual(ofCopy(worldSeed));
    expect(ofCopy('another')).not.toEqual(ofCopy('world'));
  });

  it('answers, asked only for what was announced after an instant, the window\'s plans announced after it', () => {
    const random = seededRandom('schedule-visible-after');
    for (let i = 0; i < 120; i++) {
      const fromMs = START + Math.floor(random.next() * 5 * DAY_MS);
      const toMs = fromMs + (i % 3 === 0 ? 1000 : Math.floor(random.next() * 2 * DAY_MS));
      const visibleAfterMs = fromMs - 4 * DAY_MS + Math.floor((random.next() * (toMs - fromMs + 5 * DAY_MS)) / 1000) * 1000;
      const all = plan(fromMs, toMs);
      expect(plan(fromMs, toMs, { visibleAfterMs }), `${fromMs}..${toMs} after ${visibleAfterMs}`).toEqual(all.filter((p) => p.visibleFromMs > visibleAfterMs));
    }
  });

  it('lists every match its sport\'s notice before kick-off, and keeps it until it is surely over and kept', () => {
    const now = START + 2 * DAY_MS + 3 * 60 * 60 * 1000;
    for (const p of plan(now, now)) {
      expect(p.visibleFromMs, p.gameId).toBeLessThanOrEqual(now);
      if (p.gameType !== 'FS') expect(p.kickoffMs + longestMatchMs(p.gameType, p.format) + finishedKeepMs(p.gameType), p.gameId).toBeGreaterThanOrEqual(now);
    }
  });

  it('draws every match from its competition\'s roster, kicks off on a quarter hour, and lists a later round only once the matches feeding it are over', () => {
    const plans = plan(START, START + 8 * DAY_MS);
    for (const p of plans) {
      const c = COMPETITIONS.find((x) => x.league_id === p.league_id) as CompetitionInput;
      const roster = c.format.kind === 'outright' ? (COMPETITIONS.find((x) => x.league_id === (c.format as OutrightFormat).of) as CompetitionInput).entrants : c.entrants;
      for (const name of p.candidates ?? [p.team_h, p.team_c]) expect(roster.map((e) => e.name), `${p.gameId} ${name}`).toContain(name);
      // Virtual football kicks off every few minutes, as virtual leagues do; the rest on the quarter hour.
      if (p.gameType !== 'FS' && p.gameType !== 'VF') expect(new Date(p.kickoffMs).getUTCMinutes() % 15, p.gameId).toBe(0);
    }
    const draw = plans.filter((p) => p.league_id === 4).sort((a, b) => a.kickoffMs - b.kickoffMs);
    expect([1, 2, 3, 4].map((round) => draw.filter((p) => p.round === round).length)).toEqual([8, 4, 2, 1]);
    for (const p of draw.filter((x) => (x.round ?? 0) > 1)) {
      // Each side of a later round won its match of the round before, which was surely over when this one was listed.
      for (const side of [p.team_h, p.team_c]) {
        const before = draw.find((x) => x.round === (p.round as number) - 1 && (x.team_h === side || x.team_c === side)) as MatchPlan;
        expect(before.winner === 'H' ? before.team_h : before.team_c).toBe(side);
        expect(p.visibleFromMs).toBeGreaterThanOrEqual(before.kickoffMs + longestMatchMs('TN', before.format));
      }
    }
  });

  it('plays a draw\'s match as the draw decided it, in the competition\'s format (best of five here)', () => {
    const draw = plan(START, START + 8 * DAY_MS).filter((p) => p.league_id === 4);
    expect(draw.length).toBe(15);
    for (const p of draw) {
      const tl = generateTimeline(timelineInputOf(p));
      expect(tl.winner, p.gameId).toBe(p.winner);
      expect(Math.max(tl.regulation.h, tl.regulation.c)).toBe(3);
    }
  });

  it('lists a league\'s champion outright from before its season to its last match, with the strongest as the favourite', () => {
    const [outright] = plan(START, START).filter((p) => p.gameType === 'FS');
    expect(outright).toBeDefined();
    expect(outright?.team_h).toBe('联赛 2026/27 冠军');
    expect(outright?.candidates?.[0]).toBe([...roster(1, 12)].sort((a, b) => b.rating - a.rating)[0]?.name);
    const lastLeagueMatch = Math.max(...plan(Date.parse('2027-05-20T00:00:00Z'), Date.parse('2027-05-26T00:00:00Z')).filter((p) => p.league_id === 1).map((p) => p.kickoffMs));
    expect(outright?.kickoffMs).toBeGreaterThan(lastLeagueMatch);
  });

  it('plans nothing of a competition out of its season', () => {
    const summer = Date.parse('2027-07-01T00:00:00Z');
    const plans = plan(summer, summer + 3 * DAY_MS);
    expect(plans.filter((p) => [1, 2, 3, 4, 8, 9, 10, 11].includes(p.league_id))).toEqual([]);
    expect(plans.some((p) => p.gameType === 'VF')).toBe(true);
  });

  it('throws (a programmer error) when a sport has no competition or the window is too long', () => {
    expect(() => planMatches({ worldSeed: 'w', competitions: COMPETITIONS.filter((c) => c.gameType !== 'TT'), fromMs: START, toMs: START })).toThrow(/TT/);
    expect(() => plan(START, START + 30 * DAY_MS)).toThrow();
  });
});
