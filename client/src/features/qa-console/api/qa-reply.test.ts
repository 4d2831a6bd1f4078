import { UnknownStatusError } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { QaCallError, qaBody, stateOfProbe } from './qa-reply';

describe('a QA reply as the console reads it', () => {
  it('gives the body of a 200', async () => {
    await expect(qaBody(Promise.resolve({ status: 200 as const, body: { now: 1 } }))).resolves.toEqual({ now: 1 });
  });

  it('rejects a declared refusal with the server\'s error text and status', async () => {
    const refused = qaBody(Promise.resolve({ status: 404 as const, body: { error: 'no such captcha' } }));
    await expect(refused).rejects.toEqual(new QaCallError('no such captcha', 404));
  });

  it('rejects an undeclared status (the guard\'s 403) with the server\'s error text', async () => {
    const thrown = Promise.reject(new UnknownStatusError({ status: 403, body: { error: 'cross-site requests to the QA API are refused' } }, ['200']));
    await expect(qaBody(thrown)).rejects.toMatchObject({ status: 403, message: 'cross-site requests to the QA API are refused' });
  });
});

describe('the QA API\'s state from GET /__mock/clock', () => {
  it('is on when the clock answers', () => {
    expect(stateOfProbe({ status: 200, body: { now: 1_700_000_000_000, offsetMs: 0 } })).toEqual({ kind: 'on' });
  });

  it('is off when the server answers the product\'s not-found envelope (MOCK_API=false)', () => {
    expect(stateOfProbe({ status: 200, body: { status_code: 6004, data: null, message: '未找到数据' } })).toMatchObject({ kind: 'off' });
    expect(stateOfProbe({ status: 404, body: '' })).toMatchObject({ kind: 'off' });
  });

  it('is off when the server does not answer', () => {
    expect(stateOfProbe({ status: 502, body: '' })).toEqual({ kind: 'off', reason: 'The server does not answer the QA API (HTTP 502).' });
    expect(stateOfProbe({ networkError: 'Failed to fetch' })).toMatchObject({ kind: 'off' });
  });

  it('is refused on another 4xx (a sandbox the server no longer keeps), with the server\'s words', () => {
    expect(stateOfProbe({ status: 410, body: { error: 'sandbox qa-1 was evicted' } })).toEqual({ kind: 'refused', reason: 'sandbox qa-1 was evicted' });
    expect(stateOfProbe({ status: 409, body: '' })).toEqual({ kind: 'refused', reason: 'The QA API refused this page (HTTP 409).' });
  });

  it('is locked on 401 (MOCK_API_TOKEN) and refused on 403, with the guard\'s words', () => {
    expect(stateOfProbe({ status: 401, body: { error: 'needs the x-mock-token header' } })).toEqual({ kind: 'locked', reason: 'needs the x-mock-token header' });
    expect(stateOfProbe({ status: 403, body: { error: 'cross-origin' } })).toEqual({ kind: 'refused', reason: 'cross-origin' });
  });
});
