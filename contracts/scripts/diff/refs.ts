/** A document's local `$ref`s (`#/components/schemas/Login`), resolved; other refs are left as they are. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Bound on chained refs (`A` → `B` → …): a longer chain is a loop. */
const REF_CHAIN_MAX = 64;

export class RefResolver {
  constructor(private readonly document: Json) {}

  /** The object behind a chain of local refs, with the last ref seen (to detect recursion). */
  resolve(value: Json | undefined): { value: Json | undefined; ref?: string } {
    let current = value;
    let ref: string | undefined;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#'); hops += 1) {
      if (hops >= REF_CHAIN_MAX) throw new Error(`$ref chain longer than ${REF_CHAIN_MAX} at ${current.$ref}`);
      ref = current.$ref;
      current = this.pointer(ref);
    }
    return ref === undefined ? { value: current } : { value: current, ref };
  }

  private pointer(ref: string): Json | undefined {
    const segments = ref
      .slice(1)
      .split('/')
      .filter((s, i) => i > 0 || s !== '')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
    let node: Json | undefined = this.document;
    for (const segment of segments) {
      if (Array.isArray(node)) node = node[Number(segment)];
      else if (isObject(node)) node = node[segment];
      else return undefined;
    }
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
    return node;
  }
}

/** A value shown in a message: strings as they are, anything else as JSON. */
export function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : value === undefined ? 'none' : JSON.stringify(value);
}
