/**
 * Bytes and their text spellings (UTF-8, Latin-1, hex, base64, base64url) on Uint8Array and the
 * globals every JavaScript platform has (TextEncoder, TextDecoder, atob, btoa), so that code the
 * browser also runs needs neither Node's Buffer nor a polyfill. None of this is on a hot path: the
 * wire's codecs (lib/wire-node.ts, the contract's crypto-js one) keep their own.
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

export const utf8Bytes = (text: string): Uint8Array => encoder.encode(text);
export const utf8Text = (bytes: Uint8Array): string => decoder.decode(bytes);

/** One character per byte (each byte's code point), as Node's 'latin1' encoding reads bytes. */
export function latin1Text(bytes: Uint8Array, from = 0, to = bytes.length): string {
  let text = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = from; i < to; i += 4096) text += String.fromCharCode(...bytes.subarray(i, Math.min(to, i + 4096)));
  return text;
}

export function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

export function hexText(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += (b < 16 ? '0' : '') + b.toString(16);
  return hex;
}

export const base64Text = (bytes: Uint8Array): string => btoa(latin1Text(bytes));

export const base64UrlText = (bytes: Uint8Array): string => base64Text(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The bytes of a base64 text (padded or not; base64url's - and _ read as + and /). Like Node's
 * Buffer.from(text, 'base64'), a character outside the alphabet ends the data rather than throwing:
 * callers check their input's shape first.
 */
export function base64Bytes(text: string): Uint8Array {
  let clean = text.replace(/-/g, '+').replace(/_/g, '/');
  const end = clean.search(/[^A-Za-z0-9+/]/);
  if (end >= 0) clean = clean.slice(0, end);
  // A lone last character carries no whole byte (Node drops it too).
  if (clean.length % 4 === 1) clean = clean.slice(0, -1);
  return latin1Bytes(atob(clean + '='.repeat((4 - (clean.length % 4)) % 4)));
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

type DetachableBuffer = ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };

/**
 * Gives the memory of `bytes` back at once instead of at a later garbage collection, by detaching
 * its ArrayBuffer (ES2024's `transfer`; where a platform lacks it, nothing happens). Why: V8 counts
 * ArrayBuffers as external memory and, past a limit, runs a full mark-compact to reclaim it; the
 * copies of 200 worlds saved every 2 s (some 70 MB) made one nearly every save round, a pause
 * every request paid. Only for bytes nothing else looks at: `bytes` must be the whole of its
 * buffer (a view into a shared pool is left alone), and are empty afterwards.
 */
export function releaseBytes(bytes: Uint8Array): void {
  const buffer = bytes.buffer as DetachableBuffer;
  if (bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength || typeof buffer.transfer !== 'function') return;
  buffer.transfer(0);
}
