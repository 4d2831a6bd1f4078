import { Code } from '@betsite/contracts/status-codes';
import { messageOf } from '../../../lib/api/errors';
import { confirm } from '../../../lib/overlays';

/**
 * 6501 "login and register suspended, with popup": the server asks for a popup the first time a
 * caller meets the suspension, and answers 6500 ("popup not prompted") or 6502 (no popup) when it
 * must not be repeated; those show only in the form.
 */
export function popupIfSuspended(reply: { status_code: number; data: unknown; message: string }): void {
  if (reply.status_code === Code.SUSPENDED_WITH_POPUP) void confirm({ message: messageOf(reply) });
}
