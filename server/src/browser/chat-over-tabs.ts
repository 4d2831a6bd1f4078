import { CHAT_CLOSE } from '@betsite/contracts/socket';
import type { ChatAccept } from '../fetch/msw-chat';
import { ABNORMAL_CLOSURE, type ChatConnectionEvents, type ChatSocket } from '../chat/chat-socket';

/**
 * The chat socket of a tab without the world (world-link.ts): the connection msw intercepts there
 * is accepted by the world's tab, and its frames go both ways over the tabs' BroadcastChannel, in
 * order, so a close still comes after the frames sent before it.
 */

export type ChatLinkMessage =
  | { t: 'chat-open'; cid: string; ip: string; query: unknown }
  | { t: 'chat-frame'; cid: string; text: string | null }
  | { t: 'chat-closed'; cid: string }
  | { t: 'chat-send'; cid: string; text: string }
  | { t: 'chat-close'; cid: string; code: number; reason: string };

/**
 * In a tab without the world: each chat connection handed to the world's tab. A tab that starts
 * running the world (one went, `ready`) knows none of them: they are closed (1012, restart), and
 * the client connects again, to it.
 */
export function forwardedChat(channel: BroadcastChannel): ChatAccept {
  const sockets = new Map<string, ChatSocket>();
  channel.addEventListener('message', (event: MessageEvent<ChatLinkMessage | { t: 'ready' }>) => {
    const message = event.data;
    if (message.t === 'ready') {
      for (const socket of sockets.values()) socket.close(CHAT_CLOSE.DROPPED, 'the world moved to another tab');
      sockets.clear();
      return;
    }
    if (message.t !== 'chat-send' && message.t !== 'chat-close') return;
    const socket = sockets.get(message.cid);
    if (message.t === 'chat-send') return void socket?.send(message.text);
    sockets.delete(message.cid);
    if (message.code === ABNORMAL_CLOSURE) socket?.terminate();
    else socket?.close(message.code, message.reason);
  });
  return (socket, handshake) => {
    const cid = crypto.randomUUID();
    sockets.set(cid, socket);
    channel.postMessage({ t: 'chat-open', cid, ip: handshake.ip, query: handshake.query } satisfies ChatLinkMessage);
    return {
      frame: (text) => channel.postMessage({ t: 'chat-frame', cid, text } satisfies ChatLinkMessage),
      // A browser's socket sends no pings.
      ping: () => undefined,
      closed: () => {
        if (sockets.delete(cid)) channel.postMessage({ t: 'chat-closed', cid } satisfies ChatLinkMessage);
      },
    };
  };
}

/** In the world's tab: the chat connections other tabs hand it, accepted as its own are (`accept`, the world's chat). */
export function serveForwardedChat(channel: BroadcastChannel, accept: ChatAccept): void {
  // As many as the chat admits (its connection bound): each goes when its connection ends.
  const connections = new Map<string, ChatConnectionEvents>();
  channel.addEventListener('message', (event: MessageEvent<ChatLinkMessage>) => {
    const message = event.data;
    if (message.t === 'chat-open') return open(message.cid, message.ip, message.query);
    if (message.t !== 'chat-frame' && message.t !== 'chat-closed') return;
    const connection = connections.get(message.cid);
    if (message.t === 'chat-frame') return connection?.frame(message.text);
    connections.delete(message.cid);
    connection?.closed();
  });
  function open(cid: string, ip: string, query: unknown) {
    let isOpen = true;
    const close = (code: number, reason: string) => {
      if (!isOpen) return;
      isOpen = false;
      channel.postMessage({ t: 'chat-close', cid, code, reason } satisfies ChatLinkMessage);
    };
    const socket: ChatSocket = {
      get open() {
        return isOpen;
      },
      bufferedAmount: 0,
      send(text, written) {
        channel.postMessage({ t: 'chat-send', cid, text } satisfies ChatLinkMessage);
        if (written) queueMicrotask(written);
      },
      close,
      terminate: () => close(ABNORMAL_CLOSURE, ''),
      pause: () => undefined,
    };
    const events = accept(socket, { ip, query });
    if (events) connections.set(cid, events);
  }
}
