import { z } from 'zod';
import { CHAT_SOCKET_PATH } from './socket';
import { charsAtMost } from './char-count';

/**
 * Faults of the chat socket (issue 26), forced through a QA scenario on the socket's path
 * (CHAT_SOCKET_PATH) the way a transport fault is forced on an HTTP route: `times` counts the
 * connections it spoils (each new connection of the scenario's world takes one), the sandbox rules
 * are the same. They make the client's reconnect (5 s) and its queue of unsent frames testable on
 * demand:
 * - `socket-drop`: the connection is cut (no close frame: the browser sees 1006) after
 *   `afterFrames` frames were sent to the client (0: as soon as it opens);
 * - `socket-close`: the server closes with `code` (and `reason`) after `afterFrames` frames;
 * - `socket-delay`: every frame to the client is held back `ms` (their order kept).
 */

/** A fault waits for at most this many frames to the client (a login, a join and a history page are 3). */
export const SOCKET_FAULT_FRAMES_MAX = 1_000;
/** Frames to the client are held back at most this long (the client's heartbeat is every 10 s). */
export const SOCKET_FAULT_DELAY_MAX_MS = 30_000;
/** RFC 6455 section 5.5: a close frame's payload is 125 bytes, 2 of them the code. */
export const SOCKET_CLOSE_REASON_BYTES_MAX = 123;

/**
 * A close code a server may send (RFC 6455 section 7.4, as the ws library checks it): the defined
 * codes but those reserved for the endpoints' own reporting (1004, 1005, 1006, 1015), and the
 * registered (3000-3999) and private (4000-4999) ranges.
 */
export function isSendableCloseCode(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);
}

const afterFrames = z.number().int().min(0).max(SOCKET_FAULT_FRAMES_MAX);

export const socketFault = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('socket-drop'), afterFrames }).strict(),
  z
    .object({
      kind: z.literal('socket-close'),
      // The range is for the document; the refinement says which codes within it.
      code: z.number().int().min(1000).max(4999).refine(isSendableCloseCode, 'a close code a server may send: 1000-1003, 1007-1014 or 3000-4999'),
      reason: z
        .string()
        .regex(charsAtMost(SOCKET_CLOSE_REASON_BYTES_MAX))
        .refine((s) => new TextEncoder().encode(s).length <= SOCKET_CLOSE_REASON_BYTES_MAX, `a close reason is at most ${SOCKET_CLOSE_REASON_BYTES_MAX} bytes of UTF-8`)
        .optional(),
      afterFrames: afterFrames.default(0),
    })
    .strict(),
  z.object({ kind: z.literal('socket-delay'), ms: z.number().int().min(1).max(SOCKET_FAULT_DELAY_MAX_MS) }).strict(),
]);
export type SocketFault = z.infer<typeof socketFault>;
export type SocketFaultKind = SocketFault['kind'];
export const SOCKET_FAULT_KINDS: readonly SocketFaultKind[] = ['socket-drop', 'socket-close', 'socket-delay'];

export function isSocketFault<F extends { kind: string }>(fault: F | undefined): fault is Extract<F, { kind: SocketFaultKind }> {
  return fault !== undefined && (SOCKET_FAULT_KINDS as readonly string[]).includes(fault.kind);
}

/** What a socket scenario may not carry: it answers no envelope and applies to whole connections. */
const NOT_FOR_SOCKETS = ['status_code', 'message', 'data', 'when'] as const;

/**
 * Why a scenario's socket part cannot be carried out, or null: a socket fault goes with the chat
 * socket's path and the socket's path with a socket fault; nothing of an HTTP answer goes with it.
 */
export function socketScenarioProblem(s: { path: string; fault?: { kind: string }; delayMs?: number } & Partial<Record<(typeof NOT_FOR_SOCKETS)[number], unknown>>): { field: string; message: string } | null {
  const onSocket = s.path === CHAT_SOCKET_PATH;
  const socketKind = isSocketFault(s.fault);
  if (socketKind && !onSocket) return { field: 'path', message: `a socket fault applies to the chat socket: path ${CHAT_SOCKET_PATH}` };
  if (onSocket && !socketKind) return { field: 'fault', message: `the chat socket (${CHAT_SOCKET_PATH}) takes a socket fault only: socket-drop, socket-close or socket-delay` };
  if (!onSocket) return null;
  const extra = NOT_FOR_SOCKETS.find((k) => s[k] !== undefined) ?? ((s.delayMs ?? 0) > 0 ? 'delayMs' : undefined);
  if (extra === undefined) return null;
  return { field: extra, message: `${extra} does not apply to a socket fault (it sends no envelope; socket-delay holds frames back)` };
}
