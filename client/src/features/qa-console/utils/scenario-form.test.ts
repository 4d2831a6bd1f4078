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

  it('makes a transport fault with a when: body conditions typed as values, a list for in, a user', () => {
    const conditions = [
      { field: 'amount', op: 'gt' as const, value: '1000' },
      { field: 'channelCode', op: 'in' as const, value: 'AG, BG' },
      { field: '', op: 'eq' as const, value: '' },
    ];
    expect(scenarioOf({ ...draft, answer: 'http', httpStatus: '502', conditions, whenUserId: '10001' })).toEqual({
      input: {
        path: '/site/api/v1/user/login',
        method: 'POST',
        fault: { kind: 'http', status: 502 },
        when: { body: [{ field: 'amount', op: 'gt', value: 1000 }, { field: 'channelCode', op: 'in', value: ['AG', 'BG'] }], userId: 10001 },
        delayMs: 0,
        times: 1,
      },
    });
    expect(scenarioOf({ ...draft, answer: 'slow', statusCode: '6000', slowSeconds: '4', conditions: [{ field: 'channelCode', op: 'eq', value: 'AG' }] })).toMatchObject({
      input: { status_code: 6000, fault: { kind: 'slow', seconds: 4 }, when: { body: [{ field: 'channelCode', op: 'eq', value: 'AG' }] } },
    });
  });

  it('makes a socket fault on the chat socket, leaving out what does not apply to one', () => {
    const socket = { ...draft, path: '/chat/ws', method: 'GET' as const, message: 'ignored', conditions: [{ field: 'amount', op: 'gt' as const, value: '1' }] };
    expect(scenarioOf({ ...socket, answer: 'socket-drop', afterFrames: '2' })).toEqual({ input: { path: '/chat/ws', method: 'GET', fault: { kind: 'socket-drop', afterFrames: 2 }, delayMs: 0, times: 1 } });
    expect(scenarioOf({ ...socket, answer: 'socket-close', closeCode: '4503', closeReason: 'bye', times: '' })).toEqual({
      input: { path: '/chat/ws', method: 'GET', fault: { kind: 'socket-close', code: 4503, reason: 'bye', afterFrames: 0 }, delayMs: 0 },
    });
  });

  it('refuses what the contract refuses, in its words, naming the form\'s field', () => {
    expect(scenarioOf({ ...draft, answer: 'http', httpStatus: '700' })).toEqual({ invalid: 'HTTP status: Number must be less than or equal to 599' });
    expect(scenarioOf({ ...draft, answer: 'http', httpStatus: 'x' })).toEqual({ invalid: 'HTTP status: Expected number, received string' });
    expect(scenarioOf({ ...draft, answer: 'reset', conditions: [{ field: 'amount', op: 'gt', value: 'lots' }] })).toEqual({ invalid: 'When 1 (amount): Expected number, received string' });
    expect(scenarioOf({ ...draft, answer: 'reset', conditions: [{ field: 'a..b', op: 'eq', value: '1' }] })).toEqual({
      invalid: 'When 1 (a..b): a field path: up to 8 names (letters, digits, _ or $) joined by dots',
    });
    expect(scenarioOf({ ...draft, answer: 'reset', whenUserId: '-3' })).toEqual({ invalid: 'When: user id: Expected number, received string' });
    expect(scenarioOf({ ...draft, answer: 'socket-drop' })).toEqual({ invalid: 'Route path: a socket fault applies to the chat socket: path /chat/ws' });
    expect(scenarioOf({ ...draft, path: '/chat/ws', answer: 'socket-close', closeCode: '1006' })).toEqual({
      invalid: 'Close code: a close code a server may send: 1000-1003, 1007-1014 or 3000-4999',
    });
    expect(scenarioOf({ ...draft, path: '/chat/ws', answer: 'socket-delay', frameDelayMs: '30001' })).toEqual({ invalid: 'Frame delay: Number must be less than or equal to 30000' });
    expect(scenarioOf({ ...draft, path: '/chat/ws' })).toEqual({ invalid: 'Answer: the chat socket (/chat/ws) takes a socket fault only: socket-drop, socket-close or socket-delay' });
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
