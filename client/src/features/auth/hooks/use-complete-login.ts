import { useCallback } from 'react';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { startSession } from '../../../lib/session';
import { refreshUnreadCounts } from '../../../lib/unread';
import { refreshUserInfo } from '../../../lib/user';

/**
 * After a successful login (spec 000 section 4): store token and user id, load user info and
 * balance, refresh the unread count, close the dialog, announce login success.
 */
export function useCompleteLogin() {
  return useCallback(async (result: { token: string; userId: number }) => {
    startSession(result.token, result.userId);
    await refreshUserInfo({ silent: true }).catch(() => undefined);
    refreshBalance();
    refreshUnreadCounts();
    bus.emit('closeAuth');
    bus.emit('login_success', { userId: result.userId });
  }, []);
}
