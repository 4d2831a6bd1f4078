import { describe, expect, it } from 'vitest';
import type { EngineGameType } from './sport-rules';
import { type Timeline, generateTimeline } from './timeline';

/** Plausible scoring per sport: what many seeded matches score, per session, set or match. */

const MATCHES = 1_500;
const many = (gameType: EngineGameType): Timeline[] => Array.from({ length: MATCHES }, (_, i) => generateTimeline({ matchId: `rates-${gameType}-${i}`, gameType, kickoffMs: 0 }));
const quantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Each side's points per regulation session (quarter, inning, half), keyed by its session. */
function perSession(tl: Timeline): { h: number; c: number }[] {
  const sessions = new Map<number, { h: number; c: number }>();
  tl.segments.forEach((s, i) => s.kind === 'play' && s.block === 0 && sessions.set(i, { h: 0, c: 0 }));
  for (const e of tl.events) {
    const s = sessions.get(e.segmentIndex);
    if (s && e.side === 'H') s.h += e.points;
    else if (s) s.c += e.points;
  }
  return [...sessions.values()];
}

/** The units (games, points) of each finished set, as the set's winner and loser. */
function setScores(tl: Timeline): { won: number; lost: number }[] {
  const out: { won: number; lost: number }[] = [];
  let before = tl.initial;
  for (const e of tl.events) {
    if (e.after.h + e.after.c > before.h + before.c) {
      const h = before.unitH + (e.side === 'H' ? 1 : 0);
      const c = before.unitC + (e.side === 'C' ? 1 : 0);
      out.push({ won: Math.max(h, c), lost: Math.min(h, c) });
    }
    before = e.after;
  }
  return out;
}

describe('scoring rates', () => {
  it('basketball: quarters of 25-30 points a side, never a 50-12 quarter', () => {
    const quarters = many('BK').flatMap(perSession);
    const points = quarters.flatMap((q) => [q.h, q.c]);
    expect(quarters).toHaveLength(MATCHES * 4);
    expect(mean(points)).toBeGreaterThan(24);
    expect(mean(points)).toBeLessThan(30);
    expect(quantile(points, 0.01)).toBeGreaterThanOrEqual(12);
    expect(quantile(points, 0.99)).toBeLessThanOrEqual(40);
    expect(Math.min(...points)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...points)).toBeLessThanOrEqual(50);
    expect(Math.max(...quarters.map((q) => Math.abs(q.h - q.c)))).toBeLessThanOrEqual(30);
  });

  it('football: about 1.3 goals a side, rarely more than 5', () => {
    const goals = many('FT').flatMap((tl) => [tl.regulation.h, tl.regulation.c]);
    expect(mean(goals)).toBeGreaterThan(1.1);
    expect(mean(goals)).toBeLessThan(1.7);
    expect(quantile(goals, 0.99)).toBeLessThanOrEqual(5);
    expect(Math.max(...goals)).toBeLessThanOrEqual(10);
  });

  it('ice hockey and baseball: about 3 goals and 4-5 runs a side, innings of a run or two', () => {
    const hockey = many('OP').flatMap((tl) => [tl.regulation.h, tl.regulation.c]);
    expect(mean(hockey)).toBeGreaterThan(2.5);
    expect(mean(hockey)).toBeLessThan(3.5);
    expect(quantile(hockey, 0.99)).toBeLessThanOrEqual(8);
    const baseball = many('BS');
    const runs = baseball.flatMap((tl) => [tl.regulation.h, tl.regulation.c]);
    expect(mean(runs)).toBeGreaterThan(3.5);
    expect(mean(runs)).toBeLessThan(5.5);
    const innings = baseball.flatMap(perSession).flatMap((i) => [i.h, i.c]);
    expect(innings).toHaveLength(MATCHES * 9 * 2);
    expect(mean(innings)).toBeLessThan(0.7);
    expect(Math.max(...innings)).toBeLessThanOrEqual(8);
  });

  it('tennis: sets of six games (7-5 or a 7-6 tie-break), best of three', () => {
    const matches = many('TN');
    for (const tl of matches) expect([2, 3]).toContain(tl.regulation.h + tl.regulation.c);
    const sets = matches.flatMap(setScores);
    for (const s of sets) expect((s.won === 6 && s.lost <= 4) || (s.won === 7 && (s.lost === 5 || s.lost === 6)), `${s.won}-${s.lost}`).toBe(true);
    // Most sets are close: a 6-0 set is the exception.
    expect(sets.filter((s) => s.lost === 0).length / sets.length).toBeLessThan(0.1);
  });

  it('volleyball and table tennis: sets to 25 (15) and games to 11, won by two', () => {
    for (const [gameType, to, deciding] of [['VB', 25, 15], ['TT', 11, 11]] as const) {
      for (const tl of many(gameType)) {
        expect(Math.max(tl.regulation.h, tl.regulation.c)).toBe(3);
        setScores(tl).forEach((s, i) => {
          const need = i === 4 ? deciding : to;
          expect(s.won === need ? s.lost <= need - 2 : s.won - s.lost === 2 && s.lost >= need - 1, `${gameType} ${s.won}-${s.lost}`).toBe(true);
        });
      }
    }
  });

  it('snooker: best of nine frames, each frame 12-30 minutes', () => {
    for (const tl of many('SK')) {
      expect(Math.max(tl.regulation.h, tl.regulation.c)).toBe(5);
      for (const s of tl.segments) expect(s.endMs - s.startMs).toBeGreaterThanOrEqual(12 * 60_000);
      for (const s of tl.segments) expect(s.endMs - s.startMs).toBeLessThanOrEqual(30 * 60_000 + 1);
    }
  });
});
