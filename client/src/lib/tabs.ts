import { createStore, useStore } from './store';

/**
 * The tab bar of visited routes (spec 000 section 2): each tab is a route's name, full path and
 * query; the cache set names the routes whose screens may be kept, every visited route except one
 * (the redirect wrapper, which exists to re-render its target, so keeping it would defeat it).
 */
export interface Tab {
  name: string;
  fullPath: string;
  query: Record<string, string>;
  /** The label shown; not part of the spec's tab item, which is for routing only. */
  title: string;
}

export interface TabsState {
  visited: readonly Tab[];
  cached: ReadonlySet<string>;
}

export const TAB_CACHE_EXCLUDED_ROUTE = 'Redirect';
/** A bar wider than this is unusable; the oldest tab goes first. */
export const TABS_MAX = 20;

export const EMPTY_TABS: TabsState = { visited: [], cached: new Set() };

/** Visiting a route adds its tab, or refreshes the tab's path and query when it is already open. */
export function visitTab(state: TabsState, tab: Tab): TabsState {
  const index = state.visited.findIndex((t) => t.name === tab.name);
  let visited: Tab[];
  if (index >= 0) {
    const current = state.visited[index];
    if (current && current.fullPath === tab.fullPath) return state;
    visited = state.visited.map((t, i) => (i === index ? tab : t));
  } else {
    visited = [...state.visited, tab].slice(-TABS_MAX);
  }
  const cached = new Set(visited.map((t) => t.name).filter((name) => name !== TAB_CACHE_EXCLUDED_ROUTE));
  return { visited, cached };
}

export function closeTab(state: TabsState, name: string): TabsState {
  if (!state.visited.some((t) => t.name === name)) return state;
  const visited = state.visited.filter((t) => t.name !== name);
  const cached = new Set([...state.cached].filter((n) => n !== name));
  return { visited, cached };
}

export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export const tabsStore = createStore<TabsState>(EMPTY_TABS);

export const tabs = {
  visit: (tab: Tab) => tabsStore.set((s) => visitTab(s, tab)),
  close: (name: string) => tabsStore.set((s) => closeTab(s, name)),
  reset: () => tabsStore.set(EMPTY_TABS),
};

export function useTabs(): TabsState {
  return useStore(tabsStore);
}
