import Ajv, { type Options } from 'ajv8';
import addFormats from 'ajv-formats';

/** What decides a money amount's decimals: the number's shortest text, as the document says. */
export const decimalsOf = (n: number) => (/e/i.test(String(n)) ? Infinity : (/\.(\d+)$/.exec(String(n))?.[1]?.length ?? 0));

/**
 * An ajv 8 that reads contracts/openapi.json as Prism 5 does (@stoplight/prism-http's validator:
 * allErrors, union types, matching properties, not strict, ajv-formats), with the document's one
 * extension, `x-decimal-places`, as a partner implements it from its description. `extra` adds
 * options that change what an error carries, never what is valid (`verbose`).
 */
export function createDocumentAjv(extra: Pick<Options, 'verbose'> = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, allowMatchingProperties: true, strict: false, ...extra });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-decimal-places', type: 'number', validate: (places: number, data: number) => decimalsOf(data) <= places });
  return ajv;
}
