import type { RequestHeaders } from './http-headers';

/** A cookie's value as sent (undefined when absent); percent-decoded when that is well formed. */
export function cookieOf(request: { readonly headers: RequestHeaders }, name: string): string | undefined {
  const cookies = request.headers.cookie;
  // Node joins a repeated Cookie header into one string; a list is no cookie header we read.
  if (typeof cookies !== 'string' || !cookies.includes(name)) return undefined;
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        // A malformed escape (`%E0%A4%A`) is kept as sent: it then fails the name rule like any
        // other bad name and is refused in the envelope, instead of throwing out of the hook.
        return raw;
      }
    }
  }
  return undefined;
}
