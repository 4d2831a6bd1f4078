import type { Envelope } from '@betsite/contracts/envelope';
import { Code, defaultMessage, handlingOf, isStatusCode } from '@betsite/contracts/status-codes';

/**
 * Why a call failed. `reply` is the server's envelope, or for failures that never reached a reply
 * (time-out, network, an unreadable reply) an envelope we make with the closest catalogue code, so
 * every caller handles one shape.
 */
export type FailureKind = 'reply' | 'timeout' | 'network' | 'invalid-reply' | 'encryption-unanswered';

/**
 * What the player reads when an encrypted call gets no envelope back (a backend that knows only
 * the plain form answers /api/enc/… with its own 404): the truth, in words a player can act on,
 * not the developer's 非法请求. The console says what to set (fetcher.ts).
 */
export const ENCRYPTION_UNANSWERED_MESSAGE = '服务器暂不支持加密通信，请联系客服';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly reply: Envelope,
    readonly kind: FailureKind = 'reply',
    options?: { cause?: unknown },
  ) {
    super(reply.message, options);
  }

  get code(): number {
    return this.reply.status_code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The envelope standing in for a failure without a reply. An unreadable reply keeps its code
 * (6008) for the code that reads it, but a player reads the service's failure: 非法请求 is the
 * developer's word, so it goes to the console with what came back.
 */
export function localFailure(kind: Exclude<FailureKind, 'reply'>, cause?: unknown): ApiError {
  const code = kind === 'invalid-reply' ? Code.ILLEGAL_PARAMETER : Code.SERVER_ERROR;
  if (kind === 'invalid-reply') console.warn(`unreadable reply (${code} ${defaultMessage(code)}):`, cause);
  const message = kind === 'encryption-unanswered' ? ENCRYPTION_UNANSWERED_MESSAGE : defaultMessage(Code.SERVER_ERROR);
  return new ApiError({ status_code: code, data: null, message }, kind, { cause });
}

/** The text to show for a reply: the server's own message, else the catalogue's. */
export function messageOf(reply: Envelope): string {
  if (reply.message.trim() !== '') return reply.message;
  return isStatusCode(reply.status_code) ? defaultMessage(reply.status_code) : defaultMessage(Code.SERVER_ERROR);
}

/**
 * What the fetcher does with a reply (spec 000 section 8):
 * - `success`: hand the data over;
 * - `value`: 6021/6022 come back to the caller as ordinary values;
 * - `expired`: 6001 runs the session-expiry flow, then rejects;
 * - `dialog`: 6413/6449 open their dialog, then reject;
 * - `quiet`: the new-device codes reject without a toast, the login form shows them;
 * - `toast`: everything else rejects with the reply and shows its message.
 */
export type ReplyAction = 'success' | 'value' | 'expired' | 'dialog' | 'quiet' | 'toast';

export function actionFor(statusCode: number): ReplyAction {
  const handling = handlingOf(statusCode);
  switch (handling) {
    case 'success':
      return 'success';
    case 'returned-as-value':
      return 'value';
    case 'expired':
      return 'expired';
    case 'dialog':
      return 'dialog';
    case 'new-device':
      return 'quiet';
    case 'rejected':
      return 'toast';
  }
}

/** The steps of the session-expiry flow, in the spec's order (spec 000 section 4). */
export interface ExpiryFlow {
  tips(message: string): void;
  clearDecryptedCache(): void;
  logout(): void;
  emitLoginExpired(): void;
  goHome(): void;
  openLogin(): void;
}

export const LOGIN_EXPIRED_MESSAGE = defaultMessage(Code.LOGIN_EXPIRED);

export function runExpiryFlow(flow: ExpiryFlow): void {
  flow.tips(LOGIN_EXPIRED_MESSAGE);
  flow.clearDecryptedCache();
  flow.logout();
  flow.emitLoginExpired();
  flow.goHome();
  flow.openLogin();
}

/**
 * Several calls in flight can all answer 6001 for the same dead session; the flow runs once. A
 * call sent with a token whose session is already gone (cleared, or replaced by a new login) is
 * stale news.
 */
export function expiryIsNews(sentToken: string | null, currentToken: string | null): boolean {
  return sentToken === null || sentToken === currentToken;
}
