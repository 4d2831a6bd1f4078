import type { APIRequestContext, Page } from '@playwright/test';
import { envelopeOfReply, productCallHeaders, type ProductCall, type Session } from './qa-login';

/**
 * The Playwright side of the kit's login (qa-login.ts logs in through the API): product calls
 * through a Playwright request context, and the session put into the page's storage as the site
 * keeps it.
 */

/** Product calls straight to the API through a Playwright request context (which carries the sandbox header). */
export function productCaller(request: APIRequestContext, apiURL: string): ProductCall {
  return async (path, body, device, token) => {
    const response = await request.post(`${apiURL}${path}`, { data: body, headers: productCallHeaders(device, token) });
    return envelopeOfReply(path, response.status(), await response.text());
  };
}

/** An empty page of the site's origin (its own icon, so the browser asks for no /favicon.ico). */
const BLANK_PAGE = '<!doctype html><html><head><link rel="icon" href="data:,"><title>sign-in</title></head><body></body></html>';

/**
 * Puts the session into the page's storage under the site's keys (spec 000 section 3: `token`,
 * `user_id`, `device_uuid`); the next full load starts logged in. The storage is written from an
 * empty page of the site's origin answered by the browser itself: loading the site only to write
 * three keys cost a second of Chromium's time.
 */
export async function putSession(page: Page, session: Session, siteURL: string): Promise<void> {
  const blank = `${siteURL}/__qa-kit/sign-in`;
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: BLANK_PAGE }));
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    ({ token, userId, device }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user_id', String(userId));
      localStorage.setItem('device_uuid', device);
    },
    session,
  );
}
