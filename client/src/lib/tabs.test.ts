import { describe, expect, it } from 'vitest';
import { closeTab, EMPTY_TABS, queryOf, TABS_MAX, visitTab, type TabsState } from './tabs';

const tab = (name: string, fullPath = `/${name}`) => ({ name, fullPath, query: queryOf(fullPath.split('?')[1] ?? ''), title: name });

describe('tab bar of visited routes', () => {
  it('adds each route once and refreshes its path and query on a revisit', () => {
    let state: TabsState = EMPTY_TABS;
    state = visitTab(state, tab('home'));
    state = visitTab(state, tab('wallet'));
    state = visitTab(state, tab('home', '/home?x=1'));
    expect(state.visited.map((t) => t.name)).toEqual(['home', 'wallet']);
    expect(state.visited[0]).toEqual({ name: 'home', fullPath: '/home?x=1', query: { x: '1' }, title: 'home' });
  });

  it('caches every visited route except the redirect wrapper', () => {
    let state: TabsState = EMPTY_TABS;
    state = visitTab(state, tab('home'));
    state = visitTab(state, tab('Redirect', '/redirect/home'));
    expect([...state.cached]).toEqual(['home']);
    expect(state.visited).toHaveLength(2);
  });

  it('closes one tab and stays within its bound', () => {
    let state: TabsState = EMPTY_TABS;
    for (let i = 0; i < TABS_MAX + 3; i += 1) state = visitTab(state, tab(`r${i}`));
    expect(state.visited).toHaveLength(TABS_MAX);
    expect(state.visited[0]?.name).toBe('r3');
    state = closeTab(state, 'r5');
    expect(state.visited.some((t) => t.name === 'r5')).toBe(false);
    expect(state.cached.has('r5')).toBe(false);
  });
});
