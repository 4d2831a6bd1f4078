import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { type WorldMatch, advanceWorld, createWorld, sharedCompetitions } from './world';

/** Competitions with their own entrants: a week of the world's schedule, the fixtures' matches included. */

const fixtures = loadFixtures();
const START = Date.UTC(2026, 10, 24, 4, 0, 0);
const DAY_MS = 24 * 3_600_000;
const competitions = sharedCompetitions(fixtures);
const rosterOf = (leagueId: number) => competitions.find((c) => c.league_id === leagueId)?.entrants.map((e) => e.name) ?? [];

function aWeekOfMatches(): WorldMatch[] {
  const world = createWorld(fixtures, sharedCompetitions(fixtures), START);
  const seen = new Map<string, WorldMatch>();
  const keep = () => world.matches.forEach((m, id) => seen.set(id, m));
  keep();
  for (let t = START + DAY_MS; t <= START + 7 * DAY_MS; t += DAY_MS) {
    while (world.advancedToMs < t) advanceWorld(world, t);
    keep();
  }
  return [...seen.values()];
}

describe('competitions with their own entrants', () => {
  const week = aWeekOfMatches();

  it('gives every league a roster and a competition, and every entrant one rating in its sport', () => {
    for (const l of fixtures.leagues) {
      expect(rosterOf(l.league_id).length, l.name).toBeGreaterThan(0);
      expect(fixtures.competitions.filter((c) => c.league_id === l.league_id), l.name).toHaveLength(1);
    }
    const rated = new Map<string, number>();
    for (const c of competitions) {
      for (const e of c.entrants) {
        const key = `${c.gameType === 'FS' ? 'FT' : c.gameType}|${e.name}`;
        expect(rated.get(key) ?? e.rating, `${key} in ${c.league_id}`).toBe(e.rating);
        rated.set(key, e.rating);
      }
    }
  });

  it('draws every fixture of a week, and every outright candidate, from its own competition', () => {
    expect(week.length).toBeGreaterThan(500);
    for (const { info } of week) {
      const roster = rosterOf(info.league_id);
      for (const name of info.candidates ?? [info.team_h, info.team_c]) expect(roster, `${info.gameId} ${info.leagueName}: ${name}`).toContain(name);
    }
  });

  it('never has an entrant play twice at once, the fixtures\' own matches included', () => {
    const byEntrant = new Map<string, WorldMatch[]>();
    for (const m of week.filter((x) => x.info.gameType !== 'FS')) {
      for (const name of [m.info.team_h, m.info.team_c]) byEntrant.set(name, [...(byEntrant.get(name) ?? []), m]);
    }
    for (const [name, list] of byEntrant) {
      list.sort((a, b) => a.info.startTime - b.info.startTime);
      for (let i = 1; i < list.length; i++) {
        const [before, after] = [list[i - 1]!, list[i]!];
        expect(after.info.startTime, `${name}: ${before.info.gameId} then ${after.info.gameId}`).toBeGreaterThanOrEqual(before.timeline.endMs);
      }
    }
  });

  it('names clubs and players the way the Chinese sports press does (the editor\'s fixes stay fixed)', () => {
    // Each pair: a rendering once in the rosters and the usual one that replaced it (issue 27).
    const fixed = [
      [200015, '北京北汽', '北京北控'], // 北汽 sponsors the women's volleyball club; the CBA club is 北控
      [300101, '蒂亚菲', '蒂亚福'],
      [300101, '沙尔顿', '谢尔顿'],
      [300102, '安德列耶娃', '安德烈耶娃'],
      [300102, '基斯', '凯斯'],
      [400001, '欧力士猛牛', '欧力士野牛'],
      [100021, '纽卡斯尔', '纽卡斯尔联'],
    ] as const;
    for (const [leagueId, wrong, usual] of fixed) {
      expect(rosterOf(leagueId), wrong).not.toContain(wrong);
      expect(rosterOf(leagueId), usual).toContain(usual);
    }
  });
});
