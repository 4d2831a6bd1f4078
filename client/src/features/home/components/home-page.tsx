import { Link } from 'react-router-dom';
import { CategoryArt, type ArtCategory } from '../../../components/art/category-art';
import { PromoArt } from '../../../components/art/promo-art';
import { VenueMark } from '../../../components/art/venue-mark';
import { AsyncContent } from '../../../components/ui/async-content';
import { SmartLink } from '../../../components/ui/smart-link';
import { paths } from '../../../config/paths';
import { useHomeBanners } from '../api/get-my-discount-ad';
import { HOT_GAMES_MAX, useHotGames } from '../api/hot-games';
import { useMarqueeNotices } from '../api/query-notice-list';
import { BannerCarousel } from './banner-carousel';
import { HomeRow } from './home-row';

const CATEGORIES: readonly { art: ArtCategory; title: string; note: string; to: string }[] = [
  { art: 'sport', title: '体育', note: '全球赛事 滚球投注', to: paths.sport.to() },
  { art: 'realbet', title: '真人', note: '百家乐 龙虎 骰宝', to: paths.realbet.to() },
  { art: 'egame', title: '电子', note: '上千款老虎机', to: paths.gameegame.to() },
  { art: 'lottery', title: '彩票', note: '高频彩 传统彩', to: paths.lottery.to() },
  { art: 'chess', title: '棋牌', note: '经典棋牌对战', to: paths.chess.to() },
  { art: 'gaming', title: '电竞', note: '热门电竞赛事', to: paths.gaming.to() },
  { art: 'fish', title: '捕鱼', note: '多人捕鱼游戏', to: paths.gamefishing.to() },
];

/** How many promotions home shows: one row of cards, so the block's height is known before they load. */
const HOME_PROMOTIONS_MAX = 4;

/**
 * A row while it loads: cards of the same size as the real ones, so nothing below moves when the
 * data arrives (no layout shift); hidden from assistive technology.
 */
function RowSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card skeleton" />
      ))}
    </ul>
  );
}

function HotGames() {
  const games = useHotGames();
  return (
    <HomeRow id="home-hot-games" title="热门游戏" more={{ to: paths.gameegame.to(), label: '更多游戏' }} kind="games">
      <AsyncContent {...games} isEmpty={(page) => page.list.length === 0} emptyText="暂无热门游戏" loading={<RowSkeleton count={HOT_GAMES_MAX} className="game-grid" />}>
        {(page) => (
          <ul className="game-grid">
            {page.list.map((game) => (
              <li key={game.gameCode}>
                <Link to={paths.gameegame.to()} className="card game-card">
                  <VenueMark code={game.enName} name={game.gameName} size={48} />
                  <strong>{game.gameName}</strong>
                  <span className="game-card__tag">HOT</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </HomeRow>
  );
}

function Promotions() {
  const banners = useHomeBanners();
  return (
    <HomeRow id="home-promotions" title="热门优惠" more={{ to: paths.discount.to(), label: '查看全部' }} kind="promotions">
      <AsyncContent {...banners} isEmpty={(list) => list.length === 0} emptyText="暂无优惠活动" loading={<RowSkeleton count={HOME_PROMOTIONS_MAX} className="card-grid promo-grid" />}>
        {(list) => (
          <ul className="card-grid promo-grid">
            {list.slice(0, HOME_PROMOTIONS_MAX).map((ad) => (
              <li key={ad.id}>
                <SmartLink to={ad.linkUrl} className="card promo-card">
                  <PromoArt seed={ad.title} className="promo-card__art" />
                  <strong>{ad.title}</strong>
                  <span className="muted">{ad.subtitle}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </HomeRow>
  );
}

/**
 * Home: the banner carousel (the brand's welcome, then the live promotions), announcements, the
 * seven game categories with their pictures, hot slots and promotions. Every server-fed block has
 * a fixed height whatever it shows (loading, data, empty or failed); the blocks below the fold
 * render only when scrolled near (content-visibility), in a box of their final size.
 */
export function HomePage() {
  const notices = useMarqueeNotices();
  return (
    <div className="stack">
      <BannerCarousel />

      <section className="marquee" aria-label="公告">
        <strong className="marquee__label">公告</strong>
        <div className="marquee__body">
          <AsyncContent {...notices} isEmpty={(page) => page.list.length === 0} emptyText="暂无公告">
            {(page) => <span>{page.list.map((notice) => notice.title).join('　|　')}</span>}
          </AsyncContent>
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">
          游戏分类
        </h2>
        <ul className="category-grid">
          {CATEGORIES.map((category) => (
            <li key={category.to}>
              <Link to={category.to} className={`category-tile category-tile--${category.art}`}>
                <CategoryArt category={category.art} />
                <strong>{category.title}</strong>
                <span>{category.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <HotGames />
      <Promotions />
    </div>
  );
}
