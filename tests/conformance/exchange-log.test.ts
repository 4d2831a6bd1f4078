import { describe, expect, it } from 'vitest';
import { envelope } from '@betsite/contracts/envelope';
import { z } from 'zod';
import { BODY_CHARS_MAX, bodyText, EXCHANGES_PER_CHECK_MAX, modeNote, recordExchange, schemaIssuesOf, takeExchanges, type Exchange } from './exchange-log';

const exchange = (n: number): Exchange => ({
  route: `POST /r${n}`,
  mode: 'plain',
  request: { method: 'POST', url: `http://x/r${n}`, headers: {}, body: '' },
  reply: { httpStatus: 200, contentType: 'application/json', body: '' },
  differences: [],
});

describe('the exchange log', () => {
  it(`keeps the last ${EXCHANGES_PER_CHECK_MAX} calls of a check and is empty once taken`, () => {
    for (let n = 0; n < EXCHANGES_PER_CHECK_MAX + 3; n += 1) recordExchange(exchange(n));
    expect(takeExchanges().map((e) => e.route)).toEqual(Array.from({ length: EXCHANGES_PER_CHECK_MAX }, (_, i) => `POST /r${i + 3}`));
    expect(takeExchanges()).toEqual([]);
  });

  it('says that an encrypted call\'s bodies are shown in plain', () => {
    expect(modeNote('encrypted')).toBe('encrypted; bodies shown in plain');
    expect(modeNote('plain')).toBe('plain');
  });

  it('cuts long bodies', () => {
    expect(bodyText('x'.repeat(BODY_CHARS_MAX + 10))).toBe(`${'x'.repeat(BODY_CHARS_MAX)}… (10 more characters)`);
  });
});

describe('the schema error of a reply', () => {
  const schema = envelope(z.object({ token: z.string(), userId: z.number() }));

  it('is the issues of the branch the reply claims: a broken success names the broken field', () => {
    expect(schemaIssuesOf(schema, { status_code: 6000, data: { token: 't', userId: 'seven' }, message: '成功' })).toEqual([
      { path: 'data.userId', message: 'Expected number, received string' },
    ]);
  });

  it('is empty for a valid success or error reply, and names status_code when no branch claims it', () => {
    expect(schemaIssuesOf(schema, { status_code: 6002, data: null, message: '用户名或密码错误' })).toEqual([]);
    expect(schemaIssuesOf(schema, { status_code: 200, data: null, message: 'ok' }).map((i) => i.path)).toContain('status_code');
  });
});
