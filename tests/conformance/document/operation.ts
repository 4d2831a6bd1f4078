import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv8';
import { createDocumentAjv } from '../../../contracts/scripts/document-ajv';

/**
 * An operation of contracts/openapi.json as the conformance tools judge its replies: the HTTP
 * statuses and media types the document gives it, the status_codes its reply schema admits, and
 * that schema compiled by ajv with Prism's options. Everything is read from the document through
 * the operation's own `$ref`s (no component is named here), compiled once per operation.
 */
export interface DocumentedOperation {
  /** `POST /site/api/v1/user/login`. */
  label: string;
  /** The statuses of a call made with the operation's own method (405 answers the other methods). */
  statuses: number[];
  /** The media types the document gives the reply of `status` (of the first status when it has none). */
  mediaTypesOf(status: number): string[];
  /** Every status_code the reply schema admits, in the document's order. */
  codes: number[];
  /** Ajv's errors for an envelope: those of the schema's branch its status_code selects, else those of the whole schema. */
  schemaErrors(envelope: { status_code: number }): ErrorObject[];
}

type Json = Record<string, unknown>;
interface Document extends Json {
  paths: Record<string, Record<string, Json>>;
}

export const DOCUMENT_FILE = new URL('../../../contracts/openapi.json', import.meta.url);
const doc = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as Document;
/** `verbose`: an error carries its value and its schema, to say what was expected and what came. */
const ajv = createDocumentAjv({ verbose: true });
ajv.addSchema(doc, 'openapi.json');

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at a JSON pointer of the document (`/components/schemas/X`). */
function at(pointer: string): unknown {
  return pointer.split('/').slice(1).map(unescape).reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

/** Follows local `$ref`s from `pointer` to the node that is not one: its pointer and its value. */
export function resolve(pointer: string): { pointer: string; node: Json } {
  let here = pointer;
  for (let hops = 0; hops < 32; hops += 1) {
    const node = at(here) as Json | undefined;
    if (!node) throw new Error(`contracts/openapi.json has nothing at ${here}`);
    const ref = node.$ref;
    if (typeof ref !== 'string') return { pointer: here, node };
    if (!ref.startsWith('#/')) throw new Error(`contracts/openapi.json: ${here} refers outside the document (${ref})`);
    here = ref.slice(1);
  }
  throw new Error(`contracts/openapi.json: a $ref loop from ${pointer}`);
}

/** The status_codes a branch of the envelope admits (its `const` or `enum`). */
function codesOfBranch(pointer: string): number[] {
  const { node } = resolve(pointer);
  const properties = node.properties as Json | undefined;
  if (!properties?.status_code) return [];
  const code = resolve(`${pointer}/properties/status_code`).node;
  if (typeof code.const === 'number') return [code.const];
  return Array.isArray(code.enum) ? code.enum.filter((c): c is number => typeof c === 'number') : [];
}

const compiled = new Map<string, ValidateFunction>();
function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

const operations = new Map<string, DocumentedOperation>();

/** The operation at `method` `path`; a route the document does not have is a programmer error. */
export function documentedOperation(method: string, path: string): DocumentedOperation {
  const label = `${method.toUpperCase()} ${path}`;
  const known = operations.get(label);
  if (known) return known;
  const operationPointer = `/paths/${escape(path)}/${method.toLowerCase()}`;
  if (!at(operationPointer)) throw new Error(`contracts/openapi.json has no operation ${label}`);
  const responses = Object.keys(resolve(`${operationPointer}/responses`).node);
  const statuses = responses.filter((s) => s !== '405' && /^\d{3}$/.test(s)).map(Number);
  const mediaTypesOf = (status: number) => {
    const key = responses.includes(String(status)) ? String(status) : String(statuses[0]);
    const content = resolve(`${operationPointer}/responses/${key}`).node.content as Json | undefined;
    return Object.keys(content ?? {});
  };
  const okMedia = mediaTypesOf(statuses[0]!)[0];
  if (!okMedia) throw new Error(`contracts/openapi.json: ${label} documents no reply body`);
  const schema = resolve(`${operationPointer}/responses/${statuses[0]}/content/${escape(okMedia)}/schema`);
  const branches = Array.isArray(schema.node.oneOf) ? schema.node.oneOf.map((_, i) => `${schema.pointer}/oneOf/${i}`) : [schema.pointer];
  const branchOfCode = new Map<number, string>();
  for (const branch of branches) for (const code of codesOfBranch(branch)) if (!branchOfCode.has(code)) branchOfCode.set(code, branch);
  const operation: DocumentedOperation = {
    label,
    statuses,
    mediaTypesOf,
    codes: [...branchOfCode.keys()],
    schemaErrors(envelope) {
      const branch = branchOfCode.get(envelope.status_code);
      if (branch) {
        const validateBranch = validatorAt(branch);
        if (!validateBranch(envelope)) return validateBranch.errors ?? [];
      }
      const validateWhole = validatorAt(schema.pointer);
      return validateWhole(envelope) ? [] : (validateWhole.errors ?? []);
    },
  };
  operations.set(label, operation);
  return operation;
}
