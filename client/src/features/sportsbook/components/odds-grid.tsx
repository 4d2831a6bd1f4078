import { memo } from 'react';
import type { Match } from '@betsite/contracts/routes/venue';
import { formatOdds, parseOdds, type OddsType } from '@betsite/contracts/odds';
import { MATCH_STAKE_MAX_CENTS } from '@betsite/contracts/sportsbook';
import { oddsText, playLimitsCents, selectionKey, type Selection } from '../hooks/bet-slip-state';
import { matchClock } from '../../../utils/match-clock';
import { MatchScore } from '../../../components/match-score';

type Odd = Match['odds'][number];

/** The grid's columns: each play's sides, full match first, then football's first half. */
const COLUMNS = [
  { title: '让球', rtypes: ['RH', 'RC'] },
  { title: '大小', rtypes: ['OUH', 'OUC'] },
  { title: '独赢', rtypes: ['MH', 'MC', 'MN'] },
  { title: '单双', rtypes: ['EOO', 'EOE'] },
  { title: '半场让球', rtypes: ['HRH', 'HRC'] },
  { title: '半场大小', rtypes: ['HOUH', 'HOUC'] },
  { title: '半场独赢', rtypes: ['HMH', 'HMC', 'HMN'] },
] as const;

/** What a side shows in its cell (the column names the play): the line, or a short side name. */
const SIDE_SHORT: Readonly<Record<string, string>> = {
  OUH: '大', OUC: '小', HOUH: '大', HOUC: '小', MH: '主', MC: '客', MN: '和', HMH: '主', HMC: '客', HMN: '和', EOO: '单', EOE: '双',
};

function sideText(odd: Odd): string {
  const short = SIDE_SHORT[odd.rtype];
  if (odd.wtype === 'FS') return '';
  if (odd.ratio === null) return short ?? odd.name;
  return short ? `${short} ${odd.ratio}` : odd.ratio;
}

const yuanToCents = (yuan: number | undefined) => (yuan === undefined ? undefined : Math.round(yuan * 100));

/** What selecting an odd puts on the slip; null when the wire price is not a price (never sent). */
export function selectionOf(match: Match, odd: Odd): Selection | null {
  const hkMilli = parseOdds(odd.r, 'H');
  if (hkMilli === null) return null;
  const limits = playLimitsCents(odd.wtype);
  return {
    gameId: match.gameId, hgid: match.hgid, gide: match.gide, team_h: match.team_h, team_c: match.team_c, leagueName: match.leagueName,
    wtype: odd.wtype, rtype: odd.rtype, name: odd.name, ratio: odd.ratio, hkMilli, live: match.isLive,
    minCents: yuanToCents(odd.min) ?? limits.minCents, maxCents: yuanToCents(odd.max) ?? limits.maxCents,
    matchMaxCents: yuanToCents(match.maxPerMatch) ?? MATCH_STAKE_MAX_CENTS,
  };
}

interface GridProps {
  matches: Match[];
  oddsType: OddsType;
  selectedKeys: ReadonlySet<string>;
  onSelect: (selection: Selection) => void;
  /** Opens a live match's room (chat and pushed score) beside the grid; matches in play with video offer it. */
  onWatch?: ((match: Match) => void) | undefined;
}

function OddButton({ match, odd, oddsType, selected, onSelect }: { match: Match; odd: Odd; oddsType: OddsType; selected: boolean; onSelect: GridProps['onSelect'] }) {
  const hkMilli = parseOdds(odd.r, 'H');
  const label = `${match.team_h} 对 ${match.team_c} ${odd.name}${odd.ratio ? ` ${odd.ratio}` : ''}`;
  if (odd.suspended || hkMilli === null) {
    return (
      <button type="button" className="odd odd--suspended" disabled aria-label={`${label} 封盘`}>
        <span className="odd__side">{sideText(odd)}</span>
        <span className="odd__price">封盘</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className="odd"
      aria-pressed={selected}
      aria-label={label}
      onClick={() => {
        const selection = selectionOf(match, odd);
        if (selection) onSelect(selection);
      }}
    >
      <span className="odd__side">{sideText(odd)}</span>
      <span className="odd__price">{oddsText(formatOdds(hkMilli, oddsType))}</span>
    </button>
  );
}

/** The live score in the sport's shape; baseball's inning is left to the time cell, which shows it. */
function Score({ match }: { match: Match }) {
  if (!match.isLive) return null;
  return <MatchScore gameType={match.gameType} fields={match} className="match__score" />;
}

const MatchRow = memo(function MatchRow({ match, oddsType, selectedKeys, onSelect, onWatch }: Omit<GridProps, 'matches'> & { match: Match }) {
  const clock = matchClock(match);
  const byRtype = new Map(match.odds.map((o) => [o.rtype, o]));
  return (
    <tr className="match" aria-label={`${match.team_h} 对 ${match.team_c}`}>
      <td className="match__time">
        <span className={match.isLive ? 'match__period match__period--live' : 'match__period'}>{clock.period}</span>
        {clock.clock && <span className="match__clock">{clock.clock}</span>}
      </td>
      <td>
        <div className="match__teams">
          <span>{match.team_h}</span>
          <Score match={match} />
          <span>{match.team_c}</span>
        </div>
        {onWatch && match.isLive && match.hasVideo && (
          <button type="button" className="match__watch" aria-label={`${match.team_h} 对 ${match.team_c} 直播间`} onClick={() => onWatch(match)}>
            直播间
          </button>
        )}
      </td>
      {COLUMNS.map((column) => (
        <td key={column.title} className="match__odds">
          {column.rtypes.map((rtype) => {
            const odd = byRtype.get(rtype);
            return odd ? (
              <OddButton key={rtype} match={match} odd={odd} oddsType={oddsType} selected={selectedKeys.has(selectionKey({ gameId: match.gameId, wtype: odd.wtype, rtype }))} onSelect={onSelect} />
            ) : null;
          })}
        </td>
      ))}
    </tr>
  );
});

function groupByLeague(matches: Match[]): [string, Match[]][] {
  const groups = new Map<string, Match[]>();
  for (const m of matches) groups.set(m.leagueName, [...(groups.get(m.leagueName) ?? []), m]);
  return [...groups];
}

/** The dense odds grid of normal matches: one table, a header row per league. */
export function OddsGrid({ matches, oddsType, selectedKeys, onSelect, onWatch }: GridProps) {
  return (
    <table className="odds-grid">
      <caption className="visually-hidden">赛事赔率</caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">赛事</th>
          {COLUMNS.map((c) => (
            <th key={c.title} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      {groupByLeague(matches).map(([league, rows]) => (
        <tbody key={league}>
          <tr className="odds-grid__league">
            <th scope="rowgroup" colSpan={2 + COLUMNS.length}>
              {league}
            </th>
          </tr>
          {rows.map((match) => (
            <MatchRow key={match.gameId} match={match} oddsType={oddsType} selectedKeys={selectedKeys} onSelect={onSelect} onWatch={onWatch} />
          ))}
        </tbody>
      ))}
    </table>
  );
}

/** Champion outrights: each event with its candidates. */
export function OutrightList({ matches, oddsType, selectedKeys, onSelect }: GridProps) {
  return (
    <div className="outrights">
      {matches.map((match) => (
        <section key={match.gameId} className="outright" aria-label={match.team_h}>
          <h3 className="outright__title">
            {match.leagueName} · {match.team_h}
          </h3>
          <div className="outright__candidates">
            {match.odds.map((odd) => (
              <div key={odd.rtype} className="outright__candidate">
                <span>{odd.name}</span>
                <OddButton match={match} odd={odd} oddsType={oddsType} selected={selectedKeys.has(selectionKey({ gameId: match.gameId, wtype: odd.wtype, rtype: odd.rtype }))} onSelect={onSelect} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
