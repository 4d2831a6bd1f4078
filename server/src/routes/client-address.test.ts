import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Envelope } from '@betsite/contracts/envelope';
import { CHAT_CLOSE, CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch } from '@betsite/contracts/socket';
import { SLOW_INTERVAL_MS } from '../accounts/login-guard';
import { DEMO, makeApp, md5, productHeaders, solvedGraphic } from '../../test-support/helpers';

/**
 * The client's address behind a proxy (TRUST_PROXY): a request from a trusted proxy is the
 * client's its X-Forwarded-For names, for every rule keyed on the address; without the setting, or
 * from a peer not trusted, the header is ignored and the address is the connection's.
 */
const PROXY = '127.0.0.1';
const CLIENT_A = '203.0.113.7';
const CLIENT_B = '198.51.100.20';
const PRE_INFO = '/site/api/v1/configuration/preInfo';
const LOGIN = '/site/api/v1/user/login';
const CAPTCHA = '/site/api/v1/user/register/defaultKaptcha';

interface Via {
  /** The connection's address (inject's remoteAddress). */
  peer?: string;
  /** The X-Forwarded-For the peer sends. */
  forwarded?: string;
  device?: string;
}

async function post<D>(app: FastifyInstance, path: string, body: unknown, via: Via = {}): Promise<Envelope<D>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...productHeaders(via.device), ...(via.forwarded === undefined ? {} : { 'x-forwarded-for': via.forwarded }) },
    payload: JSON.stringify(body),
    remoteAddress: via.peer ?? PROXY,
  });
  return res.json<Envelope<D>>();
}

const ipSeen = async (app: FastifyInstance, via: Via) => (await post<{ ip: string }>(app, PRE_INFO, {}, via)).data.ip;
const loginAs = async (app: FastifyInstance, via: Via, password: string = DEMO.password) =>
  (await post(app, LOGIN, { isAgent: 0, name: DEMO.name, password: md5(password), ...(await solvedGraphic(app)) }, via)).status_code;

let behind: FastifyInstance;
let plain: FastifyInstance;
beforeAll(async () => {
  [behind, plain] = await Promise.all([makeApp({ TRUST_PROXY: [PROXY] }), makeApp()]);
});
afterAll(() => Promise.all([behind.close(), plain.close()]));
beforeEach(() => {
  behind.ctx.reset();
  plain.ctx.reset();
});

describe('preInfo\'s ip (what a client signs its ts-sign with)', () => {
  it('is the client a trusted proxy forwards for: the nearest address that is not the proxy itself', async () => {
    expect(await ipSeen(behind, { forwarded: CLIENT_A })).toBe(CLIENT_A);
    // Whatever the client put in front is its own claim: the proxy's entry is the one believed.
    expect(await ipSeen(behind, { forwarded: `10.9.9.9, ${CLIENT_A}` })).toBe(CLIENT_A);
    expect(await ipSeen(behind, {})).toBe(PROXY);
  });

  it('is the connection\'s address for a peer the server does not trust, whatever it forwards', async () => {
    expect(await ipSeen(behind, { peer: CLIENT_B, forwarded: CLIENT_A })).toBe(CLIENT_B);
  });

  it('is the connection\'s address without TRUST_PROXY: X-Forwarded-For from anyone is ignored', async () => {
    expect(await ipSeen(plain, { forwarded: CLIENT_A })).toBe(PROXY);
    expect(await ipSeen(plain, { peer: CLIENT_B, forwarded: PROXY })).toBe(CLIENT_B);
  });
});

describe('the new-device check (known addresses)', () => {
  const home = { device: DEMO.device };

  it('sees a client behind the proxy at a new address (6025), and at its known one passes', async () => {
    expect(await loginAs(behind, { ...home, forwarded: CLIENT_A })).toBe(6025);
    expect(await loginAs(behind, { ...home, forwarded: PROXY })).toBe(6000);
  });

  it('sees the proxy\'s known address without TRUST_PROXY, and a spoofed header never makes an address known', async () => {
    expect(await loginAs(plain, { ...home, forwarded: CLIENT_A })).toBe(6000);
    expect(await loginAs(behind, { ...home, peer: CLIENT_B, forwarded: PROXY })).toBe(6025);
  });
});

describe('the login guard (failures per caller)', () => {
  const stranger = (forwarded: string): Via => ({ device: 'stranger-device', forwarded });
  async function lockOut(app: FastifyInstance, via: Via) {
    for (let i = 0; i < 8; i++) {
      expect(await loginAs(app, via, 'wrong-password')).toBe(6002);
      app.ctx.clock.advance(SLOW_INTERVAL_MS);
    }
    expect(await loginAs(app, via)).toBe(6037);
  }

  it('locks out the client behind the proxy that failed, not another client of the same proxy', async () => {
    await lockOut(behind, stranger(CLIENT_A));
    expect(await loginAs(behind, stranger(CLIENT_B))).toBe(6027);
  });

  it('without TRUST_PROXY counts every client of the proxy as one caller', async () => {
    await lockOut(plain, stranger(CLIENT_A));
    expect(await loginAs(plain, stranger(CLIENT_B))).toBe(6037);
  });
});

describe('the submission throttle (6011 per caller)', () => {
  async function flood(app: FastifyInstance, via: Via) {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await post(app, CAPTCHA, {}, via)).status_code);
    expect(codes.at(-1)).toBe(6011);
  }
  const device = 'shared-kiosk';

  it('counts each client behind the proxy on its own', async () => {
    await flood(behind, { device, forwarded: CLIENT_A });
    expect((await post(behind, CAPTCHA, {}, { device, forwarded: CLIENT_B })).status_code).toBe(6000);
  });

  it('without TRUST_PROXY counts the proxy', async () => {
    await flood(plain, { device, forwarded: CLIENT_A });
    expect((await post(plain, CAPTCHA, {}, { device, forwarded: CLIENT_B })).status_code).toBe(6011);
  });
});

describe('the audit log line', () => {
  it('names the client behind the proxy', async () => {
    const info = vi.spyOn(behind.log, 'info');
    try {
      await loginAs(behind, { device: DEMO.device, forwarded: CLIENT_A });
      const line = info.mock.calls.map(([o]) => o as Record<string, unknown>).find((o) => o.event === 'auth' && o.route === 'auth.login');
      expect(line).toMatchObject({ ip: CLIENT_A });
    } finally {
      info.mockRestore();
    }
  });
});

describe('the chat socket\'s admission per address', () => {
  /** 'open' once the heartbeat is answered, else the close code the server sent. */
  function socketFrom(base: string, forwarded: string): Promise<{ outcome: 'open' | number; ws: WebSocket }> {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`, { headers: { 'x-forwarded-for': forwarded } });
    return new Promise((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ msgId: MSG_ID.HEARTBEAT, msgData: {} })));
      ws.once('message', () => resolve({ outcome: 'open', ws }));
      ws.once('close', (code: number) => resolve({ outcome: code, ws }));
      ws.once('error', reject);
    });
  }

  async function outcomes(config: Parameters<typeof makeApp>[0], forwarded: string[]): Promise<('open' | number)[]> {
    const app = await makeApp({ ...config, CHAT_CONNECTIONS_PER_IP_MAX: 2 });
    const sockets: WebSocket[] = [];
    try {
      const base = await app.listen({ port: 0, host: PROXY });
      const seen: ('open' | number)[] = [];
      for (const f of forwarded) {
        const { outcome, ws } = await socketFrom(base, f);
        sockets.push(ws);
        seen.push(outcome);
      }
      return seen;
    } finally {
      for (const ws of sockets) ws.terminate();
      await app.close();
    }
  }

  it('admits more sockets through the proxy than one address may hold, and still bounds each client', async () => {
    expect(await outcomes({ TRUST_PROXY: [PROXY] }, ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1', '10.0.0.1'])).toEqual(['open', 'open', 'open', 'open', CHAT_CLOSE.BAD_HANDSHAKE]);
  });

  it('without TRUST_PROXY holds the proxy to one address\'s sockets', async () => {
    expect(await outcomes({}, ['10.0.0.1', '10.0.0.2', '10.0.0.3'])).toEqual(['open', 'open', CHAT_CLOSE.BAD_HANDSHAKE]);
  });
});
