import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import type { Envelope } from '@betsite/contracts/envelope';
import { HEADER, decryptBody, decryptPath, encryptReply } from '@betsite/contracts/wire';
import { LruCache } from './cache';
import { ApiError, ENCRYPTION_UNANSWERED_MESSAGE } from './errors';
import { createFetcher, type CallOptions, type FetcherDeps } from './fetcher';

const secret = 'test-secret-0123456789';
const NOW = 1_700_000_000_000;
const LOGIN = contract.auth.login as AppRoute;
const loginReply = { status_code: 6000, data: { token: 'tok-new', userId: 7 }, message: '成功' };

type FakeFetch = (path: string, init: RequestInit) => Promise<Response>;

function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(fake: FakeFetch, overrides: Partial<FetcherDeps> = {}) {
  const calls: { path: string; init: RequestInit }[] = [];
  const events = { tips: [] as string[], expired: 0, dialogs: [] as number[] };
  let token: string | null = 'tok-1';
  const deps: FetcherDeps = {
    fetch: ((path: string, init: RequestInit) => {
      calls.push({ path, init });
      return fake(path, init);
    }) as typeof fetch,
    secret,
    timeoutMs: 30_000,
    validate: true,
    cache: new LruCache<Envelope>(100),
    now: () => NOW,
    newRequestId: () => 'req-1',
    deviceUuid: () => 'dev-1',
    token: () => token,
    ip: () => '203.0.113.9',
    safeSwitchOn: () => false,
    tips: (message) => events.tips.push(message),
    expired: () => {
      events.expired += 1;
      token = null;
    },
    dialog: (r) => events.dialogs.push(r.status_code),
    ...overrides,
  };
  const fetcher = createFetcher(deps);
  const call = (rawBody: unknown = { name: 'player01' }, options: CallOptions & { signal?: AbortSignal } = {}) =>
    fetcher({
      route: LOGIN,
      path: LOGIN.path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rawBody),
      rawBody,
      rawQuery: undefined,
      contentType: 'application/json',
      fetchOptions: options.signal ? { signal: options.signal } : {},
      ...options,
    });
  return { call, calls, events, deps, setToken: (t: string | null) => void (token = t) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the API fetcher', () => {
  it('sends the spec headers and returns the success envelope', async () => {
    const { call, calls } = setup(() => Promise.resolve(reply(loginReply)));
    const result = await call();
    expect(result).toMatchObject({ status: 200, body: loginReply });
    const sent = calls[0];
    const headers = sent?.init.headers as Record<string, string>;
    expect(sent?.path).toBe('/site/api/v1/user/login');
    expect(headers[HEADER.siteId]).toBe('3000');
    expect(headers[HEADER.token]).toBe('tok-1');
    expect(headers[HEADER.tsSign]).toMatch(/^1700000000000\.203\.0\.113\.9\.[0-9a-f]{64}$/);
    expect(JSON.parse(sent?.init.body as string)).toEqual({ name: 'player01' });
  });

  it('encrypts path and body with the safe switch on and decrypts the reply', async () => {
    const { call, calls } = setup(
      (path, init) => {
        const opened = decryptPath(secret, path, NOW, 1000);
        expect(opened).toMatchObject({ ok: true, path: '/site/api/v1/user/login' });
        expect(decryptBody(secret, JSON.parse(init.body as string), path)).toEqual({ name: 'player01' });
        return Promise.resolve(reply(encryptReply(secret, JSON.stringify(loginReply))));
      },
      { safeSwitchOn: () => true },
    );
    await expect(call()).resolves.toMatchObject({ body: loginReply });
    expect(calls[0]?.path.startsWith('/api/enc/')).toBe(true);
  });

  it('returns 6021 and 6022 to the caller as values, without a toast', async () => {
    for (const code of [6021, 6022]) {
      const { call, events } = setup(() => Promise.resolve(reply({ status_code: code, data: null, message: '需要验证' })));
      await expect(call()).resolves.toMatchObject({ body: { status_code: code } });
      expect(events.tips).toEqual([]);
    }
  });

  it('rejects any other code with the reply and shows the server message', async () => {
    const { call, events } = setup(() => Promise.resolve(reply({ status_code: 6002, data: null, message: '账号或密码错误' })));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reply).toEqual({ status_code: 6002, data: null, message: '账号或密码错误' });
    expect(events.tips).toEqual(['账号或密码错误']);
  });

  it('keeps quiet when asked to', async () => {
    const { call, events } = setup(() => Promise.resolve(reply({ status_code: 6011, data: null, message: '请勿频繁提交' })));
    await expect(call(undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(events.tips).toEqual([]);
  });

  it('leaves the new-device codes to the login form: rejected, no toast', async () => {
    const { call, events } = setup(() => Promise.resolve(reply({ status_code: 6026, data: { phoneNumber: '138****0000' }, message: '新设备' })));
    await expect(call()).rejects.toMatchObject({ code: 6026 });
    expect(events.tips).toEqual([]);
  });

  it('opens the dialog of 6413 and 6449 and rejects', async () => {
    const { call, events } = setup(() => Promise.resolve(reply({ status_code: 6449, data: null, message: '请先完善实名信息' })));
    await expect(call()).rejects.toMatchObject({ code: 6449 });
    expect(events.dialogs).toEqual([6449]);
  });

  it('runs the expiry flow on 6001 once per session, however many calls answer it', async () => {
    const { call, events } = setup(() => Promise.resolve(reply({ status_code: 6001, data: null, message: '请重新登录' })));
    await Promise.all([call().catch(() => undefined), call().catch(() => undefined)]);
    expect(events.expired).toBe(1);
  });

  it('treats HTTP 401 as the login-expired status', async () => {
    const { call, events } = setup(() => Promise.resolve(new Response('', { status: 401 })));
    await expect(call()).rejects.toMatchObject({ code: 6001 });
    expect(events.expired).toBe(1);
  });

  it('gives up after the time-out with the server-error text', async () => {
    vi.useFakeTimers();
    const { call, events } = setup(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const pending = call().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe(6005);
    expect(events.tips).toEqual(['服务开小差了，请稍后重试']);
  });

  it('does not toast when the caller itself aborted', async () => {
    const controller = new AbortController();
    const { call, events } = setup(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = call(undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
    expect(events.tips).toEqual([]);
  });

  it('refuses a reply outside the contract when validating, and lets it through otherwise', async () => {
    const drifted = { status_code: 6000, data: { token: 'x' }, message: '成功' };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const strict = setup(() => Promise.resolve(reply(drifted)));
    await expect(strict.call()).rejects.toMatchObject({ kind: 'invalid-reply' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('userId'));
    error.mockRestore();
    const lenient = setup(() => Promise.resolve(reply(drifted)), { validate: false });
    await expect(lenient.call()).resolves.toMatchObject({ body: drifted });
  });

  it('refuses a reply that is not an envelope or does not decrypt, in the player\'s words, the detail in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { call, events } = setup(() => Promise.resolve(reply({ encrypted: 1, payload: 'AAAA' })));
    await expect(call()).rejects.toMatchObject({ kind: 'invalid-reply', code: 6008, message: '服务开小差了，请稍后重试' });
    expect(events.tips).toEqual(['服务开小差了，请稍后重试']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('6008 非法请求'), expect.anything());
    warn.mockRestore();
  });

  it('takes a gateway\'s 5xx page for the network\'s failure, and a 200 that is not JSON for an unreadable reply', async () => {
    const page = (status: number) => new Response('<html><h1>502</h1></html>', { status, headers: { 'content-type': 'text/html' } });
    const gateway = setup(() => Promise.resolve(page(502)));
    await expect(gateway.call()).rejects.toMatchObject({ kind: 'network', code: 6005 });
    expect(gateway.events.tips).toEqual(['服务开小差了，请稍后重试']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const garbled = setup(() => Promise.resolve(page(200)));
    await expect(garbled.call()).rejects.toMatchObject({ kind: 'invalid-reply', code: 6008 });
    expect(garbled.events.tips).toEqual(['服务开小差了，请稍后重试']);
    // Encrypted or not: a body that is not JSON says nothing about the encrypted form.
    const garbledEncrypted = setup(() => Promise.resolve(page(200)), { safeSwitchOn: () => true });
    await expect(garbledEncrypted.call()).rejects.toMatchObject({ kind: 'invalid-reply', code: 6008 });
    expect(garbledEncrypted.events.tips).toEqual(['服务开小差了，请稍后重试']);
    warn.mockRestore();
  });

  it('tells the player the truth when an encrypted call gets no envelope back (a backend of the plain form alone), and the developer what to set', async () => {
    // What `prism mock contracts/openapi.json` answers to /api/enc/…: its own 404, no envelope.
    const notFound = { type: 'https://stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR', title: 'Route not resolved, no path matched', status: 404 };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call, events } = setup(() => Promise.resolve(reply(notFound, 404)), { safeSwitchOn: () => true });
    await expect(call()).rejects.toMatchObject({ kind: 'encryption-unanswered', message: ENCRYPTION_UNANSWERED_MESSAGE });
    expect(events.tips).toEqual(['服务器暂不支持加密通信，请联系客服']);
    expect(errors.mock.calls[0]?.[0]).toMatch(/POST \/site\/api\/v1\/user\/login .*HTTP 404.*VITE_SAFE_SWITCH=off/);
    errors.mockRestore();
    // The same reply to a plain call is an unreadable reply, and our server's plain wire refusal to
    // an encrypted call stays what it says.
    const plain = setup(() => Promise.resolve(reply(notFound, 404)));
    await expect(plain.call()).rejects.toMatchObject({ kind: 'invalid-reply' });
    const refused = setup(() => Promise.resolve(reply({ status_code: 6008, data: null, message: '非法请求' })), { safeSwitchOn: () => true });
    await expect(refused.call()).rejects.toMatchObject({ kind: 'reply', code: 6008 });
  });

  it('answers from the POST cache when asked, per path and body', async () => {
    const { call, calls } = setup(() => Promise.resolve(reply(loginReply)));
    await call({ name: 'a' });
    await call({ name: 'a' }, { useCache: true });
    expect(calls).toHaveLength(1);
    await call({ name: 'b' }, { useCache: true });
    expect(calls).toHaveLength(2);
  });
});
