import { describe, expect, it } from 'vitest';
import { browseReducer, initialBrowse, leagueFilter, requestedLeagueIds } from './browse-state';

const ticked = browseReducer(browseReducer(initialBrowse, { type: 'check', leagueId: 100021 }), { type: 'check', leagueId: 5 });

describe('browsing the sportsbook', () => {
  it('starts on football in play (spec 001 section 9)', () => {
    expect(initialBrowse).toMatchObject({ gameType: 'FT', marketType: 'RB', leagueId: 0 });
  });

  it.each([
    ['game type', { type: 'gameType', gameType: 'BK' }],
    ['market', { type: 'market', marketType: 'FU' }],
    ['date', { type: 'date', date: '2026-01-16' }],
    ['league', { type: 'league', leagueId: 100021 }],
  ] as const)('changing the %s clears the check list and bumps the refresh counter', (_, action) => {
    const next = browseReducer(ticked, action);
    expect(next.checked).toEqual([]);
    expect(next.refresh).toBe(ticked.refresh + 1);
  });

  it('sends the ticked leagues, else the tab, and nothing for 全部', () => {
    expect(requestedLeagueIds(ticked)).toEqual([5, 100021]);
    expect(requestedLeagueIds(browseReducer(ticked, { type: 'league', leagueId: 100026 }))).toEqual([100026]);
    expect(requestedLeagueIds(initialBrowse)).toEqual([]);
  });

  it('opens the champion market for the champion tab', () => {
    expect(browseReducer(initialBrowse, { type: 'gameType', gameType: 'FS' }).marketType).toBe('FSFT');
  });

  it('ticking a league twice unticks it', () => {
    expect(browseReducer(ticked, { type: 'check', leagueId: 5 }).checked).toEqual([100021]);
  });

  it('leaves the early-market date behind when the market is not FU', () => {
    const early = browseReducer(browseReducer(initialBrowse, { type: 'market', marketType: 'FU' }), { type: 'date', date: '2026-01-16' });
    expect(browseReducer(early, { type: 'market', marketType: 'FT' }).date).toBe('');
  });
});

describe('the league filter', () => {
  const provider = [
    { id: 1, league_id: 100021, name: '英格兰超级联赛', icon_class: 'en', count: 3 },
    { id: 2, league_id: 777, name: '日本职业联赛', icon_class: 'jp', count: 2 },
  ];

  it('lists the default ids first with their short names, then the other provider leagues', () => {
    const items = leagueFilter(provider, 0);
    expect(items.map((i) => i.league_id)).toEqual([0, 100822, 100021, 100026, 100030, 100028, 100032, 100210, 777]);
    expect(items.slice(0, 8).map((i) => i.name)).toEqual(['全部', '欧洲杯', '英超', '意甲', '西甲', '德甲', '法甲', '中超']);
  });

  it('shows 全部 and the defaults with matches, the others in the expanded panel', () => {
    const items = leagueFilter(provider, 0);
    expect(items.filter((i) => i.isShow).map((i) => i.league_id)).toEqual([0, 100021]);
    expect(items.filter((i) => i.isExpand).map((i) => i.league_id)).toEqual([777]);
    expect(items[0]).toMatchObject({ isActive: true, count: 5 });
  });

  it('shows the active league even when it is not a default', () => {
    const items = leagueFilter(provider, 777);
    expect(items.find((i) => i.league_id === 777)).toMatchObject({ isActive: true, isShow: true });
  });
});
