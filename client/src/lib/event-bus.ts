/**
 * The event bus of spec 000 section 4: the auth dialog's events plus the global overlays (tips,
 * loading, venue entry) and the e-game tab change. Typed so an emitter and its listeners can
 * never disagree on a payload. Listeners are bounded: a leak shows up as an error, not as a slow
 * page.
 */
export type AuthMode = 'login_register' | 'find_password' | 'new_device';
/** Tab 1 is login, tab 2 is register (spec 000 section 4). */
export type AuthTab = 1 | 2;

export interface NewDeviceData {
  /** Masked phone number from the login error's data (phoneNumber); empty for an email-only account. */
  phone: string;
  /** The phone's area (e.g. 86, 852), so the completed number is checked against its pattern. */
  areaCode?: string;
  /** Masked email, sent instead when the account has no phone (verified by email). */
  email?: string;
  username: string;
  /** md5 hex of the password: the plain text never leaves the login form. */
  password: string;
  message: string;
}

export interface TipsPayload {
  message: string;
  kind?: 'info' | 'success' | 'error';
}

export type LoadingPayload = { open: true; text?: string; autoClose?: boolean } | { open: false };

export interface AppEvents {
  switch_auth_way: { mode: AuthMode; tab?: AuthTab };
  /** Open the auth dialog on the login tab. */
  login: undefined;
  login_success: { userId: number };
  login_expired: undefined;
  forget_password: undefined;
  /** Open the auth dialog on the register tab. */
  register: undefined;
  newDevice: NewDeviceData;
  closeAuth: undefined;
  password_change_success: undefined;
  tips: TipsPayload;
  loading: LoadingPayload;
  venue_entry: { message: string };
  egame_tab_change: { tab: string };
}

export const LISTENERS_PER_EVENT_MAX = 50;

export interface EventBus<Events extends object = AppEvents> {
  on<E extends keyof Events>(name: E, listener: (payload: Events[E]) => void): () => void;
  emit<E extends keyof Events>(name: E, ...args: Events[E] extends undefined ? [] : [payload: Events[E]]): void;
}

export function createEventBus<Events extends object = AppEvents>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      if (set.size >= LISTENERS_PER_EVENT_MAX) {
        throw new Error(`event bus: more than ${LISTENERS_PER_EVENT_MAX} listeners on ${String(name)} (a missing unsubscribe?)`);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(name, ...args) {
      const set = listeners.get(name);
      if (!set) return;
      // A copy: a listener that unsubscribes while running must not skip its neighbour.
      for (const listener of [...set]) (listener as (payload: unknown) => void)(args[0]);
    },
  };
}

/** The application's bus. */
export const bus: EventBus = createEventBus<AppEvents>();
