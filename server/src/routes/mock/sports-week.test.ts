import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { QaMatch } from '@betsite/contracts/mock-sports';
import { makeApp } from '../../../test-support/helpers';
import { OVERROUND_TOLERANCE, overroundOf } from '../../sports/engine/pricing';

/**
 * A week of the default world as QA reads it (GET /__mock/sports/matches, the clock moved three
 * hours at a time): no team or player plays twice on a Beijing day, and every market listed
 * carries a bookmaker's margin within its band (the brief's 103-108% for every two- and three-way
 * market, 110-130% for a champion outright; tighter per kind of market in engine/pricing.ts).
 * Virtual football is left out of the first: its league plays every few minutes around the
 * clock, as virtual leagues do.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const HOUR = 3_600_000;
const beijingDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);

async function qa<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject(payload === undefined ? { method, url: `/__mock${url}` } : { method, url: `/__mock${url}`, payload });
  expect(res.statusCode, `${method} ${url}`).toBe(200);
  return res.json<T>();
}

describe('a week of the default world, read through the QA API', () => {
  it('puts no team or player on twice in a Beijing day, and prices every market within its band', async () => {
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
