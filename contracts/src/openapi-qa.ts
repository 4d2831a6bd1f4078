import { z } from 'zod';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { mockContract, MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, SANDBOX_NAME_PATTERN, SANDBOX_STAMP_HEADER, SANDBOX_STAMP_PATTERN, SANDBOXES_MAX } from './mock';
import { mockSportsContract } from './mock-sports';
import { mockChatContract } from './mock-chat';
import { mockSnapshotsContract } from './mock-snapshots';
import * as mockSnapshots from './mock-snapshots';
import * as mock from './mock';
import * as mockSports from './mock-sports';
import * as mockChat from './mock-chat';
import * as scenarioSets from './scenario-sets';
import { scenarioSetsContract } from './scenario-sets';
import { allRoutes } from './walk';
import { exampleOf } from './example-of';
import { SchemaRegistry, pascal } from './openapi-schema';
import { DEV_SERVER_URL } from './openapi-text';

/**
 * OpenAPI 3.1 for the QA control API under /__mock (contracts/openapi-qa.json): a document of its
 * own because it is a tool's API with plain HTTP statuses, switched off in production
 * (MOCK_API=false), and a partner's client generated from the product's document must not offer it.
 */
const ROUTERS: Record<string, { router: AppRouter; description: string }> = {
  qa: { router: mockContract, description: 'The core QA controls: reset, forced scenarios, journal, outbox, captcha answers, clock, sessions, settings, stand-in providers, finance decisions.' },
  'qa.sports': { router: mockSportsContract, description: 'The sportsbook\'s QA controls (/__mock/sports): matches, scores, sessions, forced bet outcomes.' },
  'qa.chat': { router: mockChatContract, description: 'The chat\'s QA controls (/__mock/chat): rooms, moderation, pushes.' },
  'qa.snapshots': { router: mockSnapshotsContract, description: 'World snapshots (/__mock/snapshots): save the world of the call under a name, restore a copy of it into any world, list, delete.' },
  'qa.sets': { router: scenarioSetsContract, description: 'The named scenario sets (/__mock/scenario-sets) loaded from SCENARIOS_DIR: list, apply, remove.' },
};

const HTTP_STATUS_TEXT: Record<string, string> = {
  '200': 'Done; the reply body.',
  '400': 'The request is not valid for this control (a body that is no JSON or breaks its schema, a bad path parameter or query, an x-mock-session that is no sandbox name, an x-mock-stamp that is no stamp): {error}.',
  '404': 'Nothing of that id: {error}.',
  '410': 'The QA sandbox named was evicted (least recently used), or the world its x-mock-stamp names is gone (made on another instance, or before this one restarted without STATE_DIR; the error says which instance and boot held it): {error}. POST /__mock/reset with its x-mock-session starts it again.',
  '409': 'The object is no longer in a state this control can change, or the store is at its bound (snapshots): {error}.',
  '503': 'The chat is not running in this server: {error}.',
};

const errorReply = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] };

function guardRefusal(description: string) {
  return { description, content: { 'application/json': { schema: errorReply } } };
}

export function buildQaOpenApi() {
  const registry = new SchemaRegistry({ mock, mockSports, mockChat, mockSnapshots, scenarioSets });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, { router }] of Object.entries(ROUTERS)) {
    for (const { key, route } of allRoutes(router)) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(`${tag}.${key}`, tag, route, registry) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'betsite-reference QA API',
      version: '1.0.0',
      description:
        'The QA control API of the dev server under /__mock: plain JSON, plain HTTP statuses (never the product envelope, never ' +
        'encrypted). It lets a QA script every business-code scenario of the product API (contracts/openapi.json) without ' +
        `touching code. Off when the server runs with MOCK_API=false; when MOCK_API_TOKEN is set, every call carries it in \`${MOCK_TOKEN_HEADER}\`.`,
      contact: { name: 'betsite-reference maintainers' },
    },
    servers: [{ url: DEV_SERVER_URL, description: 'The dev server (npm run server; PORT, default 3000)' }],
    tags: Object.entries(ROUTERS).map(([name, { description }]) => ({ name, description })),
    paths,
    components: {
      schemas: registry.schemas,
      parameters: {
        MockSession: {
          name: MOCK_SESSION_HEADER,
          in: 'header',
          required: false,
          description: `The QA sandbox (a world of its own) the call acts on: 1-64 of A-Z a-z 0-9 . _ -, else 400. One evicted since (least recently used past ${SANDBOXES_MAX}) answers 410 until POST /__mock/reset with it starts it again.`,
          schema: { type: 'string', pattern: SANDBOX_NAME_PATTERN.source, example: 'qa-run-42' },
        },
        MockStamp: {
          name: SANDBOX_STAMP_HEADER,
          in: 'header',
          required: false,
          description: `The sandbox's stamp as the last reply in it gave it (its ${SANDBOX_STAMP_HEADER} header: <name>@<instance>:<boot>, the process that made its world), sent back so that a world lost with its instance answers 410 instead of being replaced by a fresh one. None: the name is entered, or made, as it is now. A stamp of another sandbox is ignored; one that is no stamp answers 400.`,
          schema: { type: 'string', pattern: SANDBOX_STAMP_PATTERN.source, example: 'qa-run-42@api-2:5f0c1a9e' },
        },
      },
      responses: {
        MockTokenMissing: guardRefusal('The server has a MOCK_API_TOKEN and the call did not carry it in x-mock-token: {error}.'),
        MockRefused: guardRefusal('A web page\'s request (cross-site or cross-origin), or a Host that is not loopback without a token: {error}.'),
      },
      securitySchemes: {
        mockToken: { type: 'apiKey', in: 'header', name: MOCK_TOKEN_HEADER, description: 'MOCK_API_TOKEN, needed only when the server is configured with one.' },
      },
    },
  };
}

function operation(operationId: string, tag: string, route: AppRoute, registry: SchemaRegistry) {
  const name = pascal(operationId);
  const parameters: unknown[] = [{ $ref: '#/components/parameters/MockSession' }, { $ref: '#/components/parameters/MockStamp' }];
  const pathParams = route.pathParams instanceof z.ZodObject ? (route.pathParams as z.ZodObject<z.ZodRawShape>) : undefined;
  for (const [field, schema] of Object.entries(pathParams?.shape ?? {})) {
    parameters.push({ name: field, in: 'path', required: true, schema: registry.inline(schema), example: exampleOf(schema) });
  }
  const query = route.query instanceof z.ZodObject ? (route.query as z.ZodObject<z.ZodRawShape>) : undefined;
  for (const [field, schema] of Object.entries(query?.shape ?? {})) {
    parameters.push({ name: field, in: 'query', required: !schema.isOptional(), schema: registry.inline(schema) });
  }
  const op: Record<string, unknown> = {
    operationId,
    summary: route.summary,
    description: `${route.description ?? `${route.summary}.`}\n\nQA only: answers plain HTTP statuses (${Object.keys(route.responses).join(', ')}).`,
    tags: [tag],
    security: [{ mockToken: [] }, {}],
    parameters,
  };
  const body = 'body' in route && route.body instanceof z.ZodType && route.method !== 'DELETE' ? route.body : undefined;
  if (body) op.requestBody = { required: true, content: { 'application/json': { schema: registry.ref(body, `${name}Input`), example: exampleOf(body) } } };
  op.responses = {
    ...Object.fromEntries(
      Object.entries(route.responses as Record<string, z.ZodTypeAny>).map(([status, schema]) => [
        status,
        { description: HTTP_STATUS_TEXT[status] ?? 'The reply body.', content: { 'application/json': { schema: registry.ref(schema, status === '200' ? `${name}Reply` : `${name}Refusal${status}`) } } },
      ]),
    ),
    // The guard of the whole /__mock scope (server/src/routes/mock/guard.ts), before any control runs.
    '401': { $ref: '#/components/responses/MockTokenMissing' },
    '403': { $ref: '#/components/responses/MockRefused' },
  };
  return op;
}
