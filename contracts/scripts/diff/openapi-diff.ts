import { ChangeList, type Change } from './change';
import { isObject, RefResolver, text, type Json, type JsonObject } from './refs';
import { diffSchemas, type SchemaPlace } from './schema-diff';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
  /** The path item's parameters, which every operation of the path takes. */
  pathParameters: Json[];
}

/**
 * Breaking and compatible changes between two OpenAPI documents (3.0 or 3.1). Operations are
 * matched by method and path, with path parameters matched by position (`/a/{id}` = `/a/{userId}`).
 */
export function diffOpenApi(baseDoc: Json, headDoc: Json): Change[] {
  const out = new ChangeList();
  const base = { doc: asObject(baseDoc), refs: new RefResolver(baseDoc) };
  const head = { doc: asObject(headDoc), refs: new RefResolver(headDoc) };
  if (base.doc.openapi !== head.doc.openapi) {
    out.add('compatible', 'version-changed', 'document', '', `OpenAPI ${text(base.doc.openapi)} → ${text(head.doc.openapi)}`);
  }
  const baseOps = operationsOf(base.doc, base.refs);
  const headOps = operationsOf(head.doc, head.refs);
  for (const [key, op] of baseOps) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    const next = headOps.get(key);
    if (!next) out.add('breaking', 'operation-removed', where, '', 'operation removed');
    else new OperationDiff(base, head, op, next, where, out).run();
  }
  for (const [key, op] of headOps) {
    if (!baseOps.has(key)) out.add('compatible', 'operation-added', `${op.method.toUpperCase()} ${op.path}`, '', 'operation added');
  }
  return out.changes;
}

type Side = { doc: JsonObject; refs: RefResolver };

const asObject = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

function operationsOf(doc: JsonObject, refs: RefResolver): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, rawItem] of Object.entries(asObject(doc.paths))) {
    const item = asObject(refs.resolve(rawItem).value);
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation)) operations.set(`${method} ${path.replace(/\{[^}]*\}/g, '{}')}`, { method, path, operation, pathParameters });
    }
  }
  return operations;
}

class OperationDiff {
  constructor(
    private readonly base: Side,
    private readonly head: Side,
    private readonly was: Operation,
    private readonly now: Operation,
    private readonly where: string,
    private readonly out: ChangeList,
  ) {}

  run(): void {
    this.parameters();
    this.requestBody();
    this.responses();
    this.security();
    this.businessCodes();
  }

  private schemas(label: string, direction: SchemaPlace['direction'], base: Json | undefined, head: Json | undefined): void {
    diffSchemas({ schema: base, refs: this.base.refs }, { schema: head, refs: this.head.refs }, { direction, where: this.where, label }, this.out);
  }

  private parameters(): void {
    const was = parametersOf(this.was, this.base.refs);
    const now = parametersOf(this.now, this.head.refs);
    for (const [key, parameter] of was) {
      const next = now.get(key);
      const label = `parameter ${key}`;
      if (!next) {
        // A path parameter cannot go away without the path changing; a query or header one is ignored when still sent.
        this.out.add('compatible', 'parameter-removed', this.where, label, 'parameter removed');
        continue;
      }
      if (parameter.required !== true && next.required === true) this.out.add('breaking', 'field-made-required', this.where, label, 'parameter made required');
      if (parameter.required === true && next.required !== true) this.out.add('compatible', 'field-made-optional', this.where, label, 'parameter made optional');
      this.schemas(label, 'request', parameter.schema, next.schema);
    }
    for (const [key, parameter] of now) {
      if (was.has(key)) continue;
      const required = parameter.required === true;
      this.out.add(required ? 'breaking' : 'compatible', 'parameter-added', this.where, `parameter ${key}`, required ? 'required parameter added' : 'optional parameter added');
    }
  }

  private requestBody(): void {
    const was = asObject(this.base.refs.resolve(this.was.operation.requestBody).value);
    const now = asObject(this.head.refs.resolve(this.now.operation.requestBody).value);
    const hadBody = Object.keys(was).length > 0;
    const hasBody = Object.keys(now).length > 0;
    if (!hadBody && hasBody) {
      this.out.add(now.required === true ? 'breaking' : 'compatible', 'request-body-added', this.where, 'request body', now.required === true ? 'required request body added' : 'optional request body added');
      return;
    }
    if (hadBody && !hasBody) {
      this.out.add('compatible', 'request-body-removed', this.where, 'request body', 'request body removed');
      return;
    }
    if (!hadBody) return;
    if (was.required !== true && now.required === true) this.out.add('breaking', 'field-made-required', this.where, 'request body', 'request body made required');
    this.content('request body', 'request', was.content, now.content);
  }

  private responses(): void {
    const was = asObject(this.was.operation.responses);
    const now = asObject(this.now.operation.responses);
    for (const [status, rawResponse] of Object.entries(was)) {
      const label = `response ${status}`;
      if (!(status in now)) {
        this.out.add('breaking', 'response-removed', this.where, label, 'response removed');
        continue;
      }
      const response = asObject(this.base.refs.resolve(rawResponse).value);
      const next = asObject(this.head.refs.resolve(now[status]).value);
      this.content(label, 'response', response.content, next.content);
    }
    for (const status of Object.keys(now)) {
      if (!(status in was)) this.out.add('compatible', 'response-added', this.where, `response ${status}`, 'response added');
    }
  }

  private content(label: string, direction: SchemaPlace['direction'], wasContent: Json | undefined, nowContent: Json | undefined): void {
    const was = asObject(wasContent);
    const now = asObject(nowContent);
    for (const [mediaType, media] of Object.entries(was)) {
      const next = now[mediaType];
      if (next === undefined) {
        this.out.add('breaking', 'media-type-removed', this.where, `${label} ${mediaType}`, 'media type removed');
        continue;
      }
      const at = Object.keys(was).length > 1 ? `${label} ${mediaType}` : label;
      this.schemas(at, direction, asObject(media).schema, asObject(next).schema);
    }
    for (const mediaType of Object.keys(now)) {
      if (!(mediaType in was)) this.out.add('compatible', 'media-type-added', this.where, `${label} ${mediaType}`, 'media type added');
    }
  }

  private security(): void {
    const was = schemesOf(this.was.operation, this.base.doc);
    const now = schemesOf(this.now.operation, this.head.doc);
    for (const scheme of now) if (!was.has(scheme)) this.out.add('breaking', 'security-added', this.where, 'security', `now needs ${scheme}`);
    for (const scheme of was) if (!now.has(scheme)) this.out.add('compatible', 'security-removed', this.where, 'security', `no longer needs ${scheme}`);
  }

  /**
   * The codes a route answers: the `status_code` values of its 200 reply, over all the envelope's
   * branches, and our `x-business-codes` list. A range of codes (6001-6999) names none.
   */
  private businessCodes(): void {
    const replyOf = (op: Operation, refs: RefResolver) => asObject(asObject(asObject(refs.resolve(asObject(op.operation.responses)['200']).value).content)['application/json']).schema;
    const pairs: [string, number[] | undefined, number[] | undefined][] = [
      ['response 200 › status_code', statusCodesOf(replyOf(this.was, this.base.refs), this.base.refs), statusCodesOf(replyOf(this.now, this.head.refs), this.head.refs)],
      ['x-business-codes', codesOf(this.was.operation), codesOf(this.now.operation)],
    ];
    for (const [pointer, was, now] of pairs) {
      if (!was || !now) continue;
      for (const code of was) if (!now.includes(code)) this.out.add('breaking', 'business-code-removed', this.where, pointer, `business code ${code} removed`);
      for (const code of now) if (!was.includes(code)) this.out.add('compatible', 'business-code-added', this.where, pointer, `business code ${code} added`);
    }
  }
}

function parametersOf(op: Operation, refs: RefResolver): Map<string, JsonObject> {
  const parameters = new Map<string, JsonObject>();
  const pathParameterNames = [...op.path.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]);
  for (const raw of [...op.pathParameters, ...(Array.isArray(op.operation.parameters) ? op.operation.parameters : [])]) {
    const parameter = asObject(refs.resolve(raw).value);
    const location = text(parameter.in);
    const name = text(parameter.name);
    // Header names are case-insensitive; path parameters are matched by position.
    const key = location === 'header' ? `header:${name.toLowerCase()}` : location === 'path' ? `path:#${pathParameterNames.indexOf(name) + 1}` : `${location}:${name}`;
    parameters.set(key, parameter);
  }
  return parameters;
}

/** The schemes every call of the operation needs: none when one of its alternatives needs none. */
function schemesOf(operation: JsonObject, doc: JsonObject): Set<string> {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(doc.security) ? doc.security : [];
  if (requirements.length === 0 || requirements.some((r) => isObject(r) && Object.keys(r).length === 0)) return new Set();
  const sets = requirements.map((r) => new Set(Object.keys(asObject(r))));
  return new Set([...sets[0]!].filter((name) => sets.every((s) => s.has(name))));
}

/** Every `status_code` value a reply schema lists, through refs, unions and allOf; undefined when one branch allows a range. */
function statusCodesOf(schema: Json | undefined, refs: RefResolver, depth = 0): number[] | undefined {
  const resolved = asObject(refs.resolve(schema).value);
  const variants = [resolved.oneOf, resolved.anyOf, resolved.allOf].find((v): v is Json[] => Array.isArray(v));
  if (variants && depth < 8) {
    const lists = variants.map((v) => statusCodesOf(v, refs, depth + 1));
    if (lists.some((l) => l === undefined)) return undefined;
    return [...new Set(lists.flat() as number[])];
  }
  const code = asObject(refs.resolve(asObject(resolved.properties).status_code).value);
  if (Array.isArray(code.enum)) return code.enum.filter((c): c is number => typeof c === 'number');
  if (typeof code.const === 'number') return [code.const];
  return Object.keys(code).length ? undefined : [];
}

function codesOf(operation: JsonObject): number[] | undefined {
  const codes = operation['x-business-codes'];
  if (!Array.isArray(codes)) return undefined;
  return codes.map((c) => (isObject(c) ? c.code : c)).filter((c): c is number => typeof c === 'number');
}
