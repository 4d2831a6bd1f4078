import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { openCustomerService } from '../../../lib/customer-service';
import { useNavigationList, type NavigationItem } from '../api/get-navigation-list';

type MenuEntry = Pick<NavigationItem, 'category' | 'name' | 'path' | 'hot'>;

/**
 * Shown when navigationList fails: the main categories, so the site stays navigable. Not shown
 * while it loads: the server's list differs in order and names, and swapping one for the other
 * would move every item (a layout shift); the empty bar keeps its height meanwhile.
 */
const FALLBACK: readonly MenuEntry[] = [
  { category: 'home', name: '首页', path: paths.home.to(), hot: false },
  { category: 'sport', name: '体育', path: paths.sport.to(), hot: true },
  { category: 'realbet', name: '真人', path: paths.realbet.to(), hot: false },
  { category: 'egame', name: '电子', path: paths.gameegame.to(), hot: false },
  { category: 'lottery', name: '彩票', path: paths.lottery.to(), hot: false },
  { category: 'chess', name: '棋牌', path: paths.chess.to(), hot: false },
  { category: 'gaming', name: '电竞', path: paths.gaming.to(), hot: false },
  { category: 'fish', name: '捕鱼', path: paths.gamefishing.to(), hot: false },
  { category: 'discount', name: '优惠', path: paths.discount.to(), hot: false },
  { category: 'sponsor', name: '赞助', path: paths.sponsor.to(), hot: false },
];

/** `/` means home here: the router redirects it anyway, and the active state should show. */
function target(path: string): string {
  return path === '/' ? paths.home.to() : path;
}

/** The top menu (spec 000 section 2): the server's main-group items in its order. */
export function TopMenu() {
  const navigation = useNavigationList();
  const failed = navigation.error !== undefined;
  const entries: readonly MenuEntry[] | null = navigation.data
    ? navigation.data.filter((item) => item.group === 'main').sort((a, b) => a.sort - b.sort)
    : failed
      ? FALLBACK
      : null;
  return (
    <nav className="top-menu" aria-label="主导航" aria-busy={entries === null}>
      <ul className="top-menu__list">
        {entries?.map((entry) => (
          <li key={entry.category}>
            {entry.category === 'customer' ? (
              <button type="button" className="top-menu__link button--link" onClick={() => void openCustomerService()}>
                {entry.name}
              </button>
            ) : /^https?:\/\//.test(entry.path) ? (
              <a className="top-menu__link" href={entry.path} target="_blank" rel="noreferrer">
                {entry.name}
              </a>
            ) : (
              <NavLink className="top-menu__link" to={target(entry.path)} end={entry.category === 'home'}>
                {entry.name}
                {entry.hot && <span className="top-menu__hot">HOT</span>}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
