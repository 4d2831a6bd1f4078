import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Match } from '@betsite/contracts/routes/venue';
import type { Bet, Ticket } from '@betsite/contracts/routes/sportsbook';
import { launchToken, productHeaders, signedInBeforeEach } from '../../../test-support/helpers';

/**
 * placeBet under the money routes' rules (issue 25, item 2): before, the same slip sent twice in
 * parallel made two tickets, with or without the same idempotency-key, and the same key 1.5 s
 * later a third.
 */
const RESOURCE = '/game/api/v1/venue/resource';
let app: FastifyInstance;
let token: string;
let provider: string;

signedInBeforeEach(async (fresh) => {
  ({ app, token } = fresh);
  provider = await launchToken(app, token);
});

/** A resource call as the client sends it: a new timestamp each time. */
function resource(method: string, Request: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: RESOURCE,
    headers: { ...productHeaders('demo-device-01'), token, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request },
  });
}

async function aSingle(): Promise<unknown> {
  const list = (await resource('getMatches', { gameType: 'FT', marketType: 'FU', oddsType: 'H' })).json<{ data: { list: Match[] } }>().data.list;
  for (const m of list) {
    const o = m.odds.find((x) => x.wtype === 'R' && !x.suspended);
    if (o) return { oddsType: 'H', series: 0, entries: [{ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype, ratio: o.ratio, r: o.r, stake: '10' }] };
  }
  throw new Error('no open pre-match handicap');
}

const ticketCount = async () => (await resource('getBets', { status: 'all', pageNum: 1, pageSize: 50 })).json<{ data: { list: Bet[] } }>().data.list.length;
const codeOf = (res: { json: <T>() => T }) => res.json<{ status_code: number }>().status_code;

describe('placeBet, a money operation', () => {
  it('acts once for the same slip sent twice at once without a key: the other answers 6011', async () => {
    const slip = await aSingle();
    const before = await ticketCount();
    const replies = await Promise.all([resource('placeBet', slip), resource('placeBet', slip)]);
    expect(replies.map(codeOf).sort()).toEqual([6000, 6011]);
    expect(await ticketCount()).toBe(before + 1);
  });

  it('acts once for the same slip whose stake is spelled two ways ("11", "11.00") without a key', async () => {
    const slip = (await aSingle()) as { entries: { stake: string }[] };
    const before = await ticketCount();
    const spelled = (stake: string) => ({ ...slip, entries: slip.entries.map((e) => ({ ...e, stake })) });
    expect(codeOf(await resource('placeBet', spelled('11')))).toBe(6000);
    expect(codeOf(await resource('placeBet', spelled('11.00')))).toBe(6011);
    expect(codeOf(await resource('placeBet', spelled('011.0')))).toBe(6011);
    expect(await ticketCount()).toBe(before + 1);
  });

  it('acts once for the same key sent twice at once, and answers a later repeat of the key with the first reply', async () => {
    const slip = await aSingle();
    const before = await ticketCount();
    const key = 'bet-key-0001';
    const replies = await Promise.all([resource('placeBet', slip, key), resource('placeBet', slip, key)]);
    // The second is answered 6011 while the first runs, or the first's reply once it is done.
    const first = replies.find((r) => codeOf(r) === 6000)!.json<{ data: { tickets: Ticket[] } }>();
    for (const reply of replies) if (codeOf(reply) !== 6011) expect(reply.json()).toEqual(first);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1_500 } });
    const later = await resource('placeBet', slip, key);
    expect(later.json()).toEqual(first);
    expect(await ticketCount()).toBe(before + 1);
  });

  it('places the same slip again as a new bet a second later, or at once under a new key', async () => {
    const slip = await aSingle();
    const before = await ticketCount();
    expect(codeOf(await resource('placeBet', slip, 'bet-key-a'))).toBe(6000);
    expect(codeOf(await resource('placeBet', slip, 'bet-key-b'))).toBe(6000);
    await app.inject({ method: 'POST', url: '/__mock/clock', payload: { advanceMs: 1_100 } });
    expect(codeOf(await resource('placeBet', slip))).toBe(6000);
    expect(await ticketCount()).toBe(before + 3);
  });

  it('does not count bets as a form flood: 70 presses in a minute, each with its own key, are all answered', async () => {
    const slip = await aSingle();
    for (let i = 0; i < 70; i++) expect(codeOf(await resource('placeBet', slip, `press-${i}`)), `press ${i}`).toBe(6000);
  });

  it('leaves the reads of the resource call alone: the match list polled 80 times a minute', async () => {
    for (let i = 0; i < 80; i++) expect(codeOf(await resource('getMatches', { gameType: 'FT', marketType: 'FU', oddsType: 'H' }))).toBe(6000);
  });
});
