import { describe, expect, it } from 'vitest';
import { EARLIER_CHAT_PER_MATCH_MAX, earlierChatOf } from './earlier-chat';
import type { WorldMatch } from './world';

const KICKOFF = 1_768_478_400_000;
const MIN = 60_000;

/** Just what the earlier chat reads of a match: names, kick-off, end and score events. */
function match(events: { atMs: number; side: 'H' | 'C'; h: number; c: number; unitH?: number; unitC?: number; points?: number }[], gameType = 'FT', teams = ['国际米兰', 'AC米兰']): WorldMatch {
  return {
    info: { gameId: '7000102', gameType, team_h: teams[0], team_c: teams[1] },
    timeline: {
      kickoffMs: KICKOFF,
      endMs: KICKOFF + 110 * MIN,
      events: events.map((e) => ({ atMs: e.atMs, side: e.side, points: e.points ?? 1, segmentIndex: 0, after: { h: e.h, c: e.c, unitH: e.unitH ?? 0, unitC: e.unitC ?? 0 } })),
    },
  } as unknown as WorldMatch;
}

describe('earlierChatOf', () => {
  it('says nothing before kick-off', () => {
    expect(earlierChatOf(match([]), KICKOFF - MIN)).toEqual([]);
  });

  it('answers the room\'s chat since kick-off, newest first, none later than now, bounded', () => {
    const now = KICKOFF + 100 * MIN;
    const said = earlierChatOf(match([]), now);
    expect(said.length).toBe(EARLIER_CHAT_PER_MATCH_MAX);
    for (const m of said) expect(m.sentAtMs).toBeLessThanOrEqual(now);
    expect([...said].sort((a, b) => b.sentAtMs - a.sentAtMs)).toEqual(said);
    expect(new Set(said.map((m) => m.id)).size).toBe(said.length);
    expect(said.every((m) => m.rid === '7000102')).toBe(true);
  });

  it('cheers a score after it happens, with the scorer and the score, and not before', () => {
    const goal = { atMs: KICKOFF + 20 * MIN, side: 'C' as const, h: 0, c: 1 };
    const before = earlierChatOf(match([goal]), goal.atMs - 1);
    const after = earlierChatOf(match([goal]), goal.atMs + MIN);
    const cheer = after.find((m) => m.id.includes('-s0'));
    expect(before.some((m) => m.id.includes('-s'))).toBe(false);
    expect(cheer?.msg).toMatch(/AC米兰|0-1/);
  });

  it('says the same at the same instant (seeded, no randomness), and keeps what was said as time moves on', () => {
    const m = match([]);
    expect(earlierChatOf(m, KICKOFF + 30 * MIN)).toEqual(earlierChatOf(m, KICKOFF + 30 * MIN));
    const earlier = earlierChatOf(m, KICKOFF + 30 * MIN);
    const later = earlierChatOf(m, KICKOFF + 40 * MIN);
    for (const said of earlier) expect(later).toContainEqual(said);
  });

  it('gives each fan one VIP level in the room, whatever the line', () => {
    const said = earlierChatOf(match([]), KICKOFF + 100 * MIN);
    const levels = new Map<string, Set<number>>();
    for (const m of said) levels.set(m.nickname, (levels.get(m.nickname) ?? new Set()).add(m.vipLevel));
    expect(levels.size).toBeGreaterThan(3);
    for (const [nickname, l] of levels) expect(l.size, nickname).toBe(1);
  });

  it('talks tennis in a tennis room: no kicking, and a cheer for a set won, not for every game', () => {
    const min = (n: number) => KICKOFF + n * MIN;
    const games = [
      { atMs: min(5), side: 'H' as const, h: 0, c: 0, unitH: 1, unitC: 0 },
      { atMs: min(40), side: 'H' as const, h: 1, c: 0, unitH: 0, unitC: 0 },
      { atMs: min(45), side: 'C' as const, h: 1, c: 0, unitH: 0, unitC: 1 },
    ];
    const said = earlierChatOf(match(games, 'TN', ['辛纳', '阿尔卡拉斯']), min(100));
    expect(said.filter((m) => /踢|进球/.test(m.msg))).toEqual([]);
    expect(said.filter((m) => m.id.includes('-s')).map((m) => m.id)).toEqual(['e7000102-s1']);
    expect(said.find((m) => m.id === 'e7000102-s1')?.msg).toMatch(/辛纳|1-0/);
  });

  it('cheers a basketball three-pointer, not every basket', () => {
    const baskets = [
      { atMs: KICKOFF + MIN, side: 'H' as const, h: 2, c: 0, points: 2 },
      { atMs: KICKOFF + 2 * MIN, side: 'C' as const, h: 2, c: 3, points: 3 },
    ];
    const cheers = earlierChatOf(match(baskets, 'BK', ['洛杉矶湖人', '金州勇士']), KICKOFF + 10 * MIN).filter((m) => m.id.includes('-s'));
    expect(cheers.map((m) => m.id)).toEqual(['e7000102-s1']);
    expect(cheers[0]?.msg).toMatch(/三分/);
  });
});
