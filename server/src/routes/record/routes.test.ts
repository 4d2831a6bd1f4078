import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, resetAppBeforeEach } from '../../test-helpers';

const P = '/game/api/v1/record';
const DAY_MS = 86_400_000;

let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

const lastDays = (days: number) => {
  const end = app.ctx.clock.now();
  return { beginTime: end - days * DAY_MS, endTime: end };
};

interface Totals {
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  netAmount: number;
  list: { category: number; betCount: number; netAmount: number }[];
}

describe('betRecordTotal', () => {
  it('answers 6000 with the totals of the last 7 days, overall and per category', async () => {
    const r = await call<Totals>(app, `${P}/betRecordTotal`, lastDays(7), token);
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ betCount: 16, betAmount: 2900, validBetAmount: 2650 });
    // Open and voided bets do not count towards the net result.
    expect(r.data.netAmount).toBe(706.6);
    expect(r.data.list.map((c) => c.category)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.data.list.reduce((n, c) => n + c.betCount, 0)).toBe(16);
  });

  it('answers 6000 with only one venue\'s bets', async () => {
    const r = await call<Totals>(app, `${P}/betRecordTotal`, { ...lastDays(7), enName: 'AGZR' }, token);
    expect(r.data).toMatchObject({ betCount: 2, betAmount: 1000, winAmount: 975, netAmount: -25 });
  });

  it('answers 6008 when the end is before the beginning', async () => {
    const { beginTime, endTime } = lastDays(1);
    expect(await call(app, `${P}/betRecordTotal`, { beginTime: endTime, endTime: beginTime }, token)).toMatchObject({ status_code: 6008, message: '结束时间不能早于开始时间' });
  });

  it('answers 6008 when the window is longer than 93 days', async () => {
    expect((await call(app, `${P}/betRecordTotal`, lastDays(94), token)).status_code).toBe(6008);
  });

  it('answers 6007 when beginTime is missing', async () => {
    expect((await call(app, `${P}/betRecordTotal`, { endTime: Date.now() }, token)).status_code).toBe(6007);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/betRecordTotal`, lastDays(7))).status_code).toBe(6001);
  });
});

describe('betRecordList', () => {
  it('answers 6000 with the newest bets first, one page at a time', async () => {
    const r = await call<{ list: { betTime: number; orderNo: string }[]; total: number; pageSize: number }>(app, `${P}/betRecordList`, { ...lastDays(7), pageNum: 1, pageSize: 5 }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.total).toBe(16);
    expect(r.data.list).toHaveLength(5);
    const times = r.data.list.map((b) => b.betTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 6000 with the open sports bets (status 0), no net result yet', async () => {
    const r = await call<{ list: { status: number; netAmount: number; settleTime: number | null; result: string | null }[] }>(app, `${P}/betRecordList`, { ...lastDays(7), category: 1, status: 0 }, token);
    expect(r.data.list).toHaveLength(2);
    expect(r.data.list.every((b) => b.status === 0 && b.netAmount === 0 && b.settleTime === null && b.result === null)).toBe(true);
  });

  it('answers 6000 with the spec\'s result codes on settled sports bets', async () => {
    const r = await call<{ list: { result: string | null }[] }>(app, `${P}/betRecordList`, { ...lastDays(7), enName: 'CRTY', status: 1 }, token);
    expect(r.data.list.map((b) => b.result).sort()).toEqual(['L', 'LL', 'LW', 'W']);
  });

  it('answers 6008 for status 3', async () => {
    expect((await call(app, `${P}/betRecordList`, { ...lastDays(7), status: 3 }, token)).status_code).toBe(6008);
  });

  it('answers 6007 when endTime is missing', async () => {
    expect((await call(app, `${P}/betRecordList`, { beginTime: 0 }, token)).status_code).toBe(6007);
  });
});

describe('hotLiveMatchDetail', () => {
  it('answers 6000 without a token with the live match, its stream lines and chat room', async () => {
    const r = await call<{ match: { gameId: string; isLive: boolean }; rid: string; streams: { format: string }[] }>(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: '7000101' });
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ match: { gameId: '7000101', isLive: true }, rid: '7000101' });
    expect(r.data.streams.map((s) => s.format)).toEqual(['flv', 'm3u8']);
  });

  it('answers 6303 for a live match without video', async () => {
    expect((await call(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: '7000103' })).status_code).toBe(6303);
  });

  it('answers 6004 for a match that does not exist', async () => {
    expect((await call(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: '1' })).status_code).toBe(6004);
  });

  it('answers 6008 for a gameId that is not provider digits', async () => {
    expect((await call(app, '/game/api/v1/video/hotLive/matchDetail', { gameId: 'abc' })).status_code).toBe(6008);
  });
});

describe('streamHistory', () => {
  it('answers 6000 without a token with the room\'s chat, newest first, 15 a page', async () => {
    const r = await call<{ list: { id: string; sentAtMs: number }[]; total: number; pageSize: number }>(app, '/stream/api/v1/history', { rid: '7000101' });
    expect(r.status_code).toBe(6000);
    expect(r.data.total).toBe(18);
    expect(r.data.pageSize).toBe(15);
    expect(r.data.list).toHaveLength(15);
    expect(r.data.list[0]?.id).toBe('h18');
  });

  it('answers 6000 with the last page', async () => {
    const r = await call<{ list: unknown[] }>(app, '/stream/api/v1/history', { rid: '7000101', pageNum: 2 });
    expect(r.data.list).toHaveLength(3);
  });

  it('answers 6000 with the match\'s own earlier chat for a live room the fixtures say nothing about', async () => {
    const r = await call<{ list: { rid: string; sentAtMs: number }[]; total: number }>(app, '/stream/api/v1/history', { rid: '7000102' });
    expect(r.status_code).toBe(6000);
    expect(r.data.total).toBeGreaterThan(0);
    expect(r.data.list.every((m) => m.rid === '7000102' && m.sentAtMs <= app.ctx.clock.now())).toBe(true);
  });

  it('answers 6000 with an empty page for a quiet room', async () => {
    expect(await call(app, '/stream/api/v1/history', { rid: 'nobody-here' })).toMatchObject({ status_code: 6000, data: { list: [], total: 0 } });
  });

  it('answers 6007 when rid is missing', async () => {
    expect((await call(app, '/stream/api/v1/history', {})).status_code).toBe(6007);
  });
});
