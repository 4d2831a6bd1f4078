import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import { CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch, parseServerFrame, type ClientMessageInput, type ServerMessage } from '@betsite/contracts/socket';

/** A connected test client that collects the server's frames, each checked against the protocol. */
export async function connect(app: FastifyInstance, headers: Record<string, string> = {}) {
  const frames: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  // injectWS makes an HTTP/1.1 upgrade without Host, which the server refuses as any client's would be.
  const ws: WebSocket = await app.injectWS(`${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`, { headers: { host: 'localhost', ...headers } });
  ws.on('message', (data: Buffer) => {
    const m = parseServerFrame(data.toString());
    if (!m) throw new Error(`frame outside the protocol: ${data.toString()}`);
    frames.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)));
  const next = async (msgId: number): Promise<ServerMessage> => {
    for (;;) {
      const i = frames.findIndex((f) => f.msgId === msgId);
      if (i >= 0) return frames.splice(i, 1)[0]!;
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  const send = (m: ClientMessageInput) => ws.send(JSON.stringify(m));
  /** A heartbeat round trip: every frame the server sent before it has been read. */
  const sync = async () => {
    send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
    await next(MSG_ID.HEARTBEAT);
  };
  const guest = async () => {
    send({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} });
    await next(MSG_ID.GUEST_LOGIN);
  };
  const join = async (rid: string) => {
    send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid } });
    return (await next(MSG_ID.JOIN_UNICAST)).msgData as { code: number; room?: { onlineCount: number } };
  };
  return { ws, send, next, frames, closed, sync, guest, join };
}
export type TestClient = Awaited<ReturnType<typeof connect>>;
