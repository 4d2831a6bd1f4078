import { useCallback } from 'react';
import { paths } from '../../../config/paths';
import { navigateTo } from '../../../lib/navigation';
import { endSession } from '../../../lib/session';
import { logout } from '../api/logout';

/** Log out: tell the server (best effort: the local session ends whatever it answers), go home. */
export function useLogout() {
  return useCallback(async () => {
    await logout().catch(() => undefined);
    endSession();
    navigateTo(paths.home.to());
  }, []);
}
