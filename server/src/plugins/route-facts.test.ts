import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ZodTypeAny } from 'zod';
import { checkZodSchema, isZodType } from '@ts-rest/core';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import routeFactsPlugin, { withRouteHook } from './route-facts';
import { factsOfRoute, metaOf, parsedBodyOf, routeFactsOf, type RouteFacts } from '../core/route-facts';

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

describe('the body as the contract parses it (parsedBodyOf)', () => {
  const requestWith = (body: unknown) => ({ body, parsedBody: null }) as unknown as FastifyRequest;
  const zodRoutes = allRoutes(contract).filter(({ route: r }) => 'body' in r && isZodType(r.body));

  it('makes of an empty body what the schema makes of it, for every contract route, and the same twice (the parse reads no clock and no random source)', () => {
    expect(zodRoutes.length).toBeGreaterThan(90);
    for (const { route: r } of zodRoutes) {
      const schema = (r as { body: ZodTypeAny }).body;
      const direct = checkZodSchema({}, schema);
      const again = checkZodSchema({}, schema);
      const outcome = (r: typeof direct) => JSON.stringify(r.success ? r.data : r.error.issues);
      expect(outcome(again)).toBe(outcome(direct));
      const parsed = parsedBodyOf(requestWith({}), schema);
      expect(parsed.success).toBe(direct.success);
      if (parsed.success && direct.success) expect(parsed.data).toEqual(direct.data);
    }
  });

  it('parses {} once per schema and shares the result, frozen to the bottom', () => {
    const schema = contract.member.info.body;
    const first = parsedBodyOf(requestWith({}), schema);
    const second = parsedBodyOf(requestWith({}), schema);
    expect(second).toBe(first);
    expect(first).toEqual({ success: true, data: { isPop: 0 } });
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.success && Object.isFrozen(first.data)).toBe(true);
    expect(() => {
      'use strict';
      if (first.success) (first.data as { isPop: number }).isPop = 1;
    }).toThrow(TypeError);
  });

  it('parses any other body every time: one with keys, an array, one without a prototype, and {} that a schema refuses', () => {
    const schema = contract.member.info.body;
    const withKey = parsedBodyOf(requestWith({ isPop: 1 }), schema);
    expect(withKey).toEqual({ success: true, data: { isPop: 1 } });
    expect(parsedBodyOf(requestWith({ isPop: 1 }), schema)).not.toBe(withKey);
    expect(parsedBodyOf(requestWith([]), schema).success).toBe(false);
    const bare = Object.create(null) as object;
    expect(parsedBodyOf(requestWith(bare), schema)).not.toBe(parsedBodyOf(requestWith({}), schema));
    const refusing = contract.auth.login.body;
    const a = parsedBodyOf(requestWith({}), refusing);
    const b = parsedBodyOf(requestWith({}), refusing);
    expect(a.success).toBe(false);
    expect(b).not.toBe(a);
  });

  it('keeps the body itself for a route without a schema, and parses once per request', () => {
    const body = {};
    const request = requestWith(body);
    const once = parsedBodyOf(request, undefined);
    expect(once).toEqual({ success: true, data: body });
    expect(once.success && once.data).toBe(body);
    expect(parsedBodyOf(request, undefined)).toBe(once);
  });
});
