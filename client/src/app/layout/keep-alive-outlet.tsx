import { Activity, useRef, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { useTabs } from '../../lib/tabs';
import { useRouteMeta } from '../route-meta';

interface KeptScreen {
  /** Route name and path: a new path under the same name (another id) is a new screen. */
  key: string;
  element: ReactNode;
}

/**
 * The outlet of the frame, keeping the screens of the tab bar's cache set alive (spec 000
 * section 2: "a cache set that excludes one route"). Going back to an open tab shows its screen
 * as it was left (inputs, filters, page number); its guards still run, and its data revalidates.
 *
 * Every screen renders at the same place in the tree, keyed by route name and path, whether it is
 * cached yet or not (the tab is added in an effect, after the first render), so joining the cache
 * never remounts it. Screens of other tabs sit in a hidden <Activity>: display none, effects
 * unmounted (no timers, no requests), state kept. A screen leaves when its tab closes, on a reset,
 * or, for routes outside the cache set (the redirect wrapper, hidden routes), as soon as it is
 * left. At most TABS_MAX screens are kept, the bound of the tab bar.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const meta = useRouteMeta();
  const { cached } = useTabs();
  const kept = useRef(new Map<string, KeptScreen>()).current;

  const active = meta?.name ?? '';
  for (const name of [...kept.keys()]) {
    if (name !== active && !cached.has(name)) kept.delete(name);
  }
  const key = `${active}:${location.pathname}`;
  kept.set(active, { key, element: outlet });

  return (
    <>
      {[...kept].map(([name, screen]) => (
        <Activity key={screen.key} mode={name === active ? 'visible' : 'hidden'}>
          {screen.element}
        </Activity>
      ))}
    </>
  );
}
