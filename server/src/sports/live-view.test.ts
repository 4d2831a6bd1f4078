import { describe, expect, it } from 'vitest';
import { Code } from '@betsite/contracts/status-codes';
import { LIVE_VIEW_EVENTS_MAX } from '@betsite/contracts/stream';
import { freshStateBeforeEach, type TestState } from '../test-state';
import { liveViewOf, matchWithVideo } from './live-view';

/** Any instant: the fixture matches used here are anchored where they stand at the State's start. */
const T0 = Date.parse('2026-11-18T10:00:00+08:00');
let t: TestState;
freshStateBeforeEach(T0, (fresh) => {
  t = fresh;
});

describe('matchWithVideo', () => {
  it('finds a match with video and nothing else', () => {
    expect(matchWithVideo(t.state.world, '7000101')?.info.team_h).toBe('曼彻斯特城');
    expect(matchWithVideo(t.state.world, '7000103')).toBeNull();
    expect(matchWithVideo(t.state.world, '1')).toBeNull();
  });
});

describe('liveViewOf', () => {
  it('refuses 6004 for a match without video', () => {
    expect(liveViewOf(t.state.world, '7000103', t.clock.now())).toMatchObject({ ok: false, code: Code.NOT_FOUND });
  });

  it('answers the match without its odds and only the scores already made, oldest first and bounded', () => {
    const now = t.clock.now() + 30 * 60_000;
    const view = liveViewOf(t.state.world, '8000101', now);
    if (!view.ok) throw new Error('no view');
    expect(view.value.match).not.toHaveProperty('odds');
    expect(view.value.events.length).toBeGreaterThan(0);
    expect(view.value.events.length).toBeLessThanOrEqual(LIVE_VIEW_EVENTS_MAX);
    const times = view.value.events.map((e) => e.atMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    // Basketball: the period's clock at each score, as the grid would have shown it then.
    for (const e of view.value.events) expect(e.periodCode).toMatch(/^(Q[1-4]|OT\d*)$/);
  });

  it('keeps answering a match after it has finished (a page left open sees the end)', () => {
    const view = liveViewOf(t.state.world, '7000101', t.clock.now() + 3 * 60 * 60_000);
    expect(view).toMatchObject({ ok: true, value: { match: { isLive: false, gameStatus: '2' } } });
  });
});
