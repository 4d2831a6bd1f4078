import { readFileSync } from 'node:fs';
import Ajv from 'ajv8';
import addFormats from 'ajv-formats';
import { JSONSchemaFaker } from 'json-schema-faker';
import { createDocumentAjv } from './document-ajv';
import type { AppRoute } from '@ts-rest/core';

/**
 * Requests generated from contracts/openapi.json by tools nobody here wrote: json-schema-faker
 * (what Prism's mock generates with) writes them, ajv 8 with ajv-formats and Prism's options (what
 * Prism validates with) says whether the document accepts them. Seeded: the same requests on every
 * run. Used by openapi-requests.test.ts (against the contract's zod) and by the server's check.
 */
type Json = Record<string, unknown>;
interface Operation extends Json {
  description: string;
  parameters: Json[];
  requestBody?: { content: Record<string, { schema: Json }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}

export const OPENAPI_FILE = new URL('../openapi.json', import.meta.url);

export interface RequestSampler {
  /** The operation as the document states it. */
  operation: Operation;
  /** A generated request (a body, or a query of strings) and whether the document accepts it. */
  next(): { input: unknown; valid: boolean };
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const readDocument = (): Document => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;

/** ajv 8 as Prism reads the document (document-ajv.ts), the document added as `openapi.json`; and one that coerces query strings. */
function documentAjvs(doc: Document) {
  const ajv = createDocumentAjv();
  ajv.addSchema(doc, 'openapi.json');
  const queryAjv = new Ajv({ strict: false, coerceTypes: true, allowUnionTypes: true });
  addFormats(queryAjv);
  return { ajv, queryAjv };
}

/** Where a POST operation's body schema is in the document, as a JSON pointer. */
const bodyPointer = (path: string, method: string) => ['paths', pointer(path), method, 'requestBody', 'content', pointer('application/json'), 'schema'].join('/');

/**
 * What the document says of a request, as Prism's validator would: `(path, method, input)` gives
 * the errors of a POST body, or of a GET query (an object of its parameters), [] when it is valid.
 */
export function documentValidator(doc: Document = readDocument()): (path: string, method: string, input: unknown) => string[] {
  const { ajv, queryAjv } = documentAjvs(doc);
  return (path, method, input) => {
    const operation = doc.paths[path]![method]!;
    if (method !== 'get') {
      const validate = ajv.compile({ $ref: `openapi.json#/${bodyPointer(path, method)}` });
      return validate(input) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
    }
    const query = input as Record<string, unknown>;
    return (operation.parameters.filter((p) => p.in === 'query') as { name: string; required: boolean; schema: Json }[]).flatMap((p) => {
      if (query[p.name] === undefined) return p.required ? [`?${p.name} is required`] : [];
      const validate = queryAjv.compile({ ...p.schema, components: doc.components });
      return validate(String(query[p.name])) ? [] : (validate.errors ?? []).map((e) => `?${p.name} ${e.message ?? ''}`);
    });
  };
}

export function createRequestSamplers(seed: number, doc: Document = readDocument()) {
  const { ajv, queryAjv } = documentAjvs(doc);

  // json-schema-faker skips x- keywords: the extension goes by another name for it.
  const forFaker = JSON.parse(JSON.stringify(doc).replace(/"x-decimal-places"/g, '"fakerDecimalPlaces"')) as Document;
  let state = seed;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
  JSONSchemaFaker.option({ random, optionalsProbability: 0.6, maxItems: 4, maxLength: 120, defaultRandExpMax: 2, failOnInvalidTypes: false, refDepthMax: 8 });
  JSONSchemaFaker.define('fakerDecimalPlaces', (places, schema) => {
    const step = 10 ** -(places as number);
    const low = Math.ceil(((schema.minimum as number | undefined) ?? 0) / step);
    const high = Math.floor(Math.min((schema.maximum as number | undefined) ?? 1e6, 1e6) / step);
    return Number(((low + Math.floor(random() * (high - low + 1))) * step).toFixed(places as number));
  });
  const generate = (schema: Json) => JSONSchemaFaker.generate({ ...schema, components: forFaker.components });

  return function samplerFor(route: AppRoute): RequestSampler {
    const method = route.method.toLowerCase();
    const operation = doc.paths[route.path]![method]!;
    const fakerOperation = forFaker.paths[route.path]![method]!;
    if (route.method === 'GET') {
      const params = fakerOperation.parameters.filter((p) => p.in === 'query') as { name: string; required: boolean; schema: Json }[];
      const checks = (operation.parameters.filter((p) => p.in === 'query') as typeof params).map((p) => queryAjv.compile({ ...p.schema, components: doc.components }));
      return {
        operation,
        next() {
          const query: Record<string, string> = {};
          let valid = true;
          params.forEach((p, i) => {
            if (!p.required && random() < 0.4) return;
            const generated = generate(p.schema);
            const value = typeof generated === 'object' ? JSON.stringify(generated) : String(generated);
            query[p.name] = value;
            valid &&= checks[i]!(value);
          });
          return { input: query, valid };
        },
      };
    }
    const validate = ajv.compile({ $ref: `openapi.json#/${bodyPointer(route.path, method)}` });
    const schema = fakerOperation.requestBody!.content['application/json']!.schema;
    return {
      operation,
      next() {
        const input = generate(schema);
        return { input, valid: validate(input) };
      },
    };
  };
}
