import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { Match } from '@betsite/contracts/routes/venue';
import { useParams } from 'react-router-dom';
import { Code } from '@betsite/contracts/status-codes';
import { parseOdds } from '@betsite/contracts/odds';
import { isApiError } from '../../../lib/api/errors';
import { useAutoTransferStatus } from '../../../lib/auto-transfer';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { refreshVenueBalance, useVenueBalance } from '../../../lib/venue-balance';
import { useLeagues } from '../api/get-leagues';
import { useMatches } from '../api/get-matches';
import { useSportsVenue } from '../api/get-venue-info';
import { useSlipMatches } from '../api/get-match';
import { repriceEntries, selectOdd, selectionKey, setOddsType, type Offer, type SlipState } from '../hooks/bet-slip-state';
import { browseReducer, initialBrowse, requestedLeagueIds } from '../hooks/browse-state';
import { inPlayOffer, marketViewOf, unavailableEntries, unlistedGameIds } from '../hooks/slip-markets';
import { useBetSlip } from '../hooks/use-bet-slip';
import { useProviderSession } from '../hooks/use-provider-session';
import { BetSlip } from './bet-slip';
import { MyBets } from './my-bets';
import { OddsGrid, OutrightList } from './odds-grid';
import { SlipTransfer } from './slip-transfer';
import { SportFilters } from './sport-filters';
import './sportsbook.css';

const UID_MESSAGE = '数据异常，请重新进入游戏';
const CONNECT_FAILED_MESSAGE = '体育场馆连接失败，请重新进入';

/** The yuan the slip's stakes need now (entries not yet accepted). */
function stakesYuan(slip: SlipState): number {
  if (slip.series) return Number(slip.seriesStake) || 0;
  return slip.entries.filter((e) => !e.betting).reduce((sum, e) => sum + (Number(e.stake) || 0), 0);
}

/**
 * /game/sport/{enName}: the sportsbook (spec 001 sections 3, 4, 5). Filters on top, the odds grid,
 * the bet slip docked at the side with 我的注单 next to it. Prices poll (api/get-matches.ts).
 */
/** What the page shows of a live match's room; the app mounts the live chat here (a feature never imports another). */
export type RenderLiveRoom = (match: Match) => ReactNode;

export function SportsbookPage({ renderLiveRoom }: { renderLiveRoom?: RenderLiveRoom } = {}) {
  const { enName = '' } = useParams();
  const venue = useSportsVenue(enName);
  const channelCode = venue?.channelCode;
  const walletName = venue?.name ?? '体育';
  const wallet = useVenueBalance(channelCode ?? null);
  const autoTransfer = useAutoTransferStatus();
  const { session, failed: connectFailed, relaunch, reconnect } = useProviderSession(enName);

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

  // The slip reads the matches of its entries that the grid does not list (a kick-off moves a match from 今日 to 滚球).
  const unlisted = unlistedGameIds(slip, matches.data ?? []).join(',');
  const slipMatches = useSlipMatches(session, unlisted === '' ? [] : unlisted.split(','));
  const view = useMemo(() => marketViewOf(matches.data ?? [], slipMatches.data?.read, slipMatches.data?.gone), [matches.data, slipMatches.data]);
  const unavailable = useMemo(() => unavailableEntries(slip, view), [slip, view]);
  const offers = useMemo(() => {
    const out = new Map<string, Offer>();
    for (const e of slip.entries) {
      const offer = unavailable.get(e.key) === 'started' ? inPlayOffer(view, e) : null;
      if (offer) out.set(e.key, offer);
    }
    return out;
  }, [slip.entries, unavailable, view]);
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
        {uidLost || connectFailed ? (
          <div className="error-state" role="alert">
            {uidLost ? UID_MESSAGE : CONNECT_FAILED_MESSAGE}{' '}
            <button type="button" className="button button--secondary" onClick={reconnect}>
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
            onPlace={() =>
              // Whatever the answer, read the slip's matches at once: a refused pre-match pick may be one whose match just kicked off.
              void place(unavailable).finally(() => {
                void matches.mutate();
                void slipMatches.mutate();
              })
            }
            onAcceptSeriesPrice={acceptSeriesPrice}
            placing={placing}
            walletName={walletName}
            wallet={{ balance: wallet.data?.balance, failed: wallet.error !== undefined, retry: () => void wallet.mutate() }}
            unavailable={unavailable}
            offers={offers}
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
