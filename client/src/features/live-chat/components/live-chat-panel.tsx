import { useState, type FormEvent } from 'react';
import { CHAT_GIFTS } from '@betsite/contracts/socket';
import { CHAT_TEXT_MAX } from '../chat-limits';
import { useLiveChat, type LiveChat } from '../hooks/use-live-chat';
import { speakBlocker, visibleMessages } from '../hooks/chat-room-state';
import type { ChatConnectionState } from '../api/chat-socket';
import { LiveScore, type LiveScoreProps } from './live-score';
import { GiftArt } from './gift-art';

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
 * The chat of a live match room, for any page that shows a live match (the sportsbook beside its
 * grid): its own connection to the room, shown by LiveChatRoom.
 */
export function LiveChatPanel(props: LiveChatPanelProps) {
  const chat = useLiveChat(props.rid);
  return <LiveChatRoom chat={chat} {...props} />;
}

export interface LiveChatRoomProps extends LiveChatPanelProps {
  /** The room's connection (useLiveChat), held by the page when it shows the pushed score elsewhere too. */
  chat: LiveChat;
}

/** A room on screen: messages, the score as 10014 pushes it, gifts and score predictions. */
export function LiveChatRoom({ chat, rid, teams, score, gameType, inningNum }: LiveChatRoomProps) {
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
            <button type="button" className="button button--link live-chat__more" onClick={chat.olderHistory}>
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
            <input className="field__input" aria-label="聊天内容" value={text} maxLength={CHAT_TEXT_MAX} disabled={blocker !== null} placeholder={blocker ?? '说点什么…'} onChange={(e) => setText(e.target.value)} />
            <button type="submit" className="button button--primary" disabled={blocker !== null}>
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
              <section className="live-gifts" aria-labelledby={`${rid}-gifts`}>
                <h3 id={`${rid}-gifts`} className="live-chat__subtitle">
                  送礼物
                </h3>
                <ul className="live-gifts__list">
                  {CHAT_GIFTS.map((g) => (
                    <li key={g.giftId}>
                      <button type="button" className="gift-chip" aria-label={`送出${g.giftName} ¥${(g.priceCents / 100).toFixed(2)}`} onClick={() => chat.sendGift(g.giftId, 1)}>
                        <GiftArt giftId={g.giftId} />
                        <span className="gift-chip__name">{g.giftName}</span>
                        <span className="gift-chip__price">¥{(g.priceCents / 100).toFixed(2)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
              <form className="live-predict" aria-labelledby={`${rid}-predict`} onSubmit={predict}>
                <h3 id={`${rid}-predict`} className="live-chat__subtitle">
                  比分竞猜
                </h3>
                <div className="live-predict__row">
                  <PredictSide id={`${rid}-predict-home`} label="主队比分" team={teams?.home ?? '主队'} value={home} onChange={setHome} />
                  <span className="live-predict__colon" aria-hidden="true">
                    :
                  </span>
                  <PredictSide id={`${rid}-predict-away`} label="客队比分" team={teams?.away ?? '客队'} value={away} onChange={setAway} />
                  <button type="submit" className="button button--primary live-predict__submit">
                    竞猜
                  </button>
                </div>
              </form>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** One side's score in the prediction form: its label, the number, the team's name under it. */
function PredictSide({ id, label, team, value, onChange }: { id: string; label: string; team: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field live-predict__side">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="field__input" type="number" inputMode="numeric" min={0} max={999} value={value} onChange={(e) => onChange(e.target.value)} />
      <small className="live-predict__team">{team}</small>
    </div>
  );
}
