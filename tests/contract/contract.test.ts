import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { routeMeta } from '@betsite/contracts/route';
import { noQaApiNote, openTarget, type Target } from './target';
import { checkSuccess } from './success/check';
import { NO_SUCCESS, NO_SUCCESS_TITLE, SUCCESS_TITLE } from './success/plan';
import { suiteLogin, type Session } from './success/steps';
import { expectDocumented, replySummary, send, type Mode, type Reply } from './transport';
import { exchangeText } from '../conformance/junit';
import { exampleOf } from '@betsite/contracts/example-of';
import { bodySchemaOf, objectShape, requiredKeys, sampleFor, wrongTypeFor } from './samples';

/**
 * The contract suite: walks the whole contract against a backend (ours, or BETSITE_BASE_URL),
 * in plain and in encrypted mode. See docs/integrator.md, "Conformance".
 */
const ROUTES = allRoutes(contract);
const MODES: Mode[] = (process.env.BETSITE_MODES?.split(',') as Mode[] | undefined) ?? ['plain', 'encrypted'];

const target: Target = await openTarget();
let session: Session = { token: '', userId: 0 };
const qaSession = `contract-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  if (target.hasMockApi) await fetch(`${target.qaUrl}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
});
afterAll(async () => {
  if (target.hasMockApi) await fetch(`${target.qaUrl}/__mock/scenarios?session=${qaSession}`, { method: 'DELETE' });
  await target.close();
});

/**
 * A failure that shows the call: what a hook's failure says in the progress lines and the reports,
 * where no check carries its exchanges (the request with its headers and body, the HTTP status, the reply).
 */
function callFailed(what: string, reply: Reply): Error {
  return new Error(`${what}: ${replySummary(reply)}\n\n${exchangeText(reply.exchange)}`);
}

async function freshSession(mode: Mode): Promise<Session> {
  const { input, caller } = suiteLogin(target);
  const reply = await send(target, contract.auth.login, input, { mode, ...caller });
  if (reply.body?.status_code !== 6000) throw callFailed(`login as ${target.credentials.name}`, reply);
  const { token, userId } = reply.body.data as Session;
  return { token, userId };
}

/** Why the checks that send a deliberately invalid request cannot run here. */
const GATEWAY_NOTE = 'the request breaks contracts/openapi.json on purpose: behind a strict gateway (or a mock) the gateway refuses it before the backend, so the backend\'s 6007 cannot be seen';
/** Why the checks that need the backend's state cannot run against a mock. */
const MOCK_STATE_NOTE = 'needs state (a launched provider token, the match list, tickets): a stateless mock answers each operation\'s example';

/** Logout would end the suite's session: it runs last, with its own token. */
const ordered = [...ROUTES.filter((r) => r.key !== 'auth.logout'), ...ROUTES.filter((r) => r.key === 'auth.logout')];

describe.each(MODES)('contract suite, %s mode', (mode) => {
  beforeAll(async () => {
    session = await freshSession(mode);
  });

  // Every reply of every check is held to contracts/openapi.json whole (expectDocumented): HTTP
  // status, content type, envelope, a declared status_code, the reply schema; then what the check asks.
  describe(SUCCESS_TITLE, () => {
    it.for(ordered.filter((r) => !(r.key in NO_SUCCESS)).map((r) => [r.key, r] as const))('%s', async ([, { key, route }], ctx) => {
      const reply = await checkSuccess(ctx, { target, mode, session, key, route });
      // A backend may keep one session per account: the suite goes on with the newest.
      if (key === 'auth.login') session = reply.body.data as Session;
    });
  });

  const unreachable = ordered.filter((r) => r.key in NO_SUCCESS);
  if (unreachable.length > 0) {
    describe(NO_SUCCESS_TITLE, () => {
      it.for(unreachable.map((r) => [`${r.key} (${NO_SUCCESS[r.key]})`, r] as const))('%s', async ([, { key, route }]) => {
        const reply = await send(target, route, sampleFor(key, route, target), { mode, token: session.token });
        expectDocumented(reply);
      });
    });
  }

  describe('a missing or wrong field answers 6007', () => {
    const withRequired = ordered.filter((r) => requiredKeys(bodySchemaOf(r.route)).length > 0);
    it.for(withRequired.map((r) => [r.key, r] as const))('%s', async ([, { key, route }], ctx) => {
      if (target.strictGateway) ctx.skip(GATEWAY_NOTE);
      const schema = bodySchemaOf(route);
      const valid = sampleFor(key, route, target) as Record<string, unknown>;
      const [first] = requiredKeys(schema);
      const missing = { ...valid };
      delete missing[first!];
      const withoutIt = await send(target, route, missing, { mode, token: session.token });
      expectDocumented(withoutIt);
      expect(withoutIt.body?.status_code, `${key} without ${first}: ${replySummary(withoutIt)} (a validating gateway before the backend? see --strict-gateway)`).toBe(6007);
      const shape = objectShape(schema)!;
      const typed = requiredKeys(schema).map((k) => [k, wrongTypeFor(shape[k] as z.ZodTypeAny)] as const).find(([, w]) => w !== undefined);
      if (typed) {
        const [k, w] = typed;
        const wrong = { ...valid, [k]: w!.value };
        const wrongReply = await send(target, route, wrong, { mode, token: session.token });
        expectDocumented(wrongReply);
        expect(wrongReply.body?.status_code, `${key} with ${k} of a wrong type: ${replySummary(wrongReply)}`).toBe(6007);
      }
    });
  });

  describe('the sports provider\'s methods answer schema-valid replies (issue 9)', () => {
    const resource = contract.venue.resource;
    let provider = '';
    const call = async (method: string, Request: unknown) => {
      const input = { timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request };
      const reply = await send(target, resource, input, { mode, token: session.token });
      expectDocumented(reply);
      return reply.body;
    };
    type Odd = { wtype: string; rtype: string; ratio: string | null; r: number; suspended: boolean };
    type Row = { gameId: string; odds: Odd[] };
    const open = (m: Row) => m.odds.find((o) => o.wtype === 'R' && !o.suspended);

    beforeAll(async () => {
      if (target.statelessMock) return;
      const launched = await send(target, contract.venue.launch, { enName: 'CRTY', gameCode: '' }, { mode, token: session.token });
      if (launched.body?.status_code !== 6000) throw callFailed('launching the sports provider (venue.launch CRTY)', launched);
      provider = new URL((launched.body.data as { url: string }).url, target.baseUrl).searchParams.get('token') ?? '';
    });

    it('getLeagues and getMatches in every market, getMatch', async (ctx) => {
      if (target.statelessMock) ctx.skip(MOCK_STATE_NOTE);
      for (const marketType of ['RB', 'FT', 'FU', 'FSFT', 'FSFU']) {
        expect((await call('getLeagues', { gameType: 'ALL', marketType })).status_code).toBe(6000);
        expect((await call('getMatches', { gameType: 'ALL', marketType, oddsType: 'M' })).status_code).toBe(6000);
      }
      const list = (await call('getMatches', { gameType: 'FT', marketType: 'FU' })).data as { list: Row[] };
      expect((await call('getMatch', { gameId: list.list[0]!.gameId, oddsType: 'E' })).status_code).toBe(6000);
    });

    it('placeBet (a single and a series), getBetStatus, getBets', async (ctx) => {
      if (target.statelessMock) ctx.skip(MOCK_STATE_NOTE);
      const rows = ((await call('getMatches', { gameType: 'ALL', marketType: 'FU' })).data as { list: Row[] }).list.filter((m) => open(m));
      expect(rows.length).toBeGreaterThan(1);
      const entry = (m: Row) => ({ gameId: m.gameId, wtype: 'R', rtype: open(m)!.rtype, ratio: open(m)!.ratio, r: open(m)!.r });
      const single = await call('placeBet', { oddsType: 'H', series: 0, entries: [{ ...entry(rows[0]!), stake: '10' }] });
      expect(single.status_code).toBe(6000);
      const series = await call('placeBet', { oddsType: 'H', series: 1, stake: '10', entries: [entry(rows[0]!), entry(rows[1]!)] });
      expect(series.status_code).toBe(6000);
      const ids = [single, series].map((r) => (r.data as { tickets: { ticket_id: string }[] }).tickets[0]!.ticket_id);
      expect((await call('getBetStatus', { ticketIds: ids })).status_code).toBe(6000);
      expect((await call('getBets', { status: 'all', pageNum: 1, pageSize: 15 })).status_code).toBe(6000);
    });

    it('answers 6007 for a placeBet whose entries are not a list, and 6008 for eleven entries', async (ctx) => {
      if (target.strictGateway) ctx.skip(GATEWAY_NOTE);
      const notAList = await send(target, resource, { timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method: 'placeBet', Request: { oddsType: 'H', series: 0, entries: 'x' } }, { mode, token: session.token });
      expectDocumented(notAList);
      expect(notAList.body.status_code).toBe(6007);
      const e = { gameId: '7000201', wtype: 'R', rtype: 'RH', ratio: '0', r: 0.9, stake: '10' };
      const eleven = { timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method: 'placeBet', Request: { oddsType: 'H', series: 0, entries: Array.from({ length: 11 }, (_, i) => ({ ...e, gameId: String(7000201 + i) })) } };
      const tooMany = await send(target, resource, eleven, { mode, token: session.token });
      expectDocumented(tooMany);
      expect(tooMany.body).toMatchObject({ status_code: 6008, message: '投注项数量已达上限' });
    });
  });

  // A backend without the QA API cannot be forced: these are reported as skipped, the rest still run.
  describe('every declared business code is reachable and has the right shape', () => {
    const cases = ordered.flatMap(({ key, route }) => routeMeta(route).codes.map((code) => [`${key} ${code}`, key, route, code] as const));
    it.for(cases)('%s', async ([, key, route, code], ctx) => {
      if (!target.hasMockApi) ctx.skip(noQaApiNote(target));
      const meta = routeMeta(route);
      const dataSchema = meta.errorData[code];
      const data = dataSchema ? exampleOf(dataSchema) : null;
      const added = await fetch(`${target.qaUrl}/__mock/scenarios`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: route.path, method: route.method, status_code: code, data, times: 1, session: qaSession }),
      });
      expect(added.status).toBe(200);
      const reply = await send(target, route, sampleFor(key, route, target), { mode, token: session.token, qaSession });
      expectDocumented(reply);
      expect(reply.body?.status_code, replySummary(reply)).toBe(code);
      expect(typeof reply.body.message).toBe('string');
      expect(reply.body.message.length).toBeGreaterThan(0);
      if (dataSchema) expect(dataSchema.safeParse(reply.body.data).success).toBe(true);
      else expect(reply.body.data).toBeNull();
    });
  });
});
