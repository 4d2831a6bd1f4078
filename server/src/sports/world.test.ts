import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { WORLD_STEP_MS, advanceWorld, createWorld, mergeEvents, projectMatch, replaceTimeline, sharedCompetitions } from './world';
import { findWorldMatches } from './match-view';
import type { MatchEvent } from './engine/projection';
import { finishNow } from './engine/timeline';
import { finishedKeepMs } from './engine/schedule';
import { LONGEST_MATCH_MS } from './engine/sport-rules';
import { seasonAt } from './engine/competition';
import { seededRandom } from '../lib/seeded-random';

/** The match world on the clock: fixtures anchored, the schedule never dry, the same story for the same clock. */

const fixtures = loadFixtures();
const START = Date.UTC(2026, 10, 24, 4, 0, 0);
const newWorld = () => createWorld(fixtures, sharedCompetitions(fixtures), START);
const HOUR = 3_600_000;

function walk(stepMs: number, untilMs: number): MatchEvent[] {
  const world = newWorld();
  const events: MatchEvent[] = [];
  for (let t = START + stepMs; t <= untilMs; t += stepMs) {
    while (world.advancedToMs < t) events.push(...advanceWorld(world, t));
  }
  return events;
}

describe('the world', () => {
  it('keeps the fixtures\' live matches where the fixtures left them (minute, score, session)', () => {
    const world = newWorld();
    const at = (id: string) => projectMatch(world.matches.get(id)!, START).fields;
    expect(at('7000101')).toMatchObject({ re_time: '2H^67:12', se_now: '2H', sc_FT_H: '1', sc_FT_C: '1', isLive: true });
    expect(at('7000102')).toMatchObject({ se_now: 'HT', HalfTime: 'Y', sc_FT_H: '0', sc_FT_C: '1' });
    expect(at('8000101')).toMatchObject({ se_now: 'Q3', t_count: '312', sc_FT_H: '78', sc_FT_C: '81' });
    expect(at('8100101')).toMatchObject({ sc_set_H: '1', sc_set_A: '1', sc_game_H: '3', sc_game_A: '2', isLive: true });
    expect(at('8200101')).toMatchObject({ se_now: 'I9', inningNum: '9', sc_FT_H: '3', sc_FT_C: '3' });
  });

  it('plays a fixture match on to its end with the clock', () => {
    const world = newWorld();
    while (world.advancedToMs < START + 2 * HOUR) advanceWorld(world, START + 2 * HOUR);
    expect(projectMatch(world.matches.get('7000101')!, START + 2 * HOUR).phase).toBe('finished');
  });

  it('gives the same events whatever the steps of the clock (1 minute or 30 minutes)', () => {
    const until = START + 3 * HOUR;
    const fine = walk(60_000, until);
    const coarse = walk(30 * 60_000, until);
    expect(fine.length).toBeGreaterThan(100);
    expect(coarse).toEqual(fine);
  });

  it('lists matches of every sport whose competitions are in season, virtual football always in play, and the leagues\' champions, across a week of clock moves', () => {
    const world = newWorld();
    const competitions = sharedCompetitions(fixtures);
    const types = ['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'VB', 'BS', 'TT'] as const;
    let sportsInSeason = 0;
    for (let t = START; t <= START + 7 * 24 * HOUR; t += 7 * HOUR + 13 * 60_000) {
      while (world.advancedToMs < t) advanceWorld(world, t);
      for (const gameType of types) {
        const inSeason = competitions.some((c) => c.gameType === gameType && seasonAt(c, t) !== null);
        if (!inSeason) continue;
        sportsInSeason++;
        const listed = ['RB', 'FT', 'FU'].reduce((n, marketType) => n + findWorldMatches(world, { gameType, marketType: marketType as 'RB', leagueIds: [] }, t).length, 0);
        expect(listed, `${gameType} at ${new Date(t).toISOString()}`).toBeGreaterThan(0);
      }
      expect(findWorldMatches(world, { gameType: 'VF', marketType: 'RB', leagueIds: [] }, t).length).toBeGreaterThan(0);
      expect(findWorldMatches(world, { gameType: 'ALL', marketType: 'FSFU', leagueIds: [] }, t).length).toBeGreaterThan(0);
      // Bounded: finished matches leave; the calendars hold a few dozen per sport.
      expect(world.matches.size).toBeLessThanOrEqual(400 + fixtures.matches.length);
    }
    // Late November: football, basketball, ice hockey, baseball (Australia), volleyball and virtual football at least.
    expect(sportsInSeason).toBeGreaterThanOrEqual(6 * 24);
  });

  it('advances at most one step at a time, so each step\'s ends are handled before anything is dropped', () => {
    const world = newWorld();
    advanceWorld(world, START + 3 * WORLD_STEP_MS);
    expect(world.advancedToMs).toBe(START + WORLD_STEP_MS);
  });

  // Four hours planned in 10-second steps: seconds alone, more on a loaded machine.
  it('drops a finished match once, finishedKeepMs after its end, while its slot is still in the schedule\'s window', { timeout: 120_000 }, () => {
    // The schedule offers a slot until its longest possible match and the keep are over; a match that
    // ended sooner is dropped earlier and must stay dropped (it was planned again every second).
    const world = newWorld();
    const dropped = new Set<string>();
    const stepMs = 10_000;
    for (let t = START + stepMs; t <= START + 4 * HOUR; t += stepMs) {
      const before = new Map(world.matches);
      advanceWorld(world, t);
      for (const [id, m] of world.matches) {
        expect(dropped.has(id), `${id} held again at ${t}`).toBe(false);
        const was = before.get(id);
        if (was) expect(m, `${id} made again at ${t}`).toBe(was);
      }
      for (const [id, m] of before) {
        if (world.matches.has(id)) continue;
        // Dropped by the step from t - stepMs: past its end and the keep by then.
        expect(m.timeline.endMs + finishedKeepMs(m.info.gameType), `${id} dropped early at ${t}`).toBeLessThan(t - stepMs);
        dropped.add(id);
      }
    }
    expect(dropped.size).toBeGreaterThan(20);
  });

  it('never brings back a match QA finished early with its planned story once it is dropped', () => {
    const world = newWorld();
    // The first hour with a planned match in play (a calendar's match, not virtual football's).
    const liveAt = (t: number) => [...world.matches.values()].find((m) => !/^[78]/.test(m.info.gameId) && m.info.gameType !== 'VF' && projectMatch(m, t).phase === 'live');
    let at = START + HOUR;
    for (advanceWorld(world, at); !liveAt(at); at += HOUR) while (world.advancedToMs < at + HOUR) advanceWorld(world, at + HOUR);
    const live = liveAt(at)!;
    const id = live.info.gameId;
    const gameType = live.info.gameType;
    replaceTimeline(world, id, finishNow(live.timeline, at), at);
    const qa = world.matches.get(id)!.timeline;
    const slotGoneMs = live.info.startTime + LONGEST_MATCH_MS[gameType] + finishedKeepMs(gameType);
    for (let t = at + 60_000; t <= slotGoneMs + HOUR; t += 60_000) {
      while (world.advancedToMs < t) advanceWorld(world, t);
      const held = world.matches.get(id);
      // The step from t - 1 minute drops it once it is over by more than the keep.
      if (t - 60_000 <= qa.endMs + finishedKeepMs(gameType)) expect(held?.timeline, `at ${t}`).toBe(qa);
      else expect(held, `at ${t}`).toBeUndefined();
    }
  });

  it('merges the events of any number of matches in time order, as a stable sort of them all would', () => {
    const random = seededRandom('merge-events');
    for (const count of [0, 1, 2, 3, 7]) {
      const lists = Array.from({ length: count }, (_, list) => {
        let atMs = START;
        return Array.from({ length: random.int(0, 6) }, () => ({ kind: 'cancelled' as const, matchId: `m${list}`, atMs: (atMs += random.int(0, 2) * 1000) }));
      }).filter((l) => l.length > 0 || count === 1);
      const merged = [...mergeEvents(lists)];
      expect(merged, `${count} lists`).toEqual(lists.flat().sort((a, b) => a.atMs - b.atMs));
      for (const list of lists) for (const e of list) expect(merged.filter((x) => x === e)).toHaveLength(1);
    }
  });
});

