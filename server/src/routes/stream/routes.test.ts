import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LIVE_VIEW_EVENTS_MAX, liveAnimationPath, liveFlvPath, liveHlsPath } from '@betsite/contracts/stream';
import { call, resetAppBeforeEach } from '../../../test-support/helpers';
import { builtPage } from '../../../test-support/stand-in-pages';
import { streamFiles } from './stream-files';

let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

/** Live with video at TEST_CLOCK_START (fixtures/matches.json); 7000103 is live without video. */
const LIVE = '7000101';
const NO_VIDEO = '7000103';

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('hotLiveMatchDetail points to the stand-in live view', () => {
  it('answers our own stream paths and animation page for the match', async () => {
    const r = await call<{ streams: { name: string; url: string; format: string }[]; animationUrl: string }>(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: LIVE });
    expect(r.data.streams).toEqual([
      { name: '线路1', url: liveFlvPath(LIVE), format: 'flv' },
      { name: '线路2', url: liveHlsPath(LIVE), format: 'm3u8' },
    ]);
    expect(r.data.animationUrl).toBe(liveAnimationPath(LIVE));
  });
});

describe('GET /__stream/:gameId/live.flv', () => {
  it('answers 200 video/x-flv with the clip, which starts with the FLV signature', async () => {
    const res = await get(liveFlvPath(LIVE));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/x-flv');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.subarray(0, 3).toString('latin1')).toBe('FLV');
    expect(res.rawPayload.length).toBe(streamFiles().get('live.flv')!.length);
  });

  it('answers 206 with the bytes of a range, and 416 for one past the end', async () => {
    const size = streamFiles().get('live.flv')!.length;
    const part = await get(liveFlvPath(LIVE), { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(streamFiles().get('live.flv')!.subarray(0, 100))).toBe(true);
    const past = await get(liveFlvPath(LIVE), { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 with the envelope\'s 6004 for an unknown match, a match without video and a gameId that is no id', async () => {
    for (const gameId of ['1', NO_VIDEO, 'abc']) {
      const res = await get(liveFlvPath(gameId));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 6004, data: null });
    }
  });
});

describe('GET /__stream/:gameId/index.m3u8 and its segments', () => {
  it('answers the playlist as application/vnd.apple.mpegurl naming segments that are served as video/mp2t', async () => {
    const res = await get(liveHlsPath(LIVE));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segments = res.body.split('\n').filter((l) => l.endsWith('.ts'));
    expect(res.body.startsWith('#EXTM3U')).toBe(true);
    expect(segments.length).toBeGreaterThan(1);
    for (const name of segments) {
      const seg = await get(`/__stream/${LIVE}/${name}`);
      expect(seg.statusCode).toBe(200);
      expect(seg.headers['content-type']).toBe('video/mp2t');
      expect(seg.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte
    }
  });

  it('answers 404 with 6004 for a segment the playlist does not name and for an unknown match', async () => {
    for (const url of [`/__stream/${LIVE}/segment-99.ts`, `/__stream/${LIVE}/live.mp4`, liveHlsPath('1'), `/__stream/1/segment-0.ts`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 6004 });
    }
  });
});

describe('GET /__stream/:gameId/animation', () => {
  it('answers the animation page as html, and 404 with 6004 for an unknown match', async () => {
    const res = await get(liveAnimationPath(LIVE));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await builtPage(app, liveAnimationPath(LIVE))).scripts).toContain('/__stream/match');
    expect((await get(liveAnimationPath('1'))).statusCode).toBe(404);
  });
});

describe('POST /__stream/match', () => {
  it('answers 6000 with the match as the sportsbook shows it and the server clock', async () => {
    const r = await call<{ match: Record<string, unknown>; events: unknown[]; serverNow: number }>(app, '/__stream/match', { gameId: LIVE });
    expect(r.status_code).toBe(6000);
    expect(r.data.serverNow).toBe(app.ctx.clock.now());
    expect(r.data.match).toMatchObject({ gameId: LIVE, team_h: '曼彻斯特城', team_c: '阿森纳', isLive: true, se_now: '2H', re_time: '2H^67:12', sc_FT_H: '1', sc_FT_C: '1' });
    expect(r.data.match).not.toHaveProperty('odds');
    // Anchored at 1-1 in the 67th minute: no score of its own yet.
    expect(r.data.events).toEqual([]);
  });

  it('answers the scores the server clock has reached, each with the match clock it happened at, the last one the match\'s score', async () => {
    app.ctx.clock.advance(20 * 60_000);
    const r = await call<{ match: { sc_FT_H: string; sc_FT_C: string }; events: { atMs: number; periodCode: string; re_time: string; after: { h: number; c: number } }[]; serverNow: number }>(app, '/__stream/match', { gameId: LIVE });
    expect(r.data.events.length).toBeGreaterThan(0);
    expect(r.data.events.length).toBeLessThanOrEqual(LIVE_VIEW_EVENTS_MAX);
    for (const e of r.data.events) {
      expect(e.atMs).toBeLessThanOrEqual(r.data.serverNow);
      expect(e.re_time).toMatch(new RegExp(`^${e.periodCode}\\^\\d{1,3}:\\d{2}$`));
    }
    const last = r.data.events.at(-1);
    expect(`${last?.after.h}-${last?.after.c}`).toBe(`${r.data.match.sc_FT_H}-${r.data.match.sc_FT_C}`);
  });

  it('answers 6004 for an unknown match or one without video, 6008 for a gameId that is no id, 6007 without one', async () => {
    expect((await call(app, '/__stream/match', { gameId: '1' })).status_code).toBe(6004);
    expect((await call(app, '/__stream/match', { gameId: NO_VIDEO })).status_code).toBe(6004);
    expect((await call(app, '/__stream/match', { gameId: 'abc' })).status_code).toBe(6008);
    expect((await call(app, '/__stream/match', {})).status_code).toBe(6007);
  });
});

describe('the QA journal', () => {
  it('keeps none of the live view\'s requests, while it keeps the product call beside them', async () => {
    await get(liveFlvPath(LIVE));
    await get(liveHlsPath(LIVE));
    await call(app, '/__stream/match', { gameId: LIVE });
    await call(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: LIVE });
    const paths = app.ctx.journal.list().map((e) => e.path);
    expect(paths).toContain('/game/api/v1/video/hotLive/matchDetail');
    expect(paths.filter((p) => p.startsWith('/__stream/'))).toEqual([]);
  });
});

