import { describe, expect, it } from 'vitest';
import { EMPTY_SCENARIO, scenarioAnswer, scenarioOf, scenarioWhenText } from './scenario-form';

const draft = { ...EMPTY_SCENARIO, path: '/site/api/v1/user/login' };

describe('the scenario form', () => {
  it('makes the scenario QA typed, leaving out what is empty', () => {
    expect(scenarioOf({ ...draft, statusCode: '6026', times: '2', delayMs: '500' })).toEqual({
      input: { path: '/site/api/v1/user/login', method: 'POST', status_code: 6026, times: 2, delayMs: 500 },
    });
    expect(scenarioOf({ ...draft, times: '', message: ' 维护中 ', session: 'qa-1' })).toEqual({
      input: { path: '/site/api/v1/user/login', method: 'POST', status_code: 6005, delayMs: 0, message: '维护中', session: 'qa-1' },
    });
  });

  it('refuses a path without its leading slash', () => {
    expect(scenarioOf({ ...draft, path: 'site/api' })).toEqual({ invalid: 'The route path starts with /, e.g. /site/api/v1/user/login.' });
  });

  it('refuses times of 0 or not whole, and a delay past the server\'s 30 s', () => {
    expect(scenarioOf({ ...draft, times: '0' })).toHaveProperty('invalid');
    expect(scenarioOf({ ...draft, times: '1.5' })).toHaveProperty('invalid');
    expect(scenarioOf({ ...draft, delayMs: '30001' })).toHaveProperty('invalid');
  });

  it('names what a scenario answers: its code, or its transport fault', () => {
    expect(scenarioAnswer({ status_code: 6001 })).toBe('6001');
    expect(scenarioAnswer({ fault: { kind: 'reset' } })).toBe('connection reset');
    expect(scenarioAnswer({ fault: { kind: 'empty' } })).toBe('closed, no reply');
    expect(scenarioAnswer({ fault: { kind: 'malformed', body: 'cut-json' } })).toBe('JSON cut in half');
    expect(scenarioAnswer({ fault: { kind: 'malformed', body: 'not-json' } })).toBe('not JSON');
    expect(scenarioAnswer({ fault: { kind: 'http', status: 502 } })).toBe('HTTP 502');
    expect(scenarioAnswer({ status_code: 6000, fault: { kind: 'slow', seconds: 5 } })).toBe('6000, dribbled over 5 s');
    expect(scenarioAnswer({ fault: { kind: 'socket-drop', afterFrames: 1 } })).toBe('socket cut after 1 frame');
    expect(scenarioAnswer({ fault: { kind: 'socket-close', code: 4321, reason: 'bye', afterFrames: 0 } })).toBe('socket closed 4321 (bye) after 0 frames');
    expect(scenarioAnswer({ fault: { kind: 'socket-delay', ms: 500 } })).toBe('socket frames held 500 ms');
  });

  it('says which calls a scenario applies to', () => {
    expect(scenarioWhenText(undefined)).toBe('');
    expect(scenarioWhenText({ body: [{ field: 'amount', op: 'gt', value: 1000 }, { field: 'channelCode', op: 'in', value: ['AG', 'BG'] }], userId: 10001 })).toBe(
      'amount > 1000, channelCode in ["AG","BG"], user 10001',
    );
  });
});
