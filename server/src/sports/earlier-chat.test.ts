import { describe, expect, it } from 'vitest';
import { EARLIER_CHAT_PER_MATCH_MAX, earlierChatOf } from './earlier-chat';
import type { WorldMatch } from './world';

const KICKOFF = 1_768_478_400_000;
const MIN = 60_000;

/** Just what the earlier chat reads of a match: names, kick-off, end and score events. */
function match(events: { atMs: number; side: 'H' | 'C'; h: number; c: number }[]): WorldMatch {
  return {
    info: { gameId: '7000102', team_h: '国际米兰', team_c: 'AC米兰' },
    timeline: {
      kickoffMs: KICKOFF,
      endMs: KICKOFF + 110 * MIN,
      events: events.map((e) => ({ atMs: e.atMs, side: e.side, points: 1, segmentIndex: 0, after: { h: e.h, c: e.c, unitH: 0, unitC: 0 } })),
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
});
