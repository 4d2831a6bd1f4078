import { beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { INSTANCE_REPLY_HEADER, MOCK_SESSION_HEADER, SANDBOX_REPLY_HEADER } from '@betsite/contracts/mock';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER, decryptReply, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { testConfig } from '../config';
import { createContext, createSharedParts, type AppContext } from '../composition/context';
import { loadFixtures } from '../composition/fixtures';
import type { Platform } from '../composition/platform';
import { routedContext } from '../composition/current-world';
import { createSandboxes } from '../composition/sandboxes';
import { cryptoJsCrypto } from '../lib/crypto-js-crypto';
import type { RequestHeaders } from '../lib/http-headers';
import { createReplayGuard } from '../lib/replay-guard';
import { standardTimers } from '../lib/timers';
import { cryptoJsWire } from '../lib/wire-codec';
import { synchronousScope } from '../lib/world-scope';
import { createPipeline } from './pipeline';
import { factsOfRoute } from './route-facts';
import type { PipelineReply, PipelineRequest } from './transport';
import { openedUrl } from './wire';

/**
 * The pipeline with no Fastify and no Node part: plain request and reply objects, and the platform
 * any JavaScript runtime can give (crypto-js, the standard timers, the synchronous scope). What
 * the server's hooks do with it is tried by the plugins' and routes' tests.
 */
const platform: Platform = {
  crypto: cryptoJsCrypto,
  wire: cryptoJsWire,
  timers: standardTimers,
  worldCodec: {
    serialize: () => {
      throw new Error('no world is saved here');
    },
    deserialize: () => {
      throw new Error('no world is read here');
    },
  },
  scope: synchronousScope(),
};
const config = testConfig({ INSTANCE_NAME: 'core-test' });
const shared = createSharedParts(config, loadFixtures(), platform);

const memberInfo: AppRoute = contract.member.info;

class PlainReply implements PipelineReply {
  status = 200;
  readonly headers = new Map<string, string>();
  body: unknown = undefined;
  sent = false;
  header(name: string, value: string): this {
    this.headers.set(name, value);
    return this;
  }
  code(status: number): this {
    this.status = status;
    return this;
  }
  send(payload?: unknown): this {
    this.body = payload;
    this.sent = true;
    return this;
  }
}

function requestTo(route: AppRoute, { headers = {}, body, url = route.path }: { headers?: RequestHeaders; body?: unknown; url?: string }): PipelineRequest {
  return {
    method: route.method,
    url,
    originalUrl: url,
    headers,
    body,
    bodyText: null,
    ip: '127.0.0.1',
    is404: false,
    routeOptions: { url: route.path, config: { tsRestRoute: route } },
    routeFacts: null,
    parsedBody: null,
    world: null as unknown as AppContext,
    encrypted: false,
    session: undefined,
    account: undefined,
    receivedAt: performance.now(),
  };
}

describe('the request pipeline on a platform with no Node part', () => {
  let world: AppContext;
  let pipeline: ReturnType<typeof createPipeline<PipelineRequest, PlainReply>>;
  const faults: string[] = [];
  beforeEach(() => {
    faults.length = 0;
    world = createContext(config, shared);
    const sandboxes = createSandboxes(config, shared, 2, 10, 'c0ffee00');
    pipeline = createPipeline<PipelineRequest, PlainReply>({ defaultWorld: world, sandboxes, sendFault: (fault) => faults.push(fault.kind) });
  });
  const beforeMemberInfo = () => pipeline.beforeHandlerOf(factsOfRoute({ url: memberInfo.path, config: { tsRestRoute: memberInfo } }));

  it('answers a protected route without a token 6001 before its handler, names the instance and journals the call', () => {
    const request = requestTo(memberInfo, {});
    const reply = new PlainReply();
    expect(pipeline.arrive(request, reply)).toBe(true);
    let handled = false;
    beforeMemberInfo()(request, reply, () => (handled = true));
    expect(handled).toBe(false);
    expect(reply.body).toMatchObject({ status_code: Code.LOGIN_EXPIRED });
    const sent = pipeline.beforeSend(request, reply, JSON.stringify(reply.body));
    expect(reply.headers.get(INSTANCE_REPLY_HEADER)).toBe('core-test');
    expect(sent).toBe(JSON.stringify(reply.body));
    expect(world.journal.list()[0]).toMatchObject({ method: 'POST', path: memberInfo.path, encrypted: false });
  });

  it('opens an encrypted call with the platform codec, resolves its session, and seals its reply', () => {
    const secret = config.WIRE_SECRET;
    const session = world.sessions.issue(world.state.accounts.values().next().value!.userId, 'core-test-device');
    const sealedUrl = encryptPath(secret, memberInfo.path, world.clock.wallNow());
    const routed = openedUrl(cryptoJsWire, secret, createReplayGuard(60_000), world.clock.wallNow)(sealedUrl);
    expect(routed).toBe(memberInfo.path);
    const request = { ...requestTo(memberInfo, { headers: { [HEADER.token]: session.token }, body: encryptBody(secret, { probe: 1 }, sealedUrl) }), url: routed, originalUrl: sealedUrl };
    const reply = new PlainReply();
    expect(pipeline.arrive(request, reply)).toBe(true);
    expect(request.encrypted).toBe(true);
    let handled = false;
    beforeMemberInfo()(request, reply, () => (handled = true));
    expect(handled).toBe(true);
    expect(request.body).toEqual({ probe: 1 });
    expect(request.session?.token).toBe(session.token);
    const envelope = { status_code: 6000, data: null, message: '成功' };
    const sealed = pipeline.beforeSend(request, reply, JSON.stringify(envelope));
    expect(decryptReply(secret, JSON.parse(sealed as string))).toEqual(envelope);
    expect(world.journal.list()[0]).toMatchObject({ path: memberInfo.path, encrypted: true });
  });

  it('hands a forced transport fault to the transport, before the session and instead of the handler', () => {
    world.scenarios.add({ path: memberInfo.path, method: 'POST', fault: { kind: 'reset' }, delayMs: 0, times: 1 });
    const request = requestTo(memberInfo, {});
    const reply = new PlainReply();
    expect(pipeline.arrive(request, reply)).toBe(true);
    let handled = false;
    beforeMemberInfo()(request, reply, () => (handled = true));
    expect([faults, handled, reply.sent]).toEqual([['reset'], false, false]);
  });

  it('runs a request naming a sandbox in that world, its handler inside it', () => {
    const routedCtx = routedContext(world);
    const request = requestTo(memberInfo, { headers: { [MOCK_SESSION_HEADER]: 'qa-core' } });
    const reply = new PlainReply();
    expect(pipeline.arrive(request, reply)).toBe(true);
    expect(request.world.sandbox).toBe('qa-core');
    expect(reply.headers.get(SANDBOX_REPLY_HEADER)).toBe('qa-core');
    const session = request.world.sessions.issue(request.world.state.accounts.values().next().value!.userId, 'core-test-device');
    (request.headers as Record<string, string>)[HEADER.token] = session.token;
    let inside: string | null | undefined;
    beforeMemberInfo()(request, reply, () => (inside = routedCtx.sandbox));
    expect(inside).toBe('qa-core');
    expect(routedCtx.sandbox).toBeNull();
    expect(faults).toEqual([]);
  });

  it('runs every request in the default world when sandbox names are ignored (a page\'s one world): no sandbox made, none named in the reply', () => {
    const sandboxes = createSandboxes(config, shared, 2, 10, 'c0ffee00');
    const oneWorld = createPipeline<PipelineRequest, PlainReply>({ defaultWorld: world, sandboxes, sendFault: () => undefined, sandboxNames: 'ignored' });
    for (const headers of [{ [MOCK_SESSION_HEADER]: 'qa-core' }, { cookie: `${MOCK_SESSION_HEADER}=qa-core` }, { [MOCK_SESSION_HEADER]: 'not a name!' }]) {
      const request = requestTo(memberInfo, { headers });
      const reply = new PlainReply();
      expect(oneWorld.arrive(request, reply)).toBe(true);
      expect(request.world).toBe(world);
      expect(reply.headers.has(SANDBOX_REPLY_HEADER)).toBe(false);
    }
    expect(sandboxes.list()).toEqual([]);
  });
});
