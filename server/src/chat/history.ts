import type { ChatMessage } from './rooms';
import type { ChatState } from './state';
import type { SportsState } from '../sports/state';
import { paginate, type Page } from '../lib/paging';
import { earlierChatOf } from '../sports/earlier-chat';
import { findWorldMatch } from '../sports/match-view';

export interface HistoryQuery {
  pageNum: number;
  pageSize: number;
  beginTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * A room's history as both the socket (10011) and /stream/api/v1/history answer it: what was said
 * since start over the stream's earlier chat, newest first. Messages of the same millisecond keep
 * their sequence (a live message's is its order of posting, newer first; the earlier chat comes
 * after), so the two answers are the same messages in the same order. The earlier chat is the
 * fixtures' for the rooms they name, else the match's own (sports/earlier-chat.ts), so a live
 * room never opens empty.
 */
export function roomHistory(state: ChatState & SportsState, rid: string, q: HistoryQuery, nowMs: number): Page<ChatMessage> {
  const live = [...(state.chat.get(rid)?.messages ?? [])].reverse();
  const match = state.sports.history.has(rid) ? undefined : findWorldMatch(state.world, rid);
  const earlier = state.sports.history.get(rid) ?? (match ? earlierChatOf(match, nowMs) : []);
  const inWindow = (m: ChatMessage) => (q.beginTime === undefined || m.sentAtMs >= q.beginTime) && (q.endTime === undefined || m.sentAtMs <= q.endTime);
  // Array.prototype.sort is stable: equal times keep the order above.
  const all = [...live, ...earlier].filter(inWindow).sort((a, b) => b.sentAtMs - a.sentAtMs);
  return paginate(all, q);
}
