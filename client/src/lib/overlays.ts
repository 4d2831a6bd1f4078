import { LOGIN_REQUIRED_MESSAGE } from '@betsite/contracts/constants';
import { bus } from './event-bus';
import { createStore } from './store';

/**
 * The global dialogs that are not events of the bus: the generic confirm dialog and the
 * login-needed prompt (spec 000 section 2), which is a confirm. components/overlays/confirm-host
 * renders them.
 */
export const CONFIRM_DEFAULT_TITLE = '温馨提示';
export const CONFIRM_DEFAULT_OK = '确定';
export const CONFIRM_DEFAULT_CANCEL = '取消';

export interface ConfirmOptions {
  message: string;
  title?: string;
  /** Show a cancel button (default: no). */
  showCancel?: boolean;
  confirmText?: string;
  cancelText?: string;
  /** Show the close icon (default: yes). */
  closable?: boolean;
}

export interface ConfirmRequest extends Required<ConfirmOptions> {
  id: number;
  resolve(confirmed: boolean): void;
}

/** One dialog at a time, the rest queued: stacked modals confuse people and screen readers. */
export const CONFIRM_QUEUE_MAX = 10;

export const confirmStore = createStore<readonly ConfirmRequest[]>([]);
let nextId = 1;

/** Opens the confirm dialog; resolves true on OK, false on cancel or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    if (confirmStore.get().length >= CONFIRM_QUEUE_MAX) {
      resolve(false);
      return;
    }
    const request: ConfirmRequest = {
      id: nextId++,
      message: options.message,
      title: options.title ?? CONFIRM_DEFAULT_TITLE,
      showCancel: options.showCancel ?? false,
      confirmText: options.confirmText ?? CONFIRM_DEFAULT_OK,
      cancelText: options.cancelText ?? CONFIRM_DEFAULT_CANCEL,
      closable: options.closable ?? true,
      resolve: (confirmed) => {
        confirmStore.set((queue) => queue.filter((r) => r.id !== request.id));
        resolve(confirmed);
      },
    };
    confirmStore.set((queue) => [...queue, request]);
  });
}

let loginPromptOpen = false;

/** The login-needed prompt: "请先登录账号，才能了解更多" with an OK button that opens login; one at a time. */
export function showLoginPrompt(): void {
  if (loginPromptOpen) return;
  loginPromptOpen = true;
  void confirm({ message: LOGIN_REQUIRED_MESSAGE }).then((ok) => {
    loginPromptOpen = false;
    if (ok) bus.emit('login');
  });
}
