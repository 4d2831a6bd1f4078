import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { QaMatch } from '@betsite/contracts/mock-sports';
import { makeApp } from '../../../test-support/helpers';
import { OVERROUND_TOLERANCE, overroundOf } from '../../sports/engine/pricing';
import { seasonAt, type CompetitionFormat } from '../../sports/engine/competition';
import { sharedCompetitions } from '../../sports/world';
import { loadFixtures } from '../../composition/fixtures';

/**
 * A week of the default world as QA reads it (GET /__mock/sports/matches, the clock moved three
 * hours at a time): no team or player plays twice on a Beijing day, a team has two whole days of
 * rest between its matches, the calendars' matches kick off at their competition's slots (local
 * time, on the quarter hour, afternoon or evening), and every market listed carries a bookmaker's
 * margin within its band (103-108% for every two- and three-way market, 110-130% for a champion
 * outright; tighter per kind of market in engine/pricing.ts). Virtual football is left out of the
 * calendar checks: its league plays every few minutes around the clock, as virtual leagues do.
 * Local times are read with ICU's time zones, not the engine's own summer-time rules.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const HOUR = 3_600_000;
const beijingDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const TEAM_SPORTS = new Set(['FT', 'BK', 'OP', 'BS', 'VB']);
/** A calendar's match (engine/schedule.ts: a type code 11-20 and 12 digits), not one of the fixtures' hand-placed scene. */
const planned = (m: QaMatch) => /^(1[1-9]|20)\d{12}$/.test(m.gameId);
const competitions = new Map(sharedCompetitions(loadFixtures()).map((c) => [c.name, c]));
/** The local kick-off times a competition's format names (fixtures/competitions.json). */
function slotTimes(format: CompetitionFormat): Set<string> {
  switch (format.kind) {
    case 'league':
      return new Set([...format.weekend, ...format.midweek].map((slot) => slot.time));
    case 'daily':
      return new Set(format.times.flat());
    case 'leaguePhase':
      return new Set(format.days.flatMap((day) => day.times));
    case 'knockout':
    case 'groups':
      return new Set(format.times);
    // Outrights have no kick-off; virtual football plays around the clock (both left out above).
    case 'outright':
    case 'virtual':
      return new Set();
  }
}
/** "HH:MM" where the match is played, by ICU's time zones (not the engine's own summer-time rules). */
const localTime = (zone: string, ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);

async function qa<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject(payload === undefined ? { method, url: `/__mock${url}` } : { method, url: `/__mock${url}`, payload });
  expect(res.statusCode, `${method} ${url}`).toBe(200);
  return res.json<T>();
}

// A week of clock moves and reads: seconds alone, more on a loaded machine.
describe('a week of the default world, read through the QA API', { timeout: 120_000 }, () => {
  it('puts no team or player on twice in a Beijing day, rests every team two days, kicks off at local times, and prices every market within its band', async () => {
    const seen = new Map<string, QaMatch>();
    const markets: { match: QaMatch; wtype: string; overround: number }[] = [];
    for (let step = 0; step <= 7 * 8; step++) {
      const list = await qa<QaMatch[]>('GET', '/sports/matches?limit=500');
      expect(list.length).toBeLessThan(500);
      for (const m of list) {
        seen.set(m.gameId, m);
        for (const wtype of new Set(m.prices.map((p) => p.wtype))) {
          const sides = m.prices.filter((p) => p.wtype === wtype);
          markets.push({ match: m, wtype, overround: sides.reduce((s, p) => s + 1000 / (p.hkMilli + 1000), 0) });
        }
      }
      await qa('POST', '/clock', { advanceMs: 3 * HOUR });
    }

    const days = new Map<string, string>();
    let fixtures = 0;
    for (const m of seen.values()) {
      if (m.gameType === 'FS' || m.gameType === 'VF') continue;
      for (const side of [m.team_h, m.team_c]) {
        const key = `${m.gameType}|${side}|${beijingDay(m.startTime)}`;
        expect(days.get(key), `${side} on ${beijingDay(m.startTime)}: ${days.get(key)} and ${m.gameId} (${m.leagueName})`).toBeUndefined();
        days.set(key, m.gameId);
        fixtures++;
      }
    }
    expect(fixtures).toBeGreaterThan(400);

    const bySide = new Map<string, QaMatch[]>();
    for (const m of seen.values()) {
      if (!TEAM_SPORTS.has(m.gameType)) continue;
      for (const side of [m.team_h, m.team_c]) bySide.set(`${m.gameType}|${side}`, [...(bySide.get(`${m.gameType}|${side}`) ?? []), m]);
    }
    let rests = 0;
    for (const [side, list] of bySide) {
      list.sort((a, b) => a.startTime - b.startTime);
      for (const [i, b] of list.entries()) {
        const a = list[i - 1];
        if (!a) continue;
        expect(b.startTime - a.startTime, `${side}: ${a.gameId} then ${b.gameId}`).toBeGreaterThanOrEqual(60 * HOUR);
        rests++;
      }
    }
    expect(rests).toBeGreaterThan(100);

    let local = 0;
    for (const m of seen.values()) {
      if (!planned(m) || m.gameType === 'FS' || m.gameType === 'VF') continue;
      const c = competitions.get(m.leagueName);
      if (!c) throw new Error(`no competition named ${m.leagueName}`);
      const zone = (seasonAt(c, m.startTime) ?? c).zone;
      const time = localTime(zone, m.startTime);
      const [hours = NaN, mins = NaN] = time.split(':').map(Number);
      const minutes = hours * 60 + mins;
      const what = `${m.gameId} ${m.leagueName} at ${time} in ${zone}`;
      expect(slotTimes(c.format), what).toContain(time);
      expect(minutes % 15, what).toBe(0);
      expect(minutes, what).toBeGreaterThanOrEqual(10 * 60);
      expect(minutes, what).toBeLessThanOrEqual(22 * 60 + 30);
      local++;
    }
    expect(local).toBeGreaterThan(200);

    for (const { match, wtype, overround } of markets) {
      const what = `${match.gameId} ${match.leagueName} ${match.phase} ${wtype}: ${(overround * 100).toFixed(2)}%`;
      const sides = match.prices.filter((p) => p.wtype === wtype).length;
      if (wtype === 'FS') {
        expect(overround, what).toBeGreaterThanOrEqual(1.1);
        expect(overround, what).toBeLessThanOrEqual(1.3);
      } else {
        expect(overround, what).toBeGreaterThanOrEqual(1.03);
        expect(overround, what).toBeLessThanOrEqual(1.08);
      }
      expect(Math.abs(overround - overroundOf(wtype, sides)), what).toBeLessThanOrEqual(OVERROUND_TOLERANCE);
      for (const p of match.prices) expect(p.hkMilli, `${match.gameId} ${p.rtype}`).toBeGreaterThanOrEqual(20);
    }
    expect(markets.length).toBeGreaterThan(10_000);
  });
});
