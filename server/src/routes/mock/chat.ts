import { initServer } from '@ts-rest/fastify';
import { mockChatContract } from '@betsite/contracts/mock-chat';
import type { AppContext } from '../../composition/context';
import { type ChatPush, block, clear, destroy, mute, setStatus, setVipLevel } from '../../chat/pushes';
import { noticeFor } from '../../lib/notices';

const s = initServer();

/** The chat's QA controls (/__mock/chat): each changes the room, then pushes through the socket. */
export function mockChatRouter(ctx: AppContext) {
  const view = (rid: string) => {
    const { chat } = ctx.state;
    const r = chat.get(rid);
    return {
      rid,
      status: r?.status ?? 'open',
      vipLevel: r?.vipLevel ?? 0,
      messages: r?.messages.length ?? 0,
      muted: [...(r?.muted ?? [])].map(([userId, untilMs]) => ({ userId, untilMs })),
      blocked: [...(r?.blocked ?? [])],
      destroyed: chat.isDestroyed(rid),
    };
  };
  const pushed = (rid: string, pushes: ChatPush[] | undefined) => {
    if (!pushes) {
      const why = ctx.state.chat.isDestroyed(rid) ? 'the room was destroyed' : 'the room table is full';
      return Promise.resolve({ status: ctx.state.chat.isDestroyed(rid) ? (404 as const) : (503 as const), body: { error: why } });
    }
    for (const p of pushes) ctx.chatPushes.publish(p);
    return Promise.resolve({ status: 200 as const, body: view(rid) });
  };
  return s.router(mockChatContract, {
    room: ({ params }) => Promise.resolve({ status: 200, body: view(params.rid) }),
    mute: ({ params, body }) => {
      const untilMs = body.durationMs === undefined ? null : ctx.clock.now() + body.durationMs;
      return pushed(params.rid, mute(ctx.state.chat, params.rid, body.userId, body.muted, untilMs));
    },
    block: ({ params, body }) => pushed(params.rid, block(ctx.state.chat, params.rid, body.userId)),
    status: ({ params, body }) => pushed(params.rid, setStatus(ctx.state.chat, params.rid, body.status)),
    vipLevel: ({ params, body }) => pushed(params.rid, setVipLevel(ctx.state.chat, params.rid, body.vipLevel)),
    clear: ({ params }) => pushed(params.rid, clear(ctx.state.chat, params.rid)),
    destroy: ({ params }) => pushed(params.rid, destroy(ctx.state.chat, params.rid)),
    drop: ({ body }) => {
      ctx.chatPushes.publish({ to: 'drop', userId: body.userId });
      return Promise.resolve({ status: 200, body: { ok: true as const } });
    },
    notify: ({ body }) => {
      ctx.notices.publish({ ...noticeFor(body.userId, body.body, body.category), categoryType: body.categoryType });
      return Promise.resolve({ status: 200, body: { ok: true as const } });
    },
  });
}
