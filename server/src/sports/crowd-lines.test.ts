import { describe, expect, it } from 'vitest';
import { loadFixtures } from '../composition/fixtures';
import { CROWD, SPORT_WORDS, chatterFor, cheersFor } from './crowd-lines';

const fixtures = loadFixtures();

describe('the made-up crowd', () => {
  it('gives every nickname one VIP level, and shares none with the fixtures\' rooms or accounts', () => {
    const levels = new Map<string, Set<number>>();
    const seen = (nickname: string, vipLevel: number) => levels.set(nickname, (levels.get(nickname) ?? new Set()).add(vipLevel));
    for (const fan of CROWD) seen(fan.nickname, fan.vipLevel);
    expect(levels.size).toBe(CROWD.length);
    const others = new Set([...fixtures['stream-history'].map((m) => m.nickname), ...fixtures.accounts.flatMap((a) => (a.nickName ? [a.nickName] : []))]);
    expect(CROWD.map((f) => f.nickname).filter((n) => others.has(n))).toEqual([]);
    // The fixtures' own rooms keep one level per nickname too.
    for (const m of fixtures['stream-history']) seen(m.nickname, m.vipLevel);
    expect([...levels].filter(([, l]) => l.size > 1).map(([n]) => n)).toEqual([]);
  });

  it('speaks of each sport in its own words: nobody kicks at tennis, shoots at football or serves at snooker', () => {
    const foreign: Record<string, RegExp> = { TN: /踢|进球|投篮|扣球/, TT: /踢|进球|投篮/, VB: /踢|进球|投篮/, SK: /踢|进球|发球|扣球/, BK: /踢|进球|发球|扣球/, BS: /踢|进球|扣球/, OP: /踢|投篮|扣球|发球/, FT: /投篮|发球|扣球|三分/ };
    for (const [sport, words] of Object.entries(foreign)) {
      const said = [...chatterFor(sport as never), ...cheersFor(sport as never)];
      expect(said.filter((line) => words.test(line)), sport).toEqual([]);
    }
    expect(chatterFor('TN')).toContain('{h}今天发球很稳');
    expect(chatterFor('FT')).toContain('{h}今天踢得很积极');
  });

  it('has chatter and cheers for every sport with a room', () => {
    for (const [sport, words] of Object.entries(SPORT_WORDS)) {
      expect(words.chatter.length, sport).toBeGreaterThan(3);
      expect(words.cheers.length, sport).toBeGreaterThan(1);
    }
  });
});
