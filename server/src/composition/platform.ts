import type { Crypto } from '../lib/crypto';
import type { Timers } from '../lib/timers';
import type { WireCodec } from '../lib/wire-codec';
import type { WorldScope } from '../lib/world-scope';
import type { WorldCodec } from './world-image';

/**
 * What the worlds and their request core need of the platform they run on, given to them rather
 * than imported, so the same modules run in the server and in a browser. The server's is
 * server/src/node/platform.ts (node:crypto, Node's timers, v8's serialisation, AsyncLocalStorage); a
 * browser gives crypto-js's (lib/crypto-js-crypto.ts, lib/wire-codec.ts's `cryptoJsWire`), the
 * window's timers (lib/timers.ts's `standardTimers`), a structured serialisation of its own and
 * lib/world-scope.ts's `synchronousScope` (whose limit that file says).
 */
export interface Platform {
  readonly crypto: Crypto;
  readonly wire: WireCodec;
  readonly timers: Timers;
  readonly worldCodec: WorldCodec;
  /** Which world the work in progress runs in (composition/current-world.ts); one for all the worlds of a server. */
  readonly scope: WorldScope;
}
