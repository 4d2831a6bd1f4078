import type { z } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import { CHAT_HEARTBEAT_INTERVAL_MS } from '../src/constants';
import { charCountsAsLengths } from '../src/char-count';
import {
  CHAT_CLIENT_FRAME_CHARS_MAX,
  CHAT_CLOSE,
  CHAT_FRAME_BYTES_MAX,
  CHAT_SERVER_FRAME_CHARS_MAX,
  CHAT_SOCKET_PATH,
  MSG_ID,
  chatHandshakeQuery,
  chatMessage,
  chatUser,
  clientMessage,
  giftRecord,
  matchScore,
  matchStatus,
  predictionResult,
  scorePrediction,
  serverMessage,
} from '../src/socket';
import { CLIENT_FRAME_EXAMPLES, SERVER_FRAME_EXAMPLES } from '../src/socket-examples';

/**
 * AsyncAPI 3 for the chat socket, generated from the zod unions of contracts/src/socket.ts: one
 * message per msgId and direction, each with its frame's JSON Schema and the examples of
 * socket-examples.ts. The document describes the server: it receives the client's frames and
 * sends its own. `npm run asyncapi` writes it to contracts/asyncapi.json.
 */

export const ASYNCAPI_CHANNEL = 'chat';

/** Shapes several frames share, named under components.schemas instead of repeated inline. */
const SHARED_SCHEMAS: Record<string, z.ZodTypeAny> = { chatUser, chatMessage, matchScore, matchStatus, giftRecord, scorePrediction, predictionResult };

/**
 * What each message means, by direction. The zod comments in socket.ts are not readable at run
 * time, so the summaries live here; a test requires one for every message of both unions.
 */
export const CLIENT_SUMMARIES: Record<number, string> = {
  [MSG_ID.HEARTBEAT]: `Heartbeat, every ${CHAT_HEARTBEAT_INTERVAL_MS / 1000} s; a connection silent for three intervals is closed (${CHAT_CLOSE.IDLE}).`,
  [MSG_ID.LOGIN]: 'Log in as a member with the HTTP login token and the chat jwt (/site/api/v1/user/member/jwt).',
  [MSG_ID.GUEST_LOGIN]: 'Log in as a guest: the connection gets a guest user id of its own.',
  [MSG_ID.JOIN_ROOM]: "Enter a room (a live match's gameId); a connection is in one room at most, joining another leaves the first.",
  [MSG_ID.SEND_MESSAGE]: 'Say something in the room: trimmed, 1-500 characters, not empty.',
  [MSG_ID.HISTORY]: "A page of the room's history, newest first (pageNum 1 and pageSize 15 by default).",
  [MSG_ID.GIFT_RECORD_PUSH]: 'Send a gift to the room, paid from the centre wallet (members only).',
  [MSG_ID.SCORE_PREDICTION_PUSH]: "Predict the final score of the room's match; a new prediction replaces the last (members only).",
};

export const SERVER_SUMMARIES: Record<number, string> = {
  [MSG_ID.HEARTBEAT]: "The heartbeat's answer (empty), or the refusal of a frame the server cannot read: code, message and refused (the msgId it named).",
  [MSG_ID.LOGIN]: 'The answer to a member login: 6000 with the user, or the code of the refusal (6001 for a token or jwt that does not verify).',
  [MSG_ID.GUEST_LOGIN]: 'The answer to a guest login: 6000 with the guest user.',
  [MSG_ID.JOIN_UNICAST]: 'The answer to join room, to the joiner only: 6000 with the room as found, or the refusal (6004 no such room).',
  [MSG_ID.JOIN_BROADCAST]: 'Someone entered the room, to the others in it.',
  [MSG_ID.SEND_MESSAGE]: 'A new message, to the whole room; a refused send comes back to the sender without body.',
  [MSG_ID.HISTORY]: "A page of the room's history, newest first.",
  [MSG_ID.MUTE]: 'To the muted player: muted until untilMs (null: until lifted); muted false lifts it.',
  [MSG_ID.BLOCK]: 'To the room: this player is banned from it; clients drop their messages, the player leaves.',
  [MSG_ID.ROOM_STATUS]: 'The room opened or closed, with its online count.',
  [MSG_ID.VIP_CHAT_LEVEL]: 'The lowest VIP level allowed to speak in the room changed.',
  [MSG_ID.STATUS_UPDATE]: "The room's match clock and state, in the sports provider's match fields.",
  [MSG_ID.DESTROY]: 'The room is gone; clients leave it.',
  [MSG_ID.SCORE_PUSH]: "The room's match score, in the sports provider's match fields.",
  [MSG_ID.CLEAR]: 'A moderator cleared the room; clients empty their message list.',
  [MSG_ID.GIFT_RECORD_PUSH]: 'A gift, to the whole room; a refused gift comes back to the sender without body.',
  [MSG_ID.SCORE_PREDICTION_PUSH]: "A prediction, to the whole room; a refused one back to the sender without body; the match's result (result) when it ends.",
  [MSG_ID.INTERNAL_NOTIFICATION]: 'A site notification (e.g. a new letter), not tied to a room; the client refreshes the unread count of that letter category.',
};

type Direction = 'client' | 'server';
type JsonSchema = Record<string, unknown>;

const MSG_NAMES = new Map<number, string>(Object.entries(MSG_ID).map(([name, id]) => [id, name]));

/** `client` + LOGIN → `clientLogin`, `server` + JOIN_UNICAST → `serverJoinUnicast`. */
export function messageKey(direction: Direction, msgId: number): string {
  const name = MSG_NAMES.get(msgId);
  if (name === undefined) throw new Error(`msgId ${msgId} is not in MSG_ID`);
  return direction + name.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
}

/** JSON Schema (draft 07, which AsyncAPI schemas extend) of a zod schema, shared shapes as $refs. */
function jsonSchemaOf(schema: z.ZodTypeAny, self?: string): JsonSchema {
  const sharedByDef = new Map<unknown, string>(Object.entries(SHARED_SCHEMAS).filter(([name]) => name !== self).map(([name, s]) => [s._def, name]));
  const converted = zodToJsonSchema(schema as Parameters<typeof zodToJsonSchema>[0], {
    $refStrategy: 'none',
    // Objects strip unknown keys in the contract, they do not refuse them: the schema says the same.
    removeAdditionalStrategy: 'strict',
    override: (def) => {
      const name = sharedByDef.get(def);
      return name === undefined ? ignoreOverride : { $ref: `#/components/schemas/${name}` };
    },
    postProcess: charCountsAsLengths,
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function messagesOf(direction: Direction) {
  const union = direction === 'client' ? clientMessage : serverMessage;
  const summaries = direction === 'client' ? CLIENT_SUMMARIES : SERVER_SUMMARIES;
  const examples = (direction === 'client' ? CLIENT_FRAME_EXAMPLES : SERVER_FRAME_EXAMPLES) as Record<number, readonly { summary: string; frame: unknown }[]>;
  return union.options.map((option: z.ZodObject<{ msgId: z.ZodLiteral<number>; msgData: z.ZodTypeAny }>) => {
    const msgId = option.shape.msgId.value;
    const key = messageKey(direction, msgId);
    const arrow = direction === 'client' ? 'client → server' : 'server → client';
    return [
      key,
      {
        name: MSG_NAMES.get(msgId),
        title: `${msgId} ${MSG_NAMES.get(msgId)} (${arrow})`,
        summary: summaries[msgId],
        contentType: 'application/json',
        'x-msg-id': msgId,
        payload: jsonSchemaOf(option),
        examples: (examples[msgId] ?? []).map((e, i) => ({ name: `${key}${i + 1}`, summary: e.summary, payload: e.frame })),
      },
    ] as const;
  });
}

const closeCodesText = () =>
  Object.entries(CHAT_CLOSE)
    .map(([name, code]) => `${code} ${name}`)
    .join(', ');

export function buildAsyncApi() {
  const client = messagesOf('client');
  const server = messagesOf('server');
  const channelRef = { $ref: `#/channels/${ASYNCAPI_CHANNEL}` };
  const operation = (action: 'send' | 'receive', key: string, summary: string | undefined) => ({
    action,
    channel: channelRef,
    summary,
    messages: [{ $ref: `#/channels/${ASYNCAPI_CHANNEL}/messages/${key}` }],
  });
  const handshake = jsonSchemaOf(chatHandshakeQuery);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'betsite-reference chat socket',
      version: '1.0.0',
      description:
        'The chat websocket of spec 001 ("Chat websocket"). Every frame is a JSON text `{msgId, msgData}`. ' +
        'This document describes the server: `receive` operations are the frames a client sends, `send` operations the frames the server sends. ' +
        'A msgId can name a frame in each direction with different fields (10001 is the login request and its answer). ' +
        'Replies to requests carry `code` (6000 success, otherwise a status code of the catalogue) and `message`, like the HTTP envelope; pushes carry their object under `body`. ' +
        `A frame the server cannot read is answered on msgId 0 with \`code\` and \`refused\`. Bounds: a client frame of up to ${CHAT_CLIENT_FRAME_CHARS_MAX} characters is read, ` +
        `a larger one is refused, one over ${CHAT_FRAME_BYTES_MAX} bytes closes the connection; a server frame is at most ${CHAT_SERVER_FRAME_CHARS_MAX} characters. ` +
        `Close codes: ${closeCodesText()}. Generated from contracts/src/socket.ts by \`npm run asyncapi\`; see contracts/README.md.`,
    },
    defaultContentType: 'application/json',
    servers: {
      local: { host: 'localhost:3000', protocol: 'ws', description: 'The dev server (`npm run server`); any deployment serves the socket on its own host, under the same path.' },
    },
    channels: {
      [ASYNCAPI_CHANNEL]: {
        address: CHAT_SOCKET_PATH,
        title: 'Chat socket',
        description: `Open with \`${CHAT_SOCKET_PATH}?clientType=web&siteId=3000\`; any other handshake query is closed with ${CHAT_CLOSE.BAD_HANDSHAKE} (as is a handshake when the server is full).`,
        messages: Object.fromEntries([...client, ...server].map(([key]) => [key, { $ref: `#/components/messages/${key}` }])),
        bindings: { ws: { method: 'GET', query: handshake, bindingVersion: '0.1.0' } },
        'x-close-codes': CHAT_CLOSE,
      },
    },
    operations: {
      ...Object.fromEntries(client.map(([key, m]) => [`receive${key.slice('client'.length)}`, operation('receive', key, m.summary)])),
      ...Object.fromEntries(server.map(([key, m]) => [`send${key.slice('server'.length)}`, operation('send', key, m.summary)])),
    },
    components: {
      schemas: Object.fromEntries(Object.entries(SHARED_SCHEMAS).map(([name, s]) => [name, jsonSchemaOf(s, name)])),
      messages: Object.fromEntries([...client, ...server]),
    },
  };
}
