import { useState, type Dispatch } from 'react';
import { ODDS_TYPE_LABELS, ODDS_TYPES } from '@betsite/contracts/constants';
import type { OddsType } from '@betsite/contracts/odds';
import { ChoiceGroup, type Choice } from '../../../components/ui/choice-group';
import type { GameType, MarketType } from '../api/get-leagues';
import { leagueFilter, type BrowseAction, type BrowseState, type ProviderLeague } from '../hooks/browse-state';

const GAME_TYPES: readonly Choice<GameType>[] = [
  { value: 'ALL', label: '全部' },
  { value: 'FT', label: '足球' },
  { value: 'VF', label: '虚拟足球' },
  { value: 'BK', label: '篮球' },
  { value: 'TN', label: '网球' },
  { value: 'OP', label: '其他' },
  { value: 'SK', label: '斯诺克' },
  { value: 'FS', label: '冠军' },
  { value: 'VB', label: '排球' },
  { value: 'BS', label: '棒球' },
  { value: 'TT', label: '乒乓球' },
];

const MARKETS: readonly Choice<MarketType>[] = [
  { value: 'FU', label: '早盘' },
  { value: 'FT', label: '今日' },
  { value: 'RB', label: '滚球' },
  { value: 'FSFT', label: '冠军' },
];
const CHAMPION_DAYS: readonly Choice<MarketType>[] = [
  { value: 'FSFT', label: '今日冠军' },
  { value: 'FSFU', label: '早盘冠军' },
];
const ODDS_CHOICES: readonly Choice<OddsType>[] = ODDS_TYPES.map((t) => ({ value: t, label: ODDS_TYPE_LABELS[t] }));
const EARLY_DAYS = 7;
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The early market's days: tomorrow on, in Beijing time. */
export function earlyDays(nowMs: number, count = EARLY_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => new Date(nowMs + BEIJING_OFFSET_MS + (i + 1) * DAY_MS).toISOString().slice(0, 10));
}

interface Props {
  browse: BrowseState;
  dispatch: Dispatch<BrowseAction>;
  oddsType: OddsType;
  /** A series forces hong kong odds: the other types are disabled meanwhile. */
  oddsLocked: boolean;
  onOddsType: (t: OddsType) => void;
  leagues: readonly ProviderLeague[];
}

export function SportFilters({ browse, dispatch, oddsType, oddsLocked, onOddsType, leagues }: Props) {
  const [expanded, setExpanded] = useState(false);
  const [days] = useState(() => earlyDays(Date.now()));
  const champion = browse.marketType.startsWith('FS');
  const items = leagueFilter(leagues, browse.leagueId);
  return (
    <div className="sport-filters">
      <ChoiceGroup label="球类" className="sport-tabs" choiceClassName="sport-tabs__tab" choices={GAME_TYPES} value={browse.gameType} onChange={(gameType) => dispatch({ type: 'gameType', gameType })} />
      <div className="sport-filters__row">
        <ChoiceGroup
          label="盘口"
          className="filters"
          choices={MARKETS}
          value={champion ? 'FSFT' : browse.marketType}
          onChange={(marketType) => dispatch({ type: 'market', marketType })}
        />
        {champion && <ChoiceGroup label="冠军盘口" className="filters" choices={CHAMPION_DAYS} value={browse.marketType} onChange={(marketType) => dispatch({ type: 'market', marketType })} />}
        {browse.marketType === 'FU' && (
          <label className="sport-filters__date">
            日期
            <select value={browse.date} onChange={(e) => dispatch({ type: 'date', date: e.target.value })}>
              <option value="">全部日期</option>
              {days.map((d) => (
                <option key={d} value={d}>
                  {d.slice(5)}
                </option>
              ))}
            </select>
          </label>
        )}
        <ChoiceGroup
          label="盘口类型"
          className="filters sport-filters__odds"
          choices={ODDS_CHOICES.map((c) => ({ ...c, disabled: oddsLocked && c.value !== 'H' }))}
          value={oddsType}
          onChange={onOddsType}
        />
      </div>
      <div className="league-filter" role="group" aria-label="联赛">
        {items
          .filter((i) => i.isShow)
          .map((i) => (
            <button key={i.league_id} type="button" className="league-filter__item" aria-pressed={i.isActive} onClick={() => dispatch({ type: 'league', leagueId: i.league_id })}>
              {i.name} <span className="muted">{i.count}</span>
            </button>
          ))}
        <button type="button" className="button--link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          更多联赛
        </button>
      </div>
      {expanded && (
        <fieldset className="league-panel">
          <legend>选择联赛</legend>
          {items
            .filter((i) => i.league_id !== 0)
            .filter((i) => i.isExpand || i.count > 0)
            .map((i) => (
              <label key={i.league_id} className="checkbox">
                <input type="checkbox" checked={browse.checked.includes(i.league_id)} onChange={() => dispatch({ type: 'check', leagueId: i.league_id })} />
                {i.isExpand ? i.name : leagues.find((l) => l.league_id === i.league_id)?.name ?? i.name} ({i.count})
              </label>
            ))}
        </fieldset>
      )}
    </div>
  );
}
