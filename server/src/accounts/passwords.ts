import { installedCrypto, type ScryptCost } from '../lib/crypto';
import { base64Bytes, base64UrlText } from '../lib/bytes';

/**
 * Passwords arrive as the md5 hex the client computes (spec 000 section 5); we store scrypt of
 * that, never the md5 itself. Format: scrypt$N$r$p$salt$hash (base64url).
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

const derive = (secret: string, salt: Uint8Array, cost: ScryptCost): Promise<Uint8Array> => installedCrypto().scrypt(secret, salt, KEY_LENGTH, cost);

export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = installedCrypto().randomBytes(16);
  const key = await derive(md5Hex.toLowerCase(), salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${base64UrlText(salt)}$${base64UrlText(key)}`;
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = base64Bytes(hash);
  const key = await derive(md5Hex.toLowerCase(), base64Bytes(salt), { N: Number(n), r: Number(r), p: Number(p) });
  return installedCrypto().timingSafeEqual(key, expected);
}
