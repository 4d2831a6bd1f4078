import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract } from './contract';
import { allRoutes } from './walk';
import { createRequestSamplers } from '../scripts/request-samples';

/**
 * A schema-valid request is refused only for a reason the document names. Requests generated from
 * contracts/openapi.json (json-schema-faker) that the document accepts (ajv, as Prism validates)
 * are parsed with the contract's zod schema, what the server parses with: a refusal must be a rule
 * the operation's description names with its message (the rules across fields JSON Schema cannot
 * state). server/src/plugins/schema-valid-requests.test.ts sends such requests to the server.
 */
const SAMPLES = 60;
const samplerFor = createRequestSamplers(20261125);

describe('a request contracts/openapi.json accepts is refused only for a reason its operation names', () => {
  it.each(allRoutes(contract).map(({ key, route }) => [key, route] as const))('%s', (key, route) => {
    const sampler = samplerFor(route);
    const zod = (route.method === 'GET' ? route.query : 'body' in route ? route.body : undefined) as z.ZodTypeAny;
    let accepted = 0;
    const unnamed = new Map<string, unknown>();
    for (let i = 0; i < SAMPLES; i++) {
      const { input, valid } = sampler.next();
      if (!valid) continue;
      accepted += 1;
      const parsed = zod.safeParse(input);
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        if (!sampler.operation.description.includes(issue.message)) unnamed.set(`${issue.path.join('.')}: ${issue.message}`, input);
      }
    }
    expect(Object.fromEntries(unnamed), `${key}: refusals of schema-valid requests the description does not name`).toEqual({});
    // The generator must reach the operation at all, or this check proves nothing about it.
    expect(accepted, `${key}: generated requests the document accepts`).toBeGreaterThan(0);
  });
});
