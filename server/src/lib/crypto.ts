import { cryptoJsCrypto } from './crypto-js-crypto';
import type { Crypto } from './crypto-interface';

export type { Crypto, ScryptCost } from './crypto-interface';

/**
 * The Crypto the rules use (lib/crypto-interface.ts), one per process or page: `installCrypto` at
 * start (the server's node/shared-parts.ts does, with node:crypto's), `installedCrypto()` at call
 * time. Nothing the rules decide depends on which is installed; only speed does.
 */
let installed: Crypto = cryptoJsCrypto;

export function installCrypto(implementation: Crypto): void {
  installed = implementation;
}

/** The crypto installed (crypto-js's until one is). */
export const installedCrypto = (): Crypto => installed;
