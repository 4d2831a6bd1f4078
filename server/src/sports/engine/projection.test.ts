import { describe, expect, it } from 'vitest';
import { eventsBetween, project } from './projection';
import { ENGINE_GAME_TYPES } from './sport-rules';
import { cancelNow, generateTimeline, setScoreNow } from './timeline';

const KICKOFF = 1_768_467_600_000;
const MIN = 60_000;
const football = generateTimeline({ matchId: 'p-ft', gameType: 'FT', kickoffMs: KICKOFF });

describe('project', () => {
  it('shows a football match before kick-off as not started, with empty time and scores', () => {
    const { fields, phase } = project(football, KICKOFF - 1);
    expect(phase).toBe('prematch');
    expect(fields).toMatchObject({ gameStatus: '0', isLive: false, re_time: '', se_now: '', sc_FT_H: '', sc_FT_C: '', HalfTime: 'N', inningNum: '0', t_count: '0' });
  });
  it('shows kick-off as 1H^00:00 at 0-0, live', () => {
    expect(project(football, KICKOFF).fields).toMatchObject({ gameStatus: '1', isLive: true, re_time: '1H^00:00', se_now: '1H', sc_FT_H: '0', sc_FT_C: '0' });
  });
  it('counts match minutes from kick-off through the second half (2H^67:12)', () => {
    expect(project(football, KICKOFF + 60 * MIN + 22 * MIN + 12_000).fields.re_time).toBe('2H^67:12');
  });
  it('shows half time as HT with HalfTime Y, and the half-time score from then on', () => {
    const at = project(football, KICKOFF + 50 * MIN);
    expect(at.fields).toMatchObject({ re_time: 'HT', se_now: 'HT', HalfTime: 'Y', isLive: true });
    expect(at.halfTime).toEqual(football.halfTime);
    expect(at.firstHalfLeftMs).toBeNull();
    expect(project(football, KICKOFF + 44 * MIN).halfTime).toBeNull();
  });
  it('shows full time as finished with the final score', () => {
    const end = football.events.at(-1)?.after ?? football.initial;
    expect(project(football, football.endMs).fields).toMatchObject({ gameStatus: '2', isLive: false, re_time: '', se_now: '', sc_FT_H: String(end.h), sc_FT_C: String(end.c) });
    expect(project(football, football.endMs).playLeftMs).toBe(0);
  });
  it('counts the basketball clock down in t_count and re_time, with HT between Q2 and Q3', () => {
    const bk = generateTimeline({ matchId: 'p-bk', gameType: 'BK', kickoffMs: KICKOFF });
    expect(project(bk, KICKOFF + 6 * MIN + 48_000).fields).toMatchObject({ se_now: 'Q1', re_time: 'Q1^05:12', t_count: '312' });
    expect(project(bk, KICKOFF + 12 * MIN + 30_000).fields).toMatchObject({ se_now: 'Q1', re_time: 'Q1^00:00', t_count: '0', HalfTime: 'N' });
    expect(project(bk, KICKOFF + 30 * MIN).fields).toMatchObject({ se_now: 'HT', HalfTime: 'Y' });
  });
  it('shows the baseball inning in se_now, re_time and inningNum', () => {
    const bs = generateTimeline({ matchId: 'p-bs', gameType: 'BS', kickoffMs: KICKOFF });
    expect(project(bs, KICKOFF + 8 * 18 * MIN + 1).fields).toMatchObject({ se_now: 'I9', re_time: 'I9', inningNum: '9' });
  });
  it('shows tennis sets and the games of the current set, and no goals', () => {
    const tn = generateTimeline({ matchId: 'p-tn', gameType: 'TN', kickoffMs: KICKOFF });
    const fields = project(tn, KICKOFF + 1).fields;
    expect(fields).toMatchObject({ se_now: 'S1', re_time: 'S1', sc_set_H: '0', sc_set_A: '0', sc_FT_H: '', sc_FT_A: '' });
    const end = tn.events.at(-1)?.after;
    expect(project(tn, tn.endMs).fields).toMatchObject({ gameStatus: '2', sc_set_H: String(end?.h), sc_set_A: String(end?.c) });
  });
  it('keeps match minutes for a match anchored mid-second-half (a fixture live at start shows 2H^67:12, not 22:12)', () => {
    const at = KICKOFF + 10 * 3_600_000;
    const anchored = generateTimeline({ matchId: 'p-anchor', gameType: 'FT', kickoffMs: at - 82 * 60_000, anchor: { atMs: at, score: { h: 1, c: 1 }, periodCode: '2H', elapsedInPeriodMs: 22 * 60_000 + 12_000 } });
    expect(project(anchored, at).fields).toMatchObject({ re_time: '2H^67:12', se_now: '2H', sc_FT_H: '1', sc_FT_C: '1', isLive: true });
  });

  it('shows a score QA set from that instant on, even in a match anchored with no earlier events', () => {
    const at = KICKOFF + 10 * 3_600_000;
    const anchored = generateTimeline({ matchId: 'p-anchor', gameType: 'FT', kickoffMs: at - 82 * 60_000, anchor: { atMs: at, score: { h: 1, c: 1 }, periodCode: '2H', elapsedInPeriodMs: 22 * 60_000 } });
    const scored = setScoreNow(anchored, at + 1_000, { h: 3, c: 1 });
    expect(project(scored, at + 1_000).fields).toMatchObject({ sc_FT_H: '3', sc_FT_C: '1' });
    const [event, ...rest] = eventsBetween(scored, at, at + 1_000);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ kind: 'score', points: 0, score: { h: 3, c: 1 } });
  });

  it('shows a cancelled match as gameStatus 4, not live', () => {
    expect(project(cancelNow(football, KICKOFF + 10 * MIN), KICKOFF + 11 * MIN).fields).toMatchObject({ gameStatus: '4', isLive: false });
  });
  it('gives the same state whatever the steps of the clock that led there', () => {
    const at = KICKOFF + 77 * MIN;
    const coarse = project(football, at);
    for (let t = KICKOFF - MIN; t < at; t += 7_777) project(football, t);
    expect(project(football, at)).toEqual(coarse);
  });
  it('projects 1,000 live matches with a bounded number of steps each (binary search, not a scan)', () => {
    const bk = generateTimeline({ matchId: 'p-bk', gameType: 'BK', kickoffMs: KICKOFF });
    let reads = 0;
    const counted = new Proxy(bk.events, {
      get(target, key, receiver): unknown {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const timeline = { ...bk, events: counted };
    for (let i = 0; i < 1000; i++) project(timeline, KICKOFF + 30 * MIN + i * 1000);
    expect(bk.events.length).toBeGreaterThan(60);
    expect(reads / 1000).toBeLessThanOrEqual(Math.ceil(Math.log2(bk.events.length)) + 3);
  });
});

describe('eventsBetween', () => {
  it('gives started, periods, scores and finished in order, once each, however the clock steps', () => {
    for (const gameType of ENGINE_GAME_TYPES) {
      const tl = generateTimeline({ matchId: `e-${gameType}`, gameType, kickoffMs: KICKOFF });
      const whole = eventsBetween(tl, KICKOFF - 1, tl.endMs);
      const stepped = [];
      for (let t = KICKOFF - 1; t < tl.endMs; t += 61_001) stepped.push(...eventsBetween(tl, t, Math.min(t + 61_001, tl.endMs)));
      expect(stepped).toEqual(whole);
      expect(whole.at(-1)?.kind).toBe('finished');
      if (gameType !== 'FS') {
        expect(whole[0]?.kind).toBe('started');
        expect(whole.filter((e) => e.kind === 'score')).toHaveLength(tl.events.length);
        expect(whole.filter((e) => e.kind === 'period')).toHaveLength(tl.segments.length - 1);
      }
    }
  });
  it('gives each event once when the clock steps exactly onto the events and period starts', () => {
    for (const gameType of ENGINE_GAME_TYPES) {
      const tl = generateTimeline({ matchId: `b-${gameType}`, gameType, kickoffMs: KICKOFF });
      const whole = eventsBetween(tl, KICKOFF - 1, tl.endMs);
      const stops = [...new Set([KICKOFF - 1, ...tl.segments.map((s) => s.startMs), ...tl.events.map((e) => e.atMs), tl.endMs])].sort((a, b) => a - b);
      const stepped = stops.slice(1).flatMap((to, i) => eventsBetween(tl, stops[i]!, to));
      expect(stepped, gameType).toEqual(whole);
    }
  });
  it('ends a cancelled match with cancelled, not finished', () => {
    const tl = cancelNow(football, KICKOFF + 10 * MIN);
    expect(eventsBetween(tl, KICKOFF + 5 * MIN, KICKOFF + 20 * MIN).at(-1)).toMatchObject({ kind: 'cancelled', atMs: KICKOFF + 10 * MIN });
  });
});
