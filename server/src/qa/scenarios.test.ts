import { describe, expect, it } from 'vitest';
import { createScenarios, type ScenarioInput } from './scenarios';

const forced = (path: string): ScenarioInput => ({ path, method: 'POST', status_code: 6013, delayMs: 0 });

describe('scenarios forced by named sets', () => {
  it('tags a set\'s scenarios and removes only those with the set', () => {
    const store = createScenarios();
    store.add(forced('/a'), 'site-down');
    store.add(forced('/b'));
    store.markSetApplied('site-down');
    expect(store.list().map((s) => s.set)).toEqual(['site-down', undefined]);
    expect(store.removeSet('site-down')).toBe(1);
    expect(store.list().map((s) => s.path)).toEqual(['/b']);
    expect(store.isSetApplied('site-down')).toBe(false);
  });

  it('forgets applied sets on clear (the reset)', () => {
    const store = createScenarios();
    store.markSetApplied('site-down');
    store.clear();
    expect(store.isSetApplied('site-down')).toBe(false);
  });
});
