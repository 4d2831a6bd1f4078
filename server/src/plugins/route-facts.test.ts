import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import routeFactsPlugin, { factsOfRoute, metaOf, routeFactsOf, withRouteHook, type RouteFacts } from './route-facts';

const route = contract.member.info;

describe('route facts', () => {
  let app: FastifyInstance;
  const seen: { first: RouteFacts; second: RouteFacts }[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(routeFactsPlugin);
    app.addHook('preHandler', (request, _reply, next) => {
      seen.push({ first: routeFactsOf(request), second: routeFactsOf(request) });
      next();
    });
    app.post(route.path, { config: { tsRestRoute: route } }, (request) => ({ url: routeFactsOf(request).url, contract: metaOf(request) !== undefined }));
    app.post('/plain', () => ({ ok: true }));
  });
  afterAll(() => app.close());

  it('gives a contract route its path pattern, body schema and metadata, read once per request', async () => {
    const reply = await app.inject({ method: 'POST', url: route.path, payload: {} });
    expect(reply.json()).toEqual({ url: route.path, contract: true });
    const facts = seen.at(-1)!;
    expect(facts.second).toBe(facts.first);
    expect(facts.first.body).toBe(route.body);
    expect(facts.first.meta).toBe(route.metadata);
  });

  it('gives another route its path and no contract facts, and every request its own facts', async () => {
    await app.inject({ method: 'POST', url: '/plain', payload: {} });
    await app.inject({ method: 'POST', url: '/plain', payload: {} });
    const [a, b] = seen.slice(-2);
    expect(a!.first).toEqual({ url: '/plain', body: undefined, meta: undefined });
    expect(b!.first).not.toBe(a!.first);
  });

  it('reads the same facts from route options at registration', () => {
    expect(factsOfRoute({ url: route.path, config: { tsRestRoute: route } })).toEqual({ url: route.path, body: route.body, meta: route.metadata });
    expect(factsOfRoute({})).toEqual({ url: '', body: undefined, meta: undefined });
  });

  it('adds a hook after the ones a route already has', () => {
    const a = () => 'a';
    const b = () => 'b';
    const c = () => 'c';
    expect(withRouteHook<() => string>(undefined, c)).toEqual([c]);
    expect(withRouteHook(a, c)).toEqual([a, c]);
    const existing = [a, b];
    expect(withRouteHook(existing, c)).toEqual([a, b, c]);
    expect(existing).toEqual([a, b]);
  });
});
