import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, parseServerFrame, type ClientMessageInput, type ServerMessage } from '@betsite/contracts/socket';

/** How long a check waits for one frame or event before it says what it got instead. */
export const SOCKET_WAIT_MS = 5_000;
/** Frames kept per log, so a server that floods cannot grow the suite's memory without bound. */
const FRAMES_LOGGED_MAX = 1_000;

/** Every frame the server sent to the suite's sockets, and those outside the contract. */
export interface FrameLog {
  received: number;
  outside: string[];
}

export function createFrameLog(): FrameLog {
  return { received: 0, outside: [] };
}

/** The socket URL of a backend's base URL (http → ws, https → wss), with a handshake query. */
export function chatSocketUrl(baseUrl: string, search: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${search}`;
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/**
 * A chat socket whose every incoming frame is parsed with the contract's server-frame schema.
 * `next` fails at once when a frame outside the contract arrived, rather than waiting for a frame
 * that will never parse.
 */
export class ChatSocket {
  readonly frames: ServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly ws: WebSocket;
  private readonly outside: string[] = [];
  private wake: (() => void)[] = [];
  private readonly waitMs: number;

  private constructor(ws: WebSocket, log: FrameLog, waitMs: number) {
    this.ws = ws;
    this.waitMs = waitMs;
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      log.received++;
      const frame = parseServerFrame(text);
      if (frame) {
        if (this.frames.length < FRAMES_LOGGED_MAX) this.frames.push(frame);
      } else {
        if (log.outside.length < FRAMES_LOGGED_MAX) log.outside.push(clip(text));
        this.outside.push(clip(text));
      }
      this.notify();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code: number, reason: Buffer) => {
      resolve({ code, reason: reason.toString('utf8') });
      this.notify();
    }));
  }

  /** Opens a socket; resolves once the server accepted the upgrade (it may still close it at once). */
  static open(url: string, log: FrameLog, waitMs = SOCKET_WAIT_MS): Promise<ChatSocket> {
    const ws = new WebSocket(url);
    const socket = new ChatSocket(ws, log, waitMs);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no websocket upgrade at ${url} within ${waitMs} ms`)), waitMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve(socket);
      });
      ws.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`websocket ${url}: ${error.message}`));
      });
    });
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(frame: ClientMessageInput): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame with this msgId (matching `where`, when given), taken out of the inbox. */
  async next<I extends ServerMessage['msgId']>(msgId: I, where: (f: Extract<ServerMessage, { msgId: I }>) => boolean = () => true): Promise<Extract<ServerMessage, { msgId: I }>> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      if (this.outside.length > 0) throw new Error(`the server sent a frame outside the contract: ${this.outside[0]}`);
      const i = this.frames.findIndex((f) => f.msgId === msgId && where(f as Extract<ServerMessage, { msgId: I }>));
      if (i >= 0) return this.frames.splice(i, 1)[0] as Extract<ServerMessage, { msgId: I }>;
      if (!this.isOpen) throw new Error(`the socket closed (${(await this.closed).code}) before a ${msgId} frame came`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${msgId} frame within ${this.waitMs} ms; got ${JSON.stringify(this.frames.map((f) => f.msgId))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Resolves with the close code, or fails when the server keeps the socket open past the wait. */
  async closeCode(): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the server kept the socket open for ${this.waitMs} ms`)), this.waitMs);
    });
    try {
      return (await Promise.race([this.closed, timeout])).code;
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.ws.terminate();
  }

  private notify(): void {
    for (const wake of this.wake.splice(0)) wake();
  }
}
