import { MSG_ID, NOTICE_CATEGORY } from '@betsite/contracts/socket';
import { RESULT_LABELS } from '@betsite/contracts/sportsbook';
import type { ChatContext } from './chat-context';
import type { SportsEvent } from '../sports/sportsbook';
import { isSettled } from '../sports/book';
import { findWorldMatch } from '../sports/match-view';
import { projectMatch } from '../sports/world';
import { toYuanString } from '../lib/money';
import { noticeFor } from '../lib/notices';
import type { Hub } from './hub';

/**
 * What the sports world's events push to the chat: a score to everyone in the match's room
 * (10014, the room is named by the gameId), the match's clock and state on every start, period
 * and end (10009), the prediction results when it ends (10018), and a notice to a player whose
 * bet settled (through ctx.notices, so it is relayed like any other notice).
 */
export function relaySportsEvent(ctx: ChatContext, hub: Hub, e: SportsEvent): void {
  if (e.kind === 'ticket') {
    const t = e.ticket;
    if (!isSettled(t) || t.result === null) return;
    const label = RESULT_LABELS[t.result];
    ctx.notices.publish(noticeFor(t.userId, `注单 ${t.id} 已结算：${label}，派彩 ${toYuanString(t.payoutCents)} 元`, NOTICE_CATEGORY.match));
    return;
  }
  const rid = e.matchId;
  if (e.kind === 'cancelled' || e.kind === 'postponed') ctx.state.predictions.forget(rid);
  if (hub.onlineCount(rid) === 0 && e.kind !== 'finished') return;
  const m = findWorldMatch(ctx.state.world, e.matchId);
  if (!m) return;
  const at = projectMatch(m, e.atMs);
  const f = at.fields;
  if (e.kind === 'score') {
    const body = { gameId: rid, sc_FT_H: f.sc_FT_H, sc_FT_C: f.sc_FT_C, sc_FT_A: f.sc_FT_A, sc_set_H: f.sc_set_H, sc_set_A: f.sc_set_A, sc_game_H: f.sc_game_H, sc_game_A: f.sc_game_A };
    hub.toRoom(rid, { msgId: MSG_ID.SCORE_PUSH, msgData: { rid, body } });
    return;
  }
  const status = { gameId: rid, re_time: f.re_time, t_count: f.t_count, isLive: f.isLive, se_now: f.se_now, HalfTime: f.HalfTime, inningNum: f.inningNum, gameStatus: f.gameStatus };
  hub.toRoom(rid, { msgId: MSG_ID.STATUS_UPDATE, msgData: { rid, body: status } });
  if (e.kind === 'finished') {
    const result = ctx.state.predictions.settle(rid, at.score.h, at.score.c);
    if (result.predictions > 0) hub.toRoom(rid, { msgId: MSG_ID.SCORE_PREDICTION_PUSH, msgData: { code: 6000, message: '成功', rid, result } });
  }
}
