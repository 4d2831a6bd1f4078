import { createHash } from 'node:crypto';

/**
 * The md5 hex digest the client sends in place of a password. Its own module so that unit tests
 * can use it without helpers.ts, which loads the whole app.
 */
export const md5 = (s: string): string => createHash('md5').update(s).digest('hex');
