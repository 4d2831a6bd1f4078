import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { deserializeTagged, serializeTagged, TaggedCodecError } from './tagged-codec';

const roundTrip = (value: unknown) => deserializeTagged(serializeTagged(value));

describe('the tagged codec (a structured serialisation with no v8)', () => {
  it('keeps what v8.serialize keeps: Maps, Sets, bytes, undefined, odd numbers, bigints, nesting', () => {
    const value = { m: new Map<unknown, unknown>([[1, { a: [1, 2] }], ['k', new Set(['x', undefined])]]), u: new Uint8Array([0, 255, 7]), n: [NaN, Infinity, -Infinity, -0, 1.5], b: 12345678901234567890n, z: null, $odd: { $ref: 3 } };
    expect(roundTrip(value)).toEqual(v8.deserialize(v8.serialize(value)));
    expect(Object.is((roundTrip(value) as { n: number[] }).n[3], -0)).toBe(true);
  });

  it('keeps shared references and cycles: an object met twice is one object when read', () => {
    const shared = { id: 1 };
    const cyclic: { self?: unknown; list: unknown[] } = { list: [shared, shared] };
    cyclic.self = cyclic;
    const read = roundTrip({ a: shared, b: new Map([['s', shared]]), cyclic }) as { a: object; b: Map<string, object>; cyclic: { self: unknown; list: object[] } };
    expect(read.b.get('s')).toBe(read.a);
    expect(read.cyclic.list[1]).toBe(read.a);
    expect(read.cyclic.self).toBe(read.cyclic);
  });

  it('refuses a function, a symbol and a class instance, as v8.serialize refuses a function', () => {
    expect(() => serializeTagged({ f: () => 1 })).toThrow(TaggedCodecError);
    expect(() => serializeTagged({ s: Symbol('x') })).toThrow(TaggedCodecError);
    expect(() => serializeTagged({ d: new (class Thing {})() })).toThrow(/Thing/);
  });
});
