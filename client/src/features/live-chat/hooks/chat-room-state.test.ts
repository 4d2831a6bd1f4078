import { describe, expect, it } from 'vitest';
import { MSG_ID, type ServerMessage } from '@betsite/contracts/socket';
import { ROOM_MESSAGES_MAX, initialRoom, reduceRoom, speakBlocker, visibleMessages, type ChatRoomState } from './chat-room-state';

const me = { userId: 7, nickname: '我', vipLevel: 1, guest: false };
const ok = { code: 6000, message: '成功' };
const msg = (id: string, userId: number, sentAtMs: number) => ({ id, rid: 'r', msg: id, userId, nickname: 'n', vipLevel: 0, sentAtMs });
const run = (...frames: ServerMessage[]) => frames.reduce<ChatRoomState>(reduceRoom, initialRoom('r'));
const joined = [
  { msgId: MSG_ID.LOGIN, msgData: { ...ok, user: me } },
  { msgId: MSG_ID.JOIN_UNICAST, msgData: { ...ok, rid: 'r', room: { status: 'open', vipLevel: 0, onlineCount: 3, muted: false } } },
] satisfies ServerMessage[];

describe('chat room state', () => {
  it('lets a joined member or guest speak; nobody before the login answer', () => {
    expect(speakBlocker(run(...joined))).toBeNull();
    const guest = { ...me, userId: 900_000_001, guest: true };
    expect(speakBlocker(run({ msgId: MSG_ID.GUEST_LOGIN, msgData: { ...ok, user: guest } }, joined[1]!))).toBeNull();
    expect(speakBlocker(run())).toBe('正在进入聊天室…');
  });

  it('says when a mute ends, in Beijing time, from the push or from the join', () => {
    const until = Date.UTC(2026, 10, 18, 2, 30); // 10:30 in Beijing
    const pushed = run(...joined, { msgId: MSG_ID.MUTE, msgData: { rid: 'r', userId: 7, muted: true, untilMs: until } });
    expect(speakBlocker(pushed)).toBe('您已被禁言，2026/11/18 10:30:00 解除');
    const rejoined = reduceRoom(pushed, { msgId: MSG_ID.JOIN_UNICAST, msgData: { code: 6000, message: '成功', rid: 'r', room: { status: 'open', vipLevel: 0, onlineCount: 3, muted: true, mutedUntilMs: until } } });
    expect(speakBlocker(rejoined)).toBe('您已被禁言，2026/11/18 10:30:00 解除');
  });

  it('shows why a muted member cannot speak, and lets them again when lifted', () => {
    const muted = run(...joined, { msgId: MSG_ID.MUTE, msgData: { rid: 'r', userId: 7, muted: true, untilMs: null } });
    expect(speakBlocker(muted)).toBe('您已被禁言，解除前不能发言');
    expect(speakBlocker(reduceRoom(muted, { msgId: MSG_ID.MUTE, msgData: { rid: 'r', userId: 7, muted: false, untilMs: null } }))).toBeNull();
  });

  it('reflects room status, VIP level, destroy and block', () => {
    expect(speakBlocker(run(...joined, { msgId: MSG_ID.ROOM_STATUS, msgData: { rid: 'r', status: 'closed', onlineCount: 2 } }))).toBe('房间已关闭，暂不能发言');
    expect(speakBlocker(run(...joined, { msgId: MSG_ID.VIP_CHAT_LEVEL, msgData: { rid: 'r', vipLevel: 3 } }))).toBe('VIP3及以上才能发言');
    expect(speakBlocker(run(...joined, { msgId: MSG_ID.DESTROY, msgData: { rid: 'r' } }))).toBe('房间已解散');
    expect(speakBlocker(run(...joined, { msgId: MSG_ID.BLOCK, msgData: { rid: 'r', userId: 7 } }))).toBe('您已被禁止进入该房间');
  });

  it('hides a blocked player\'s messages and empties the list on clear', () => {
    const s = run(...joined, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ok, rid: 'r', body: msg('a', 9, 1) } }, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ok, rid: 'r', body: msg('b', 8, 2) } });
    expect(visibleMessages(reduceRoom(s, { msgId: MSG_ID.BLOCK, msgData: { rid: 'r', userId: 9 } })).map((m) => m.id)).toEqual(['b']);
    expect(reduceRoom(s, { msgId: MSG_ID.CLEAR, msgData: { rid: 'r' } }).messages).toEqual([]);
  });

  it('merges history pages (newest first) with live messages, oldest first, without duplicates, bounded', () => {
    const live = run(...joined, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ok, rid: 'r', body: msg('c', 1, 30) } });
    const s = reduceRoom(live, { msgId: MSG_ID.HISTORY, msgData: { ...ok, rid: 'r', pageNum: 1, pageSize: 15, total: 40, list: [msg('c', 1, 30), msg('b', 1, 20), msg('a', 1, 10)] } });
    expect(s.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(s).toMatchObject({ historyPages: 1, more: true });
    let many = s;
    for (let i = 0; i < ROOM_MESSAGES_MAX + 10; i++) many = reduceRoom(many, { msgId: MSG_ID.SEND_MESSAGE, msgData: { ...ok, rid: 'r', body: msg(`x${i}`, 1, 100 + i) } });
    expect(many.messages).toHaveLength(ROOM_MESSAGES_MAX);
  });

  it('takes the score from 10014 and keeps the refusal of what I sent', () => {
    const s = run(...joined, { msgId: MSG_ID.SCORE_PUSH, msgData: { rid: 'r', body: { gameId: 'r', sc_FT_H: '2', sc_FT_C: '1' } } }, { msgId: MSG_ID.SEND_MESSAGE, msgData: { code: 6003, message: '您已被禁言', rid: 'r' } });
    expect(s.score).toMatchObject({ sc_FT_H: '2', sc_FT_C: '1' });
    expect(s.refusal).toBe('您已被禁言');
  });

  it('ignores frames of another room', () => {
    expect(run(...joined, { msgId: MSG_ID.SCORE_PUSH, msgData: { rid: 'other', body: { gameId: 'other', sc_FT_H: '9' } } }).score).toBeNull();
  });
});
