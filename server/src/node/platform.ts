import type { Platform } from '../composition/platform';
import { nodeWire } from '../lib/wire-node';
import { nodeCrypto } from './node-crypto';
import { nodeTimers } from './node-timers';
import { v8Codec } from './world-bytes';
import { AsyncWorldScope } from './async-scope';

/** The server's platform (composition/platform.ts): node:crypto, Node's timers, v8's serialisation, AsyncLocalStorage's scope. */
export const nodePlatform: Platform = { crypto: nodeCrypto, wire: nodeWire, timers: nodeTimers, worldCodec: v8Codec, scope: new AsyncWorldScope() };
