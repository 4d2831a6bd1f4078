import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * happy-dom's DOM with the modules loaded as Node's (Vite's `ssr` environment), for the client's
 * tests on the in-process world (vitest.config.ts, project `client-world`): the test renders the
 * client in a DOM while the server's app runs beside it in the same process, and the server's
 * modules (Fastify, node:fs, file URLs) must resolve and load as on Node, not as a browser bundle's.
 */
export default { ...builtinEnvironments['happy-dom'], name: 'happy-dom-node-modules', viteEnvironment: 'ssr' } satisfies Environment;
