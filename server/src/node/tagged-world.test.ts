import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createContext } from '../composition/context';
import { captureWorldWith, readWorldWith } from '../composition/world-image';
import { deserializeTagged, serializeTagged } from '../lib/tagged-codec';
import { nodeSharedParts } from './shared-parts';

/** The browser's world codec (lib/tagged-codec.ts) against the server's (v8), on a whole world. */
describe('a world image through the tagged codec', () => {
  it('carries a whole world: its image reads back equal to the one v8 carries', () => {
    const config = testConfig();
    const world = createContext(config, nodeSharedParts(config));
    const tagged = readWorldWith({ deserialize: deserializeTagged }, captureWorldWith({ serialize: serializeTagged }, world));
    const native = readWorldWith({ deserialize: (b) => v8.deserialize(b) as unknown }, captureWorldWith({ serialize: (v) => v8.serialize(v) }, world));
    // Captured a few milliseconds apart on a running clock: the instant is all that may differ.
    expect({ ...tagged, savedAt: 0 }).toEqual({ ...native, savedAt: 0 });
    expect(tagged.state).toBeDefined();
  });
});
