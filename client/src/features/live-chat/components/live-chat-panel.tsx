import { useState, type FormEvent } from 'react';
import { CHAT_GIFTS } from '@betsite/contracts/socket';
import { CHAT_TEXT_MAX } from '../chat-limits';
import { useLiveChat } from '../hooks/use-live-chat';
import { speakBlocker, visibleMessages } from '../hooks/chat-room-state';
import type { ChatConnectionState } from '../api/chat-socket';
import { LiveScore, type LiveScoreProps } from './live-score';

const CONNECTION_TEXT: Record<ChatConnectionState, string> = { connecting: '连接中', open: '已连接', unconnected: '未连接' };

export interface LiveChatPanelProps {
  /** The room: a live match's gameId (hotLive matchDetail's rid). */
  rid: string;
  /** Team names for the score line and the prediction form. */
  teams?: { home: string; away: string };
  /** The score when the page loaded; 10014 pushes replace it. */
  score?: LiveScoreProps['score'];
  /** The match's sport and baseball inning, for the score's shape. */
  gameType?: LiveScoreProps['gameType'];
  inningNum?: string | undefined;
}

/**
 * The chat of a live match room, for any page that shows a live match (the live match detail,
 * the sportsbook): messages, the score as 10014 pushes it, gifts and score predictions.
 */
export function LiveChatPanel({ rid, teams, score, gameType, inningNum }: LiveChatPanelProps) {
  const chat = useLiveChat(rid);
  const { room } = chat;
  const [text, setText] = useState('');
  const [home, setHome] = useState('0');
  const [away, setAway] = useState('0');
  const blocker = speakBlocker(room);
  const member = room.me !== null && !room.me.guest;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (chat.say(text)) setText('');
  };
  const predict = (e: FormEvent) => {
    e.preventDefault();
    chat.predict(Number(home), Number(away));
  };

  return (
    <section className="live-chat" aria-label="聊天室">
      <header className="live-chat__header">
        <h2>聊天室</h2>
        <span role="status" aria-label="连接状态">{CONNECTION_TEXT[chat.connection]}</span>
        <span>在线 {room.onlineCount}</span>
        {room.status === 'closed' && <span>房间已关闭</span>}
        {room.vipLevel > 0 && <span>VIP{room.vipLevel}及以上可发言</span>}
      </header>
      {(room.score ?? score) && <LiveScore score={room.score ?? score ?? { gameId: rid }} status={room.matchStatus} teams={teams} gameType={gameType} inningNum={inningNum} />}
      {room.destroyed ? (
        <p role="alert">房间已解散</p>
      ) : (
        <>
          {room.more && room.joined && (
            <button type="button" className="live-chat__more" onClick={chat.olderHistory}>
              更早的消息
            </button>
          )}
          <ol className="live-chat__messages" role="log" aria-label="聊天消息">
            {visibleMessages(room).map((m) => (
              <li key={m.id}>
                <strong>{m.nickname}</strong>
                {m.vipLevel > 0 && <small> VIP{m.vipLevel}</small>}：<span>{m.msg}</span>
              </li>
            ))}
          </ol>
          {room.gifts.length > 0 && (
            <ul className="live-chat__gifts" aria-label="礼物">
              {room.gifts.map((g) => (
                <li key={`${g.userId}-${g.sentAtMs}-${g.giftId}`}>
                  {g.nickname} 送出 {g.giftName}×{g.count}
                </li>
              ))}
            </ul>
          )}
          {room.predictionResult && (
            <p className="live-chat__result" role="status">
              竞猜结果 {room.predictionResult.homeScore}:{room.predictionResult.awayScore}，猜中 {room.predictionResult.winnersCount} 人
              {room.predictionResult.winners.length > 0 && `：${room.predictionResult.winners.map((w) => w.nickname).join('、')}`}
            </p>
          )}
          <form className="live-chat__form" onSubmit={submit}>
            <input aria-label="聊天内容" value={text} maxLength={CHAT_TEXT_MAX} disabled={blocker !== null} placeholder={blocker ?? '说点什么…'} onChange={(e) => setText(e.target.value)} />
            <button type="submit" disabled={blocker !== null}>
              发送
            </button>
          </form>
          {(blocker ?? room.refusal) && (
            <p className="live-chat__why" role="alert">
              {blocker ?? room.refusal}
            </p>
          )}
          {member && blocker === null && (
            <div className="live-chat__extras">
              <div aria-label="送礼物" role="group">
                {CHAT_GIFTS.map((g) => (
                  <button key={g.giftId} type="button" onClick={() => chat.sendGift(g.giftId, 1)}>
                    {g.giftName} ¥{(g.priceCents / 100).toFixed(2)}
                  </button>
                ))}
              </div>
              <form aria-label="比分竞猜" onSubmit={predict}>
                <input aria-label={`${teams?.home ?? '主队'}进球`} type="number" min={0} max={999} value={home} onChange={(e) => setHome(e.target.value)} />
                <input aria-label={`${teams?.away ?? '客队'}进球`} type="number" min={0} max={999} value={away} onChange={(e) => setAway(e.target.value)} />
                <button type="submit">竞猜</button>
              </form>
            </div>
          )}
        </>
      )}
    </section>
  );
}
