import { AsyncLocalStorage } from 'node:async_hooks';
import type { WorldScope } from '../lib/world-scope';

/**
 * The server's world scope (lib/world-scope.ts): Node's AsyncLocalStorage carries the world
 * entered across awaits, timers and callbacks, so a sandbox's handler that awaits still reads its
 * own world, whatever other worlds' requests run meanwhile. `run` is AsyncLocalStorage's own (the
 * request path pays no call of ours for it).
 */
export class AsyncWorldScope extends AsyncLocalStorage<object> implements WorldScope {
  current(): object | undefined {
    return this.getStore();
  }
}
