/** The close code a browser reports for a connection cut without a close frame (`terminate`). */
export const ABNORMAL_CLOSURE = 1006;

/**
 * One chat connection's socket, as the chat uses it, whatever carries it: ws under Fastify on the
 * server (chat/socket.ts), msw's intercepted WebSocket in a page or a test process
 * (fetch/msw-chat.ts), another tab's (browser/chat-over-tabs.ts). The connection's events go the
 * other way, through what `ChatService.accept` answers.
 */
export interface ChatSocket {
  /** Open: frames sent now go out. */
  readonly open: boolean;
  /** Bytes sent and not yet written out (0 where nothing is buffered: a page's socket). */
  readonly bufferedAmount: number;
  /** Sends a text frame; `written` runs once it is written out. */
  send(text: string, written?: () => void): void;
  /** Closes with a close frame. */
  close(code: number, reason: string): void;
  /** Cuts the connection without a close frame: the client sees it fail (1006), as a network cut does. */
  terminate(): void;
  /**
   * Stops reading the client's frames: a saving for a transport that reads them off a network. The
   * chat reads nothing of a connection it is closing anyway (chat-service.ts), so a transport with
   * nothing to save may do nothing.
   */
  pause(): void;
}

/** What the transport tells the chat of one accepted connection. */
export interface ChatConnectionEvents {
  /** A text frame (`null`: a binary one, which the protocol does not speak). */
  frame(text: string | null): void;
  /** A ping: it costs the frame budget as any frame does. */
  ping(): void;
  /** The connection ended (closed either way, or failed). */
  closed(): void;
}
