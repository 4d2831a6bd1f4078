import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { placeBetRequest, placeBetRequestExample } from './sportsbook';
import { matchExample, resourceBody, resourceData, resourceExamples } from './venue';

/** 6007 when zod calls it a shape problem, else 6008: the server's classification (server/src/lib/zod-issues.ts). */
function codeOf(input: unknown): { code: 6000 | 6007 | 6008; messages: string[] } {
  const r = placeBetRequest.safeParse(input);
  if (r.success) return { code: 6000, messages: [] };
  const shape = r.error.issues.some((i: z.ZodIssue) => i.code === 'invalid_type' || i.code === 'invalid_union' || i.code === 'unrecognized_keys');
  return { code: shape ? 6007 : 6008, messages: r.error.issues.map((i) => i.message) };
}

const entry = { gameId: '7000101', wtype: 'R', rtype: 'RH', ratio: '0/0.5', r: 0.92 } as const;
const other = { gameId: '7000102', wtype: 'OU', rtype: 'OUH', ratio: '2.5/3', r: 0.85 } as const;

describe('placeBet Request', () => {
  it('accepts single bets with a stake per entry, defaulting to hong kong odds', () => {
    const parsed = placeBetRequest.parse({ series: 0, entries: [{ ...entry, stake: '50.5' }, { ...other, stake: '10' }] });
    expect(parsed.oddsType).toBe('H');
    expect(parsed.acceptBetterOdds).toBe(true);
  });

  it('accepts the example series', () => {
    expect(codeOf(placeBetRequestExample).code).toBe(6000);
  });

  it('accepts negative malay and indonesian prices of their type', () => {
    expect(codeOf({ oddsType: 'M', series: 0, entries: [{ ...entry, r: -0.8, stake: '10' }] }).code).toBe(6000);
    expect(codeOf({ oddsType: 'I', series: 0, entries: [{ ...entry, r: -1.087, stake: '10' }] }).code).toBe(6000);
  });

  it('answers 6007 when a single bet has no stake', () => {
    expect(codeOf({ series: 0, entries: [entry] })).toEqual({ code: 6007, messages: ['请输入投注金额'] });
  });

  it('answers 6007 when a series has no stake', () => {
    expect(codeOf({ series: 1, entries: [entry, other] }).code).toBe(6007);
  });

  it('answers 6008 when a series has one entry', () => {
    expect(codeOf({ series: 1, stake: '10', entries: [entry] })).toEqual({ code: 6008, messages: ['串关至少需要2个投注项'] });
  });

  it('answers 6008 when a series is not in hong kong odds', () => {
    expect(codeOf({ oddsType: 'E', series: 1, stake: '10', entries: [{ ...entry, r: 1.92 }, { ...other, r: 1.85 }] }).messages).toEqual(['串关仅支持香港盘']);
  });

  it('answers 6008 when a series holds two entries of one match', () => {
    expect(codeOf({ series: 1, stake: '10', entries: [entry, { ...entry, wtype: 'M', rtype: 'MH', ratio: null, r: 1.35 }] })).toEqual({
      code: 6008, messages: ['串关不可包含同一场赛事的多个投注项'],
    });
  });

  it('answers 6008 when champion and normal entries are mixed', () => {
    const champion = { gameId: '7009001', wtype: 'FS', rtype: 'FS1', ratio: null, r: 4.5, stake: '10' };
    expect(codeOf({ series: 0, entries: [{ ...entry, stake: '10' }, champion] }).messages).toEqual(['冠军投注不可与其他投注混合']);
  });

  it('answers 6008 with 投注项数量已达上限 past 10 entries', () => {
    const entries = Array.from({ length: 11 }, (_, i) => ({ ...entry, gameId: String(7000101 + i), stake: '10' }));
    expect(codeOf({ series: 0, entries })).toEqual({ code: 6008, messages: ['投注项数量已达上限'] });
  });

  it('answers 6008 when a stake sits in the wrong place', () => {
    expect(codeOf({ series: 0, stake: '10', entries: [{ ...entry, stake: '10' }] }).code).toBe(6008);
    expect(codeOf({ series: 1, stake: '10', entries: [{ ...entry, stake: '10' }, other] }).code).toBe(6008);
  });

  it('answers 6008 for a stake with 3 decimals, zero, or past 12 characters', () => {
    for (const stake of ['1.005', '0', '1234567890123']) expect(codeOf({ series: 0, entries: [{ ...entry, stake }] }).code).toBe(6008);
  });

  it('answers 6008 for a price that is not one of its odds type', () => {
    expect(codeOf({ oddsType: 'E', series: 0, entries: [{ ...entry, r: 0.92, stake: '10' }] }).messages).toEqual(['赔率格式错误']);
    expect(codeOf({ series: 0, entries: [{ ...entry, r: 0.9205, stake: '10' }] }).code).toBe(6008);
  });

  it('answers 6008 for an unknown play and 6007 for a price that is not a number', () => {
    expect(codeOf({ series: 0, entries: [{ ...entry, wtype: 'XX', stake: '10' }] }).code).toBe(6008);
    expect(codeOf({ series: 0, entries: [{ ...entry, r: '0.92', stake: '10' }] }).code).toBe(6007);
  });
});

describe('resource call shapes', () => {
  const common = { timestamp: 1_768_467_600_000, token: 't0k3n', remoteip: '127.0.0.1', enName: 'CRTY' };

  it('carries the three sportsbook methods and oddsType on getMatches and getMatch', () => {
    expect(resourceBody.safeParse({ ...common, method: 'placeBet', Request: placeBetRequestExample }).success).toBe(true);
    expect(resourceBody.safeParse({ ...common, method: 'getBetStatus', Request: { ticketIds: ['B20260115120000000001'] } }).success).toBe(true);
    const bets = resourceBody.parse({ ...common, method: 'getBets', Request: {} });
    expect(bets.method === 'getBets' && bets.Request).toEqual({ status: 'all', pageNum: 1, pageSize: 15 });
    const match = resourceBody.parse({ ...common, method: 'getMatch', Request: { gameId: '7000101', oddsType: 'M' } });
    expect(match.method === 'getMatch' && match.Request.oddsType).toBe('M');
  });

  it('answers 6008 for more than 50 ticket ids', () => {
    const r = resourceBody.safeParse({ ...common, method: 'getBetStatus', Request: { ticketIds: Array.from({ length: 51 }, (_, i) => `B${i}`) } });
    expect(r.success || r.error.issues.every((i) => i.code === 'too_big')).toBe(true);
    expect(r.success).toBe(false);
  });

  it.each(Object.entries(resourceExamples))('the %s example is a valid reply', (_method, example) => {
    const r = resourceData.safeParse(example);
    expect(r.success, r.success ? '' : JSON.stringify(r.error.issues.slice(0, 3))).toBe(true);
  });

  it('reads a match without the new fields: prices open, limits from the constants', () => {
    const { maxPerMatch: _m, ...old } = matchExample;
    const parsed = resourceData.parse({ method: 'getMatch', match: { ...old, odds: [{ wtype: 'R', rtype: 'RH', name: '让球 主', ratio: '0/0.5', r: 0.92 }] } });
    expect(parsed.method === 'getMatch' && parsed.match.odds[0]).toMatchObject({ suspended: false });
  });
});
