import { describe, expect, it } from 'vitest';
import type { Change } from './change';
import { diffOpenApi } from './openapi-diff';
import type { Json, JsonObject } from './refs';

/** A one-operation document: POST /login with this request body and this 200 reply. */
function doc(request: JsonObject, reply: JsonObject, extra: JsonObject = {}, version = '3.0.2'): Json {
  const operation: JsonObject = {
    requestBody: { required: true, content: { 'application/json': { schema: request } } },
    responses: { '200': { description: 'ok', content: { 'application/json': { schema: reply } } } },
    ...((extra.operation as JsonObject | undefined) ?? {}),
  };
  return { openapi: version, info: { title: 't', version: '1' }, paths: { '/login': { post: operation } }, components: (extra.components as JsonObject | undefined) ?? {} };
}

const obj = (properties: JsonObject, required: string[] = []): JsonObject => ({ type: 'object', properties, required });
const str: JsonObject = { type: 'string' };
const loginBody = obj({ name: str, code: str }, ['name']);
const loginReply = obj({ token: str, userId: { type: 'integer' } }, ['token', 'userId']);

const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind} ${c.pointer}: ${c.message}`);
const breaking = (changes: Change[]) => summary(changes.filter((c) => c.severity === 'breaking'));
const compatible = (changes: Change[]) => summary(changes.filter((c) => c.severity === 'compatible'));

describe('contract diff of OpenAPI documents', () => {
  it('finds nothing between a document and itself', () => {
    expect(diffOpenApi(doc(loginBody, loginReply), doc(loginBody, loginReply))).toEqual([]);
  });

  it('is breaking when an operation is removed, compatible when one is added', () => {
    const base = doc(loginBody, loginReply) as JsonObject;
    const head = { ...base, paths: { '/logout': (base.paths as JsonObject)['/login']! } };
    expect(summary(diffOpenApi(base, head))).toEqual(['breaking operation-removed : operation removed', 'compatible operation-added : operation added']);
  });

  it('is breaking when a response field is removed, compatible when one is added', () => {
    expect(breaking(diffOpenApi(doc(loginBody, loginReply), doc(loginBody, obj({ token: str }, ['token']))))).toEqual(['breaking field-removed response 200 › userId: field removed']);
    expect(diffOpenApi(doc(loginBody, loginReply), doc(loginBody, obj({ token: str, userId: { type: 'integer' }, vip: { type: 'integer' } }, ['token', 'userId'])))).toEqual([
      expect.objectContaining({ severity: 'compatible', kind: 'field-added', pointer: 'response 200 › vip' }),
    ]);
  });

  it('is breaking when a request field is made required or added as required, compatible when added as optional', () => {
    expect(breaking(diffOpenApi(doc(loginBody, loginReply), doc(obj({ name: str, code: str }, ['name', 'code']), loginReply)))).toEqual(['breaking field-made-required request body › code: made required']);
    expect(breaking(diffOpenApi(doc(loginBody, loginReply), doc(obj({ name: str, code: str, device: str }, ['name', 'device']), loginReply)))).toEqual(['breaking field-added request body › device: required field added']);
    expect(summary(diffOpenApi(doc(loginBody, loginReply), doc(obj({ name: str, code: str, device: str }, ['name']), loginReply)))).toEqual(['compatible field-added request body › device: optional field added']);
  });

  it('is breaking when a type is narrowed or changed, compatible when a request type is widened', () => {
    expect(breaking(diffOpenApi(doc(obj({ name: str, code: { type: 'number' } }, ['name']), loginReply), doc(obj({ name: str, code: { type: 'integer' } }, ['name']), loginReply)))).toEqual([
      'breaking type-narrowed request body › code: type changed from number to integer',
    ]);
    expect(summary(diffOpenApi(doc(obj({ name: str, code: { type: 'integer' } }, ['name']), loginReply), doc(obj({ name: str, code: { type: 'number' } }, ['name']), loginReply)))).toEqual([
      'compatible type-widened request body › code: type widened from integer to number',
    ]);
    expect(breaking(diffOpenApi(doc(loginBody, loginReply), doc(loginBody, obj({ token: str, userId: str }, ['token', 'userId']))))).toEqual([
      'breaking type-narrowed response 200 › userId: type changed from integer to string',
    ]);
  });

  it('is breaking when a reply can now be null (3.0 nullable or 3.1 type list), since clients must handle it', () => {
    const nullable30 = doc(loginBody, obj({ token: { type: 'string', nullable: true }, userId: { type: 'integer' } }, ['token', 'userId']));
    const nullable31 = doc(loginBody, obj({ token: { type: ['string', 'null'] }, userId: { type: 'integer' } }, ['token', 'userId']), {}, '3.1.0');
    expect(breaking(diffOpenApi(doc(loginBody, loginReply), nullable30))).toEqual(['breaking type-widened response 200 › token: type widened from string to string | null']);
    expect(breaking(diffOpenApi(nullable30, nullable31))).toEqual([]);
  });

  it('is breaking when enum values are removed, a warning when a reply gains enum values (a generated client\'s closed union lacks them), compatible when a request does', () => {
    const kinds = (values: Json[]) => obj({ name: str, kind: { type: 'integer', enum: values } }, ['name']);
    expect(summary(diffOpenApi(doc(kinds([0, 1, 2]), loginReply), doc(kinds([0, 1]), loginReply)))).toEqual(['breaking enum-value-removed request body › kind: enum value 2 removed']);
    expect(summary(diffOpenApi(doc(kinds([0, 1]), loginReply), doc(kinds([0, 1, 2]), loginReply)))).toEqual(['compatible enum-value-added request body › kind: enum value 2 added']);
    const replyKinds = (values: Json[]) => obj({ token: str, state: { type: 'string', enum: values } }, ['token']);
    expect(summary(diffOpenApi(doc(loginBody, replyKinds(['open'])), doc(loginBody, replyKinds(['open', 'closed']))))).toEqual([
      'warning enum-value-added response 200 › state: enum value "closed" added (a generated client\'s closed union lacks it)',
    ]);
    const replyFree = obj({ token: str, state: { type: 'string' } }, ['token']);
    expect(summary(diffOpenApi(doc(loginBody, replyKinds(['open'])), doc(loginBody, replyFree)))).toEqual(['warning enum-removed response 200 › state: no longer restricted to "open"']);
    expect(breaking(diffOpenApi(doc(loginBody, replyKinds(['open'])), doc(loginBody, replyKinds(['open']), {}, '3.1.0')))).toEqual([]);
  });

  it('is breaking when a bound gets tighter, compatible when it gets looser', () => {
    const size = (schema: JsonObject) => obj({ name: str, pageSize: schema }, ['name']);
    expect(breaking(diffOpenApi(doc(size({ type: 'integer', minimum: 1, maximum: 100 }), loginReply), doc(size({ type: 'integer', minimum: 1, maximum: 50 }), loginReply)))).toEqual([
      'breaking bound-tightened request body › pageSize: upper bound <= 100 → <= 50 (tighter)',
    ]);
    expect(summary(diffOpenApi(doc(size({ type: 'integer', minimum: 1 }), loginReply), doc(size({ type: 'integer', minimum: 0 }), loginReply)))).toEqual([
      'compatible bound-loosened request body › pageSize: lower bound >= 1 → >= 0 (looser)',
    ]);
    expect(breaking(diffOpenApi(doc(obj({ name: { type: 'string', maxLength: 11 } }), loginReply), doc(obj({ name: { type: 'string', maxLength: 10 } }), loginReply)))).toEqual([
      'breaking bound-tightened request body › name: maxLength 11 → 10 (tighter)',
    ]);
  });

  it('reads 3.0 boolean and 3.1 numeric exclusive bounds as the same rule', () => {
    const amount30 = doc(obj({ amount: { type: 'number', minimum: 0, exclusiveMinimum: true } }), loginReply);
    const amount31 = doc(obj({ amount: { type: 'number', exclusiveMinimum: 0 } }), loginReply, {}, '3.1.0');
    expect(summary(diffOpenApi(amount30, amount31))).toEqual(['compatible version-changed : OpenAPI 3.0.2 → 3.1.0']);
    const inclusive = doc(obj({ amount: { type: 'number', minimum: 0 } }), loginReply);
    expect(breaking(diffOpenApi(inclusive, amount31))).toEqual(['breaking bound-tightened request body › amount: lower bound >= 0 → > 0 (tighter)']);
  });

  it('is breaking when a pattern is added or changed, compatible when removed', () => {
    const phone = (pattern?: string) => obj({ phone: pattern ? { type: 'string', pattern } : str });
    expect(breaking(diffOpenApi(doc(phone(), loginReply), doc(phone('^1\\d{10}$'), loginReply)))).toEqual(['breaking pattern-added request body › phone: pattern ^1\\d{10}$ added']);
    expect(breaking(diffOpenApi(doc(phone('^1\\d{10}$'), loginReply), doc(phone('^1[3-9]\\d{9}$'), loginReply)))).toHaveLength(1);
    expect(compatible(diffOpenApi(doc(phone('^1\\d{10}$'), loginReply), doc(phone(), loginReply)))).toEqual(['compatible pattern-removed request body › phone: pattern ^1\\d{10}$ removed']);
  });

  describe('business codes', () => {
    const envelope = (codes: number[]): JsonObject => ({
      oneOf: [
        obj({ status_code: { type: 'number', enum: [6000] }, data: loginReply, message: str }, ['status_code', 'data', 'message']),
        obj({ status_code: { type: 'integer', enum: codes }, data: { nullable: true }, message: str }, ['status_code', 'message']),
      ],
    });
    const withCodes = (codes: number[]) => doc(loginBody, envelope(codes), { operation: { 'x-business-codes': codes.map((code) => ({ code })) } });

    it('is breaking when a code leaves a route\'s status_code enum, reported once with x-business-codes', () => {
      const changes = diffOpenApi(withCodes([6002, 6007, 6021]), withCodes([6002, 6007]));
      expect(breaking(changes)).toEqual(['breaking business-code-removed response 200 › status_code: business code 6021 removed']);
    });

    it('follows codes that move between branches: a code in another error branch is not removed', () => {
      const split = doc(loginBody, {
        oneOf: [
          obj({ status_code: { type: 'number', enum: [6000] }, data: loginReply, message: str }, ['status_code', 'data', 'message']),
          obj({ status_code: { type: 'integer', enum: [6002, 6007] }, data: { nullable: true }, message: str }, ['status_code', 'message']),
          obj({ status_code: { const: 6021 }, data: obj({ kaptchcate: { type: 'integer' } }), message: str }, ['status_code', 'data', 'message']),
        ],
      });
      expect(breaking(diffOpenApi(withCodes([6002, 6007, 6021]), split))).toEqual([]);
    });

    it('is compatible when a code is added, or when the error branch\'s range becomes the route\'s enum', () => {
      expect(summary(diffOpenApi(withCodes([6002]), withCodes([6002, 6011])))).toEqual(['compatible business-code-added response 200 › status_code: business code 6011 added']);
      const range = doc(loginBody, {
        oneOf: [
          obj({ status_code: { type: 'number', enum: [6000] }, data: loginReply, message: str }, ['status_code', 'data', 'message']),
          obj({ status_code: { type: 'integer', minimum: 6001, maximum: 6999 }, data: { nullable: true }, message: str }, ['status_code', 'message']),
        ],
      });
      expect(breaking(diffOpenApi(range, doc(loginBody, envelope([6002, 6007]))))).toEqual([]);
    });
  });

  describe('$ref', () => {
    const components = { schemas: { Login: loginBody, LoginReply: { $ref: '#/components/schemas/LoginData' }, LoginData: loginReply } };
    const named = (schemas: JsonObject) =>
      doc({ $ref: '#/components/schemas/Login' }, { $ref: '#/components/schemas/LoginReply' }, { components: { schemas } }, '3.1.0');

    it('resolves local refs, so inline schemas and the same named components compare equal', () => {
      expect(summary(diffOpenApi(doc(loginBody, loginReply), named(components.schemas)))).toEqual(['compatible version-changed : OpenAPI 3.0.2 → 3.1.0']);
    });

    it('finds a change inside a component behind a chain of refs', () => {
      const changes = diffOpenApi(named(components.schemas), named({ ...components.schemas, LoginData: obj({ token: str }, ['token']) }));
      expect(breaking(changes)).toEqual(['breaking field-removed response 200 › userId: field removed']);
    });

    it('ends on recursive schemas', () => {
      const tree = (extra: JsonObject) => ({ schemas: { Node: obj({ name: str, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } }, ...extra }) } });
      const base = doc(loginBody, { $ref: '#/components/schemas/Node' }, { components: tree({}) });
      const head = doc(loginBody, { $ref: '#/components/schemas/Node' }, { components: tree({ id: str }) });
      expect(summary(diffOpenApi(base, head))).toEqual(['compatible field-added response 200 › id: optional field added']);
    });

    it('throws on a ref to nothing, naming it', () => {
      expect(() => diffOpenApi(named(components.schemas), named({ Login: loginBody }))).toThrow('unresolved $ref #/components/schemas/LoginReply');
    });
  });

  describe('parameters, bodies, responses and security', () => {
    const withOp = (operation: JsonObject) => doc(loginBody, loginReply, { operation });

    it('is breaking when a required header is added or a parameter made required; compatible for an optional one', () => {
      const header = (required: boolean) => ({ parameters: [{ in: 'header', name: 'Device-UUID', required, schema: str }] });
      expect(breaking(diffOpenApi(withOp({}), withOp(header(true))))).toEqual(['breaking parameter-added parameter header:device-uuid: required parameter added']);
      expect(breaking(diffOpenApi(withOp({}), withOp(header(false))))).toEqual([]);
      expect(breaking(diffOpenApi(withOp(header(false)), withOp(header(true))))).toEqual(['breaking field-made-required parameter header:device-uuid: parameter made required']);
    });

    it('matches path parameters by position, whatever their name', () => {
      const base = { openapi: '3.0.2', paths: { '/card/{id}': { get: { parameters: [{ in: 'path', name: 'id', required: true, schema: str }], responses: {} } } } };
      const head = { openapi: '3.0.2', paths: { '/card/{cardId}': { get: { parameters: [{ in: 'path', name: 'cardId', required: true, schema: str }], responses: {} } } } };
      expect(diffOpenApi(base, head)).toEqual([]);
    });

    it('is breaking when a response or the token scheme is added to a route, compatible when the scheme goes', () => {
      expect(breaking(diffOpenApi(withOp({}), withOp({ responses: {} })))).toEqual(['breaking response-removed response 200: response removed']);
      expect(breaking(diffOpenApi(withOp({ security: [] }), withOp({ security: [{ token: [] }] })))).toEqual(['breaking security-added security: now needs token']);
      expect(summary(diffOpenApi(withOp({ security: [{ token: [] }] }), withOp({ security: [] })))).toEqual(['compatible security-removed security: no longer needs token']);
    });
  });
});

describe('contract diff across the ways a generator may write the same schema', () => {
  const envelopeOf = (success: JsonObject, error: JsonObject) =>
    doc(loginBody, { oneOf: [obj({ status_code: success, data: loginReply, message: str }, ['status_code', 'data', 'message']), obj({ status_code: error, message: str }, ['status_code', 'message'])] });

  it('reads {type: number, enum: [6000]} and {const: 6000} as the same', () => {
    const base = envelopeOf({ type: 'number', enum: [6000] }, { type: 'integer', enum: [6002] });
    const head = envelopeOf({ const: 6000 }, { type: 'integer', enum: [6002] });
    expect(diffOpenApi(base, head)).toEqual([]);
  });

  it('reads {type: string, nullable: true} and anyOf [string, {type: null}] as the same', () => {
    const reply = (token: JsonObject) => doc(loginBody, obj({ token, userId: { type: 'integer' } }, ['token', 'userId']));
    expect(diffOpenApi(reply({ type: 'string', nullable: true }), reply({ anyOf: [{ type: 'string' }, { type: 'null' }] }))).toEqual([]);
  });

  it('compares a plain schema that became a union with the union\'s alternatives', () => {
    const base = doc(loginBody, obj({ token: str }, ['token']));
    const head = doc(loginBody, { oneOf: [obj({ token: str }, ['token']), obj({ ticket: str }, ['ticket'])] });
    expect(summary(diffOpenApi(base, head))).toEqual(['compatible variant-added response 200: alternative (object with ticket) added']);
  });
});
