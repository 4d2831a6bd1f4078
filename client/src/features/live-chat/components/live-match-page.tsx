import { useParams } from 'react-router-dom';
import { useMatchDetail } from '../api/match-detail';
import { LiveChatPanel } from './live-chat-panel';
import { LiveMatchHeader } from './live-match-header';
import { LivePlayer } from './live-player';
import { scorePushOf } from './live-score';

/**
 * The live match centre (/live/:gameId): the scoreboard (score, period and clock, read again every
 * few seconds), the player (the match's stream lines and 动画直播, ours: /__stream) and the room's
 * chat with the score as the socket pushes it. Once loaded, a failed refresh (the match has just
 * ended and has no live video any more) keeps the last picture rather than blanking the page.
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
  const { match, rid, streams, animationUrl } = data;
  const teams = { home: match.team_h, away: match.team_c };
  return (
    <div className="live-match">
      <div className="live-match__main">
        <LiveMatchHeader match={match} />
        <LivePlayer streams={streams} animationUrl={animationUrl} title={`${match.team_h} vs ${match.team_c}`} />
      </div>
      <LiveChatPanel rid={rid} teams={teams} score={scorePushOf(match)} gameType={match.gameType} inningNum={match.inningNum} />
    </div>
  );
}
