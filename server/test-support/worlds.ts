/**
 * Worlds as the server makes them, for tests below the Node adapter (composition/, the contexts):
 * the shared parts on Node's platform with the fixtures, and a world's bytes on Node's codec.
 */
export { nodeSharedParts as testSharedParts } from '../src/node/shared-parts';
export { captureWorld, readWorld } from '../src/node/world-bytes';
