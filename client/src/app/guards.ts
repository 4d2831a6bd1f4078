import { data, redirect, type LoaderFunction } from 'react-router-dom';
import { Code } from '@betsite/contracts/status-codes';
import { paths } from '../config/paths';
import { isApiError } from '../lib/api/errors';
import { bus } from '../lib/event-bus';
import { loadSiteInfo } from '../lib/load-site-info';
import { LOGIN_REQUIRED_MESSAGE, SPORTS_PROVIDER_CODE } from '@betsite/contracts/constants';
import { endSession, isLoggedIn } from '../lib/session';
import { hasBoundPhoneAndName, refreshUserInfo } from '../lib/user';
import type { RouteMeta } from './route-meta';

/** Thrown for routes that do not exist in this site's configuration; the error element shows 404. */
export function notFound(): never {
  // react-router's convention: a thrown response becomes the route's error, not a crash.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * The navigation guards of spec 000 section 2, run before a route renders:
 * 1. deposit-only routes are not found while deposit is off;
 * 2. a visitor on a login-required route goes home with the bottom notice;
 * 3. a member's user info is fetched, and a failure logs out and goes home;
 * 4. bindPhone routes go to the auth page unless phone and real name are both bound;
 * 5. the local sport route exists only for the sports provider (CRTY).
 */
export function guard(meta: RouteMeta): LoaderFunction {
  return async ({ params }) => {
    // Launching another venue here would open it outside its own rules (automatic transfer, its page).
    if (meta.sportsVenue && params.enName !== SPORTS_PROVIDER_CODE) notFound();
    if (meta.depositOnly) {
      const site = await loadSiteInfo();
      if (!site.depositEnabled) notFound();
    }
    if (!meta.requiresAuth) return null;
    if (!isLoggedIn()) {
      bus.emit('tips', { message: LOGIN_REQUIRED_MESSAGE });
      return redirect(paths.home.to());
    }
    let user;
    try {
      user = await refreshUserInfo({ silent: true });
    } catch (error) {
      // 6001 has already run the expiry flow (which logs out and goes home); anything else
      // means we cannot tell who this is, so the spec logs out too.
      if (!(isApiError(error) && error.code === Code.LOGIN_EXPIRED)) endSession();
      return redirect(paths.home.to());
    }
    if (meta.bindPhone && !hasBoundPhoneAndName(user)) return redirect(paths.auth.to());
    return null;
  };
}
