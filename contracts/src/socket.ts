import { z } from 'zod';
import { CLIENT_TYPE, HISTORY_PAGE_SIZE, SITE_ID } from './constants';
import { epochMs } from './envelope';
import { chatText } from './validation';
import { charsAtMost } from './char-count';

/**
 * The chat websocket of spec 001 ("Chat websocket"): every frame is JSON `{msgId, msgData}`.
 * The spec gives the message ids and the msgData field names rid, msg, token, body, pageNum,
 * pageSize, category, categoryType, beginTime, endTime; every other shape here is our design and
 * says so. Decisions that hold throughout:
 * - A reply to a request carries `code` (a status code of the catalogue, 6000 on success) and
 *   `message`, the same pair the HTTP envelope carries, so one error display serves both.
 * - Domain objects pushed by the server travel under `body`; small control messages are flat.
 * - A connection is in at most one room: joining another leaves the first, so the server never
 *   tracks an unbounded set of rooms per socket (and no "leave" id is needed). Rooms exist for
 *   live matches and the rooms the stream history knows (rid = the match's gameId); joining any
 *   other rid answers 6004. Re-joining the current room answers again but tells nobody.
 * - Times are epoch milliseconds; ids of rooms and messages are short strings.
 */

export const CHAT_SOCKET_PATH = '/chat/ws';

export const MSG_ID = {
  HEARTBEAT: 0,
  LOGIN: 10001,
  JOIN_ROOM: 10002,
  SEND_MESSAGE: 10003,
  MUTE: 10004,
  BLOCK: 10005,
  ROOM_STATUS: 10006,
  VIP_CHAT_LEVEL: 10007,
  JOIN_BROADCAST: 10008,
  STATUS_UPDATE: 10009,
  HISTORY: 10011,
  DESTROY: 10013,
  SCORE_PUSH: 10014,
  CLEAR: 10015,
  JOIN_UNICAST: 10016,
  GIFT_RECORD_PUSH: 10017,
  SCORE_PREDICTION_PUSH: 10018,
  GUEST_LOGIN: 10019,
  INTERNAL_NOTIFICATION: 60000,
} as const;
export type MsgId = (typeof MSG_ID)[keyof typeof MSG_ID];

/** History pages default to the spec's 15; 50 bounds what one request can make the server read. */
export const CHAT_HISTORY_PAGE_SIZE_MAX = 50;
export const CHAT_HISTORY_PAGE_NUM_MAX = 10_000;
/**
 * A client frame holds at most a 500-character message or a login's two tokens; a longer one (up
 * to CHAT_FRAME_BYTES_MAX) is refused with a reply, a larger one closes the connection (1009).
 */
export const CHAT_CLIENT_FRAME_CHARS_MAX = 4_096;
/** A server frame holds at most one full history page (50 messages of up to 500 characters). */
export const CHAT_SERVER_FRAME_CHARS_MAX = 65_536;

// ---------------------------------------------------------------------------------------------
// Bounds of one connection, and the codes the server closes it with. One client must never be
// able to slow down the others or the HTTP API, whatever it sends and however slowly it reads.

/**
 * Every frame a connection sends (any kind, junk and pings included) spends one token of its
 * budget: CHAT_FRAME_BURST at once, refilled at CHAT_FRAMES_PER_SECOND. A well-behaved client
 * (a heartbeat every 10 s, at most one message a second, a few joins and history pages) never
 * comes near it. The budget runs on the server's real monotonic clock, never its QA clock: it
 * protects real CPU time, and moving the QA clock must neither refill nor drain it.
 */
export const CHAT_FRAME_BURST = 30;
export const CHAT_FRAMES_PER_SECOND = 5;
/** A larger frame is refused by the websocket layer itself before it is read (close 1009). */
export const CHAT_FRAME_BYTES_MAX = 8_192;
/**
 * Replies waiting to be read by a connection; past this the reader is too slow and is dropped
 * rather than buffered for (about seven full history pages).
 */
export const CHAT_BUFFERED_BYTES_MAX = 512 * 1024;
/** Rooms one connection may enter in its life (a re-join of its current room does not count). */
export const CHAT_ROOM_JOINS_PER_CONNECTION_MAX = 20;
/**
 * Joins over time, which reconnecting does not reset (a re-join of the current room is free):
 * from one address, twice its connection bound at once, refilled at a tenth of it a second (50
 * connections by default: 100, then 5 a second); by one member over all their connections, 30 at
 * once, then one a second. Past either: 6011.
 */
export const chatJoinsPerAddressBurst = (connectionsPerIpMax: number): number => 2 * connectionsPerIpMax;
export const chatJoinsPerAddressPerSecond = (connectionsPerIpMax: number): number => connectionsPerIpMax / 10;
export const CHAT_JOINS_PER_MEMBER_BURST = 30;
export const CHAT_JOINS_PER_MEMBER_PER_SECOND = 1;
/**
 * A room of at most this many members tells the others of each arrival by name (10008); a larger
 * room hears of arrivals as its online count in a room status push (10006), at most one every
 * CHAT_ROOM_COUNT_PUSH_INTERVAL_MS: a crowd joining costs pushes in proportion to its size, not
 * to its square.
 */
export const CHAT_ARRIVALS_ANNOUNCED_ROOM_MAX = 50;
export const CHAT_ROOM_COUNT_PUSH_INTERVAL_MS = 1_000;
/**
 * A push to a room larger than this goes out in slices of this many sockets, the event loop free
 * between them (heartbeats and the HTTP API answer meanwhile); a room's pushes keep their order.
 * At most CHAT_FANOUT_QUEUE_MAX pushes wait in one world; past it a new room push is dropped.
 */
export const CHAT_FANOUT_SLICE = 256;
export const CHAT_FANOUT_QUEUE_MAX = 1_000;
/** Open connections in total, and from one address by default (the server's CHAT_CONNECTIONS_PER_IP_MAX). */
export const CHAT_CONNECTIONS_MAX = 5_000;
export const CHAT_CONNECTIONS_PER_IP_DEFAULT = 50;

/**
 * The gifts a member can send in a live room (10017), paid from the centre wallet. Our design:
 * the spec names the gift record push only.
 */
export const CHAT_GIFTS = [
  { giftId: 'flower', giftName: '鲜花', priceCents: 100 },
  { giftId: 'cheer', giftName: '加油', priceCents: 500 },
  { giftId: 'trophy', giftName: '奖杯', priceCents: 5_000 },
] as const;
export const CHAT_GIFT_COUNT_MAX = 99;

/**
 * The `category` of a 60000 notification: the letter type whose unread count the client refreshes
 * (the message centre's types, in LETTER_TYPES order). `categoryType` is 0 for a letter to the
 * player, 1 for a broadcast. Our design: the spec names the fields only.
 */
export const NOTICE_CATEGORY = { notice: 1, activity: 2, bulletin: 3, match: 4, fd: 5 } as const;
export const NOTICE_CATEGORY_TYPE = { personal: 0, broadcast: 1 } as const;
/** Winners named in one prediction result push; the count says how many there were in all. */
export const CHAT_PREDICTION_WINNERS_SHOWN_MAX = 20;
/**
 * Guests (10019) get a user id of their own from here up, for as long as their connection lasts,
 * so they can speak in a room (spec 001: guest chat) and be muted or blocked like a member. No
 * account id reaches it.
 */
export const GUEST_USER_ID_BASE = 900_000_000;

/**
 * Close codes the server uses. After a policy close (FRAME_BUDGET, SLOW_READER) the server stops
 * reading at once and drops the connection CHAT_CLOSE_GRACE_MS later, so a client that is not
 * reading may see 1006 instead.
 */
export const CHAT_CLOSE = {
  SERVER_CLOSING: 1001,
  /** RFC 6455 "message too big": a frame over CHAT_FRAME_BYTES_MAX. */
  FRAME_TOO_BIG: 1009,
  /** No frame for three heartbeat intervals. */
  IDLE: 4000,
  /** More frames than the budget allows: 1008 "policy violation", in the private range. */
  FRAME_BUDGET: 4008,
  /** More than CHAT_BUFFERED_BYTES_MAX of replies left unread. */
  SLOW_READER: 4009,
  /** RFC 6455 "service restart": the QA API dropped the connection (/__mock/chat/drop). */
  DROPPED: 1012,
  /** A handshake without `clientType=web&siteId=3000`, or the server is full. */
  BAD_HANDSHAKE: 4400,
} as const;
export const CHAT_CLOSE_GRACE_MS = 2_000;

// ---------------------------------------------------------------------------------------------
// The handshake: the socket URL carries `?clientType=web&siteId=3000` (spec: "Handshake with
// clientType web and siteId"). Query values are strings, so siteId is compared as one.

export const chatHandshakeQuery = z.object({
  clientType: z.literal(CLIENT_TYPE),
  siteId: z.literal(String(SITE_ID)),
});

/** The query string the client appends to CHAT_SOCKET_PATH. */
export function chatHandshakeSearch(): string {
  return new URLSearchParams({ clientType: CLIENT_TYPE, siteId: String(SITE_ID) }).toString();
}

// ---------------------------------------------------------------------------------------------
// Shared field shapes.

/** A room id; the live stream's chat history (record.streamHistory) names its room the same way. */
export const rid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const userId = z.number().int().nonnegative();
const nickname = z.string().min(1).regex(charsAtMost(32));
const vipLevel = z.number().int().min(0).max(99);
/** Category numbers mirror the site letters' categories (getUnreadForType); not shown by the spec. */
const category = z.number().int().min(0).max(999);
const statusCode = z.number().int().min(6000).max(6999);
const ack = { code: statusCode, message: z.string().regex(charsAtMost(200)) };
/**
 * A match field in the sports provider's own name and string spelling, even for numbers. The
 * score and status pushes carry the fields of venue.resource's matches, so a pushed value replaces
 * one of those as is.
 */
export const providerField = z.string().regex(charsAtMost(32));

export const chatUser = z.object({
  userId,
  nickname,
  vipLevel,
  /** Guests (spec: "guest chat") get a server-assigned id and nickname. */
  guest: z.boolean(),
});

export const chatMessage = z.object({
  id: z.string().min(1).regex(charsAtMost(64)),
  rid,
  /** Already trimmed and bounded by the sender's check; bounded again so a frame stays bounded. */
  msg: z.string().min(1).regex(charsAtMost(500)),
  userId,
  nickname,
  vipLevel,
  sentAtMs: epochMs,
});

export const matchScore = z.object({
  gameId: providerField,
  sc_FT_H: providerField.optional(),
  sc_FT_C: providerField.optional(),
  sc_FT_A: providerField.optional(),
  sc_set_H: providerField.optional(),
  sc_set_A: providerField.optional(),
  sc_game_H: providerField.optional(),
  sc_game_A: providerField.optional(),
});

/** Our reading of "status update": the room's match clock and state, in the spec's match fields. */
export const matchStatus = z.object({
  gameId: providerField,
  re_time: providerField.optional(),
  t_count: providerField.optional(),
  isLive: z.boolean().optional(),
  se_now: providerField.optional(),
  HalfTime: providerField.optional(),
  inningNum: providerField.optional(),
  gameStatus: providerField.optional(),
});

export const giftRecord = z.object({
  userId,
  nickname,
  giftId: z.string().min(1).regex(charsAtMost(64)),
  giftName: z.string().min(1).regex(charsAtMost(32)),
  count: z.number().int().min(1).max(9_999),
  sentAtMs: epochMs,
});

export const scorePrediction = z.object({
  gameId: providerField,
  userId,
  nickname,
  homeScore: z.number().int().min(0).max(999),
  awayScore: z.number().int().min(0).max(999),
  sentAtMs: epochMs,
});

const frame = <I extends MsgId, D extends z.ZodTypeAny>(msgId: I, msgData: D) => z.object({ msgId: z.literal(msgId), msgData });

// ---------------------------------------------------------------------------------------------
// Client → server.

/** Filters are optional; a time window must not run backwards. */
export const historyQuery = z
  .object({
    rid,
    pageNum: z.number().int().positive().max(CHAT_HISTORY_PAGE_NUM_MAX).default(1),
    pageSize: z.number().int().positive().max(CHAT_HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE),
    category: category.optional(),
    categoryType: category.optional(),
    beginTime: epochMs.optional(),
    endTime: epochMs.optional(),
  })
  .refine((q) => q.beginTime === undefined || q.endTime === undefined || q.beginTime <= q.endTime, {
    message: 'beginTime is after endTime',
    path: ['beginTime'],
  });

export const clientMessage = z.discriminatedUnion('msgId', [
  frame(MSG_ID.HEARTBEAT, z.object({}).default({})),
  /**
   * Spec: "with a session, fetch a jwt and send it with the token". `token` is the HTTP login
   * token, `jwt` the chat token from /site/api/v1/user/member/jwt (our name for it).
   */
  frame(MSG_ID.LOGIN, z.object({ token: z.string().min(1).regex(charsAtMost(512)), jwt: z.string().min(1).regex(charsAtMost(2_048)) })),
  frame(MSG_ID.GUEST_LOGIN, z.object({}).default({})),
  frame(MSG_ID.JOIN_ROOM, z.object({ rid })),
  /** The spec's rule: trimmed, empty not sent; 500 characters at most (validation.chatText). */
  frame(MSG_ID.SEND_MESSAGE, z.object({ rid, msg: chatText })),
  frame(MSG_ID.HISTORY, historyQuery),
  /** A member sends `count` of a gift of CHAT_GIFTS to the room (our design). */
  frame(MSG_ID.GIFT_RECORD_PUSH, z.object({ rid, giftId: z.string().min(1).regex(charsAtMost(64)), count: z.number().int().min(1).max(CHAT_GIFT_COUNT_MAX) })),
  /** A member predicts the final score of the room's match; a new prediction replaces the last (our design). */
  frame(MSG_ID.SCORE_PREDICTION_PUSH, z.object({ rid, homeScore: z.number().int().min(0).max(999), awayScore: z.number().int().min(0).max(999) })),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
/** What a sender writes: defaults (pageNum, pageSize, empty msgData) may be left out. */
export type ClientMessageInput = z.input<typeof clientMessage>;

// ---------------------------------------------------------------------------------------------
// Server → client. Mute, block, room status and the pushes are moderation or match events the
// server originates; players cannot send them.

const loginAck = z.object({ ...ack, /** Present exactly when code is 6000. */ user: chatUser.optional() });

/** How a match ended for the predictions of its room: who got the exact score right. */
export const predictionResult = z.object({
  gameId: providerField,
  homeScore: z.number().int().min(0).max(999),
  awayScore: z.number().int().min(0).max(999),
  predictions: z.number().int().nonnegative(),
  winnersCount: z.number().int().nonnegative(),
  winners: z.array(z.object({ userId, nickname })).max(CHAT_PREDICTION_WINNERS_SHOWN_MAX),
});

export const serverMessage = z.discriminatedUnion('msgId', [
  /**
   * The heartbeat's answer carries nothing. A frame the server cannot read (not JSON, no id of the
   * protocol, too long, fields out of bounds) is answered here with a code and `refused`, the
   * msgId it named when it named one: every refused frame gets a reply, never silence.
   */
  frame(MSG_ID.HEARTBEAT, z.object({ code: statusCode.optional(), message: z.string().regex(charsAtMost(200)).optional(), refused: z.number().int().optional() })),
  frame(MSG_ID.LOGIN, loginAck),
  frame(MSG_ID.GUEST_LOGIN, loginAck),
  /** The answer to JOIN_ROOM, to the joiner only; the others in the room get JOIN_BROADCAST. */
  frame(
    MSG_ID.JOIN_UNICAST,
    z.object({
      ...ack,
      rid,
      /** Present exactly when code is 6000: the room as the joiner finds it. */
      room: z
        .object({
          status: z.enum(['open', 'closed']),
          /** The lowest VIP level allowed to speak (see VIP_CHAT_LEVEL). */
          vipLevel,
          onlineCount: z.number().int().nonnegative(),
          muted: z.boolean(),
          /** With muted true: when the mute ends (null: until lifted), so the notice can say it. */
          mutedUntilMs: epochMs.nullable().optional(),
        })
        .optional(),
    }),
  ),
  frame(MSG_ID.JOIN_BROADCAST, z.object({ rid, body: chatUser })),
  /** A new message, to the whole room; a refused send comes back to the sender without body. */
  frame(MSG_ID.SEND_MESSAGE, z.object({ ...ack, rid, body: chatMessage.optional() })),
  frame(
    MSG_ID.HISTORY,
    z.object({
      ...ack,
      rid,
      pageNum: z.number().int().positive(),
      pageSize: z.number().int().positive().max(CHAT_HISTORY_PAGE_SIZE_MAX),
      total: z.number().int().nonnegative(),
      list: z.array(chatMessage).max(CHAT_HISTORY_PAGE_SIZE_MAX),
    }),
  ),
  /** To the muted player: muted until `untilMs` (null: until lifted); `muted: false` lifts it. */
  frame(MSG_ID.MUTE, z.object({ rid, userId, muted: z.boolean(), untilMs: epochMs.nullable() })),
  /** To the room: this player is banned from it; clients drop their messages, the player leaves. */
  frame(MSG_ID.BLOCK, z.object({ rid, userId })),
  frame(MSG_ID.ROOM_STATUS, z.object({ rid, status: z.enum(['open', 'closed']), onlineCount: z.number().int().nonnegative() })),
  /** The lowest VIP level allowed to speak in the room changed. */
  frame(MSG_ID.VIP_CHAT_LEVEL, z.object({ rid, vipLevel })),
  frame(MSG_ID.STATUS_UPDATE, z.object({ rid, body: matchStatus })),
  /** The room is gone; clients leave it. */
  frame(MSG_ID.DESTROY, z.object({ rid })),
  frame(MSG_ID.SCORE_PUSH, z.object({ rid, body: matchScore })),
  /** A moderator cleared the room; clients empty their message list. */
  frame(MSG_ID.CLEAR, z.object({ rid })),
  /** A gift, to the whole room; a refused gift comes back to the sender without body. */
  frame(MSG_ID.GIFT_RECORD_PUSH, z.object({ ...ack, rid, body: giftRecord.optional() })),
  /**
   * A prediction, to the whole room (body); a refused one back to the sender without body; when
   * the match ends, its result to the room (result).
   */
  frame(MSG_ID.SCORE_PREDICTION_PUSH, z.object({ ...ack, rid, body: scorePrediction.optional(), result: predictionResult.optional() })),
  /**
   * A site notification relayed over the socket (e.g. a new letter), not tied to a room; the
   * client refreshes the matching unread count. category/categoryType are those of the letter.
   */
  frame(MSG_ID.INTERNAL_NOTIFICATION, z.object({ category, categoryType: category, body: z.string().regex(charsAtMost(2_000)) })),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

// ---------------------------------------------------------------------------------------------
// Frames as text. Both sides parse through these so the size bound is never forgotten.

function parseFrame<S extends z.ZodTypeAny>(schema: S, text: string, charsMax: number): z.infer<S> | null {
  if (text.length > charsMax) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as z.infer<S>) : null;
}

/** A client frame as the server reads it, or null when it is too long, not JSON or not a message. */
export function parseClientFrame(text: string): ClientMessage | null {
  return parseFrame(clientMessage, text, CHAT_CLIENT_FRAME_CHARS_MAX);
}

export type ClientFrameRefusal = { reason: 'too-long' | 'not-json' | 'unknown-id' | 'bad-fields'; msgId: number | null };

/** Why a client frame cannot be read, with the msgId it named (when it named a number), for the reply. */
export function readClientFrame(text: string): { ok: true; message: ClientMessage } | ({ ok: false } & ClientFrameRefusal) {
  if (text.length > CHAT_CLIENT_FRAME_CHARS_MAX) return { ok: false, reason: 'too-long', msgId: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json', msgId: null };
  }
  const named = typeof value === 'object' && value !== null && 'msgId' in value && Number.isSafeInteger(value.msgId) ? (value.msgId as number) : null;
  const parsed = clientMessage.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  const known = named !== null && clientMessage.options.some((o) => o.shape.msgId.value === named);
  return { ok: false, reason: known ? 'bad-fields' : 'unknown-id', msgId: named };
}

export function parseServerFrame(text: string): ServerMessage | null {
  return parseFrame(serverMessage, text, CHAT_SERVER_FRAME_CHARS_MAX);
}
