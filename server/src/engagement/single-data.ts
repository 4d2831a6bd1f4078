import { Code } from '@betsite/contracts/status-codes';
import { open, seal } from '@betsite/contracts/wire';
import { type Result, refuse, success } from '../lib/reply';

/**
 * Single sealed values (singleDataDecryption). The server sends a sensitive value (a full phone or
 * card number) sealed with the wire secret and bound to the player it is for; the player opens it
 * on demand. The "sdd1|<userId>|" prefix is what keeps the call from being a decryption oracle:
 * wire bodies (JSON) and paths ("<ts>|/...") never start with it, so they never open here.
 */
export const SINGLE_DATA_TAG = 'sdd1';
export const SINGLE_DATA_VALUE_CHARS_MAX = 1_024;
const SEALED_RE = new RegExp(`^${SINGLE_DATA_TAG}\\|(\\d{1,16})\\|([\\s\\S]*)$`);

export function sealSingleData(secret: string, userId: number, value: string): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`sealSingleData: bad userId ${userId}`);
  if (value.length > SINGLE_DATA_VALUE_CHARS_MAX) throw new RangeError('sealSingleData: value too long');
  return seal(secret, `${SINGLE_DATA_TAG}|${userId}|${value}`);
}

export function openSingleData(secret: string, userId: number, token: string): Result<string> {
  const plaintext = open(secret, token);
  const match = plaintext === null ? null : SEALED_RE.exec(plaintext);
  if (!match) return refuse(Code.ILLEGAL_PARAMETER);
  if (Number(match[1]) !== userId) return refuse(Code.ACCESS_DENIED, '无权查看该数据');
  return success(match[2] ?? '');
}
