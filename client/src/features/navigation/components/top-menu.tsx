import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { openCustomerService } from '../../../lib/customer-service';
import { useNavigationList, type NavigationItem } from '../api/get-navigation-list';
import { visibleCount } from '../utils/visible-count';

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

function MenuItem({ entry }: { entry: MenuEntry }) {
  if (entry.category === 'customer') {
    return (
      <button type="button" className="top-menu__link button--link" onClick={() => void openCustomerService()}>
        {entry.name}
      </button>
    );
  }
  if (/^https?:\/\//.test(entry.path)) {
    return (
      <a className="top-menu__link" href={entry.path} target="_blank" rel="noreferrer">
        {entry.name}
      </a>
    );
  }
  return (
    <NavLink className="top-menu__link" to={target(entry.path)} end={entry.category === 'home'}>
      {entry.name}
      {entry.hot && <span className="top-menu__hot">HOT</span>}
    </NavLink>
  );
}

const MORE_LABEL = '更多';

/**
 * Fits the items to the bar: an invisible copy of the whole menu (and the 更多 button) is measured
 * before paint and again whenever the bar or the copy changes size (window width, root font size),
 * and the items that do not fit go under 更多 instead of being clipped.
 */
function useFittedCount(entries: readonly MenuEntry[] | null) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure || !entries) return;
    const update = () => {
      const widths = [...measure.children].map((item) => item.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      setCount(visibleCount(widths, nav.clientWidth, moreWidth));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [entries]);
  return { navRef, measureRef, count };
}

/** The top menu (spec 000 section 2): the server's main-group items in its order; what does not fit goes under 更多. */
export function TopMenu() {
  const navigation = useNavigationList();
  const failed = navigation.error !== undefined;
  const entries: readonly MenuEntry[] | null = navigation.data
    ? navigation.data.filter((item) => item.group === 'main').sort((a, b) => a.sort - b.sort)
    : failed
      ? FALLBACK
      : null;
  const { navRef, measureRef, count } = useFittedCount(entries);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const moreRef = useRef<HTMLLIElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !moreRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const shown = entries?.slice(0, count) ?? [];
  const rest = entries?.slice(count) ?? [];
  return (
    <nav ref={navRef} className="top-menu" aria-label="主导航" aria-busy={entries === null}>
      <ul className="top-menu__list">
        {shown.map((entry) => (
          <li key={entry.category}>
            <MenuItem entry={entry} />
          </li>
        ))}
        {rest.length > 0 && (
          <li ref={moreRef} className="top-menu__more">
            <button type="button" className="top-menu__link" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((value) => !value)}>
              {MORE_LABEL} ▾
            </button>
            {open && (
              <ul className="top-menu__more-list" aria-label="更多导航">
                {rest.map((entry) => (
                  <li key={entry.category}>
                    <MenuItem entry={entry} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
      <ul ref={measureRef} className="top-menu__list top-menu__measure" aria-hidden="true" inert>
        {entries?.map((entry) => (
          <li key={entry.category}>
            <MenuItem entry={entry} />
          </li>
        ))}
        <li>
          <span className="top-menu__link">{MORE_LABEL} ▾</span>
        </li>
      </ul>
    </nav>
  );
}
