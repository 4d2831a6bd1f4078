import { lazy, Suspense, useReducer } from 'react';
import { useBusEvent } from '../../../hooks/use-bus-event';
import { AUTH_DIALOG_CLOSED, nextAuthDialogState } from '../utils/auth-dialog-state';

const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

/**
 * The auth dialog (forms, captcha, md5, AES for the remembered password) is loaded on its first
 * use: most page views never open it, so it stays out of the first paint. The host, always there,
 * holds the dialog's state and listens to the bus, so no event is lost while the code loads.
 */
export function AuthDialogHost() {
  const [state, dispatch] = useReducer(nextAuthDialogState, AUTH_DIALOG_CLOSED);
  useBusEvent('login', () => dispatch({ name: 'login' }));
  useBusEvent('register', () => dispatch({ name: 'register' }));
  useBusEvent('forget_password', () => dispatch({ name: 'forget_password' }));
  useBusEvent('switch_auth_way', (payload) => dispatch({ name: 'switch_auth_way', payload }));
  useBusEvent('newDevice', (payload) => dispatch({ name: 'newDevice', payload }));
  useBusEvent('closeAuth', () => dispatch({ name: 'closeAuth' }));
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog state={state} />
    </Suspense>
  );
}
