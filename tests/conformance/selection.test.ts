import { describe, expect, it } from 'vitest';
import { classifyCheck, contractCatalogue, isSelected, namePatternOf, UNGROUPED_TAG, type Selector } from './selection';

const catalogue = contractCatalogue();
const FILE = 'tests/contract/contract.test.ts';
const fullName = (names: string[]) => names.join(' ');

describe('a check\'s group', () => {
  it('is the route key in its name, the innermost one first', () => {
    expect(classifyCheck([FILE, 'contract suite, plain mode', 'a missing or wrong field answers 6007', 'auth.login'], catalogue)).toEqual({ tag: 'auth', route: 'auth.login' });
    expect(classifyCheck([FILE, 'contract suite, plain mode', 'every declared business code is reachable', 'site.preInfo 6005'], catalogue)).toEqual({ tag: 'site', route: 'site.preInfo' });
  });

  it('comes from the title for checks without a route key, and is "other" when nothing fits', () => {
    expect(classifyCheck([FILE, 'contract suite, plain mode', "the sports provider's methods answer schema-valid replies (issue 9)", 'getLeagues'], catalogue)).toEqual({ tag: 'venue', route: 'venue.resource' });
    expect(classifyCheck(['tests/contract/socket.test.ts', 'heartbeat'], catalogue)).toEqual({ tag: 'socket' });
    expect(classifyCheck([FILE, 'something else'], catalogue)).toEqual({ tag: UNGROUPED_TAG });
  });
});

describe('the selection as a vitest name pattern', () => {
  const names = {
    login: [FILE, 'contract suite, plain mode', 'every route answers a valid request with its success (6000) and data', 'auth.login'],
    loginCode: [FILE, 'contract suite, encrypted mode', 'every declared business code is reachable and has the right shape', 'auth.login 6002'],
    logout: [FILE, 'contract suite, plain mode', 'every route answers a valid request with its success (6000) and data', 'auth.logout'],
    preInfo: [FILE, 'contract suite, plain mode', 'every route answers a valid request with its success (6000) and data', 'site.preInfo'],
    provider: [FILE, 'contract suite, plain mode', "the sports provider's methods answer schema-valid replies (issue 9)", 'getMatch'],
  };

  it.each([
    ['a route', [{ kind: 'route', key: 'auth.login' }], ['login', 'loginCode']],
    ['a tag', [{ kind: 'tag', tag: 'auth' }], ['login', 'loginCode', 'logout']],
    ['a tag with titled checks', [{ kind: 'tag', tag: 'venue' }], ['provider']],
    ['two selectors', [{ kind: 'route', key: 'site.preInfo' }, { kind: 'route', key: 'auth.logout' }], ['logout', 'preInfo']],
  ] as [string, Selector[], (keyof typeof names)[]][])('matches exactly the checks of %s, as isSelected does', (_what, selectors, expected) => {
    const pattern = namePatternOf(selectors, catalogue)!;
    const matched = Object.entries(names).filter(([, n]) => pattern.test(fullName(n))).map(([k]) => k);
    expect(matched.sort()).toEqual([...expected].sort());
    const selected = Object.entries(names).filter(([, n]) => isSelected(selectors, classifyCheck(n, catalogue))).map(([k]) => k);
    expect(selected.sort()).toEqual([...expected].sort());
  });

  it('is absent without --only, so every check runs', () => {
    expect(namePatternOf([], catalogue)).toBeUndefined();
    expect(isSelected([], { tag: 'auth' })).toBe(true);
  });
});
