import { z } from 'zod';
import type { AppRoute } from '@ts-rest/core';
import { contract } from './contract';
import { routeMeta, type RouteMeta } from './route';
import { allRoutes } from './walk';
import { exampleOf } from './example-of';
import { STATUS_CODES, defaultMessage, type StatusCode } from './status-codes';
import { SchemaRegistry, pascal, type JsonSchema } from './openapi-schema';
import { CONTRACT_MODULES } from './openapi-modules';
import { API_DESCRIPTION, DEV_SERVER_URL, HEADER_PARAMETERS, METHOD_NOT_ALLOWED, RESOURCE_TAGS, TOKEN_SCHEME } from './openapi-text';
import { errorDataExample } from './openapi-examples';
import { REQUEST_EXAMPLES } from './openapi-request-examples';
import { ENCRYPTED_CALL, ENCRYPTED_SCHEMAS } from './openapi-encrypted';
import { rulesBeyondSchema } from './openapi-hints';
import './openapi-rules';

/**
 * OpenAPI 3.1 for the product's API (contracts/openapi.json; the QA API has its own document,
 * openapi-qa.ts). Generated from the contract alone: every shape from its zod schema, every
 * business code from the route's metadata, so the document cannot drift from what the server
 * parses and answers.
 */
export function buildOpenApi() {
  const registry = new SchemaRegistry(CONTRACT_MODULES);
  const paths: Record<string, Record<string, unknown>> = {};
  const routes = allRoutes(contract);
  for (const { key, route } of routes) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(key, route, registry) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'betsite-reference API',
      version: '1.0.0',
      description: API_DESCRIPTION,
      contact: { name: 'betsite-reference maintainers' },
    },
    servers: [{ url: DEV_SERVER_URL, description: 'The dev server (npm run server; PORT, default 3000)' }],
    tags: RESOURCE_TAGS.filter((tag) => tag.name in contract),
    paths,
    components: {
      schemas: { ...registry.schemas, ...ENCRYPTED_SCHEMAS } as Record<string, JsonSchema>,
      parameters: HEADER_PARAMETERS,
      pathItems: { EncryptedCall: ENCRYPTED_CALL },
      responses: { MethodNotAllowed: METHOD_NOT_ALLOWED },
      examples: codeExamples(routes.flatMap(({ route }) => routeMeta(route).codes.filter((code) => !routeMeta(route).errorData[code]))),
      securitySchemes: { token: TOKEN_SCHEME },
    },
  };
}

/** The route's input, as the body or the query the contract parses. */
function inputOf(route: AppRoute): z.ZodTypeAny | undefined {
  const input = route.method === 'GET' ? route.query : 'body' in route ? route.body : undefined;
  return input instanceof z.ZodType ? input : undefined;
}

/** `data` of the success branch: the first option of the route's `envelope(data)`. */
function successDataOf(route: AppRoute): z.ZodTypeAny {
  const reply = route.responses[200] as z.ZodUnion<[z.ZodObject<{ data: z.ZodTypeAny }>, z.ZodTypeAny]>;
  return reply.options[0].shape.data;
}

function operation(key: string, route: AppRoute, registry: SchemaRegistry) {
  const meta = routeMeta(route);
  const name = pascal(key);
  const input = inputOf(route);
  const parameters: unknown[] = ['ClientType', 'AppVersion', 'DeviceUuid', 'RequestId', 'SiteId', 'TsSign'].map(headerRef);
  if (meta.submitGuard) parameters.push(headerRef('IdempotencyKey'));
  const op: Record<string, unknown> = {
    operationId: key,
    summary: route.summary,
    description: describe(route, meta, input),
    tags: [key.split('.')[0]],
    security: meta.auth ? [{ token: [] }] : [],
    parameters,
  };
  if (route.method === 'GET' && input) parameters.push(...queryParameters(input as z.ZodObject<z.ZodRawShape>, registry));
  else if (input) {
    op.requestBody = {
      // The server reads an empty body as {} (spec 000: "no payload" calls send {}): the body can be
      // left out exactly when {} is a valid one; otherwise an empty body answers 6007 (or 6008).
      required: !input.safeParse({}).success,
      content: { 'application/json': { schema: registry.ref(input, `${name}Input`), example: REQUEST_EXAMPLES[key] ?? exampleOf(input) } },
    };
  }
  op.responses = {
    '405': { $ref: '#/components/responses/MethodNotAllowed' },
    '200': {
      description: 'The envelope {status_code, data, message}: 6000 with the data, or one of the business codes listed in the schema.',
      content: {
        'application/json': { schema: registry.define(`${name}Reply`, replySchema(name, route, meta, registry)), examples: replyExamples(route, meta) },
      },
    },
  };
  op['x-business-codes'] = meta.codes.map((code) => ({ code, name: STATUS_CODES[code].name, handling: STATUS_CODES[code].handling }));
  return op;
}

function headerRef(name: string) {
  return { $ref: `#/components/parameters/${name}` };
}

function queryParameters(query: z.ZodObject<z.ZodRawShape>, registry: SchemaRegistry) {
  const example = exampleOf(query) as Record<string, unknown>;
  return Object.entries(query.shape).map(([field, schema]) => ({
    name: field,
    in: 'query',
    required: !schema.isOptional(),
    schema: registry.inline(schema),
    ...(example[field] === undefined ? {} : { example: example[field] }),
  }));
}

/** The route's own words, then what a caller needs and could not see otherwise: session, idempotency, codes. */
function describe(route: AppRoute, meta: RouteMeta, input: z.ZodTypeAny | undefined): string {
  const parts = [route.description ?? `${route.summary}.`];
  const beyond = input ? rulesBeyondSchema(input) : [];
  if (beyond.length > 0) parts.push(`Refused although the schema allows it (rules JSON Schema cannot state): ${beyond.map((rule) => `${rule.replace(/\.$/, '')}.`).join(' ')}`);
  parts.push(meta.auth ? 'Needs a session: the `token` header from login (6001 when it is missing or expired).' : 'Public: no session needed.');
  if (meta.submitGuard) {
    const which = meta.submitGuardMethods ? ` (the ${meta.submitGuardMethods.map((m) => `\`${m}\``).join(', ')} call${meta.submitGuardMethods.length > 1 ? 's' : ''}; the other methods are reads)` : '';
    parts.push(`Acts once per operation${which}: send an \`idempotency-key\` (a repeat with the same key answers the first reply); without one, the same body within 1 s answers 6011.`);
  }
  const codes = meta.codes.map((code) => `${code} ${STATUS_CODES[code].name} (${defaultMessage(code)})`).join(', ');
  parts.push(`Business codes besides 6000: ${codes}.`);
  return parts.join('\n\n');
}

/**
 * The reply: the success branch (status_code 6000 with the route's data) and one error branch per
 * shape of error data, each with the enum of its codes, so a generated client narrows `data`
 * after checking the code.
 */
function replySchema(name: string, route: AppRoute, meta: RouteMeta, registry: SchemaRegistry): JsonSchema {
  const data = successDataOf(route);
  const branches: JsonSchema[] = [envelopeBranch({ const: 6000 }, data instanceof z.ZodNull ? NO_DATA : registry.ref(data, `${name}Success`))];
  const plain = meta.codes.filter((code) => !meta.errorData[code]);
  if (plain.length > 0) branches.push(envelopeBranch({ enum: plain }, NO_DATA));
  const byShape = new Map<z.ZodTypeAny, StatusCode[]>();
  for (const code of meta.codes) {
    const shape = meta.errorData[code];
    if (shape) byShape.set(shape, [...(byShape.get(shape) ?? []), code]);
  }
  let n = 0;
  for (const [shape, codes] of byShape) {
    n += 1;
    branches.push(envelopeBranch({ enum: codes }, registry.ref(shape, `${name}Refusal${n}`)));
  }
  return { oneOf: branches };
}

/**
 * `data` of a reply that carries none: the server sends null. Stated as "null or an empty object"
 * because openapi-fetch drops a property typed exactly `null` from its response types (its
 * Readable<T> filters keys on NonNullable<T[K]>, openapi-ts/openapi-typescript#1637): with
 * `type: 'null'` a generated client's reply had no `data` at all.
 */
export const NO_DATA: JsonSchema = {
  type: ['object', 'null'],
  maxProperties: 0,
  description: 'No data: the server sends null (an empty object means the same).',
};

function envelopeBranch(code: JsonSchema, data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { status_code: { type: 'integer', ...code }, data, message: { type: 'string' } },
    required: ['status_code', 'data', 'message'],
  };
}

function replyExamples(route: AppRoute, meta: RouteMeta) {
  const data = meta.example === undefined ? exampleOf(successDataOf(route)) : meta.example;
  const examples: Record<string, { summary: string; value: unknown } | { $ref: string }> = {
    '6000': { summary: '6000 SUCCESS', value: { status_code: 6000, data, message: defaultMessage(6000) } },
  };
  for (const code of meta.codes) {
    const shape = meta.errorData[code];
    examples[String(code)] = shape
      ? { summary: codeSummary(code), value: { status_code: code, data: errorDataExample(shape), message: defaultMessage(code) } }
      : { $ref: `#/components/examples/${codeExampleName(code)}` };
  }
  return examples;
}

function codeSummary(code: StatusCode): string {
  return `${code} ${STATUS_CODES[code].name}: ${STATUS_CODES[code].meaning}`;
}

function codeExampleName(code: StatusCode): string {
  return `Code${code}`;
}

/** The reply of a code without error data is the same on every route: one shared example each. */
function codeExamples(codes: Iterable<StatusCode>) {
  return Object.fromEntries(
    [...new Set(codes)].sort((a, b) => a - b).map((code) => [
      codeExampleName(code),
      { summary: codeSummary(code), value: { status_code: code, data: null, message: defaultMessage(code) } },
    ]),
  );
}
