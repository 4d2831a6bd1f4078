import { MOCK_SESSION_HEADER, SANDBOX_NAME_PATTERN } from '@betsite/contracts/mock';

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
