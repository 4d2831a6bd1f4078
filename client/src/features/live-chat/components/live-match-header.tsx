import type { Match } from '@betsite/contracts/routes/venue';
import { MatchScore } from '../../../components/match-score';
import { matchClock } from '../../../utils/match-clock';

/**
 * The live page's scoreboard: league, the two sides, the score in the sport's shape and the
 * period with its clock by the spec's time display rules (utils/match-clock.ts, as the grid shows
 * them).
 */
export function LiveMatchHeader({ match }: { match: Match }) {
  const { period, clock } = matchClock(match);
  return (
    <header className="live-board">
      <p className="live-board__league">{match.leagueName}</p>
      <div className="live-board__teams">
        <h1 className="visually-hidden">
          {match.team_h} vs {match.team_c}
        </h1>
        <span className="live-board__team live-board__team--home">{match.team_h}</span>
        <MatchScore className="live-board__score" gameType={match.gameType} fields={match} withStage />
        <span className="live-board__team live-board__team--away">{match.team_c}</span>
      </div>
      <p className="live-board__time" aria-label="比赛时间">
        {match.isLive && <span className="live-board__live">直播中</span>}
        <span>{period}</span>
        {clock && <span className="live-board__clock">{clock}</span>}
      </p>
    </header>
  );
}
