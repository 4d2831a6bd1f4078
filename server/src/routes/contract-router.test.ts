import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ResponseValidationError, initContract } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/fastify';
import routeFactsPlugin from '../plugins/route-facts';
import { registerContractRouter } from './contract-router';

const c = initContract();
const contract = c.router({
  later: { method: 'POST', path: '/later', body: z.object({ n: z.number() }), responses: { 200: z.object({ twice: z.number() }) } },
  now: { method: 'POST', path: '/now', body: z.object({}), responses: { 200: z.object({ ok: z.boolean() }) } },
  fails: { method: 'POST', path: '/fails', body: z.object({}), responses: { 200: z.object({}) } },
  breaks: { method: 'POST', path: '/breaks', body: z.object({}), responses: { 200: z.object({ ok: z.boolean() }) } },
  empty: { method: 'POST', path: '/empty', body: z.object({}), responses: { 204: c.noBody() } },
  text: { method: 'POST', path: '/text', body: z.object({}), responses: { 200: c.otherResponse({ contentType: 'text/plain', body: z.string() }) } },
});

/** The router as the server registers it, with an error handler that says which error reached it. */
let app: FastifyInstance;
const errors: unknown[] = [];
beforeAll(async () => {
  app = Fastify({ logger: false });
  // The router keeps the contract's parse of the body on the request (route-facts.ts).
  await app.register(routeFactsPlugin);
  app.setErrorHandler((error, _request, reply) => {
    errors.push(error);
    void reply.status(500).send({ error: error instanceof RequestValidationError ? 'request' : error instanceof ResponseValidationError ? 'response' : (error as Error).name, message: (error as Error).message });
  });
  registerContractRouter(
    app,
    contract,
    {
      later: ({ body }: { body: { n: number } }) => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: { twice: body.n * 2 } }), 5)),
      now: () => ({ status: 200, body: { ok: true } }),
      fails: () => Promise.reject(new Error('the store is down')),
      breaks: () => Promise.resolve({ status: 200, body: { ok: 'yes' } }),
      empty: () => Promise.resolve({ status: 204, body: undefined }),
      text: () => Promise.resolve({ status: 200, body: 'plain words' }),
    },
    { responseValidation: true },
  );
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });

describe('the contract router', () => {
  it('answers what an implementation resolves to, when it resolves, with the contract\'s parse of the body', async () => {
    const reply = await post('/later', { n: 21, extra: 'dropped by the schema' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ twice: 42 });
  });

  it('answers an implementation that returns its result at once', async () => {
    expect((await post('/now', {})).json()).toEqual({ ok: true });
  });

  it('hands a refused body, a failed implementation and a reply that breaks the contract to the error handler', async () => {
    errors.length = 0;
    expect((await post('/later', { n: 'x' })).json()).toMatchObject({ error: 'request' });
    expect((await post('/fails', {})).json()).toEqual({ error: 'Error', message: 'the store is down' });
    const broken = await post('/breaks', {});
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ error: 'response' });
    expect(errors).toHaveLength(3);
  });

  it('sends no body for a no-body response and the declared type for another content type', async () => {
    const empty = await post('/empty', {});
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    const text = await post('/text', {});
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    expect(text.body).toBe('plain words');
  });
});
