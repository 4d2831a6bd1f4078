import { ODDS_TYPE_LABELS } from '@betsite/contracts/constants';
import { formatOdds } from '@betsite/contracts/odds';
import { showLoginPrompt } from '../../../lib/overlays';
import { useIsLoggedIn } from '../../../lib/session';
import { formatBalance } from '../../../utils/format';
import {
  acceptNewPrices, blockedMessage, clearSlip, dismissNotice, dropAccepted, entryWinAmount, hasMovedPrice, oddsText, removeEntry, seriesHkMilli, seriesWinAmount,
  setMultiple, setSeries, setSeriesStake, setStake, shownOdds, takeInPlay, type Offer, type SlipEntry, type SlipState, type Ticketing,
} from '../hooks/bet-slip-state';
import { ENTRY_MARKET_TEXT, type EntryMarket } from '../hooks/slip-markets';
import type { SlipUpdate } from '../hooks/use-bet-slip';

const STATE_TEXT = { accepted: '投注成功', delay: '确认中…', rejected: '投注失败' } as const;

function TicketState({ betting }: { betting: Ticketing }) {
  return (
    <p className={`slip__ticket slip__ticket--${betting.active}`} role="status">
      {STATE_TEXT[betting.active]}
      {betting.reason ? `：${betting.reason}` : ''}
      {/* A refused bet was never booked: it has no ticket to look up, so no number is shown. */}
      {betting.active !== 'rejected' && <span className="muted"> 单号 {betting.ticketId}</span>}
    </p>
  );
}

/**
 * What the player can do about an entry that cannot be placed as it is: remove it, and for a
 * pre-match pick whose match kicked off, take the same play and side at its in-play price and line
 * (shown before it is taken), when the book offers it in play.
 */
function EntryNotice({ entry, slip, update, market, offer }: { entry: SlipEntry; slip: SlipState; update: (fn: SlipUpdate) => void; market: EntryMarket; offer: Offer | undefined }) {
  const { note } = ENTRY_MARKET_TEXT[market];
  return (
    <div className="slip__entry-notice" role="group" aria-label={ENTRY_MARKET_TEXT[market].badge}>
      <p className="slip__invalid">{note}</p>
      {market === 'started' && !offer && <p className="muted">滚球暂未开出此盘口，开出后可按滚球赔率投注</p>}
      <div className="slip__entry-actions">
        {market === 'started' && offer && (
          <button type="button" className="button button--secondary" onClick={() => update((s) => takeInPlay(s, entry.key, offer))}>
            改按滚球投注 {offer.ratio ?? ''} @ {oddsText(formatOdds(offer.hkMilli, slip.oddsType))}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => update((s) => removeEntry(s, entry.key))}>
          移除此项
        </button>
      </div>
    </div>
  );
}

function EntryRow({ entry, slip, update, market, offer }: { entry: SlipEntry; slip: SlipState; update: (fn: SlipUpdate) => void; market: EntryMarket | undefined; offer: Offer | undefined }) {
  const locked = entry.betting?.active === 'accepted' || entry.betting?.active === 'delay';
  const className = ['slip__entry', entry.isInvalid && 'slip__entry--invalid', market && 'slip__entry--closed'].filter(Boolean).join(' ');
  return (
    <li className={className} aria-label={`${entry.team_h} 对 ${entry.team_c} ${entry.name}`}>
      <div className="slip__entry-head">
        <span className="slip__pick">
          {entry.name} {entry.ratio ?? ''} @ <strong className="slip__odds">{oddsText(entry.betting?.booked?.odds ?? shownOdds(slip, entry))}</strong>
          {market && <span className="slip__market-badge">{ENTRY_MARKET_TEXT[market].badge}</span>}
        </span>
        <button type="button" className="button--link" aria-label={`移除 ${entry.name}`} disabled={locked} onClick={() => update((s) => removeEntry(s, entry.key))}>
          ✕
        </button>
      </div>
      <p className="slip__match muted">
        {entry.team_h} 对 {entry.team_c} · {entry.leagueName}
      </p>
      {entry.isInvalid && <p className="slip__invalid">同场赛事不可串关，此项不会投注</p>}
      {market && <EntryNotice entry={entry} slip={slip} update={update} market={market} offer={offer} />}
      {!slip.series && (
        <div className="slip__stake">
          <label>
            投注金额
            <input
              className="field__input"
              inputMode="decimal"
              value={entry.stake}
              disabled={locked}
              placeholder={`${entry.minCents / 100}-${entry.maxCents / 100}`}
              onChange={(e) => update((s) => setStake(s, entry.key, e.target.value))}
            />
          </label>
          <span className="slip__win">
            可赢 <span className="amount">{formatBalance(entry.betting?.booked?.possibleWin ?? entryWinAmount(entry))}</span>
          </span>
        </div>
      )}
      {entry.betting && <TicketState betting={entry.betting} />}
      {/* A kick-off's notice says what the price is now: a refusal's 新赔率 would offer the in-play price silently. */}
      {entry.betting?.newHkMilli !== undefined && market !== 'started' && (
        <p className="slip__moved">
          新赔率 <strong>{oddsText(formatOdds(entry.betting.newHkMilli, slip.oddsType))}</strong>
        </p>
      )}
    </li>
  );
}

interface Props {
  slip: SlipState;
  update: (fn: SlipUpdate) => void;
  onPlace: () => void;
  /** Re-prices a series refused for a moved price from the grid. */
  onAcceptSeriesPrice: () => void;
  placing: boolean;
  walletName: string;
  /** The sports wallet: its balance once read, or that the read failed (with a retry). */
  wallet: { balance: number | undefined; failed: boolean; retry: () => void };
  /** The transfer offer, shown when the stakes are more than the sports wallet holds. */
  transfer: React.ReactNode;
  /** Entries whose market is suspended, closed or started (slip-markets.ts): marked, and the slip is not sent. */
  unavailable: ReadonlyMap<string, EntryMarket>;
  /** For started entries, the same play and side in play now, when offered. */
  offers: ReadonlyMap<string, Offer>;
}

/**
 * The sports wallet's line: never a bare ¥-- that says nothing. Logged out (a session that ended
 * under the slip), the way to log in; a failed read, the failure and a retry; else the balance.
 */
function WalletLine({ walletName, wallet }: Pick<Props, 'walletName' | 'wallet'>) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <p className="slip__wallet">
        请先登录后查看{walletName}余额{' '}
        <button type="button" className="button--link" onClick={showLoginPrompt}>
          登录
        </button>
      </p>
    );
  }
  if (wallet.balance === undefined && wallet.failed) {
    return (
      <p className="slip__wallet" role="alert">
        {walletName}余额读取失败{' '}
        <button type="button" className="button--link" onClick={wallet.retry}>
          重试
        </button>
      </p>
    );
  }
  return (
    <p className="slip__wallet">
      {walletName}余额 {wallet.balance === undefined ? <span className="muted">读取中…</span> : <span className="amount">¥{formatBalance(wallet.balance)}</span>}
    </p>
  );
}

/** The bet slip docked at the side: entries, modes, stakes, placing and each ticket's state. */
export function BetSlip({ slip, update, onPlace, onAcceptSeriesPrice, placing, walletName, wallet, transfer, unavailable, offers }: Props) {
  const seriesPrice = seriesHkMilli(slip);
  const blocked = blockedMessage(slip, unavailable);
  const started = [...unavailable.values()].includes('started');
  const done = slip.entries.length > 0 && (slip.series ? slip.seriesBetting?.active === 'accepted' : slip.entries.every((e) => e.betting?.active === 'accepted'));
  return (
    <aside className="slip" aria-label="投注单">
      <header className="slip__header">
        <h2 className="slip__title">投注单 <span className="badge">{slip.entries.length}</span></h2>
        <span className="muted">{ODDS_TYPE_LABELS[slip.oddsType]}</span>
      </header>
      <WalletLine walletName={walletName} wallet={wallet} />
      <div className="slip__modes">
        <label className="checkbox">
          <input type="checkbox" checked={slip.multiple} onChange={(e) => update((s) => setMultiple(s, e.target.checked))} />
          多选
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={slip.series} onChange={(e) => update((s) => setSeries(s, e.target.checked))} />
          串关
        </label>
        {slip.entries.length > 0 && (
          <button type="button" className="button--link" onClick={() => update(clearSlip)}>
            清空
          </button>
        )}
      </div>
      {slip.notice && (
        <p className="slip__notice" role="alert">
          {slip.notice}
          <button type="button" className="button--link" aria-label="关闭提示" onClick={() => update(dismissNotice)}>
            ✕
          </button>
        </p>
      )}
      {slip.entries.length === 0 ? (
        <p className="empty-state">点击赔率添加投注项</p>
      ) : (
        <ol className="slip__entries">
          {slip.entries.map((entry) => (
            <EntryRow key={entry.key} entry={entry} slip={slip} update={update} market={unavailable.get(entry.key)} offer={offers.get(entry.key)} />
          ))}
        </ol>
      )}
      {slip.series && slip.entries.length > 0 && (
        <div className="slip__series">
          <p>
            串关 {slip.entries.filter((e) => !e.isInvalid).length} 串 1 · 赔率{' '}
            <strong>{slip.seriesBetting?.booked ? oddsText(slip.seriesBetting.booked.odds) : seriesPrice === null ? '--' : oddsText(seriesPrice / 1000)}</strong>
          </p>
          <div className="slip__stake">
            <label>
              串关金额
              <input className="field__input" inputMode="decimal" value={slip.seriesStake} onChange={(e) => update((s) => setSeriesStake(s, e.target.value))} />
            </label>
            <span className="slip__win">
              可赢 <span className="amount">{formatBalance(slip.seriesBetting?.booked?.possibleWin ?? seriesWinAmount(slip))}</span>
            </span>
          </div>
          {slip.seriesBetting && <TicketState betting={slip.seriesBetting} />}
        </div>
      )}
      {slip.clampNote && (
        <p className="slip__clamp" role="status">
          {slip.clampNote}
        </p>
      )}
      {transfer}
      {blocked !== null && !done && (
        <p className="slip__notice" role="note">
          {blocked}
        </p>
      )}
      <div className="slip__actions">
        {hasMovedPrice(slip) && !started ? (
          <button type="button" className="button button--secondary" onClick={() => (slip.series ? onAcceptSeriesPrice() : update(acceptNewPrices))}>
            接受新赔率
          </button>
        ) : null}
        {done ? (
          <button type="button" className="button button--secondary button--block" onClick={() => update(dropAccepted)}>
            继续投注
          </button>
        ) : (
          <button type="button" className="button button--primary button--block" disabled={placing || slip.entries.length === 0 || blocked !== null} onClick={onPlace}>
            {placing ? '提交中…' : '确认投注'}
          </button>
        )}
      </div>
    </aside>
  );
}
