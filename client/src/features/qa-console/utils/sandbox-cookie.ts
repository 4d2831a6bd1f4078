import { MOCK_SESSION_HEADER, MOCK_TOKEN_HEADER, SANDBOX_NAME_PATTERN, SANDBOX_STAMP_HEADER } from '@betsite/contracts/mock';

/**
 * The sandbox the browser is in: the `x-mock-session` cookie, which the site's own calls carry to
 * the server, so a site opened in this browser joins the sandbox the console selected. No cookie:
 * the default world.
 */
export const SANDBOX_COOKIE = MOCK_SESSION_HEADER;

export function isSandboxName(name: string): boolean {
  return SANDBOX_NAME_PATTERN.test(name);
}

/** The sandbox named in a `document.cookie` string, or null. */
export function sandboxFromCookies(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== SANDBOX_COOKIE) continue;
    const name = value.join('=');
    return isSandboxName(name) ? name : null;
  }
  return null;
}

/**
 * The `document.cookie` assignment that selects a sandbox (or the default world for null). Path `/`
 * so every call of the site carries it; SameSite=Lax, as any page's own cookie; for the session
 * of the browser only.
 */
export function sandboxCookie(name: string | null): string {
  if (name === null) return `${SANDBOX_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  if (!isSandboxName(name)) throw new Error(`not a sandbox name: ${name}`);
  return `${SANDBOX_COOKIE}=${name}; path=/; SameSite=Lax`;
}

/**
 * The `document.cookie` assignment that forgets the sandbox stamp the server gave this browser (the
 * x-mock-stamp cookie: which world of the name it was in). Selecting a sandbox, or leaving one,
 * means joining the world under the name as it is now: the next reply stamps it again. Kept, a
 * stamp of a world lost with its instance would keep every call of the site refused.
 */
export function stampCookieCleared(): string {
  return `${SANDBOX_STAMP_HEADER}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * The `document.cookie` assignment that lends the QA token to the site's own calls while a sandbox
 * is selected (null: take it back). A server with MOCK_API_TOKEN lets only the token's holders into
 * a sandbox, so without it the site opened in this browser would be refused (6003).
 */
export function tokenCookie(token: string | null): string {
  if (token === null || token === '') return `${MOCK_TOKEN_HEADER}=; path=/; max-age=0; SameSite=Strict`;
  return `${MOCK_TOKEN_HEADER}=${encodeURIComponent(token)}; path=/; SameSite=Strict`;
}
