import { contract } from '@betsite/contracts/contract';
import { CHAT_CLOSE, MSG_ID, chatHandshakeSearch } from '@betsite/contracts/socket';
import type { Target } from '../contract/target';
import { send, type Mode } from '../contract/transport';
import { sampleFor } from '../contract/samples';
import { ChatSocket, SOCKET_WAIT_MS, chatSocketUrl, createFrameLog, type FrameLog } from './socket-client';

/**
 * The conformance checks of the chat socket (contracts/asyncapi.json), against any backend: the
 * handshake, the heartbeat, guest and member login, join, send and history, and that every frame
 * the server sent during them parses with the contract's server-frame schema. Each check opens
 * its own sockets, so one failure does not fail the next; the frame check runs last.
 */
export interface SocketCheck {
  name: string;
  run(ctx: SocketCheckContext): Promise<void>;
}

export interface SocketCheckContext {
  target: Target;
  /** The room the checks join and speak in: a live match's gameId or a room its stream history knows. */
  room: string;
  /** How the HTTP calls (login, chat jwt) are sent. */
  mode: Mode;
  frames: FrameLog;
  /** How long to wait for one frame, an upgrade or a close. */
  waitMs: number;
  /** The HTTP login token and chat jwt of the target's member, fetched once. */
  member(): Promise<{ token: string; jwt: string }>;
}

/** The fixtures' live room (its stream history is seeded); BETSITE_CHAT_ROOM names another backend's. */
export const DEFAULT_CHAT_ROOM = '7000101';

export function createSocketCheckContext(target: Target, opts: { room?: string; mode?: Mode; waitMs?: number } = {}): SocketCheckContext {
  const mode = opts.mode ?? 'plain';
  let member: Promise<{ token: string; jwt: string }> | undefined;
  return {
    target,
    room: opts.room ?? DEFAULT_CHAT_ROOM,
    mode,
    frames: createFrameLog(),
    waitMs: opts.waitMs ?? SOCKET_WAIT_MS,
    member: () => (member ??= loginMember(target, mode)),
  };
}

function fail(message: string): never {
  throw new Error(message);
}

function expectCode(what: string, got: { code?: number; message?: string }, code = 6000): void {
  if (got.code !== code) fail(`${what} answered ${got.code} ${got.message ?? ''}, expected ${code}`);
}

async function loginMember(target: Target, mode: Mode): Promise<{ token: string; jwt: string }> {
  const login = await send(target, contract.auth.login, sampleFor('auth.login', contract.auth.login, target), { mode, device: target.credentials.device });
  if (login.body.status_code !== 6000) fail(`HTTP login as ${target.credentials.name} answered ${login.body.status_code} ${login.body.message}`);
  const token = (login.body.data as { token: string }).token;
  const jwt = await send(target, contract.member.jwt, {}, { mode, token });
  if (jwt.body.status_code !== 6000) fail(`member.jwt answered ${jwt.body.status_code} ${jwt.body.message}`);
  return { token, jwt: (jwt.body.data as { jwt: string }).jwt };
}

/** Runs `use` on a socket opened with the contract's handshake, and always closes it. */
async function withSocket<T>(ctx: SocketCheckContext, use: (s: ChatSocket) => Promise<T>): Promise<T> {
  const socket = await ChatSocket.open(chatSocketUrl(ctx.target.socketUrl, chatHandshakeSearch()), ctx.frames, ctx.waitMs);
  try {
    return await use(socket);
  } finally {
    socket.close();
  }
}

async function heartbeat(s: ChatSocket): Promise<void> {
  s.send({ msgId: MSG_ID.HEARTBEAT, msgData: {} });
  const answer = await s.next(MSG_ID.HEARTBEAT);
  if (answer.msgData.code !== undefined) fail(`the heartbeat was refused: ${JSON.stringify(answer.msgData)}`);
}

async function loginAsMember(ctx: SocketCheckContext, s: ChatSocket) {
  s.send({ msgId: MSG_ID.LOGIN, msgData: await ctx.member() });
  const answer = (await s.next(MSG_ID.LOGIN)).msgData;
  expectCode('login (10001) with the member\'s token and jwt', answer);
  if (!answer.user || answer.user.guest) fail(`login (10001) answered ${JSON.stringify(answer.user)}, expected a member (guest false)`);
  return answer.user;
}

async function join(ctx: SocketCheckContext, s: ChatSocket) {
  s.send({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: ctx.room } });
  const answer = (await s.next(MSG_ID.JOIN_UNICAST)).msgData;
  expectCode(`join room (10002) of ${ctx.room}`, answer);
  if (answer.rid !== ctx.room || !answer.room) fail(`join room answered ${JSON.stringify(answer)}, expected rid ${ctx.room} and the room`);
  return answer.room;
}

/** A text no other run sends (time, process, count), so the checks find their own message in the room. */
let sent = 0;
const uniqueText = () => `conformance ${Date.now().toString(36)}-${process.pid.toString(36)}-${sent++}`;

const BAD_HANDSHAKES: Record<string, string> = {
  'no query': '',
  'another client type': 'clientType=app&siteId=3000',
  'another site': 'clientType=web&siteId=1',
};

export const SOCKET_CHECKS: readonly SocketCheck[] = [
  {
    name: 'handshake: clientType=web&siteId=3000 is admitted and stays open',
    run: (ctx) =>
      withSocket(ctx, async (s) => {
        await heartbeat(s);
        if (!s.isOpen) fail(`the socket was closed after the handshake (${(await s.closed).code})`);
      }),
  },
  {
    name: `handshake: a bad handshake is closed with ${CHAT_CLOSE.BAD_HANDSHAKE}`,
    run: async (ctx) => {
      for (const [what, search] of Object.entries(BAD_HANDSHAKES)) {
        const socket = await ChatSocket.open(chatSocketUrl(ctx.target.socketUrl, search), ctx.frames, ctx.waitMs);
        const code = await socket
          .closeCode()
          .catch((error: Error) => fail(`${what} (?${search}): ${error.message}`))
          .finally(() => socket.close());
        if (code !== CHAT_CLOSE.BAD_HANDSHAKE) fail(`${what} (?${search}) was closed with ${code}, expected ${CHAT_CLOSE.BAD_HANDSHAKE}`);
      }
    },
  },
  {
    name: 'heartbeat (0) is answered with an empty heartbeat',
    run: (ctx) => withSocket(ctx, heartbeat),
  },
  {
    name: 'guest login (10019) answers 6000 with a guest user',
    run: (ctx) =>
      withSocket(ctx, async (s) => {
        s.send({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} });
        const answer = (await s.next(MSG_ID.GUEST_LOGIN)).msgData;
        expectCode('guest login (10019)', answer);
        if (!answer.user?.guest) fail(`guest login answered ${JSON.stringify(answer.user)}, expected a guest user`);
      }),
  },
  {
    name: 'login (10001) with the token and chat jwt of a member logged in over HTTP answers 6000 with the member',
    run: (ctx) => withSocket(ctx, (s) => loginAsMember(ctx, s).then(() => undefined)),
  },
  {
    name: 'join room (10002) answers 10016 with 6000 and the room',
    run: (ctx) =>
      withSocket(ctx, async (s) => {
        await loginAsMember(ctx, s);
        const room = await join(ctx, s);
        if (room.onlineCount < 1) fail(`the joined room counts ${room.onlineCount} online, expected the joiner at least`);
      }),
  },
  {
    name: 'send message (10003) reaches the room, the sender included, with 6000; history (10011) then holds it',
    run: (ctx) =>
      withSocket(ctx, async (s) => {
        const user = await loginAsMember(ctx, s);
        await join(ctx, s);
        const text = uniqueText();
        s.send({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: ctx.room, msg: `  ${text}  ` } });
        const said = (await s.next(MSG_ID.SEND_MESSAGE, (f) => f.msgData.body?.msg === text || f.msgData.code !== 6000)).msgData;
        expectCode('send message (10003)', said);
        if (said.body?.userId !== user.userId) fail(`the message came back from user ${said.body?.userId}, expected ${user.userId}`);
        s.send({ msgId: MSG_ID.HISTORY, msgData: { rid: ctx.room } });
        const page = (await s.next(MSG_ID.HISTORY)).msgData;
        expectCode('history (10011)', page);
        if (!page.list.some((m) => m.msg === text)) fail(`history's first page does not hold the message just sent (${page.list.length} of ${page.total})`);
      }),
  },
  {
    name: 'history (10011) answers 6000 with the first page, newest first and within its page size',
    run: (ctx) =>
      withSocket(ctx, async (s) => {
        s.send({ msgId: MSG_ID.GUEST_LOGIN, msgData: {} });
        await s.next(MSG_ID.GUEST_LOGIN);
        s.send({ msgId: MSG_ID.HISTORY, msgData: { rid: ctx.room } });
        const page = (await s.next(MSG_ID.HISTORY)).msgData;
        expectCode('history (10011)', page);
        if (page.rid !== ctx.room || page.pageNum !== 1) fail(`history answered rid ${page.rid} page ${page.pageNum}, expected ${ctx.room} page 1`);
        if (page.list.length > page.pageSize || page.total < page.list.length) fail(`history answered ${page.list.length} messages of ${page.total} on a page of ${page.pageSize}`);
        if (page.list.some((m, i) => i > 0 && m.sentAtMs > page.list[i - 1]!.sentAtMs)) fail('history is not newest first');
      }),
  },
  {
    name: "every frame the server sent during these checks parses with the contract's server-frame schema",
    run: async (ctx) => {
      await Promise.resolve();
      if (ctx.frames.outside.length > 0) fail(`${ctx.frames.outside.length} frame(s) outside the contract, the first: ${ctx.frames.outside[0]}`);
      if (ctx.frames.received === 0) fail('the server sent no frame at all');
    },
  },
];
