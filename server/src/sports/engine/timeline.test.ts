import { describe, expect, it } from 'vitest';
import { ENGINE_GAME_TYPES, SPORT_RULES, setsToWin, type EngineGameType, type SetSport } from './sport-rules';
import { cancelNow, finishNow, generateTimeline, moveToSessionNow, postponeNow, setScoreNow, type Timeline } from './timeline';

const KICKOFF = 1_768_467_600_000;
const MIN = 60_000;
const many = (gameType: EngineGameType, n: number, extra: { knockout?: boolean } = {}): Timeline[] =>
  Array.from({ length: n }, (_, i) => generateTimeline({ matchId: `${gameType}-${i}`, gameType, kickoffMs: KICKOFF, ...extra }));
const final = (tl: Timeline) => tl.events.at(-1)?.after ?? tl.initial;

describe('generateTimeline', () => {
  it('gives the same match for the same id, and another match for another id', () => {
    for (const gameType of ENGINE_GAME_TYPES) {
      const a = generateTimeline({ matchId: '7000101', gameType, kickoffMs: KICKOFF });
      expect(generateTimeline({ matchId: '7000101', gameType, kickoffMs: KICKOFF })).toEqual(a);
    }
    const scores = many('BK', 5).map((tl) => `${final(tl).h}-${final(tl).c}`);
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it('keeps events in time order inside their sessions, and ends at the last session', () => {
    for (const gameType of ENGINE_GAME_TYPES.filter((t) => t !== 'FS')) {
      for (const tl of many(gameType, 20)) {
        tl.events.forEach((e, i) => {
          const segment = tl.segments[e.segmentIndex];
          expect(segment && e.atMs >= segment.startMs && e.atMs <= segment.endMs).toBe(true);
          if (i > 0) expect(e.atMs).toBeGreaterThanOrEqual(tl.events[i - 1]?.atMs ?? 0);
        });
        expect(tl.endMs).toBe(tl.segments.at(-1)?.endMs);
        expect(tl.segments[0]?.startMs).toBe(KICKOFF);
      }
    }
  });

  it('plays football 1H, HT, 2H; draws happen; a league match has no extra time', () => {
    const matches = many('FT', 60);
    for (const tl of matches) {
      expect(tl.segments.map((s) => s.code)).toEqual(['1H', 'HT', '2H']);
      expect(tl.endMs - KICKOFF).toBe(105 * MIN);
      expect(tl.regulation).toEqual({ h: final(tl).h, c: final(tl).c });
    }
    expect(matches.some((tl) => tl.winner === null)).toBe(true);
  });

  it('plays extra time in a knockout still level after 90 minutes, settles markets on the 90 minutes and always has a winner', () => {
    const matches = many('FT', 60, { knockout: true });
    const extra = matches.filter((tl) => tl.segments.some((s) => s.code === 'ET1'));
    expect(extra.length).toBeGreaterThan(0);
    for (const tl of extra) {
      expect(tl.segments.map((s) => s.code)).toEqual(['1H', 'HT', '2H', 'ET1', 'ET2']);
      expect(tl.regulation.h).toBe(tl.regulation.c);
    }
    for (const tl of matches) expect(tl.winner).not.toBeNull();
  });

  it('plays basketball overtime when level after Q4, and never ends level', () => {
    const matches = many('BK', 600);
    const overtime = matches.filter((tl) => tl.segments.some((s) => s.code === 'OT'));
    expect(overtime.length).toBeGreaterThan(0);
    for (const tl of matches) {
      expect(final(tl).h).not.toBe(final(tl).c);
      expect(tl.segments.slice(0, 7).map((s) => s.code)).toEqual(['Q1', 'Q1', 'Q2', 'HT', 'Q3', 'Q3', 'Q4']);
    }
    for (const tl of overtime) {
      const q4End = tl.segments[6]?.endMs ?? 0;
      const atQ4 = tl.events.filter((e) => e.atMs <= q4End).at(-1)?.after;
      expect(atQ4?.h).toBe(atQ4?.c);
    }
  });

  it('plays baseball innings 1-9, extra innings only while level, at most 12, and never ends level', () => {
    const matches = many('BS', 150);
    expect(matches.some((tl) => tl.segments.length > 9)).toBe(true);
    for (const tl of matches) {
      expect(tl.segments.length).toBeGreaterThanOrEqual(9);
      expect(tl.segments.length).toBeLessThanOrEqual(12);
      expect(final(tl).h).not.toBe(final(tl).c);
    }
  });

  it.each(['TN', 'VB', 'TT', 'SK'] as const)('ends %s when a side has won the sets it needs, each set by its rules', (gameType) => {
    const rules = SPORT_RULES[gameType] as SetSport;
    for (const tl of many(gameType, 40)) {
      const end = final(tl);
      expect(Math.max(end.h, end.c)).toBe(setsToWin(rules));
      expect(Math.min(end.h, end.c)).toBeLessThan(setsToWin(rules));
      expect(tl.segments.map((s) => s.code)).toEqual(Array.from({ length: end.h + end.c }, (_, i) => `S${i + 1}`));
      // The last unit of each set: check the set's final unit score through the event before it.
      for (const [i, e] of tl.events.entries()) {
        const before = i === 0 ? tl.initial : tl.events[i - 1]?.after;
        if (!before || e.after.h + e.after.c === before.h + before.c) continue;
        const won = e.side === 'H' ? before.unitH + 1 : before.unitC + 1;
        const lost = e.side === 'H' ? before.unitC : before.unitH;
        const deciding = before.h + before.c + 1 === rules.bestOf;
        if (gameType === 'TN') expect([won, lost].join('-')).toMatch(/^(6-[0-4]|7-5|7-6)$/);
        else expect(won >= (deciding ? rules.unitsToWinDeciding : rules.unitsToWin) && (!rules.winByTwo || won - lost >= 2)).toBe(true);
      }
    }
  });

  it('decides an outright at its end date with one winner among its candidates', () => {
    const tl = generateTimeline({ matchId: '9000101', gameType: 'FS', kickoffMs: KICKOFF, candidates: 10 });
    expect(tl.endMs).toBe(KICKOFF);
    expect(tl.outright?.strengths).toHaveLength(10);
    expect(tl.outright?.winnerIndex).toBeGreaterThanOrEqual(0);
    expect(tl.outright?.winnerIndex).toBeLessThan(10);
  });

  it('keeps an anchored fixture match at its fixture state, with events only after the anchor', () => {
    const atMs = KICKOFF + 70 * MIN;
    const tl = generateTimeline({
      matchId: '7000101', gameType: 'FT', kickoffMs: KICKOFF,
      anchor: { atMs, score: { h: 1, c: 1 }, periodCode: '2H', elapsedInPeriodMs: (67 - 45) * MIN + 12_000, halfTime: { h: 1, c: 0 } },
    });
    expect(tl.events.every((e) => e.atMs > atMs)).toBe(true);
    expect(tl.initial).toMatchObject({ h: 1, c: 1 });
    expect(tl.halfTime).toEqual({ h: 1, c: 0 });
    expect(tl.endMs).toBe(atMs + 23 * MIN - 12_000);
    const tennis = generateTimeline({ matchId: '8100101', gameType: 'TN', kickoffMs: KICKOFF, anchor: { atMs, score: { h: 1, c: 1, unitH: 3, unitC: 2 }, periodCode: 'S3', elapsedInPeriodMs: 20 * MIN } });
    expect(tennis.segments[0]?.code).toBe('S3');
    expect(Math.max(final(tennis).h, final(tennis).c)).toBe(2);
  });
});

describe('QA overrides', () => {
  const tl = generateTimeline({ matchId: 'qa-1', gameType: 'FT', kickoffMs: KICKOFF });
  const now = KICKOFF + 30 * MIN;

  it('setScoreNow keeps the past, puts the score and plays on from it', () => {
    const next = setScoreNow(tl, now, { h: 3, c: 0 });
    // The past as it was, then the change itself: a 0-point event at now carrying the new score.
    expect(next.events.filter((e) => e.atMs < now)).toEqual(tl.events.filter((e) => e.atMs < now));
    expect(next.events.find((e) => e.atMs === now)).toMatchObject({ points: 0, after: { h: 3, c: 0 } });
    expect(final(next).h).toBeGreaterThanOrEqual(3);
    expect(next.endMs).toBe(tl.endMs);
    expect(setScoreNow(tl, now, { h: 3, c: 0 })).toEqual(next);
  });
  it('moveToSessionNow starts 2H now with the score kept', () => {
    const next = moveToSessionNow(tl, now, '2H');
    expect(next.segments.map((s) => s.code)).toEqual(['1H', '2H']);
    expect(next.segments[1]?.startMs).toBe(now);
    expect(next.endMs).toBe(now + 45 * MIN);
    expect(next.halfTime).not.toBeNull();
  });
  it('finishNow ends on the score now, the half-time score being the score when still in 1H', () => {
    const next = finishNow(tl, now);
    expect(next.endMs).toBe(now);
    expect(next.events.every((e) => e.atMs <= now)).toBe(true);
    expect(next.halfTime).toEqual(next.regulation);
  });
  it('cancelNow and postponeNow stop the match now, before or during play', () => {
    expect(cancelNow(tl, now).stop).toEqual({ kind: 'cancelled', atMs: now });
    expect(postponeNow(tl, KICKOFF - MIN)).toMatchObject({ stop: { kind: 'postponed' }, segments: [], events: [] });
    expect(() => cancelNow(tl, tl.endMs + 1)).toThrow();
  });
});
