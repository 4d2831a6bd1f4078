import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { hotLiveData } from '@betsite/contracts/routes/record';
import { usePageName } from '../../../hooks/use-page-name';
import { useMatchDetail } from '../api/match-detail';
import { useLiveChat } from '../hooks/use-live-chat';
import { LiveChatRoom } from './live-chat-panel';
import { LiveMatchHeader } from './live-match-header';
import { LivePlayer } from './live-player';
import { scorePushOf } from './live-score';

/**
 * The live match centre (/live/:gameId): the scoreboard (the score as the room's 10014 pushes it,
 * the period and clock of the match read again every few seconds), the player (the match's stream
 * lines and 动画直播, ours: /__stream) and the room's chat. Once loaded, a failed refresh (the match
 * has just ended and has no live video any more) keeps the last picture rather than blanking the page.
 */
export function LiveMatchPage() {
  const { gameId = '' } = useParams();
  const detail = useMatchDetail(gameId);
  const { data, isLoading } = detail;
  const error: unknown = detail.error;
  if (isLoading) return <p className="live-match">加载中…</p>;
  if (!data) {
    const message = error instanceof Error ? error.message : '该赛事暂无直播';
    return (
      <p className="live-match" role="alert">
        {message}
      </p>
    );
  }
  return <LiveMatchView data={data} />;
}

/** Drops the fields a push leaves out, so they do not hide the loaded ones. */
const present = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

function LiveMatchView({ data }: { data: z.infer<typeof hotLiveData> }) {
  const { match, rid, streams, animationUrl } = data;
  const chat = useLiveChat(rid);
  const teams = { home: match.team_h, away: match.team_c };
  // The tab names the match (the grid's 主 对 客), not only 直播.
  usePageName(`${match.team_h} 对 ${match.team_c}`);
  // The latest score is the room's push (it comes the moment a score is made); the clock the refresh's.
  const shown = chat.room.score ? { ...match, ...present(chat.room.score), gameId: match.gameId } : match;
  return (
    <div className="live-match">
      <div className="live-match__main">
        <LiveMatchHeader match={shown} />
        <LivePlayer streams={streams} animationUrl={animationUrl} title={`${match.team_h} vs ${match.team_c}`} />
      </div>
      <LiveChatRoom chat={chat} rid={rid} teams={teams} score={scorePushOf(match)} gameType={match.gameType} inningNum={match.inningNum} />
    </div>
  );
}
