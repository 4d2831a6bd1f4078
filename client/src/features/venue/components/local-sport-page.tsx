import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Code } from '@betsite/contracts/status-codes';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { useSiteInfo } from '../../../lib/site-info';
import { formatDateTime } from '../../../utils/date';
import { launchVenue } from '../api/launch';
import { useSportMatches } from '../api/resource';

/** The provider token travels in the launch url's query. */
function tokenOf(url: string): string | null {
  try {
    return new URL(url, window.location.origin).searchParams.get('token');
  } catch {
    return null;
  }
}

/**
 * /game/sport/{enName}: the local sports venue, full width without footer. Entering initialises
 * the provider session (launch gives the token), then the provider's matches are listed.
 */
export function LocalSportPage() {
  const { enName = '' } = useParams();
  const site = useSiteInfo();
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    launchVenue(enName)
      .then(({ url }) => {
        if (live) setToken(tokenOf(url));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enName]);

  const matches = useSportMatches(token && site.ip ? { enName, token, ip: site.ip } : null);

  useEffect(() => {
    // 6302: the provider no longer knows this session (spec 001 section 8).
    if (isApiError(matches.error) && matches.error.code === Code.UID_VERIFICATION) {
      bus.emit('tips', { message: '数据异常，请重新进入游戏', kind: 'error' });
    }
  }, [matches.error]);

  return (
    <div className="stack local-sport">
      <PageHeader title="体育投注" />
      <AsyncContent {...matches} isLoading={matches.isLoading || token === null} isEmpty={(data) => data.method !== 'getMatches' || data.list.length === 0} emptyText="暂无赛事">
        {(data) =>
          data.method === 'getMatches' && (
            <table className="data-table">
              <caption className="visually-hidden">滚球赛事</caption>
              <thead>
                <tr>
                  <th scope="col">联赛</th>
                  <th scope="col">主队</th>
                  <th scope="col">比分</th>
                  <th scope="col">客队</th>
                  <th scope="col">开赛时间</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((match) => (
                  <tr key={match.gameId}>
                    <td>{match.leagueName}</td>
                    <td>{match.team_h}</td>
                    <td className="amount">{match.isLive ? `${match.sc_FT_H || 0} : ${match.sc_FT_C || 0}` : 'VS'}</td>
                    <td>{match.team_c}</td>
                    <td>{formatDateTime(match.startTime)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </AsyncContent>
    </div>
  );
}
