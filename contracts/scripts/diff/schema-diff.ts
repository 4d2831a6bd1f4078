import type { ChangeList, Direction, Severity } from './change';
import { isObject, type Json, type RefResolver } from './refs';
import { covers, fits, sameJson, shapeOf, type Bound, type Shape } from './schema-shape';

/**
 * Compares two JSON Schemas (OpenAPI 3.0 or 3.1 flavour) of the same place. A change that refuses
 * what the old schema accepted (a type, an enum value, a bound, a pattern) is breaking wherever it
 * sits: a client's request is refused, or a partner's backend answer fails the contract. A field
 * made required breaks requests; a field removed or made optional breaks responses. What only
 * widens is compatible, except a response type that can now be something else (null included):
 * clients must handle it.
 */
export interface SchemaSide {
  schema: Json | undefined;
  refs: RefResolver;
}

export interface SchemaPlace {
  direction: Direction;
  where: string;
  /** `request body`, `response 200`, `parameter query:pageNum`. */
  label: string;
}

/** Bound on nesting, against schemas that recurse through inline copies rather than refs. */
const DEPTH_MAX = 40;

export function diffSchemas(base: SchemaSide, head: SchemaSide, place: SchemaPlace, out: ChangeList): void {
  new SchemaWalk(base.refs, head.refs, place, out).compare(base.schema, head.schema, [], 0);
}

class SchemaWalk {
  private readonly open = new Set<string>();

  constructor(
    private readonly baseRefs: RefResolver,
    private readonly headRefs: RefResolver,
    private readonly place: SchemaPlace,
    private readonly out: ChangeList,
  ) {}

  compare(baseRaw: Json | undefined, headRaw: Json | undefined, path: string[], depth: number): void {
    const base = this.baseRefs.resolve(baseRaw);
    const head = this.headRefs.resolve(headRaw);
    // A recursive schema (a tree of replies) stops where the same pair of refs is already open.
    const key = base.ref && head.ref ? `${base.ref}|${head.ref}` : undefined;
    if ((key && this.open.has(key)) || depth > DEPTH_MAX) return;
    if (key) this.open.add(key);
    try {
      this.compareResolved(base.value, head.value, path, depth);
    } finally {
      if (key) this.open.delete(key);
    }
  }

  private compareResolved(baseValue: Json | undefined, headValue: Json | undefined, path: string[], depth: number): void {
    const b = shapeOf(baseValue, this.baseRefs);
    const h = shapeOf(headValue, this.headRefs);
    if (Boolean(b.variants) !== Boolean(h.variants)) {
      // A union at one side only (`X` became `oneOf: [X, Y]`): the plain side is a union of one.
      this.compareVariantLists(b.variants ?? [baseValue ?? {}], h.variants ?? [headValue ?? {}], path, depth);
      return;
    }
    if (!this.compareTypes(b, h, path)) return;
    this.compareEnums(b, h, path);
    this.compareBounds(b, h, path);
    this.compareText(b, h, path);
    this.compareProperties(b, h, path, depth);
    if (b.items !== undefined && h.items !== undefined) this.compare(b.items, h.items, [...path, '[]'], depth + 1);
    if (isObject(b.additionalProperties) && isObject(h.additionalProperties)) this.compare(b.additionalProperties, h.additionalProperties, [...path, '*'], depth + 1);
    this.compareVariants(b, h, path, depth);
  }

  private report(severity: Severity, kind: Parameters<ChangeList['add']>[1], path: string[], message: string): void {
    const pointer = path.length ? `${this.place.label} › ${path.join('.').replace(/\.\[\]/g, '[]')}` : this.place.label;
    this.out.add(severity, kind, this.place.where, pointer, message);
  }

  private get isRequest(): boolean {
    return this.place.direction === 'request';
  }

  /** False when the types share nothing: what lies below is another schema, not a change of this one. */
  private compareTypes(b: Shape, h: Shape, path: string[]): boolean {
    // An enum says more than its type (`{type: number, enum: [6000]}` = `{const: 6000}`): values decide.
    if (b.enumValues || h.enumValues) {
      const lost = b.enumValues ? b.enumValues.filter((v) => !fits(v, h.types)) : [];
      const gained = h.enumValues ? h.enumValues.filter((v) => !fits(v, b.types)) : [];
      if (b.enumValues && h.enumValues) return true;
      if (lost.length) this.report('breaking', 'type-narrowed', path, `type ${[...(h.types ?? [])].join(' | ')} refuses ${lost.map((v) => JSON.stringify(v)).join(', ')}`);
      if (gained.length) this.report(this.isRequest ? 'compatible' : 'breaking', 'type-widened', path, `now also ${gained.map((v) => JSON.stringify(v)).join(', ')}`);
      return true;
    }
    if (!b.types && !h.types) return true;
    if (!b.types || !h.types) {
      // Any type becomes some types (narrowed), or the reverse (widened).
      if (h.types) this.report('breaking', 'type-narrowed', path, `type restricted to ${[...h.types].join(' | ')}`);
      else this.report(this.isRequest ? 'compatible' : 'breaking', 'type-widened', path, `type no longer restricted (was ${[...b.types!].join(' | ')})`);
      return true;
    }
    const lost = [...b.types].filter((t) => !covers(h.types!, t));
    const gained = [...h.types].filter((t) => !covers(b.types!, t));
    const was = [...b.types].join(' | ');
    const now = [...h.types].join(' | ');
    if (lost.length) this.report('breaking', 'type-narrowed', path, `type changed from ${was} to ${now}`);
    else if (gained.length) this.report(this.isRequest ? 'compatible' : 'breaking', 'type-widened', path, `type widened from ${was} to ${now}`);
    return lost.length < b.types.size;
  }

  private compareEnums(b: Shape, h: Shape, path: string[]): void {
    // A route's business codes may move between the envelope's branches: they are compared per
    // operation (openapi-diff.ts, businessCodes), not per branch.
    if (path.length === 1 && path[0] === 'status_code' && this.place.label.startsWith('response')) return;
    if (b.enumValues && h.enumValues) {
      const removed = b.enumValues.filter((v) => !h.enumValues!.some((w) => sameJson(v, w)));
      const added = h.enumValues.filter((v) => !b.enumValues!.some((w) => sameJson(v, w)));
      for (const value of removed) this.report('breaking', 'enum-value-removed', path, `enum value ${JSON.stringify(value)} removed`);
      // A request's enum that grows accepts more; a reply's may send what a client's closed union lacks.
      for (const value of added) this.report(this.isRequest ? 'compatible' : 'warning', 'enum-value-added', path, `enum value ${JSON.stringify(value)} added${this.isRequest ? '' : ' (a generated client\'s closed union lacks it)'}`);
    } else if (h.enumValues) {
      this.report(this.isRequest ? 'breaking' : 'compatible', 'enum-added', path, `restricted to ${h.enumValues.map((v) => JSON.stringify(v)).join(', ')}`);
    } else if (b.enumValues) {
      this.report(this.isRequest ? 'compatible' : 'warning', 'enum-removed', path, `no longer restricted to ${b.enumValues.map((v) => JSON.stringify(v)).join(', ')}`);
    }
  }

  private compareBounds(b: Shape, h: Shape, path: string[]): void {
    const lower = tighterLower(b.lower, h.lower);
    if (lower !== 0) this.bound(lower > 0, path, `lower bound ${showBound(b.lower, '>')} → ${showBound(h.lower, '>')}`);
    const upper = tighterLower(negate(b.upper), negate(h.upper));
    if (upper !== 0) this.bound(upper > 0, path, `upper bound ${showBound(b.upper, '<')} → ${showBound(h.upper, '<')}`);
    for (const name of Object.keys(b.lengths) as (keyof Shape['lengths'])[]) {
      const was = b.lengths[name];
      const now = h.lengths[name];
      if (was === now) continue;
      const isMin = name.startsWith('min');
      const tighter = now !== undefined && (was === undefined || (isMin ? now > was : now < was));
      this.bound(tighter, path, `${name} ${was ?? 'none'} → ${now ?? 'none'}`);
    }
    if (b.multipleOf !== h.multipleOf) {
      const divides = b.multipleOf !== undefined && h.multipleOf !== undefined && Number.isInteger(Number((b.multipleOf / h.multipleOf).toFixed(9)));
      this.bound(h.multipleOf !== undefined && !divides, path, `multipleOf ${b.multipleOf ?? 'none'} → ${h.multipleOf ?? 'none'}`);
    }
  }

  private bound(tighter: boolean, path: string[], message: string): void {
    if (tighter) this.report('breaking', 'bound-tightened', path, `${message} (tighter)`);
    else this.report('compatible', 'bound-loosened', path, `${message} (looser)`);
  }

  private compareText(b: Shape, h: Shape, path: string[]): void {
    if (b.pattern !== h.pattern) {
      if (b.pattern === undefined) this.report('breaking', 'pattern-added', path, `pattern ${h.pattern} added`);
      else if (h.pattern === undefined) this.report('compatible', 'pattern-removed', path, `pattern ${b.pattern} removed`);
      else this.report('breaking', 'pattern-changed', path, `pattern ${b.pattern} → ${h.pattern}`);
    }
    if (b.format !== h.format) {
      this.report(h.format === undefined ? 'compatible' : 'breaking', 'format-changed', path, `format ${b.format ?? 'none'} → ${h.format ?? 'none'}`);
    }
  }

  private compareProperties(b: Shape, h: Shape, path: string[], depth: number): void {
    for (const [name, baseSchema] of b.properties) {
      const at = [...path, name];
      const headSchema = h.properties.get(name);
      if (headSchema === undefined) {
        // A request field that disappears is ignored by a lenient server, refused by a strict one.
        const refused = this.isRequest && h.additionalProperties === false;
        this.report(!this.isRequest || refused ? 'breaking' : 'compatible', 'field-removed', at, this.isRequest ? `request field removed${refused ? ' and unknown fields are refused' : ''}` : 'field removed');
        continue;
      }
      const wasRequired = b.required.has(name);
      const isRequired = h.required.has(name);
      if (!wasRequired && isRequired) this.report(this.isRequest ? 'breaking' : 'compatible', 'field-made-required', at, 'made required');
      if (wasRequired && !isRequired) this.report(this.isRequest ? 'compatible' : 'breaking', 'field-made-optional', at, 'made optional');
      this.compare(baseSchema, headSchema, at, depth + 1);
    }
    for (const name of h.properties.keys()) {
      if (b.properties.has(name)) continue;
      const required = h.required.has(name);
      this.report(this.isRequest && required ? 'breaking' : 'compatible', 'field-added', [...path, name], required ? 'required field added' : 'optional field added');
    }
    if (this.isRequest && b.additionalProperties !== false && h.additionalProperties === false && b.types?.has('object')) {
      this.report('breaking', 'additional-properties-refused', path, 'unknown fields are now refused (additionalProperties: false)');
    }
  }

  private compareVariants(b: Shape, h: Shape, path: string[], depth: number): void {
    if (b.variants && h.variants) this.compareVariantLists(b.variants, h.variants, path, depth);
  }

  private compareVariantLists(baseVariants: Json[], headVariants: Json[], path: string[], depth: number): void {
    const used = new Set<number>();
    for (const [index, variant] of baseVariants.entries()) {
      const match = bestMatch(variant, index, headVariants, used, this.baseRefs, this.headRefs);
      if (match === undefined) {
        this.report('breaking', 'variant-removed', path, `alternative ${index + 1} of ${baseVariants.length} (${describe(variant, this.baseRefs)}) removed`);
        continue;
      }
      used.add(match);
      this.compare(variant, headVariants[match], path, depth + 1);
    }
    for (const [index, variant] of headVariants.entries()) {
      if (!used.has(index)) this.report('compatible', 'variant-added', path, `alternative (${describe(variant, this.headRefs)}) added`);
    }
  }
}

/** > 0 when `head` accepts less than `base` at the low end, < 0 when more, 0 when the same. */
function tighterLower(base: Bound | undefined, head: Bound | undefined): number {
  if (!base && !head) return 0;
  if (!base) return 1;
  if (!head) return -1;
  if (head.value !== base.value) return head.value > base.value ? 1 : -1;
  if (head.exclusive === base.exclusive) return 0;
  return head.exclusive ? 1 : -1;
}

const negate = (bound: Bound | undefined): Bound | undefined => (bound ? { value: -bound.value, exclusive: bound.exclusive } : undefined);
const showBound = (bound: Bound | undefined, sign: '>' | '<') => (bound ? `${sign}${bound.exclusive ? '' : '='} ${bound.value}` : 'none');

/** Which head alternative a base one became: the same envelope branch (success or error), else the most shared field names. */
function bestMatch(variant: Json, index: number, candidates: Json[], used: Set<number>, baseRefs: RefResolver, headRefs: RefResolver): number | undefined {
  const base = signature(variant, baseRefs);
  let best: { index: number; score: number } | undefined;
  for (const [i, candidate] of candidates.entries()) {
    if (used.has(i)) continue;
    const head = signature(candidate, headRefs);
    const sameBranch = base.branch !== '' && base.branch === head.branch ? 100 : 0;
    const sharedFields = base.fields.filter((f) => head.fields.includes(f)).length;
    const sameType = base.type === head.type ? 0.5 : 0;
    const score = sameBranch + sharedFields + sameType + (i === index ? 0.25 : 0);
    if (score > 0.25 && (!best || score > best.score)) best = { index: i, score };
  }
  return best?.index;
}

function signature(variant: Json, refs: RefResolver): { branch: '' | 'success' | 'error'; fields: string[]; type: string } {
  const shape = shapeOf(refs.resolve(variant).value, refs);
  const codeSchema = shape.properties.get('status_code');
  let branch: '' | 'success' | 'error' = '';
  if (codeSchema !== undefined) {
    // An error branch with a range of codes (6001-6999) and one with an enum of them are the same branch.
    const code = shapeOf(refs.resolve(codeSchema).value, refs);
    branch = code.enumValues?.length === 1 && code.enumValues[0] === 6000 ? 'success' : 'error';
  }
  return { branch, fields: [...shape.properties.keys()], type: [...(shape.types ?? [])].join('|') };
}

function describe(variant: Json, refs: RefResolver): string {
  const resolved = refs.resolve(variant);
  if (resolved.ref) return resolved.ref;
  const shape = shapeOf(resolved.value, refs);
  const fields = [...shape.properties.keys()];
  return fields.length ? `object with ${fields.join(', ')}` : [...(shape.types ?? ['any'])].join(' | ');
}
