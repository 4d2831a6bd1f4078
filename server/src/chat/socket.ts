import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import websocket, { type WebSocket } from '@fastify/websocket';
import { INSTANCE_REPLY_HEADER } from '@betsite/contracts/mock';
import { CHAT_FRAME_BYTES_MAX, CHAT_SOCKET_PATH } from '@betsite/contracts/socket';
import { createChatService } from './chat-service';
import type { ChatSocket } from './chat-socket';

/**
 * The chat socket on @fastify/websocket: ws carries the connections of the chat service
 * (chat-service.ts), which every transport shares. The handshake has passed the request hooks
 * (sandbox, wire, throttle) before it gets here, so it is accepted in its sandbox's world.
 */
export default fp(
  async (app) => {
    const chat = createChatService(app.ctx, { onSandboxDrop: (listener) => app.sandboxes.onDrop(listener), worldChanged: (world) => app.worldChanged(world) });
    app.addHook('onClose', (_app, done) => {
      chat.close();
      done();
    });

    // @fastify/websocket adds an onRequest and an onResponse hook to every route of the scope it is
    // registered in: kept to a scope of the chat route alone, the other routes do not pay for them
    // (an upgrade request to another address is closed by closeStrayUpgrade below).
    await app.register(async (scope) => {
      await scope.register(websocket, { options: { maxPayload: CHAT_FRAME_BYTES_MAX } });
      // The handshake's 101 is written by ws, not Fastify (no onSend): it names the instance here,
      // so that behind a proxy sharding sandboxes the socket's instance is seen as every reply's is.
      const instanceHeader = `${INSTANCE_REPLY_HEADER}: ${app.ctx.config.INSTANCE_NAME}`;
      scope.websocketServer.on('headers', (headers: string[]) => void headers.push(instanceHeader));
      app.decorate('injectWS', scope.injectWS.bind(scope));
      scope.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
        const events = chat.accept(wsChatSocket(socket), { ip: request.ip, query: request.query });
        if (!events) return;
        socket.on('ping', () => events.ping());
        socket.on('message', (data: Buffer, isBinary: boolean) => events.frame(isBinary ? null : data.toString('utf8')));
        socket.on('close', () => events.closed());
        socket.on('error', () => events.closed());
      });
    });
  },
  { name: 'chat-socket', dependencies: ['context'] },
);

/** A ws socket as the chat uses it. */
function wsChatSocket(socket: WebSocket): ChatSocket {
  return {
    get open() {
      return socket.readyState === socket.OPEN;
    },
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    send: (text, written) => socket.send(text, written === undefined ? undefined : () => written()),
    close: (code, reason) => socket.close(code, reason),
    terminate: () => socket.terminate(),
    pause: () => socket.pause(),
  };
}

/**
 * onRequest (request-hooks.ts): an upgrade request to any address but the chat socket's is answered
 * like any request, then its socket is closed (it left the HTTP server's keep-alive handling when
 * it asked to upgrade), as @fastify/websocket's own hooks do for the routes of its scope.
 */
export function closeStrayUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  // Node's HTTP parser marks a request that asked to upgrade (not in its typings).
  if ((request.raw as { upgrade?: boolean }).upgrade !== true || request.url.split('?', 1)[0] === CHAT_SOCKET_PATH) return;
  reply.raw.once('finish', () => request.raw.socket.destroy());
}

/**
 * onRequest (request-hooks.ts), once a hook has answered: a chat handshake refused before its route
 * (a bad, evicted or lost sandbox, a wire refusal) is answered over HTTP, then its socket closed.
 * @fastify/websocket's hooks, which would close it, never ran, and the HTTP server no longer
 * tracks a socket that asked to upgrade: it would stay open until the client closed it.
 */
export function closeRefusedUpgrade(request: FastifyRequest, reply: FastifyReply): void {
  if ((request.raw as { upgrade?: boolean }).upgrade !== true) return;
  if (reply.raw.writableFinished) request.raw.socket.destroy();
  else reply.raw.once('finish', () => request.raw.socket.destroy());
}
