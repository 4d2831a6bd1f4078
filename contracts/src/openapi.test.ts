import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi';

describe('contracts/openapi.json', () => {
  it('is up to date with the contract (run `npm run openapi` when this fails)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('documents every business code of every route with an example', () => {
    const doc = buildOpenApi();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item as Record<string, Record<string, unknown>>)) {
        const codes = op['x-business-codes'] as { code: number }[];
        expect(codes.length, path).toBeGreaterThan(0);
        const responses = op.responses as Record<string, { content: Record<string, { examples: Record<string, unknown> }> }>;
        const examples = responses['200']!.content['application/json']!.examples;
        for (const { code } of codes) expect(examples[String(code)], `${path} ${code}`).toBeDefined();
        expect(examples['6000'], path).toBeDefined();
      }
    }
  });
});
