import { Link } from 'react-router-dom';
import { SmartLink } from '../../../components/ui/smart-link';
import { AsyncContent } from '../../../components/ui/async-content';
import { brand } from '../../../config/brands';
import { paths } from '../../../config/paths';
import { useHomeBanners } from '../api/get-my-discount-ad';
import { useMarqueeNotices } from '../api/query-notice-list';

const CATEGORIES = [
  { title: '体育', note: '全球赛事 滚球投注', to: paths.sport.to() },
  { title: '真人', note: '百家乐 龙虎 骰宝', to: paths.realbet.to() },
  { title: '电子', note: '上千款老虎机', to: paths.gameegame.to() },
  { title: '彩票', note: '高频彩 传统彩', to: paths.lottery.to() },
  { title: '棋牌', note: '经典棋牌对战', to: paths.chess.to() },
  { title: '电竞', note: '热门电竞赛事', to: paths.gaming.to() },
  { title: '捕鱼', note: '多人捕鱼游戏', to: paths.gamefishing.to() },
] as const;

/** How many promotions home shows: one row of cards, so the block's height is known before they load. */
const HOME_PROMOTIONS_MAX = 4;

/**
 * The promotions row while it loads: cards of the same size as the real ones, so nothing below
 * moves when the data arrives (no layout shift); hidden from assistive technology.
 */
function PromotionSkeleton() {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: HOME_PROMOTIONS_MAX }, (_, i) => (
        <li key={i} className="card promo-card promo-card--skeleton" />
      ))}
    </ul>
  );
}

/**
 * Home: brand hero, announcements, the seven game categories and the live promotions. The two
 * server-fed blocks have a fixed height (one marquee line, one row of cards) whatever they show:
 * loading, data, empty or failed.
 */
export function HomePage() {
  const notices = useMarqueeNotices();
  const banners = useHomeBanners();
  return (
    <div className="stack">
      <section className="hero" aria-labelledby="home-title">
        {/* elementtiming: the web benchmark (tests/bench/web.ts) reports when this heading paints. */}
        <h1 id="home-title" {...{ elementtiming: 'home-title' }}>
          欢迎来到{brand.name}
        </h1>
        <p>{brand.slogan}</p>
      </section>

      <section className="marquee" aria-label="公告">
        <strong>公告</strong>
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
        <ul className="card-grid">
          {CATEGORIES.map((category) => (
            <li key={category.to}>
              <Link to={category.to} className="card category-card">
                <strong>{category.title}</strong>
                <span className="muted">{category.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-promotions">
        <div className="page-header">
          <h2 id="home-promotions" className="section-title">
            热门优惠
          </h2>
          <Link to={paths.discount.to()}>查看全部</Link>
        </div>
        <div className="home-promotions">
          <AsyncContent {...banners} isEmpty={(list) => list.length === 0} emptyText="暂无优惠活动" loading={<PromotionSkeleton />}>
            {(list) => (
              <ul className="card-grid">
                {list.slice(0, HOME_PROMOTIONS_MAX).map((ad) => (
                  <li key={ad.id}>
                    <SmartLink to={ad.linkUrl} className="card category-card promo-card">
                      <strong>{ad.title}</strong>
                      <span className="muted">{ad.subtitle}</span>
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
          </AsyncContent>
        </div>
      </section>
    </div>
  );
}
