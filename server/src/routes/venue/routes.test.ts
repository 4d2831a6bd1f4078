import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, login, loginTrusted, signedInBeforeEach } from '../../../test-support/helpers';

const P = '/game/api/v1/venue';
const VIP = ['vip888', 'vip88888', 'demo-device-03'] as const;

let app: FastifyInstance;
let token: string;
signedInBeforeEach((fresh) => ({ app, token } = fresh));

interface Wallets {
  totalMoney: string;
  list: { channelCode: string; balance: number; status: number }[];
}

describe('allBalance', () => {
  it('answers 6000 with every wallet and totalMoney as a 2-decimal string for category 8', async () => {
    const r = await call<Wallets>(app, `${P}/allBalance`, { category: 8 }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.totalMoney).toBe('1888.50');
    expect(r.data.list.find((w) => w.channelCode === 'AG')).toMatchObject({ balance: 1200.5, status: 0 });
    expect(r.data.list.find((w) => w.channelCode === 'MG')).toMatchObject({ balance: 0, status: 1 });
  });

  it('answers 6000 with only the wallets of a category (6 slots)', async () => {
    const r = await call<Wallets>(app, `${P}/allBalance`, { category: 6 }, token);
    expect(r.data.list.map((w) => w.channelCode).sort()).toEqual(['AG', 'CQ9', 'JDB', 'MG', 'PG']);
    expect(r.data.totalMoney).toBe('1388.50');
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/allBalance`, {})).status_code).toBe(6001);
  });

  it('answers 6008 for a category that does not exist', async () => {
    expect((await call(app, `${P}/allBalance`, { category: 9 }, token)).status_code).toBe(6008);
  });
});

describe('transfer', () => {
  it('answers 6000 and moves 100.00 from the centre wallet into AG (ty 1)', async () => {
    const r = await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '100', ty: 1, isActivity: 0 }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { channelCode: 'AG', amount: 100, centerWalletBalance: 8788, balance: 1300.5 } });
  });

  it('answers 6000 and moves 0.50 back out of AG (ty 2)', async () => {
    const r = await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '0.50', ty: 2 }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { centerWalletBalance: 8888.5, balance: 1200 } });
  });

  it('answers 6008 余额不足 when the centre wallet holds less, and moves nothing', async () => {
    const r = await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '8888.01', ty: 1 }, token);
    expect(r).toMatchObject({ status_code: 6008, message: '余额不足' });
    const b = await call<{ centerWalletBalance: number }>(app, '/fd/api/v1/transfer/getBalance', {}, token);
    expect(b.data.centerWalletBalance).toBe(8888);
  });

  it('answers 6008 when the amount has 3 decimals', async () => {
    const r = await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '1.234', ty: 1 }, token);
    expect(r).toMatchObject({ status_code: 6008, message: '请输入正确的金额，最多两位小数' });
  });

  it('answers 6008 when the amount is negative or zero', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '-5', ty: 1 }, token)).status_code).toBe(6008);
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '0', ty: 1 }, token)).status_code).toBe(6008);
  });

  it('answers 6008 when the amount is longer than 12 characters', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '1234567890.12', ty: 1 }, token)).status_code).toBe(6008);
  });

  it('answers 6007 when the amount is missing', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', ty: 1 }, token)).status_code).toBe(6007);
  });

  it('answers 6007 when the amount is a number instead of the spec\'s string', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: 100, ty: 1 }, token)).status_code).toBe(6007);
  });

  it('answers 6415 when the settings put a venue of the wallet in maintenance', async () => {
    app.ctx.state.settings.venuesInMaintenance = ['AGZR'];
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '10', ty: 1 }, token)).status_code).toBe(6415);
  });

  it('answers 6413 with the activity when vip888 moves money out of the locked PG wallet', async () => {
    const vip = await login(app, ...VIP);
    const r = await call(app, `${P}/transfer`, { channelCode: 'PG', amount: '10', ty: 2 }, vip);
    expect(r).toMatchObject({ status_code: 6413, data: { activityName: '电子周周乐', channelCode: 'PG', turnoverTarget: 10000, turnoverDone: 2350 } });
  });

  it('answers 6004 for an unknown wallet', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'NOPE', amount: '10', ty: 1 }, token)).status_code).toBe(6004);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/transfer`, { channelCode: 'AG', amount: '10', ty: 1 })).status_code).toBe(6001);
  });
});

describe('recycle', () => {
  it('answers 6000 and empties every wallet into the centre wallet', async () => {
    const r = await call(app, `${P}/recycle`, {}, token);
    expect(r).toMatchObject({ status_code: 6000, data: { centerWalletBalance: 10776.5, amount: 1888.5, skipped: [] } });
    const all = await call<Wallets>(app, `${P}/allBalance`, {}, token);
    expect(all.data.totalMoney).toBe('0.00');
  });

  it('answers 6000 for one wallet', async () => {
    const r = await call(app, `${P}/recycle`, { channelCode: 'CR' }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { amount: 500, list: [{ channelCode: 'CR', amount: 500 }] } });
  });

  it('answers 6000 for vip888 but skips the locked PG wallet (6413) when recycling all', async () => {
    const vip = await login(app, ...VIP);
    const r = await call<{ skipped: unknown[] }>(app, `${P}/recycle`, {}, vip);
    expect(r.status_code).toBe(6000);
    expect(r.data.skipped).toEqual([{ channelCode: 'PG', status_code: 6413 }]);
  });

  it('answers 6413 when vip888 recycles the locked PG wallet by name', async () => {
    const vip = await login(app, ...VIP);
    expect((await call(app, `${P}/recycle`, { channelCode: 'PG' }, vip)).status_code).toBe(6413);
  });

  it('answers 6415 for the MG wallet, whose venue the fixtures put in maintenance', async () => {
    expect((await call(app, `${P}/recycle`, { channelCode: 'MG' }, token)).status_code).toBe(6415);
  });

  it('answers 6004 for an unknown wallet', async () => {
    expect((await call(app, `${P}/recycle`, { channelCode: 'NOPE' }, token)).status_code).toBe(6004);
  });
});

describe('getVenueInfoByCategory', () => {
  it('answers 6000 without a token with the live casino venues in order', async () => {
    const r = await call<{ enName: string; status: number }[]>(app, `${P}/getVenueInfoByCategory`, { category: 2 });
    expect(r.status_code).toBe(6000);
    expect(r.data.map((v) => v.enName)).toEqual(['AGZR', 'EVOZR', 'BGZR', 'DGZR']);
  });

  it('answers 6000 with status 1 for a venue the settings put in maintenance', async () => {
    app.ctx.state.settings.venuesInMaintenance = ['EVOZR'];
    const r = await call<{ enName: string; status: number }[]>(app, `${P}/getVenueInfoByCategory`, { category: 2 });
    expect(r.data.find((v) => v.enName === 'EVOZR')?.status).toBe(1);
  });

  it('answers 6007 when the category is missing', async () => {
    expect((await call(app, `${P}/getVenueInfoByCategory`, {})).status_code).toBe(6007);
  });

  it('answers 6008 for category 8 (not a screen)', async () => {
    expect((await call(app, `${P}/getVenueInfoByCategory`, { category: 8 })).status_code).toBe(6008);
  });
});

describe('getBonusPools', () => {
  it('answers 6000 with pools that grow with the server clock', async () => {
    const a = await call<{ total: number; list: { enName: string; amount: number }[] }>(app, `${P}/getBonusPools`, { category: 6 });
    expect(a.status_code).toBe(6000);
    expect(a.data.list.find((p) => p.enName === 'PGDZ')?.amount).toBe(1288888.88);
    app.ctx.clock.advance(10 * 60_000);
    const b = await call<{ total: number; list: { enName: string; amount: number }[] }>(app, `${P}/getBonusPools`, { category: 6 });
    expect(b.data.list.find((p) => p.enName === 'PGDZ')?.amount).toBe(1289126.88);
  });
});

describe('gameList and favourites', () => {
  it('answers 6000 without a token, one page of a venue\'s games', async () => {
    const r = await call<{ list: { gameCode: string; isCollect: boolean }[]; total: number }>(app, `${P}/gameList`, { enName: 'PGDZ', pageNum: 2, pageSize: 5 });
    expect(r.status_code).toBe(6000);
    expect(r.data.total).toBe(12);
    expect(r.data.list.map((g) => g.gameCode)).toEqual(['PG_1006', 'PG_1007', 'PG_1008', 'PG_1009', 'PG_1010']);
  });

  it('answers 6000 with games found by name across venues', async () => {
    const r = await call<{ list: { gameName: string }[] }>(app, `${P}/gameList`, { keyword: '捕鱼', category: 7 });
    expect(r.data.list.length).toBeGreaterThan(3);
    expect(r.data.list.every((g) => g.gameName.includes('捕鱼'))).toBe(true);
  });

  it('adds a favourite (6000), refuses it twice (6009), lists it with isCollect, removes it (6000), refuses removing again (6004)', async () => {
    const game = { enName: 'PGDZ', gameCode: 'PG_1003' };
    expect(await call(app, '/game/api/v1/collection/addCollection', game, token)).toMatchObject({ status_code: 6000, data: { isCollect: true } });
    expect((await call(app, '/game/api/v1/collection/addCollection', game, token)).status_code).toBe(6009);
    const mine = await call<{ list: { gameCode: string; isCollect: boolean }[] }>(app, `${P}/gameList`, { isCollect: 1 }, token);
    expect(mine.data.list).toEqual([expect.objectContaining({ gameCode: 'PG_1003', isCollect: true })]);
    expect(await call(app, '/game/api/v1/collection/removeCollection', game, token)).toMatchObject({ status_code: 6000, data: { isCollect: false } });
    expect((await call(app, '/game/api/v1/collection/removeCollection', game, token)).status_code).toBe(6004);
  });

  it('answers 6004 when adding a game that does not exist', async () => {
    expect((await call(app, '/game/api/v1/collection/addCollection', { enName: 'PGDZ', gameCode: 'PG_9999' }, token)).status_code).toBe(6004);
  });

  it('answers 6001 when adding a favourite without a token', async () => {
    expect((await call(app, '/game/api/v1/collection/addCollection', { enName: 'PGDZ', gameCode: 'PG_1001' })).status_code).toBe(6001);
  });

  it('answers 6004 for the games of an unknown venue', async () => {
    expect((await call(app, `${P}/gameList`, { enName: 'NOPE' })).status_code).toBe(6004);
  });

  it('answers 6008 for a page size above 100', async () => {
    expect((await call(app, `${P}/gameList`, { pageSize: 101 })).status_code).toBe(6008);
  });
});

describe('launch', () => {
  it('answers 6000 with the local sport route for CRTY, carrying the provider token', async () => {
    const r = await call<{ url: string }>(app, `${P}/launch`, { enName: 'CRTY', gameCode: '' }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.url).toMatch(/^\/game\/sport\/CRTY\?token=[\w-]+&langx=zh-cn$/);
  });

  it('answers 6000 with the stand-in provider\'s page on our origin for a slot game', async () => {
    const r = await call<{ url: string }>(app, `${P}/launch`, { enName: 'PGDZ', gameCode: 'PG_1001' }, token);
    expect(r.data.url).toMatch(/^\/__provider\/play\?token=[\w-]+&langx=zh-cn&gameCode=PG_1001$/);
  });

  it('answers 6000 with an absolute http url to our own page for EVO (the host the caller reached)', async () => {
    const r = await call<{ url: string }>(app, `${P}/launch`, { enName: 'EVOZR', gameCode: '' }, token);
    expect(r.data.url).toMatch(/^http:\/\/localhost(:\d+)?\/__provider\/play\?token=[\w-]+&langx=zh-cn$/);
  });

  it('answers 6415 when the settings put the venue in maintenance', async () => {
    app.ctx.state.settings.venuesInMaintenance = ['AGZR'];
    const r = await call(app, `${P}/launch`, { enName: 'AGZR', gameCode: '' }, token);
    expect(r).toMatchObject({ status_code: 6415, message: 'AG真人维护中，请稍后再试' });
  });

  it('answers 6413 with the activity when vip888 enters a venue outside the activity\'s wallet', async () => {
    const vip = await login(app, ...VIP);
    const r = await call(app, `${P}/launch`, { enName: 'EVOZR', gameCode: '', isActivity: 0 }, vip);
    expect(r).toMatchObject({ status_code: 6413, data: { venueName: 'PG', turnoverTarget: 10000, turnoverDone: 2350 } });
  });

  it('answers 6000 for vip888 entering the activity venue with isActivity 1, leaving the centre wallet free (automatic transfer skips a locked wallet)', async () => {
    const vip = await login(app, ...VIP);
    expect((await call(app, `${P}/launch`, { enName: 'PGDZ', gameCode: 'PG_1002', isActivity: 1 }, vip)).status_code).toBe(6000);
    const b = await call<{ centerWalletBalance: number; venueBalance: number; totalBalance: number }>(app, '/fd/api/v1/transfer/getBalance', {}, vip);
    expect(b.data).toMatchObject({ centerWalletBalance: 1_341_388, venueBalance: 8_800, totalBalance: 1_350_188 });
  });

  it('answers 6004 for an unknown game of a slot venue', async () => {
    expect((await call(app, `${P}/launch`, { enName: 'PGDZ', gameCode: 'PG_9999' }, token)).status_code).toBe(6004);
  });

  it('answers 6007 when enName is missing', async () => {
    expect((await call(app, `${P}/launch`, { gameCode: '' }, token)).status_code).toBe(6007);
  });

  it('answers 6001 without a token', async () => {
    expect((await call(app, `${P}/launch`, { enName: 'CRTY' })).status_code).toBe(6001);
  });
});

describe('balance and setAutoTransferStatus', () => {
  it('answers 6000 with one wallet\'s balance', async () => {
    expect(await call(app, `${P}/balance`, { channelCode: 'AG' }, token)).toMatchObject({ status_code: 6000, data: { channelCode: 'AG', balance: 1200.5 } });
  });

  it('answers 6004 for an unknown wallet', async () => {
    expect((await call(app, `${P}/balance`, { channelCode: 'NOPE' }, token)).status_code).toBe(6004);
  });

  it('answers 6007 when channelCode is missing', async () => {
    expect((await call(app, `${P}/balance`, {}, token)).status_code).toBe(6007);
  });

  it('answers 6000 and, once switched on, launching moves the centre wallet into the venue', async () => {
    expect(await call(app, '/game/api/v1/status/setAutoTransferStatus', { status: 1 }, token)).toMatchObject({ status_code: 6000, data: { status: 1 } });
    await call(app, `${P}/launch`, { enName: 'AGZR', gameCode: '' }, token);
    const ag = await call<{ balance: number }>(app, `${P}/balance`, { channelCode: 'AG' }, token);
    // All of demo01's money but the sportsbook's ¥500.00 (CR), which entering another venue leaves alone.
    expect(ag.data.balance).toBe(10276.5);
    expect((await call<{ balance: number }>(app, `${P}/balance`, { channelCode: 'CR' }, token)).data.balance).toBe(500);
  });

  it('answers 6008 for status 2', async () => {
    expect((await call(app, '/game/api/v1/status/setAutoTransferStatus', { status: 2 }, token)).status_code).toBe(6008);
  });
});

describe('resource (the sports provider call)', () => {
  async function providerToken(t = token): Promise<string> {
    const r = await call<{ url: string }>(app, `${P}/launch`, { enName: 'CRTY', gameCode: '' }, t);
    return new URL(r.data.url, 'http://local').searchParams.get('token') ?? '';
  }
  const base = (t: string) => ({ timestamp: Date.now(), token: t, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY' });

  it('answers 6000 with the in-play football matches (getMatches RB)', async () => {
    const r = await call<{ method: string; list: { gameId: string; isLive: boolean }[] }>(app, `${P}/resource`, { ...base(await providerToken()), method: 'getMatches', Request: { gameType: 'FT', marketType: 'RB' } }, token);
    expect(r.status_code).toBe(6000);
    expect(r.data.method).toBe('getMatches');
    expect(r.data.list.map((m) => m.gameId)).toEqual(expect.arrayContaining(['7000101', '7000102', '7000103', '7000104']));
    expect(r.data.list.every((m) => m.isLive)).toBe(true);
  });

  it('answers 6000 with only the chosen leagues (the default filter ids)', async () => {
    const provider = await providerToken();
    const matches = (Request: object) => call<{ list: { gameId: string; league_id: number }[] }>(app, `${P}/resource`, { ...base(provider), method: 'getMatches', Request }, token);
    const chosen = await matches({ gameType: 'FT', marketType: 'FU', leagueIds: [100021] });
    const all = await matches({ gameType: 'FT', marketType: 'FU' });
    // Exactly the early matches of that league: how many there are depends on the hour of the clock.
    const ofLeague = all.data.list.filter((m) => m.league_id === 100021).map((m) => m.gameId);
    expect(ofLeague.length).toBeGreaterThan(0);
    expect(ofLeague.length).toBeLessThan(all.data.list.length);
    expect(chosen.data.list.map((m) => m.gameId)).toEqual(ofLeague);
  });

  it('answers 6000 with the leagues of the market and their counts (getLeagues)', async () => {
    const provider = await providerToken();
    const r = await call<{ list: { league_id: number; count: number }[] }>(app, `${P}/resource`, { ...base(provider), method: 'getLeagues', Request: { gameType: 'BK', marketType: 'RB' } }, token);
    const matches = await call<{ list: { league_id: number }[] }>(app, `${P}/resource`, { ...base(provider), method: 'getMatches', Request: { gameType: 'BK', marketType: 'RB' } }, token);
    // The fixtures' two live basketball leagues, each counted as many times as it has matches in play (the schedule adds more).
    expect(r.data.list.map((l) => l.league_id)).toEqual([200001, 200015]);
    for (const l of r.data.list) expect(l.count).toBe(matches.data.list.filter((m) => m.league_id === l.league_id).length);
    expect(r.data.list.every((l) => l.count >= 1)).toBe(true);
  });

  it('answers 6000 with one match (getMatch)', async () => {
    const r = await call<{ match: { team_h: string } }>(app, `${P}/resource`, { ...base(await providerToken()), method: 'getMatch', Request: { gameId: '7000101' } }, token);
    expect(r).toMatchObject({ status_code: 6000, data: { method: 'getMatch', match: { team_h: '曼彻斯特城', sc_FT_H: '1', re_time: '2H^67:12' } } });
  });

  it('answers 6302 数据异常，请重新进入游戏 when the provider token is wrong', async () => {
    const r = await call(app, `${P}/resource`, { ...base('not-a-token'), method: 'getLeagues', Request: {} }, token);
    expect(r).toMatchObject({ status_code: 6302, message: '数据异常，请重新进入游戏' });
  });

  it('answers 6302 when the provider token was issued to another player', async () => {
    const other = await loginTrusted(app, 'demo02', 'demo1234', 'demo-device-02');
    const theirs = await providerToken(other);
    expect(theirs).not.toBe('');
    expect((await call(app, `${P}/resource`, { ...base(theirs), method: 'getLeagues', Request: {} }, token)).status_code).toBe(6302);
  });

  it('answers 6302 for another venue\'s provider token, even one naming its own venue', async () => {
    const r = await call<{ url: string }>(app, `${P}/launch`, { enName: 'PGDZ', gameCode: 'PG_1001' }, token);
    const pg = new URL(r.data.url, 'http://local').searchParams.get('token') ?? '';
    expect((await call(app, `${P}/resource`, { ...base(pg), enName: 'PGDZ', method: 'getLeagues', Request: {} }, token)).status_code).toBe(6302);
    expect((await call(app, `${P}/resource`, { ...base(pg), method: 'getLeagues', Request: {} }, token)).status_code).toBe(6302);
  });

  it('answers 6303 when getMatch names no match', async () => {
    expect((await call(app, `${P}/resource`, { ...base(await providerToken()), method: 'getMatch', Request: { gameId: '1' } }, token)).status_code).toBe(6303);
  });

  it('answers 6007 for a method the provider does not have', async () => {
    expect((await call(app, `${P}/resource`, { ...base(await providerToken()), method: 'dropTables', Request: {} }, token)).status_code).toBe(6007);
  });

  it('answers 6007 when Request is missing', async () => {
    expect((await call(app, `${P}/resource`, { ...base(await providerToken()), method: 'getMatch' }, token)).status_code).toBe(6007);
  });

  it('answers 6001 without a session token', async () => {
    expect((await call(app, `${P}/resource`, { ...base('x'), method: 'getLeagues', Request: {} })).status_code).toBe(6001);
  });
});
