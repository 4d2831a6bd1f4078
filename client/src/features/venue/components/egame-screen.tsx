import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { bus } from '../../../lib/event-bus';
import { formatCurrency } from '../../../utils/format';
import { useBonusPools } from '../api/get-bonus-pools';
import { GAME_PAGE_SIZE, useGameList } from '../api/game-list';
import { useVenuesOfCategory } from '../api/get-venue-info-by-category';
import { useEnterVenue } from '../hooks/use-enter-venue';

const TITLES = { egame: '电子游戏', fish: '捕鱼游戏' } as const;

/** The shared screen of /game/egame and /game/fishing (types egame and fish): jackpot, venues, games. */
export function EgameScreen({ type }: { type: 'egame' | 'fish' }) {
  const [enName, setEnName] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const venues = useVenuesOfCategory(type);
  const pools = useBonusPools(type);
  const games = useGameList({ type, enName, keyword: keyword.trim(), pageNum });
  const enter = useEnterVenue();

  const chooseVenue = (name: string | undefined) => {
    setEnName(name);
    setPageNum(1);
    bus.emit('egame_tab_change', { tab: name ?? 'all' });
  };

  return (
    <div className="stack">
      <PageHeader title={TITLES[type]}>
        {pools.data && (
          <p className="amount" aria-label="奖池总额">
            奖池 {formatCurrency(pools.data.total)}
          </p>
        )}
      </PageHeader>
      <ChoiceGroup
        label="游戏平台"
        choices={[{ value: undefined, label: '全部' }, ...(venues.data?.map((venue) => ({ value: venue.enName, label: venue.name })) ?? [])]}
        value={enName}
        onChange={chooseVenue}
      />
      <label className="field">
        <span className="field__label">搜索游戏</span>
        <input
          className="field__input"
          type="search"
          maxLength={30}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPageNum(1);
          }}
        />
      </label>
      <AsyncContent {...games} isEmpty={(page) => page.list.length === 0} emptyText="暂无游戏">
        {(page) => (
          <>
            <ul className="card-grid" aria-label="游戏列表">
              {page.list.map((game) => (
                <li key={`${game.enName}-${game.gameCode}`} className="card category-card">
                  <strong>{game.gameName}</strong>
                  <span className="muted">
                    {game.isHot ? '热门 ' : ''}
                    {game.isNew ? '新游戏' : ''}
                  </span>
                  <button type="button" className="button button--primary" aria-label={`开始 ${game.gameName}`} onClick={() => void enter(game.enName, game.gameCode)}>
                    开始游戏
                  </button>
                </li>
              ))}
            </ul>
            <Pager pageNum={page.pageNum} pageSize={GAME_PAGE_SIZE} total={page.total} onChange={setPageNum} />
          </>
        )}
      </AsyncContent>
    </div>
  );
}
