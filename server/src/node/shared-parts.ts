import type { Config } from '../config';
import { createSharedParts, type SharedParts } from '../composition/context';
import { loadFixtures } from '../composition/fixtures';
import { installCrypto } from '../lib/crypto';
import { nodePlatform } from './platform';

/**
 * The server's shared parts of its worlds: the fixtures read from FIXTURES_DIR, on Node's platform
 * (node/platform.ts), whose crypto the rules then use too (lib/crypto.ts).
 */
export function nodeSharedParts(config: Config): SharedParts {
  installCrypto(nodePlatform.crypto);
  return createSharedParts(config, loadFixtures(config.FIXTURES_DIR), nodePlatform);
}
