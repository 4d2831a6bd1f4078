import { generateOpenApi } from '@ts-rest/open-api';
import type { AppRoute } from '@ts-rest/core';
import { contract } from './contract';
import { routeMeta } from './route';
import { exampleOf } from './example-of';
import { STATUS_CODES, defaultMessage } from './status-codes';

/**
 * OpenAPI 3 for the whole contract. Every reply is HTTP 200 with the envelope, so business codes
 * are documented as `x-business-codes` and as one named example per code on the 200 reply.
 */
export function buildOpenApi() {
  const doc = generateOpenApi(
    contract,
    {
      info: {
        title: 'betsite-reference API',
        version: '1.0.0',
        description:
          'Every call answers HTTP 200 with {status_code, data, message}; status_code 6000 is success. ' +
          'Protected routes need the `token` header. See contracts/README.md for headers and the safe-switch encryption.',
      },
    },
    { setOperationId: true, jsonQuery: false, operationMapper: withBusinessCodes },
  );
  doc.components = { ...doc.components, securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } };
  return doc;
}

function withBusinessCodes<O extends object>(operation: O, route: AppRoute): O {
  const meta = routeMeta(route);
  const codes = meta.codes;
  const examples: Record<string, { summary: string; value: unknown }> = {
    '6000': { summary: '成功', value: { status_code: 6000, data: meta.example ?? null, message: defaultMessage(6000) } },
  };
  for (const code of codes) {
    const schema = meta.errorData[code];
    const data = schema ? exampleOf(schema) : null;
    examples[String(code)] = { summary: `${STATUS_CODES[code].name}: ${STATUS_CODES[code].meaning}`, value: { status_code: code, data, message: defaultMessage(code) } };
  }
  const responses = (operation as { responses?: unknown }).responses as Record<string, { content?: Record<string, Record<string, unknown>> }>;
  const json = responses['200']?.content?.['application/json'];
  if (json) json.examples = examples;
  return {
    ...operation,
    security: meta.auth ? [{ token: [] }] : [],
    'x-business-codes': codes.map((code) => ({ code, name: STATUS_CODES[code].name, handling: STATUS_CODES[code].handling })),
  };
}
