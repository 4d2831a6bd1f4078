import { useParams } from 'react-router-dom';
import { useMatchDetail } from '../api/match-detail';
import { LiveChatPanel } from './live-chat-panel';
import { scorePushOf } from './live-score';

/**
 * The live match centre (/live/:gameId): the match from hotLive matchDetail, its stream lines as
 * links over a player placeholder (no video player ships with the site), the animation link, and
 * the room's chat with the score as the socket pushes it.
 */
export function LiveMatchPage() {
  const { gameId = '' } = useParams();
  const detail = useMatchDetail(gameId);
  const { data, isLoading } = detail;
  const error: unknown = detail.error;
  if (isLoading) return <p className="live-match">加载中…</p>;
  if (error || !data) {
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
      <h1>
        {match.team_h} vs {match.team_c}
      </h1>
      <p>{match.leagueName}</p>
      <div className="live-match__player" role="region" aria-label="直播">
        <p>直播画面</p>
        <ul aria-label="直播线路">
          {streams.map((s) => (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noreferrer">
                {s.name} ({s.format})
              </a>
            </li>
          ))}
        </ul>
        {animationUrl && (
          <a href={animationUrl} target="_blank" rel="noreferrer">
            动画直播
          </a>
        )}
      </div>
      <LiveChatPanel rid={rid} teams={teams} score={scorePushOf(match)} gameType={match.gameType} inningNum={match.inningNum} />
    </div>
  );
}
