import { STORAGE_KEYS, storage } from './storage';
import { createStore, useStore } from './store';

/**
 * Login state: logged in exactly when a token is stored (spec 000 section 4). The store mirrors
 * localStorage so React re-renders on login and logout, including those made in another tab.
 */
export interface Session {
  token: string | null;
  userId: number | null;
}

function readSession(): Session {
  return { token: storage.getToken(), userId: storage.getUserId() };
}

export const sessionStore = createStore<Session>(readSession());

export function useSession(): Session {
  return useStore(sessionStore);
}

export function useIsLoggedIn(): boolean {
  return useSession().token !== null;
}

export function isLoggedIn(): boolean {
  return sessionStore.get().token !== null;
}

export function startSession(token: string, userId: number): void {
  storage.setToken(token);
  storage.setUserId(userId);
  sessionStore.set({ token, userId });
}

const logoutListeners = new Set<() => void>();

/** Things to forget on logout that this module cannot know about (the SWR cache, for one). */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => {
    logoutListeners.delete(listener);
  };
}

/** The local half of logging out; the server call is the auth feature's business. */
export function endSession(): void {
  storage.clearSession();
  sessionStore.set({ token: null, userId: null });
  for (const listener of [...logoutListeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.userId) {
      const next = readSession();
      if (next.token !== sessionStore.get().token) sessionStore.set(next);
    }
  });
}
