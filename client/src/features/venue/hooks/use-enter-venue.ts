import { useCallback } from 'react';
import { LOGIN_REQUIRED_MESSAGE, SPORTS_PROVIDER_CODE } from '@betsite/contracts/constants';
import { Code } from '@betsite/contracts/status-codes';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { navigateTo } from '../../../lib/navigation';
import { showLoginPrompt } from '../../../lib/overlays';
import { isLoggedIn } from '../../../lib/session';
import { launchVenue } from '../api/launch';

/** Where a launch url goes (spec 001 section 4). Exported for its unit test. */
export function launchTarget(url: string): { kind: 'external'; url: string } | { kind: 'internal'; path: string } | { kind: 'frame'; path: string } {
  if (/^https?:\/\//i.test(url)) return { kind: 'external', url };
  if (url.startsWith('/')) return { kind: 'internal', path: url };
  return { kind: 'frame', path: paths.gameFrame.to(url) };
}

/**
 * Entering a venue: login required (else the login prompt), a launching toast, then the sports
 * venue (CRTY) goes to the local sport route, an http url opens directly, a / url on our origin,
 * anything else in the game frame in a new tab.
 */
export function useEnterVenue() {
  return useCallback(async (enName: string, gameCode = '') => {
    if (!isLoggedIn()) {
      showLoginPrompt();
      return;
    }
    if (enName === SPORTS_PROVIDER_CODE) {
      navigateTo(paths.localSport.to(enName));
      return;
    }
    bus.emit('loading', { open: true, text: '正在进入游戏…', autoClose: true });
    try {
      const { url } = await launchVenue(enName, gameCode);
      const target = launchTarget(url);
      if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
      else if (target.kind === 'internal') navigateTo(target.path);
      else window.open(target.path, '_blank', 'noopener');
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === Code.LOGIN_EXPIRED) bus.emit('tips', { message: LOGIN_REQUIRED_MESSAGE });
    } finally {
      bus.emit('loading', { open: false });
    }
  }, []);
}
