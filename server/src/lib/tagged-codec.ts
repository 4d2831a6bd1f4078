/**
 * A structured serialisation any JavaScript platform can run (a browser has no v8.serialize): what
 * Node's keeps of a world image, as JSON with tags. Maps, Sets, typed arrays (Uint8Array), undefined,
 * the numbers JSON has no text for (NaN, ±Infinity, -0), bigints and shared references (an object
 * met twice is one object again when read) are kept; a function, a symbol or a class instance
 * other than those is refused, so a store of closures cannot be saved half, as with v8's.
 *
 * A tagged value is a one-key object whose key starts with `$`; a plain object with such a key is
 * itself tagged (`$o`), so no data can pass for a tag.
 */

type Tagged =
  | { $ref: number }
  | { $map: [unknown, unknown][]; $id: number }
  | { $set: unknown[]; $id: number }
  | { $arr: unknown[]; $id: number }
  | { $obj: Record<string, unknown>; $id: number }
  | { $u8: string }
  | { $undef: 1 }
  | { $num: 'NaN' | 'Infinity' | '-Infinity' | '-0' }
  | { $big: string };

export class TaggedCodecError extends Error {}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function serializeTagged(value: unknown): Uint8Array {
  const ids = new Map<object, number>();
  const encode = (v: unknown): unknown => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v;
      case 'number':
        if (Number.isNaN(v)) return { $num: 'NaN' };
        if (v === Infinity) return { $num: 'Infinity' };
        if (v === -Infinity) return { $num: '-Infinity' };
        return Object.is(v, -0) ? { $num: '-0' } : v;
      case 'undefined':
        return { $undef: 1 };
      case 'bigint':
        return { $big: v.toString() };
      case 'function':
      case 'symbol':
        throw new TaggedCodecError(`a ${typeof v} cannot be serialised`);
      case 'object': {
        if (v === null) return null;
        const seen = ids.get(v);
        if (seen !== undefined) return { $ref: seen };
        if (v instanceof Uint8Array) return { $u8: base64Of(v) };
        const $id = ids.size;
        ids.set(v, $id);
        if (v instanceof Map) return { $map: [...v].map(([k, x]) => [encode(k), encode(x)]), $id };
        if (v instanceof Set) return { $set: [...v].map(encode), $id };
        if (Array.isArray(v)) return { $arr: v.map(encode), $id };
        const proto: unknown = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) throw new TaggedCodecError(`a ${v.constructor?.name ?? 'class'} instance cannot be serialised`);
        const $obj: Record<string, unknown> = {};
        for (const [k, x] of Object.entries(v)) $obj[k] = encode(x);
        return { $obj, $id };
      }
    }
  };
  return encoder.encode(JSON.stringify(encode(value)));
}

export function deserializeTagged(bytes: Uint8Array): unknown {
  const byId: unknown[] = [];
  const decode = (t: unknown): unknown => {
    if (t === null || typeof t !== 'object') return t;
    const tag = t as Tagged;
    if ('$ref' in tag) {
      if (!(tag.$ref in byId)) throw new TaggedCodecError(`reference ${tag.$ref} before its object`);
      return byId[tag.$ref];
    }
    if ('$map' in tag) {
      const m = new Map<unknown, unknown>();
      byId[tag.$id] = m;
      for (const [k, x] of tag.$map) m.set(decode(k), decode(x));
      return m;
    }
    if ('$set' in tag) {
      const s = new Set<unknown>();
      byId[tag.$id] = s;
      for (const x of tag.$set) s.add(decode(x));
      return s;
    }
    if ('$arr' in tag) {
      const a: unknown[] = [];
      byId[tag.$id] = a;
      for (const x of tag.$arr) a.push(decode(x));
      return a;
    }
    if ('$obj' in tag) {
      const o: Record<string, unknown> = {};
      byId[tag.$id] = o;
      for (const [k, x] of Object.entries(tag.$obj)) o[k] = decode(x);
      return o;
    }
    if ('$u8' in tag) return bytesOf(tag.$u8);
    if ('$undef' in tag) return undefined;
    if ('$num' in tag) return tag.$num === '-0' ? -0 : Number(tag.$num);
    if ('$big' in tag) return BigInt(tag.$big);
    throw new TaggedCodecError('not a tagged value');
  };
  return decode(JSON.parse(decoder.decode(bytes)) as unknown);
}

function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function bytesOf(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
