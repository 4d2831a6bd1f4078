import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import jsonBody, { BodyParseError } from './json-body';

/** The JSON body parser alone: what a route sees of a body, and why a body is refused. */
async function appSeeing() {
  const seen: { body: unknown; text: string | null }[] = [];
  const app = Fastify({ logger: false });
  await app.register(jsonBody);
  app.setErrorHandler((error, _request, reply) => {
    const cause = error instanceof BodyParseError ? (error.poisoned ? 'poisoned' : 'malformed') : 'other';
    void reply.send({ refused: cause });
  });
  app.post('/', (request) => {
    seen.push({ body: request.body, text: request.bodyText });
    return { ok: true };
  });
  const post = (payload: string) => app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload });
  return { app, seen, post };
}

describe('the JSON body parser', () => {
  it('gives {} for {} as the parse would, a new object each time, and keeps the text for the journal', async () => {
    const { seen, post } = await appSeeing();
    await post('{}');
    await post('{}');
    await post(' { } ');
    expect(seen.map((s) => s.body)).toEqual([{}, {}, {}]);
    expect(seen.map((s) => s.text)).toEqual(['{}', '{}', ' { } ']);
    expect(seen[0]!.body).not.toBe(seen[1]!.body);
    expect(Object.isFrozen(seen[0]!.body)).toBe(false);
    expect(Object.getPrototypeOf(seen[0]!.body)).toBe(Object.prototype);
  });

  it('parses other bodies and refuses bad JSON, poisoned keys and deep nesting with their reasons', async () => {
    const { seen, post } = await appSeeing();
    await post('{"id":1}');
    expect(seen.at(-1)).toEqual({ body: { id: 1 }, text: '{"id":1}' });
    expect((await post('{')).json()).toEqual({ refused: 'malformed' });
    expect((await post('{}}')).json()).toEqual({ refused: 'malformed' });
    expect((await post('{"__proto__":{"x":1}}')).json()).toEqual({ refused: 'poisoned' });
    expect((await post(`${'['.repeat(200)}${']'.repeat(200)}`)).json()).toEqual({ refused: 'malformed' });
  });
});
