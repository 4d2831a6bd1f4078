import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { Match } from '@betsite/contracts/routes/venue';
import { useParams } from 'react-router-dom';
import { Code } from '@betsite/contracts/status-codes';
import { parseOdds } from '@betsite/contracts/odds';
import { isApiError } from '../../../lib/api/errors';
import { useAutoTransferStatus } from '../../../lib/auto-transfer';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { useSiteInfo } from '../../../lib/site-info';
import { refreshVenueBalance, useVenueBalance } from '../../../lib/venue-balance';
import { useLeagues } from '../api/get-leagues';
import { useMatches } from '../api/get-matches';
import { useSportsVenue } from '../api/get-venue-info';
import { launchProvider } from '../api/launch-provider';
import type { ProviderSession } from '../api/provider-session';
import { repriceEntries, selectOdd, selectionKey, setOddsType, type SlipState } from '../hooks/bet-slip-state';
import { browseReducer, initialBrowse, requestedLeagueIds } from '../hooks/browse-state';
import { marketViewOf, unavailableEntries } from '../hooks/slip-markets';
import { useBetSlip } from '../hooks/use-bet-slip';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { OddsGrid, OutrightList } from './odds-grid';
import { SlipTransfer } from './slip-transfer';
import { SportFilters } from './sport-filters';
import './sportsbook.css';

const UID_MESSAGE = '数据异常，请重新进入游戏';

/** The yuan the slip's stakes need now (entries not yet accepted). */
function stakesYuan(slip: SlipState): number {
  if (slip.series) return Number(slip.seriesStake) || 0;
  return slip.entries.filter((e) => !e.betting).reduce((sum, e) => sum + (Number(e.stake) || 0), 0);
}

/** Launching the venue gives the provider token (spec 001 section 2: sports routes initialise the provider session). */
function useProviderToken(enName: string) {
  const [token, setToken] = useState<string | null>(null);
  const relaunch = useCallback(async () => {
    const next = await launchProvider(enName);
    setToken(next);
  }, [enName]);
  useEffect(() => {
    let live = true;
    launchProvider(enName)
      .then((next) => {
        if (live) setToken(next);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enName]);
  return { token, relaunch };
}

/**
 * /game/sport/{enName}: the sportsbook (spec 001 sections 3, 4, 5). Filters on top, the odds grid,
 * the bet slip docked at the side with 我的注单 next to it. Prices poll (api/get-matches.ts).
 */
/** What the page shows of a live match's room; the app mounts the live chat here (a feature never imports another). */
export type RenderLiveRoom = (match: Match) => ReactNode;

export function SportsbookPage({ renderLiveRoom }: { renderLiveRoom?: RenderLiveRoom } = {}) {
  const { enName = '' } = useParams();
  const site = useSiteInfo();
  const venue = useSportsVenue(enName);
  const channelCode = venue?.channelCode;
  const walletName = venue?.name ?? '体育';
  const wallet = useVenueBalance(channelCode ?? null);
  const autoTransfer = useAutoTransferStatus();
  const { token, relaunch } = useProviderToken(enName);
  const session = useMemo<ProviderSession | null>(() => (token && site.ip ? { enName, token, ip: site.ip } : null), [enName, token, site.ip]);

  const [browse, dispatch] = useReducer(browseReducer, initialBrowse);
  const leagueIds = requestedLeagueIds(browse);
  const leagues = useLeagues(session, browse.gameType, browse.marketType);
  const matches = useMatches(session, { gameType: browse.gameType, marketType: browse.marketType, leagueIds, date: browse.date || undefined, refresh: browse.refresh });
  const { slip, update, place, placing } = useBetSlip(session, channelCode);
  const [panel, setPanel] = useState<'slip' | 'bets'>('slip');
  const [watching, setWatching] = useState<Match | null>(null);

  const uidLost = isApiError(matches.error) && matches.error.code === Code.UID_VERIFICATION;
  useEffect(() => {
    if (uidLost) bus.emit('tips', { message: UID_MESSAGE, kind: 'error' });
  }, [uidLost]);

  const selectedKeys = useMemo(() => new Set(slip.entries.map((e) => e.key)), [slip.entries]);
  const onSelect = useCallback((selection: Parameters<typeof selectOdd>[1]) => update((s) => selectOdd(s, selection)), [update]);

  const acceptSeriesPrice = () => {
    const current = new Map<string, number>();
    for (const m of matches.data ?? []) {
      for (const o of m.odds) {
        const h = parseOdds(o.r, 'H');
        if (h !== null) current.set(selectionKey({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype }), h);
      }
    }
    update((s) => repriceEntries(s, current));
  };

  const relaunchAndRefresh = async () => {
    await relaunch();
    refreshBalance();
    if (channelCode) await refreshVenueBalance(channelCode);
  };

  const unavailable = useMemo(() => unavailableEntries(slip, marketViewOf(matches.data ?? [])), [slip, matches.data]);
  const shortYuan = wallet.data ? stakesYuan(slip) - wallet.data.balance : 0;
  const champion = browse.marketType.startsWith('FS');
  const list = matches.data ?? [];

  return (
    <div className="sportsbook">
      <div className="sportsbook__main">
        <h1 className="sportsbook__title">体育投注</h1>
        <SportFilters
          browse={browse}
          dispatch={dispatch}
          oddsType={slip.oddsType}
          oddsLocked={slip.series}
          onOddsType={(t) => update((s) => setOddsType(s, t))}
          leagues={leagues.data ?? []}
        />
        {uidLost ? (
          <div className="error-state" role="alert">
            {UID_MESSAGE}{' '}
            <button type="button" className="button button--secondary" onClick={() => void relaunch()}>
              重新进入
            </button>
          </div>
        ) : matches.data === undefined ? (
          <p className="loading-state" role="status">
            {matches.error ? '加载失败，请稍后重试' : '加载中…'}
          </p>
        ) : list.length === 0 ? (
          <p className="empty-state">暂无赛事</p>
        ) : champion ? (
          <OutrightList matches={list} oddsType={slip.oddsType} selectedKeys={selectedKeys} onSelect={onSelect} />
        ) : (
          <OddsGrid matches={list} oddsType={slip.oddsType} selectedKeys={selectedKeys} onSelect={onSelect} onWatch={renderLiveRoom ? setWatching : undefined} />
        )}
      </div>
      <div className="sportsbook__side">
        {watching && renderLiveRoom && (
          <section className="sportsbook__live" aria-label="直播间">
            <button type="button" className="button button--secondary" onClick={() => setWatching(null)}>
              关闭直播间
            </button>
            {renderLiveRoom(watching)}
          </section>
        )}
        <div className="filters" role="tablist" aria-label="侧栏">
          <button type="button" role="tab" className="button button--secondary" aria-selected={panel === 'slip'} onClick={() => setPanel('slip')}>
            投注单
          </button>
          <button type="button" role="tab" className="button button--secondary" aria-selected={panel === 'bets'} onClick={() => setPanel('bets')}>
            我的注单
          </button>
        </div>
        {panel === 'slip' ? (
          <BetSlip
            slip={slip}
            update={update}
            onPlace={() => void place(unavailable)}
            onAcceptSeriesPrice={acceptSeriesPrice}
            placing={placing}
            walletName={walletName}
            walletBalance={wallet.data?.balance}
            unavailable={unavailable}
            transfer={
              channelCode && shortYuan > 0 ? (
                <SlipTransfer channelCode={channelCode} walletName={walletName} shortYuan={shortYuan} autoTransfer={autoTransfer.data?.status === 1} onRelaunch={relaunchAndRefresh} />
              ) : null
            }
          />
        ) : (
          <MyBets session={session} />
        )}
      </div>
    </div>
  );
}
