import { describe, expect, it, vi } from 'vitest';
import { productCallHeaders } from '@betsite/contracts/qa-login';
import { answerCall } from '../src/fetch/msw-handler';
import type { FetchTransport, IncomingCall } from '../src/fetch/transport';
import { useWorld } from './in-process-world';

/**
 * The in-process world's transport (src/fetch/: the msw adapter, the fetch transport) and lifecycle, in Node without a DOM: what the
 * client tests (client/src/**\/*.world.test.*) stand on. The origin is given, as a Node test without
 * a page must (no port is opened: any will do).
 */
const ORIGIN = 'http://localhost:4310';
const world = useWorld({ origin: ORIGIN, resetBeforeEach: true });
const LOGIN = '/site/api/v1/user/login';

const plainCall = (path: string, body: unknown) => fetch(`${ORIGIN}${path}`, { method: 'POST', headers: productCallHeaders('world-test-device'), body: JSON.stringify(body) });

describe('answerCall (the msw adapter of the fetch transport)', () => {
  const ip = '10.1.2.3';
  it('hands the transport the method, url, headers, body text and address, and gives back the status, every header and the body', async () => {
    const seen: IncomingCall[] = [];
    const transport: FetchTransport = {
      claims: () => true,
      handle: (call) => {
        seen.push(call);
        return Promise.resolve({ kind: 'reply', status: 201, headers: [['set-cookie', 'a=1; Path=/'], ['set-cookie', 'b=2; HttpOnly'], ['x-seen', 'yes']], body: new Uint8Array([0, 255, 128]) });
      },
    };
    const reply = await answerCall(transport, new Request('http://any.test/echo?q=1&r=%E4%B8%AD', { method: 'POST', body: '{"a":1}', headers: { 'x-mine': 'mine', 'content-type': 'application/json' } }), ip);
    expect(seen).toEqual([{ method: 'POST', url: 'http://any.test/echo?q=1&r=%E4%B8%AD', headers: { 'x-mine': 'mine', 'content-type': 'application/json' }, bodyText: '{"a":1}', ip }]);
    expect([reply.status, reply.headers.getSetCookie(), reply.headers.get('x-seen')]).toEqual([201, ['a=1; Path=/', 'b=2; HttpOnly'], 'yes']);
    expect(new Uint8Array(await reply.arrayBuffer())).toEqual(new Uint8Array([0, 255, 128]));
  });

  it('answers a dropped connection as a network error', async () => {
    const transport: FetchTransport = { claims: () => true, handle: () => Promise.resolve({ kind: 'dropped', how: 'reset' }) };
    const reply = await answerCall(transport, new Request('http://any.test/x'), ip);
    expect(reply.type).toBe('error');
  });
});

describe('the in-process world', () => {
  it('answers the process\'s fetch with the real app: a login, and the journal that saw it', async () => {
    const reply = await plainCall(LOGIN, { isAgent: 0, name: 'demo01', password: 'not-an-md5', kaptchcate: 0 });
    expect(((await reply.json()) as { status_code: number }).status_code).toBe(6008);
    const session = await world.logIn('demo01');
    expect(session.userId).toBeGreaterThan(0);
    const journal = await world.qa.journal({ query: { path: LOGIN } });
    expect(journal.status === 200 && journal.body.map((entry) => entry.status_code)).toEqual([6000, 6008]);
  });

  it('lets nothing leave the process: a request to another origin fails, and msw says which', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('http://elsewhere.test/anything')).rejects.toThrow();
    expect(said).toHaveBeenCalledWith(expect.stringContaining('GET http://elsewhere.test/anything'));
    said.mockRestore();
  });

  it('holds the test\'s Date and the world at the tests\' instant, and moves the world with the QA clock', async () => {
    const before = await world.qa.getClock();
    expect(before.status === 200 && before.body.now).toBe(Date.now());
    await world.moveClock(60_000);
    const after = await world.qa.getClock();
    expect(after.status === 200 && after.body.now).toBe(Date.now() + 60_000);
  });

  it('forces a status code on the next call only', async () => {
    await world.forceNext(LOGIN, 6011);
    const body = { isAgent: 0, name: 'demo01', password: 'x', kaptchcate: 0 };
    expect(((await (await plainCall(LOGIN, body)).json()) as { status_code: number }).status_code).toBe(6011);
    expect(((await (await plainCall(LOGIN, body)).json()) as { status_code: number }).status_code).toBe(6008);
  });

  it('answers the transport faults: a reset or a closed connection as a network error, a gateway\'s status with its page, a cut reply cut', async () => {
    await world.faultNext(LOGIN, { kind: 'reset' });
    await expect(plainCall(LOGIN, {})).rejects.toThrow(TypeError);
    await world.faultNext(LOGIN, { kind: 'empty' });
    await expect(plainCall(LOGIN, {})).rejects.toThrow(TypeError);
    await world.faultNext(LOGIN, { kind: 'http', status: 502 });
    const gateway = await plainCall(LOGIN, {});
    expect([gateway.status, await gateway.text()]).toEqual([502, expect.stringContaining('<h1>502</h1>')]);
    await world.faultNext(LOGIN, { kind: 'malformed', body: 'cut-json' }, { status_code: 6000 });
    const cut = await plainCall(LOGIN, {});
    await expect(cut.json()).rejects.toThrow(SyntaxError);
  });
});
