import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { scenarioSet, stepKindOf, type ScenarioSet, type ScenarioStep } from './scenario-sets';
import { buildScenarioSetJsonSchema } from '../scripts/scenario-set-schema';

const set = (steps: unknown[]) => ({ name: 'a-set', description: 'd', steps });
const issues = (value: unknown) => {
  const r = scenarioSet.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the scenario set format', () => {
  it('takes each QA call\'s own input, with its defaults', () => {
    const parsed = scenarioSet.parse(set([{ force: { path: '/site/api/v1/user/login', status_code: 6026 } }, { cancel: { gameId: '7000101' } }, { clock: { advanceMs: 1 } }]));
    expect(parsed.steps.map(stepKindOf)).toEqual(['force', 'cancel', 'clock']);
    expect(parsed.steps[0]).toEqual({ force: { path: '/site/api/v1/user/login', method: 'POST', status_code: 6026, delayMs: 0 } });
    expect(parsed.steps[1]).toEqual({ cancel: { gameId: '7000101', result: 'D_CANCELLED' } });
  });

  it('types a parsed step as one kind holding that call\'s input', () => {
    expectTypeOf<ScenarioSet['steps'][number]>().toEqualTypeOf<ScenarioStep>();
    expectTypeOf<Extract<ScenarioStep, { clock: unknown }>>().toEqualTypeOf<{ clock: { advanceMs: number } }>();
    expectTypeOf<Extract<ScenarioStep, { finish: unknown }>>().toEqualTypeOf<{ finish: { gameId: string } }>();
  });

  it('takes a transport fault in a force step, and refuses one that needs a code without it', () => {
    const parsed = scenarioSet.parse(set([{ force: { path: '/site/api/v1/user/login', fault: { kind: 'http', status: 502 } } }]));
    expect(parsed.steps[0]).toEqual({ force: { path: '/site/api/v1/user/login', method: 'POST', delayMs: 0, fault: { kind: 'http', status: 502 } } });
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', fault: { kind: 'slow', seconds: 3 } } }]))).toEqual([
      'steps.0.force.status_code: status_code is needed unless the fault sends no envelope (reset, empty, malformed, http)',
    ]);
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', status_code: 6000, fault: { kind: 'reset', extra: 1 } } }])).length).toBeGreaterThan(0);
  });

  it('takes a socket fault on the chat socket\'s path, and refuses one elsewhere or an HTTP answer on the socket', () => {
    const parsed = scenarioSet.parse(set([{ force: { path: '/chat/ws', fault: { kind: 'socket-close', code: 4321, reason: 'bye' }, times: 2 } }]));
    expect(parsed.steps[0]).toEqual({ force: { path: '/chat/ws', method: 'POST', delayMs: 0, times: 2, fault: { kind: 'socket-close', code: 4321, reason: 'bye', afterFrames: 0 } } });
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', fault: { kind: 'socket-drop', afterFrames: 1 } } }]))).toEqual([
      'steps.0.force.path: a socket fault applies to the chat socket: path /chat/ws',
    ]);
    expect(issues(set([{ force: { path: '/chat/ws', status_code: 6005 } }]))).toEqual([
      'steps.0.force.fault: the chat socket (/chat/ws) takes a socket fault only: socket-drop, socket-close or socket-delay',
    ]);
  });

  it('refuses a step with no kind or two', () => {
    expect(issues(set([{}]))[0]).toMatch(/^steps\.0: a step has exactly one of force, settings, clock, .* \(found none\)$/);
    expect(issues(set([{ clock: { advanceMs: 1 }, settings: {} }]))).toEqual([expect.stringMatching(/\(found settings, clock\)$/)]);
  });

  it('refuses unknown keys at every level, so a typo is never ignored', () => {
    expect(issues({ ...set([{ clock: { advanceMs: 1 } }]), extra: 1 })).toEqual([": Unrecognized key(s) in object: 'extra'"]);
    expect(issues(set([{ clok: { advanceMs: 1 } }]))[0]).toBe("steps.0: Unrecognized key(s) in object: 'clok'");
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', status_code: 6026, time: 1 } }]))).toEqual(["steps.0.force: Unrecognized key(s) in object: 'time'"]);
  });

  it('refuses a force step on a path the contract lacks, or with the other method, and a code outside the catalogue', () => {
    expect(issues(set([{ force: { path: '/nowhere', status_code: 6013 } }]))).toEqual(['steps.0.force.path: no contract route POST /nowhere (a scenario forces the API\'s contract routes, and socket faults the chat socket, /chat/ws)']);
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', method: 'GET', status_code: 6013 } }]))).toEqual(['steps.0.force.method: /site/api/v1/user/login is a POST route, not GET']);
    expect(issues(set([{ force: { path: '/site/api/v1/user/login', status_code: 6999 } }]))).toEqual(['steps.0.force.status_code: not a catalogue status code']);
  });

  it('refuses a name that cannot be a path segment, and a set without steps', () => {
    expect(issues({ ...set([{ clock: { advanceMs: 1 } }]), name: 'Two Words' })[0]).toMatch(/^name: lower-case letters, digits and dashes/);
    expect(issues(set([]))).toEqual(['steps: Array must contain at least 1 element(s)']);
  });
});

describe('contracts/scenario-set.schema.json', () => {
  it('is the schema of the zod format now (run `npm run scenario-schema` when this fails)', () => {
    const committed: unknown = JSON.parse(readFileSync(new URL('../scenario-set.schema.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildScenarioSetJsonSchema());
  });

  it('tells editors a step has exactly one kind, and which codes and paths a force step may name', () => {
    const text = JSON.stringify(buildScenarioSetJsonSchema());
    expect(text).toContain('"minProperties":1,"maxProperties":1');
    expect(text).toContain('"/site/api/v1/user/login"');
    expect(text).toContain('6449');
  });
});
