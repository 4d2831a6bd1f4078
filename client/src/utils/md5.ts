import MD5 from 'crypto-js/md5';

/** Passwords travel as their md5 hex digest (spec 000 section 5); the plain text never leaves the form. */
export function md5Hex(text: string): string {
  return MD5(text).toString();
}
