import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Match } from '@betsite/contracts/routes/venue';
import type { Bet, Ticket } from '@betsite/contracts/routes/sportsbook';
import { handlingOf, type Handling } from '@betsite/contracts/status-codes';
import { DEFAULT_SCENARIOS_DIR, loadScenarioSets } from '../../qa/scenario-set-files';
import { call, DEMO, login, md5, newPress, resetAppBeforeEach } from '../../../test-support/helpers';

/**
 * The project's own library (fixtures/scenarios): every set applies to a fresh app and does what
 * its description promises; together they cover every handling class of the status catalogue.
 */

const library = loadScenarioSets(DEFAULT_SCENARIOS_DIR);
let app: FastifyInstance;
resetAppBeforeEach((fresh) => {
  app = fresh;
});

const apply = async (name: string) => {
  const res = await app.inject({ method: 'POST', url: `/__mock/scenario-sets/${name}/apply`, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
};
const fromHome = { 'device-uuid': DEMO.device };
const logIn = () => call(app, '/site/api/v1/user/login', { name: DEMO.name, password: md5(DEMO.password), kaptchcate: 0, isAgent: 0 }, undefined, fromHome);

async function providerToken(enName: string, gameCode: string, token: string): Promise<string> {
  const r = await call<{ url: string }>(app, '/game/api/v1/venue/launch', { enName, gameCode }, token);
  return new URL(r.data.url, 'http://local').searchParams.get('token') ?? r.data.url;
}
function sportsbook(token: string, provider: string) {
  return <D>(method: string, Request: unknown) =>
    call<D>(app, '/game/api/v1/venue/resource', { timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request }, token, method === 'placeBet' ? newPress() : {});
}
/** A leg on the home side's win (独赢 主) of a fixture match. */
async function homeWin(resource: ReturnType<typeof sportsbook>, gameId: string) {
  const { match } = (await resource<{ match: Match }>('getMatch', { gameId, oddsType: 'H' })).data;
  const odd = match.odds.find((o) => o.rtype === 'MH')!;
  return { gameId, wtype: odd.wtype, rtype: odd.rtype, ratio: odd.ratio, r: odd.r };
}

/** What each set does, seen from the product's side; a set without a check here fails the test. */
const checks: Record<string, { handling: Handling; check: () => Promise<void> }> = {
  'new-device-6026': {
    handling: 'new-device',
    check: async () => {
      await apply('new-device-6026');
      expect(await logIn()).toMatchObject({ status_code: 6026, data: { phoneNumber: '138****5678' } });
      expect((await logIn()).status_code).toBe(6000);
    },
  },
  'session-expires-mid-deposit': {
    handling: 'expired',
    check: async () => {
      const token = await login(app);
      await apply('session-expires-mid-deposit');
      expect((await call(app, '/fd/api/v1/payment/pay', { payTypeId: 1, amount: 500 }, token)).status_code).toBe(6001);
      expect((await call(app, '/fd/api/v1/payment/pay', { payTypeId: 1, amount: 500 }, token)).status_code).toBe(6000);
    },
  },
  'session-expired-now': {
    handling: 'expired',
    check: async () => {
      const token = await login(app);
      await apply('session-expired-now');
      expect((await call(app, '/fd/api/v1/transfer/getBalance', { withLockMoney: 0 }, token)).status_code).toBe(6001);
    },
  },
  'login-graphic-captcha-6021': {
    handling: 'returned-as-value',
    check: async () => {
      await apply('login-graphic-captcha-6021');
      expect(await call(app, '/site/api/v1/user/member/kaptchcate', { ktype: 4, name: DEMO.name }, undefined, fromHome)).toMatchObject({ status_code: 6021, data: { kaptchcate: 2 } });
    },
  },
  'register-slider-captcha-6022': {
    handling: 'returned-as-value',
    check: async () => {
      await apply('register-slider-captcha-6022');
      const r = await call<{ kaptchcate: number; challenge: { lot_number: string } }>(app, '/site/api/v1/user/member/kaptchcate', { ktype: 1 });
      expect(r).toMatchObject({ status_code: 6022, data: { kaptchcate: 1 } });
      expect(r.data.challenge.lot_number).not.toBe('');
    },
  },
  'withdraw-needs-real-name-6449': {
    handling: 'dialog',
    check: async () => {
      const token = await login(app);
      await apply('withdraw-needs-real-name-6449');
      expect((await call(app, '/fd/api/v1/withdraw/withdrawInfo', {}, token)).status_code).toBe(6449);
    },
  },
  'venue-activity-lock-6413': {
    handling: 'dialog',
    check: async () => {
      const token = await login(app);
      await apply('venue-activity-lock-6413');
      expect(await call(app, '/game/api/v1/venue/recycle', { channelCode: 'PG' }, token)).toMatchObject({ status_code: 6413, data: { activityName: '电子周周乐', venueName: 'PG电子' } });
    },
  },
  'venue-maintenance': {
    handling: 'rejected',
    check: async () => {
      const token = await login(app);
      await apply('venue-maintenance');
      expect((await call(app, '/game/api/v1/venue/launch', { enName: 'AGZR', gameCode: '' }, token)).status_code).toBe(6415);
      expect((await call(app, '/game/api/v1/venue/launch', { enName: 'PGDZ', gameCode: 'PG_1001' }, token)).status_code).toBe(6415);
      expect((await call(app, '/game/api/v1/venue/launch', { enName: 'KYQP', gameCode: '' }, token)).status_code).toBe(6000);
    },
  },
  'login-suspended-6501': {
    handling: 'rejected',
    check: async () => {
      await apply('login-suspended-6501');
      expect((await logIn()).status_code).toBe(6501);
    },
  },
  'deposits-paid-at-once': {
    handling: 'success',
    check: async () => {
      const token = await login(app);
      await apply('deposits-paid-at-once');
      const order = await call<{ orderNo: string }>(app, '/fd/api/v1/payment/pay', { payTypeId: 4, amount: 500 }, token);
      expect(await call(app, '/fd/api/v1/payment/getDepositOrderStatus', { orderNo: order.data.orderNo }, token)).toMatchObject({ status_code: 6000, data: { status: 0 } });
      await call(app, '/fd/api/v1/payment/confirmPaid', { orderNo: order.data.orderNo }, token);
      expect(await call(app, '/fd/api/v1/payment/getDepositOrderStatus', { orderNo: order.data.orderNo }, token)).toMatchObject({ status_code: 6000, data: { status: 1 } });
    },
  },
  'slot-wins-next-rounds': {
    handling: 'success',
    check: async () => {
      const token = await login(app);
      const provider = await providerToken('PGDZ', 'PG_1001', token);
      await apply('slot-wins-next-rounds');
      for (let i = 0; i < 3; i++) {
        expect((await call<{ outcome: string }>(app, '/__provider/round', { token: provider, gameCode: 'PG_1001', stake: '1' })).data.outcome).toBe('win');
      }
    },
  },
  'sports-bet-rejected': {
    handling: 'success',
    check: async () => {
      const token = await login(app);
      const resource = sportsbook(token, await providerToken('CRTY', '', token));
      await apply('sports-bet-rejected');
      const slip = { oddsType: 'H', series: 0, entries: [{ ...(await homeWin(resource, '7000301')), stake: '10' }] };
      expect((await resource<{ tickets: Ticket[] }>('placeBet', slip)).data.tickets[0]!.reason?.code).toBe('FORCED_BY_QA');
      expect((await resource<{ tickets: Ticket[] }>('placeBet', slip)).data.tickets[0]!.active).toBe('accepted');
    },
  },
  'parlay-settles-as-win': {
    handling: 'success',
    check: async () => {
      const token = await login(app);
      const resource = sportsbook(token, await providerToken('CRTY', '', token));
      const legs = [await homeWin(resource, '7000301'), await homeWin(resource, '7000302')];
      const [ticket] = (await resource<{ tickets: Ticket[] }>('placeBet', { oddsType: 'H', series: 1, stake: '10', entries: legs })).data.tickets;
      expect(ticket).toMatchObject({ active: 'accepted', series: 1 });
      await apply('parlay-settles-as-win');
      const settled = (await resource<{ list: Bet[] }>('getBets', { status: 'settled', pageNum: 1, pageSize: 10 })).data.list;
      expect(settled.find((b) => b.ticket_id === ticket!.ticket_id)).toMatchObject({ result: 'W' });
    },
  },
};

describe('the scenario set library', () => {
  it('has a check for every set, and the checks are for sets that exist', () => {
    expect(Object.keys(checks).sort()).toEqual([...library.keys()].sort());
  });

  it('covers every handling class of the status-code catalogue', () => {
    const classes: Handling[] = ['success', 'expired', 'new-device', 'returned-as-value', 'dialog', 'rejected'];
    expect([...new Set(Object.values(checks).map((c) => c.handling))].sort()).toEqual([...classes].sort());
    // Each forced reply's code is of the class its set is filed under.
    for (const [name, { set }] of library) {
      for (const step of set.steps) {
        if (!('force' in step)) continue;
        expect(step.force.status_code, `${name}: the library forces envelopes, not faults`).toBeDefined();
        expect(handlingOf(step.force.status_code!), name).toBe(checks[name]!.handling);
      }
    }
  });

  for (const name of library.keys()) {
    it(`${name}: applies to a fresh app and does what it says`, async () => {
      await checks[name]!.check();
    });
  }
});
