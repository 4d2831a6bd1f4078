import { ws, type WebSocketHandler } from 'msw';
import { CHAT_SOCKET_PATH } from '@betsite/contracts/socket';
import { ABNORMAL_CLOSURE, type ChatConnectionEvents, type ChatSocket } from '../chat/chat-socket';

/** Who takes a chat connection: the world's chat service (chat/chat-service.ts `accept`), or a link to the tab that runs it. */
export type ChatAccept = (socket: ChatSocket, handshake: { ip: string; query: unknown }) => ChatConnectionEvents | undefined;

/**
 * The chat socket where msw intercepts WebSockets (a page, a Vitest process): a socket opened to
 * the chat's address on `origin` is carried to `accept`: the world's chat service
 * (chat/chat-service.ts), as ws carries it on the server, or the tab that runs the world
 * (browser/chat-over-tabs.ts). The connection is accepted in the default world (a handshake's
 * sandbox is not read) with the caller address `ip`, as the calls through the world's handler have.
 */
export function chatLink(origin: string, accept: ChatAccept, ip: string): WebSocketHandler {
  const link = ws.link(`${origin.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`);
  return link.addEventListener('connection', ({ client }) => {
    let open = true;
    // msw sends a frame on a later microtask and drops it if the socket is closing by then: the
    // close and what waits for a frame to be written go on a later one too, so they come after it.
    const afterSends = (work: () => void) => queueMicrotask(work);
    const end = (code: number, reason?: string) => {
      if (!open) return;
      open = false;
      afterSends(() => client.close(code, reason));
    };
    const socket: ChatSocket = {
      get open() {
        return open;
      },
      bufferedAmount: 0,
      send(text, written) {
        client.send(text);
        if (written) afterSends(written);
      },
      close: (code, reason) => end(code, reason),
      terminate: () => end(ABNORMAL_CLOSURE),
      pause: () => undefined,
    };
    const events = accept(socket, { ip, query: Object.fromEntries(client.url.searchParams) });
    if (!events) return;
    client.addEventListener('message', (event) => events.frame(typeof event.data === 'string' ? event.data : null));
    client.addEventListener('close', () => {
      open = false;
      events.closed();
    });
  });
}
