import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { qaReplies } from './mock';
import { NOTICE_CATEGORY, NOTICE_CATEGORY_TYPE, rid } from './socket';
import { charsAtMost } from './char-count';

/**
 * The QA controls of the chat, under /__mock/chat (plain JSON, plain HTTP statuses, like the rest
 * of the QA API): moderate a room (mute, block, status, VIP level, clear, destroy) and send a
 * member a 60000 notification. Each pushes its frame to the sockets concerned at once.
 */
const c = initContract();

const errorBody = z.object({ error: z.string() });
const roomParams = z.object({ rid });
const userId = z.number().int().positive();

/** A room as QA reads it after a change. */
export const qaChatRoom = z.object({
  rid: z.string(),
  status: z.enum(['open', 'closed']),
  vipLevel: z.number().int(),
  messages: z.number().int(),
  muted: z.array(z.object({ userId: z.number().int(), untilMs: z.number().int().nullable() })),
  blocked: z.array(z.number().int()),
  destroyed: z.boolean(),
});
const roomReply = qaReplies({ 200: qaChatRoom, 404: errorBody, 503: errorBody });

export const mockChatContract = c.router(
  {
    room: { method: 'GET', path: '/rooms/:rid', pathParams: roomParams, responses: qaReplies({ 200: qaChatRoom }), summary: 'A room now: status, VIP level, messages kept, muted and blocked members' },
    mute: {
      method: 'POST',
      path: '/rooms/:rid/mute',
      pathParams: roomParams,
      body: z.object({ userId, muted: z.boolean().default(true), durationMs: z.number().int().positive().max(30 * 24 * 3_600_000).optional() }).strict(),
      responses: roomReply,
      summary: 'Mute a member in a room (for durationMs of the QA clock, or until lifted) or lift it (muted: false); pushes 10004 to them',
    },
    block: {
      method: 'POST',
      path: '/rooms/:rid/block',
      pathParams: roomParams,
      body: z.object({ userId }).strict(),
      responses: roomReply,
      summary: 'Ban a member from a room: 10005 to the room, they leave it and cannot join again',
    },
    status: {
      method: 'POST',
      path: '/rooms/:rid/status',
      pathParams: roomParams,
      body: z.object({ status: z.enum(['open', 'closed']) }).strict(),
      responses: roomReply,
      summary: 'Open or close a room for speaking (10006 to the room); members keep reading',
    },
    vipLevel: {
      method: 'POST',
      path: '/rooms/:rid/vip-level',
      pathParams: roomParams,
      body: z.object({ vipLevel: z.number().int().min(0).max(99) }).strict(),
      responses: roomReply,
      summary: 'The lowest VIP level allowed to speak (10007 to the room)',
    },
    clear: { method: 'POST', path: '/rooms/:rid/clear', pathParams: roomParams, body: z.object({}).strict(), responses: roomReply, summary: 'Empty the room\'s messages (10015 to the room)' },
    destroy: {
      method: 'POST',
      path: '/rooms/:rid/destroy',
      pathParams: roomParams,
      body: z.object({}).strict(),
      responses: roomReply,
      summary: 'Destroy a room for good (10013 to the room, everyone leaves, joining answers 6004)',
    },
    drop: {
      method: 'POST',
      path: '/drop',
      body: z.object({ userId: userId.optional() }).strict(),
      responses: qaReplies({ 200: z.object({ ok: z.literal(true) }) }),
      summary: 'Close a member\'s sockets (every socket without userId) with 1012, to script a reconnect',
    },
    notify: {
      method: 'POST',
      path: '/notify',
      body: z.object({
        userId,
        body: z.string().min(1).regex(charsAtMost(2_000)),
        category: z.number().int().min(0).max(999).default(NOTICE_CATEGORY.notice),
        categoryType: z.number().int().min(0).max(999).default(NOTICE_CATEGORY_TYPE.personal),
      }).strict(),
      responses: qaReplies({ 200: z.object({ ok: z.literal(true) }) }),
      summary: 'Send a member a 60000 internal notification on their open sockets (none open: it is dropped)',
    },
  },
  { pathPrefix: '/__mock/chat' },
);
