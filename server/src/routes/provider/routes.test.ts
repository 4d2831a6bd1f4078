import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ProviderSession } from '@betsite/contracts/provider';
import { call, login, resetAppBeforeEach } from '../../../test-support/helpers';
import { builtPage } from '../../../test-support/stand-in-pages';

const VIP = ['vip888', 'vip88888', 'demo-device-03'] as const;

let app: FastifyInstance;
let token: string;
resetAppBeforeEach(async (fresh) => {
  app = fresh;
  token = await login(app);
});

async function providerToken(enName: string, gameCode = '', session = token): Promise<string> {
  const r = await call<{ url: string }>(app, '/game/api/v1/venue/launch', { enName, gameCode }, session);
  expect(r.status_code).toBe(6000);
  return new URL(r.data.url, 'http://local').searchParams.get('token') ?? r.data.url;
}

async function transferIn(channelCode: string): Promise<void> {
  const r = await call(app, '/game/api/v1/venue/transfer', { channelCode, amount: '100', ty: 1 }, token);
  expect(r.status_code).toBe(6000);
}

interface Round {
  outcome: string;
  stake: number;
  payout: number;
  balance: number;
  roundNo: number;
  activity: { turnoverDone: number; turnoverTarget: number; met: boolean } | null;
}

const force = (enName: string, outcome: string, times = 1) => app.inject({ method: 'POST', url: '/__mock/provider/force', payload: { enName, outcome, times } });

describe('POST /__provider/round', () => {
  it('answers 6000 with the outcome, the payout and the venue balance, and the bet record lists the round', async () => {
    const t = await providerToken('PGDZ', 'PG_1001');
    const r = await call<Round>(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '10' });
    expect(r.status_code).toBe(6000);
    expect(r.data).toMatchObject({ stake: 10, roundNo: 1, balance: 188 - 10 + r.data.payout });
    const records = await call<{ list: { enName: string; betAmount: number; category: number }[] }>(app, '/game/api/v1/record/betRecordList', { beginTime: app.ctx.clock.now() - 60_000, endTime: app.ctx.clock.now() + 60_000, pageNum: 1, pageSize: 15 }, token);
    expect(records.data.list[0]).toMatchObject({ enName: 'PGDZ', betAmount: 10, category: 6 });
  });

  it('answers 6302 for an unknown token and 6004 for a game of another venue', async () => {
    expect((await call(app, '/__provider/round', { token: 'nope', gameCode: 'PG_1001', stake: '1' })).status_code).toBe(6302);
    const t = await providerToken('PGDZ', 'PG_1001');
    expect((await call(app, '/__provider/round', { token: t, gameCode: 'CQ9_1001', stake: '1' })).status_code).toBe(6004);
  });

  it('answers 6302 once the session that launched the game has ended: logged out, or expired on the server clock', async () => {
    const t = await providerToken('PGDZ', 'PG_1001');
    expect((await call(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '1' })).status_code).toBe(6000);
    expect((await call(app, '/site/api/v1/user/logout', {}, token)).status_code).toBe(6000);
    expect((await call(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '1' })).status_code).toBe(6302);
    expect((await call(app, '/__provider/session', { token: t })).status_code).toBe(6302);

    const again = await login(app);
    const t2 = await providerToken('PGDZ', 'PG_1001', again);
    app.ctx.clock.advance(2 * 60 * 60 * 1000 + 1_000); // past the 2 h idle limit: every session of the player is gone
    expect((await call(app, '/__provider/round', { token: t2, gameCode: 'PG_1001', stake: '1' })).status_code).toBe(6302);
  });

  it('answers 6302 on the sports provider call for a token whose session has ended, even from a new session', async () => {
    const first = await login(app);
    const sports = await providerToken('CRTY', '', first);
    await call(app, '/site/api/v1/user/logout', {}, first);
    const resource = { timestamp: app.ctx.clock.now(), token: sports, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method: 'getMatches', Request: { gameType: 'FT', marketType: 'RB' } };
    expect((await call(app, '/game/api/v1/venue/resource', resource, token)).status_code).toBe(6302);
  });

  it('answers 6008 for a stake with three decimals and 6007 without a stake', async () => {
    const t = await providerToken('PGDZ', 'PG_1001');
    expect((await call(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '1.005' })).status_code).toBe(6008);
    expect((await call(app, '/__provider/round', { token: t, gameCode: 'PG_1001' })).status_code).toBe(6007);
  });

  it('lets vip888 play PG until the lock lifts, then recycle everything (6413 before, 6000 after)', async () => {
    const vip = await login(app, ...VIP);
    const t = await providerToken('PGDZ', 'PG_1001', vip);
    expect((await call(app, '/game/api/v1/venue/recycle', { channelCode: 'PG' }, vip)).status_code).toBe(6413);
    expect((await force('PGDZ', 'win', 2)).statusCode).toBe(200);
    const first = await call<Round>(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '5000' });
    expect(first.data.activity).toMatchObject({ turnoverDone: 7350, met: false });
    const second = await call<Round>(app, '/__provider/round', { token: t, gameCode: 'PG_1001', stake: '5000' });
    expect(second.data.activity).toMatchObject({ turnoverDone: 12350, met: true });
    const back = await call<{ amount: number; skipped: unknown[] }>(app, '/game/api/v1/venue/recycle', {}, vip);
    expect(back).toMatchObject({ status_code: 6000, data: { skipped: [] } });
    expect(back.data.amount).toBe(second.data.balance);
  });
});

describe('POST /__provider/session and the play page', () => {
  it('answers the venue, its games, the balance and the activity progress', async () => {
    const vip = await login(app, ...VIP);
    const t = await providerToken('PGDZ', 'PG_1003', vip);
    const r = await call<{ kind: string; gameCode: string; balance: number; pool: number | null; activity: unknown }>(app, '/__provider/session', { token: t });
    expect(r.data).toMatchObject({ kind: 'slot', gameCode: 'PG_1003', balance: 8800, activity: { activityName: '电子周周乐', turnoverDone: 2350, met: false } });
    expect(r.data.pool).toBeGreaterThan(1_000_000);
  });

  it('seats DG真人 at its 骰宝 table and the other live casinos at baccarat', async () => {
    const dice = await call<{ kind: string; games: unknown[]; choices: { value: string }[] }>(app, '/__provider/session', { token: await providerToken('DGZR') });
    expect(dice.data).toMatchObject({ kind: 'dice', games: [{ gameCode: 'sicbo', gameName: '骰宝' }] });
    expect(dice.data.choices.map((c) => c.value)).toEqual(['big', 'small', 'odd', 'even']);
    const baccarat = await call<{ kind: string }>(app, '/__provider/session', { token: await providerToken('AGZR') });
    expect(baccarat.data.kind).toBe('baccarat');
  });

  it('plays a sports venue\'s simulated match as football between 中超 clubs, an e-sports venue\'s as a BO3', async () => {
    const sports = await providerToken('SBTY');
    expect((await call<{ matchSport: string | null }>(app, '/__provider/session', { token: sports })).data.matchSport).toBe('football');
    await transferIn('SB');
    const round = await call<{ face: { sport: string; home: string } }>(app, '/__provider/round', { token: sports, gameCode: 'match', stake: '10', choice: 'home' });
    expect(round.data.face).toMatchObject({ sport: 'football' });
    expect(['上海海港', '北京国安', '成都蓉城', '天津津门虎']).toContain(round.data.face.home);
    expect((await call<{ matchSport: string | null }>(app, '/__provider/session', { token: await providerToken('IMDJ') })).data.matchSport).toBe('esports');
    expect((await call<{ matchSport: string | null }>(app, '/__provider/session', { token: await providerToken('AGZR') })).data.matchSport).toBeNull();
  });

  it('names the sides of the player\'s next match on the choices before the bet, and each round plays the match it named', async () => {
    const t = await providerToken('IMDJ');
    await transferIn('IM');
    const teams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const session = await call<{ choices: { value: string; label: string }[] }>(app, '/__provider/session', { token: t });
      const [home, away] = session.data.choices;
      expect(session.data.choices.map((c) => c.value)).toEqual(['home', 'away']);
      expect([home?.label, away?.label]).not.toContain('主队');
      const round = await call<{ face: { home: string; away: string }; betContent: string }>(app, '/__provider/round', { token: t, gameCode: 'match', stake: '1', choice: 'away' });
      expect(round.data.face).toMatchObject({ home: home?.label, away: away?.label });
      expect(round.data.betContent).toContain(`押${away?.label}`);
      teams.add(`${home?.label}|${away?.label}`);
    }
    // A new match after each round (seeded by the player's last round), not the same pairing for ever.
    expect(teams.size).toBeGreaterThan(1);
  });

  it('states the rules its page shows: a slot\'s pay table and each game\'s theme, fishing\'s multiples, a match\'s odds; none for the other tables', async () => {
    const session = async (enName: string, gameCode = '') => (await call<ProviderSession>(app, '/__provider/session', { token: await providerToken(enName, gameCode) })).data;
    const slots = await session('PGDZ', 'PG_1001');
    expect(slots.paytable).toEqual({
      kind: 'slot',
      names: { fruit: { SEVEN: '7', BAR: 'BAR', BELL: '铃铛', LEMON: '柠檬', CHERRY: '樱桃' }, mahjong: { SEVEN: '红中', BAR: '发财', BELL: '白板', LEMON: '八万', CHERRY: '五筒' } },
      threeOfAKind: { SEVEN: 100, BAR: 50, BELL: 15, LEMON: 6, CHERRY: 5 },
      twoCherries: 2,
    });
    expect(slots.games.find((g) => g.gameCode === 'PG_1001')).toEqual({ gameCode: 'PG_1001', gameName: '麻将胡了', theme: 'mahjong' });
    expect(slots.games.filter((g) => g.theme === 'fruit').length).toBeGreaterThan(0);
    expect((await session('AGBY', 'AGBY_1001')).paytable).toEqual({ kind: 'fish', multiples: { small: 2, medium: 5, shark: 20 } });
    expect((await session('IMDJ')).paytable).toEqual({ kind: 'match', odds: 1.9 });
    const baccarat = await session('AGZR');
    expect([baccarat.paytable, baccarat.games.map((g) => g.theme)]).toEqual([null, [null]]);
  });

  it('serves one html page for every game, without a referrer, whose script plays with the session and round calls', async () => {
    const page = await builtPage(app, '/__provider/play?token=x');
    const res = await app.inject({ method: 'GET', url: '/__provider/play?token=x' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(page.scripts).toContain('/__provider/session');
    expect(page.scripts).toContain('/__provider/round');
  });

  it('names its own icon, so a game opened in its own tab asks for no /favicon.ico (a 404 in the console)', async () => {
    const page = await app.inject({ method: 'GET', url: '/__provider/play?token=x' });
    expect(page.body).toMatch(/<link rel="icon" href="data:,">/);
  });
});

describe('QA: forcing and reading rounds', () => {
  it('answers 400 for a jackpot at a venue without one and 404 for an unknown venue', async () => {
    expect((await force('AGZR', 'jackpot')).statusCode).toBe(400);
    expect((await force('NOPE', 'win')).statusCode).toBe(404);
  });

  it('lists a venue\'s rounds newest first with their seeds and forced outcomes', async () => {
    const t = await providerToken('AGZR');
    await force('AGZR', 'lose');
    await call(app, '/__provider/round', { token: t, gameCode: 'baccarat', stake: '1', choice: 'tie' });
    await call(app, '/__provider/round', { token: t, gameCode: 'baccarat', stake: '1', choice: 'tie' });
    const r = await app.inject({ method: 'GET', url: '/__mock/provider/rounds?enName=AGZR' });
    const rounds = r.json<{ roundNo: number; seed: string; forced: string | null; payout: number }[]>();
    expect(rounds.map((x) => [x.roundNo, x.seed, x.forced])).toEqual([[2, 'AGZR:2', null], [1, 'AGZR:1', 'lose']]);
    expect(rounds[1]?.payout).toBe(0);
  });
});

describe('getAutoTransferStatus', () => {
  it('answers the switch and vip888\'s unmet activity lock', async () => {
    const vip = await login(app, ...VIP);
    const r = await call(app, '/game/api/v1/status/getAutoTransferStatus', {}, vip);
    expect(r).toMatchObject({ status_code: 6000, data: { status: 1, activity: { channelCode: 'PG', venueName: 'PG', turnoverTarget: 10000, turnoverDone: 2350 } } });
    expect(await call(app, '/game/api/v1/status/getAutoTransferStatus', {}, token)).toMatchObject({ data: { status: 0, activity: null } });
  });
});
