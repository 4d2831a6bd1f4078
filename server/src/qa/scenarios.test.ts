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

describe('socket faults carried by connections', () => {
  const socketFault = (session?: string): ScenarioInput => ({ path: '/chat/ws', method: 'GET', fault: { kind: 'socket-delay', ms: 100 }, times: 1, delayMs: 0, ...(session === undefined ? {} : { session }) });

  it('lists a spent scenario while a connection carries it, and forgets it when the last one ends', () => {
    const store = createScenarios();
    const s = store.add(socketFault());
    if (s === 'full') throw new Error('full');
    store.take('GET', '/chat/ws', undefined);
    expect(store.size()).toBe(0);
    const releaseA = store.carry(s, () => {});
    const releaseB = store.carry(s, () => {});
    expect(store.list()).toEqual([s]);
    releaseA();
    expect(store.list()).toEqual([s]);
    releaseB();
    expect(store.list()).toEqual([]);
  });

  it('lifts the fault from every connection when it is removed by id, by session, with its set or on clear', () => {
    const store = createScenarios();
    const lifted: string[] = [];
    const carriedBy = (input: ScenarioInput, name: string, set?: string) => {
      const s = store.add(input, set);
      if (s === 'full') throw new Error('full');
      store.carry(s, () => lifted.push(name));
      return s;
    };
    const byId = carriedBy(socketFault(), 'by id');
    carriedBy(socketFault('qa-1'), 'by session');
    carriedBy(socketFault(), 'by set', 'socket-story');
    carriedBy(socketFault(), 'on clear');
    expect(store.remove({ id: byId.id })).toBe(1);
    expect(store.remove({ session: 'qa-1' })).toBe(1);
    expect(store.removeSet('socket-story')).toBe(1);
    store.clear();
    expect(lifted).toEqual(['by id', 'by session', 'by set', 'on clear']);
    expect(store.list()).toEqual([]);
  });
});
