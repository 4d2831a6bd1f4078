import { lazy, Suspense, useState } from 'react';
import { useBusEvent } from '../../../hooks/use-bus-event';
import type { AuthOpenEvent } from './auth-dialog';

const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

/**
 * The auth dialog (forms, captcha, md5, AES for the remembered password) is loaded on its first
 * use: most page views never open it, so it stays out of the first paint. The host remembers the
 * event that opened it, which the dialog replays once loaded.
 */
export function AuthDialogHost() {
  const [opening, setOpening] = useState<AuthOpenEvent | null>(null);
  useBusEvent('login', () => setOpening((o) => o ?? { name: 'login' }));
  useBusEvent('register', () => setOpening((o) => o ?? { name: 'register' }));
  useBusEvent('forget_password', () => setOpening((o) => o ?? { name: 'forget_password' }));
  useBusEvent('switch_auth_way', (payload) => setOpening((o) => o ?? { name: 'switch_auth_way', payload }));
  useBusEvent('newDevice', (payload) => setOpening((o) => o ?? { name: 'newDevice', payload }));
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog initial={opening} />
    </Suspense>
  );
}
