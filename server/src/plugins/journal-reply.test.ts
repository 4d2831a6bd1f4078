import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_WIRE_SECRET, encryptBody, encryptPath } from '@betsite/contracts/wire';
import { JOURNAL_ENTRY_CHARS_MAX } from '../qa/journal';
import { call, makeApp, productHeaders } from '../../test-support/helpers';

/** The journal keeps each reply's envelope in clear, so the QA console can show what a call answered. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const PRE_INFO = '/site/api/v1/configuration/preInfo';
const lastEntry = () => app.ctx.journal.list({ limit: 1 })[0];

describe('the journal\'s reply', () => {
  it('keeps the envelope a plain call answered', async () => {
    const answered = await call(app, PRE_INFO, {});
    expect(lastEntry()?.reply).toEqual(answered);
  });

  it('keeps the envelope of an encrypted call in clear (the wire sealed only what left)', async () => {
    const url = encryptPath(DEFAULT_WIRE_SECRET, PRE_INFO, app.ctx.clock.wallNow());
    const payload = JSON.stringify(encryptBody(DEFAULT_WIRE_SECRET, {}, url));
    await app.inject({ method: 'POST', url, headers: productHeaders(), payload });
    expect(lastEntry()).toMatchObject({ path: PRE_INFO, encrypted: true, reply: { status_code: 6000 } });
  });

  it('keeps a forced scenario\'s reply with its status code', async () => {
    app.ctx.scenarios.add({ path: PRE_INFO, method: 'POST', status_code: 6005, delayMs: 0, times: 1 });
    await call(app, PRE_INFO, {});
    expect(lastEntry()?.reply).toMatchObject({ status_code: 6005, data: null });
  });

  it('times each call from its arrival to its reply (a forced delay of 60 ms shows)', async () => {
    app.ctx.scenarios.add({ path: PRE_INFO, method: 'POST', status_code: 6000, delayMs: 60, times: 1 });
    await call(app, PRE_INFO, {});
    const delayed = lastEntry()?.durationMs ?? 0;
    await call(app, PRE_INFO, {});
    const prompt = lastEntry()?.durationMs ?? -1;
    expect(delayed).toBeGreaterThanOrEqual(60);
    expect(delayed).toBeLessThan(60_000);
    expect(prompt).toBeGreaterThan(0);
    expect(prompt).toBeLessThan(delayed);
  });

  it('bounds a large reply like a body', async () => {
    await call(app, '/site/api/v1/configuration/helpList', {});
    expect(JSON.stringify(lastEntry()?.reply).length).toBeLessThan(JOURNAL_ENTRY_CHARS_MAX * 2);
  });
});
