import type { Platform } from '../composition/platform';
import { cryptoJsCrypto } from '../lib/crypto-js-crypto';
import { standardTimers } from '../lib/timers';
import { cryptoJsWire } from '../lib/wire-codec';
import { synchronousScope } from '../lib/world-scope';
import { deserializeTagged, serializeTagged } from '../lib/tagged-codec';

/**
 * A page's platform (composition/platform.ts): crypto-js for hashing and the wire, the window's
 * timers, the tagged codec for world images (no v8.serialize here), and the synchronous scope: the
 * page has one world (sandbox names are ignored there: core/pipeline.ts `sandboxNames`), so no work of another world outlives a call.
 */
export const pagePlatform: Platform = {
  crypto: cryptoJsCrypto,
  wire: cryptoJsWire,
  timers: standardTimers,
  worldCodec: { serialize: serializeTagged, deserialize: deserializeTagged },
  scope: synchronousScope(),
};
