import { useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { showLoginPrompt } from '../../../lib/overlays';
import { useIsLoggedIn } from '../../../lib/session';
import { formatCurrency } from '../../../utils/format';
import { setCollected } from '../api/collection';
import { useBonusPools } from '../api/get-bonus-pools';
import { GAME_PAGE_SIZE, refreshGameLists, useGameList } from '../api/game-list';
import { useVenuesOfCategory } from '../api/get-venue-info-by-category';
import { useEnterVenue } from '../hooks/use-enter-venue';

const TITLES = { egame: '电子游戏', fish: '捕鱼游戏' } as const;

/** The shared screen of /game/egame and /game/fishing (types egame and fish): jackpots, venues, favourites, games. */
export function EgameScreen({ type }: { type: 'egame' | 'fish' }) {
  const [enName, setEnName] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [onlyCollected, setOnlyCollected] = useState(false);
  const [pageNum, setPageNum] = useState(1);
  const loggedIn = useIsLoggedIn();
  const venues = useVenuesOfCategory(type);
  const pools = useBonusPools(type);
  const games = useGameList({ type, enName, keyword: keyword.trim(), collected: onlyCollected && loggedIn, pageNum });
  const { enter, dialog } = useEnterVenue();
  const venueOf = (name: string) => venues.data?.find((venue) => venue.enName === name);

  const chooseVenue = (name: string | undefined) => {
    setEnName(name);
    setPageNum(1);
    bus.emit('egame_tab_change', { tab: name ?? 'all' });
  };

  const toggleCollected = async (game: { enName: string; gameCode: string; gameName: string; isCollect: boolean }) => {
    if (!loggedIn) {
      showLoginPrompt();
      return;
    }
    try {
      await setCollected(game, !game.isCollect);
      bus.emit('tips', { message: game.isCollect ? '已取消收藏' : '收藏成功', kind: 'success' });
      await refreshGameLists();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
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
      {pools.data && pools.data.list.length > 0 && (
        <ul className="row" aria-label="各平台奖池">
          {pools.data.list.map((pool) => (
            <li key={pool.enName} className="muted">
              {pool.name} <span className="amount">{formatCurrency(pool.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <ChoiceGroup
          label="游戏平台"
          choices={[{ value: undefined, label: '全部' }, ...(venues.data?.map((venue) => ({ value: venue.enName, label: venue.name })) ?? [])]}
          value={enName}
          onChange={chooseVenue}
        />
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={onlyCollected}
          onClick={() => {
            if (!loggedIn) {
              showLoginPrompt();
              return;
            }
            setOnlyCollected((on) => !on);
            setPageNum(1);
          }}
        >
          收藏
        </button>
      </div>
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
      <AsyncContent {...games} isEmpty={(page) => page.list.length === 0} emptyText={onlyCollected ? '暂无收藏的游戏' : '暂无游戏'}>
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
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-pressed={game.isCollect}
                    aria-label={`收藏 ${game.gameName}`}
                    onClick={() => void toggleCollected(game)}
                  >
                    {game.isCollect ? '★ 已收藏' : '☆ 收藏'}
                  </button>
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`开始 ${game.gameName}`}
                    onClick={() => void enter({ enName: game.enName, channelCode: venueOf(game.enName)?.channelCode ?? '', name: venueOf(game.enName)?.name ?? game.gameName, gameCode: game.gameCode })}
                  >
                    开始游戏
                  </button>
                </li>
              ))}
            </ul>
            <Pager pageNum={page.pageNum} pageSize={GAME_PAGE_SIZE} total={page.total} onChange={setPageNum} />
          </>
        )}
      </AsyncContent>
      {dialog}
    </div>
  );
}
