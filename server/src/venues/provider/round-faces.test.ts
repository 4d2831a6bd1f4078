import { describe, expect, it } from 'vitest';
import { CARD_RANKS, type RoundFace } from '@betsite/contracts/provider';
import { loadFixtures } from '../../composition/fixtures';
import { seededStream } from '../../lib/seeded-random';
import { playInstant, slotMultiple, slotThemeOf } from './stand-in-games';

/**
 * Each round's face (what its game page draws) is the outcome itself, not a picture made up
 * beside it: the cards add up to the totals, the reels to the pay, the maps to the score.
 */
const STAKE = 10_000;
const fixtures = loadFixtures();
type Face<K extends RoundFace['kind']> = Extract<RoundFace, { kind: K }>;
const value = (rank: string) => Math.min(CARD_RANKS.indexOf(rank as (typeof CARD_RANKS)[number]) + 1, 10) % 10;
const total = (cards: Face<'baccarat'>['player']) => cards.reduce((sum, c) => sum + value(c.rank), 0) % 10;

describe('stand-in games: round faces', () => {
  it('deals baccarat hands whose cards make the totals and follow the third-card rules', () => {
    for (let i = 0; i < 3_000; i++) {
      const o = playInstant('baccarat', seededStream(`face:bac:${i}`), STAKE, 'banker');
      const face = o.face as Face<'baccarat'>;
      expect(face.kind).toBe('baccarat');
      expect(total(face.player)).toBe(face.playerTotal);
      expect(total(face.banker)).toBe(face.bankerTotal);
      expect(o.detail.startsWith(`闲 ${face.playerTotal} 点 : 庄 ${face.bankerTotal} 点`)).toBe(true);
      const [p1, p2] = [total(face.player.slice(0, 2)), total(face.banker.slice(0, 2))];
      const natural = p1 >= 8 || p2 >= 8;
      // The player draws a third card exactly when neither side has a natural and its two cards make 0-5.
      expect(face.player.length === 3).toBe(!natural && p1 <= 5);
      if (natural) expect(face.banker).toHaveLength(2);
    }
  });

  it('shows 比大小 cards whose ranks are the ones the detail names and the payout follows', () => {
    const order = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
    for (let i = 0; i < 500; i++) {
      const o = playInstant('cards', seededStream(`face:cards:${i}`), STAKE, '');
      const { mine, dealer } = o.face as Face<'cards'>;
      expect(o.detail.startsWith(`我 ${mine.rank} : 庄家 ${dealer.rank}`)).toBe(true);
      const diff = order.indexOf(mine.rank) - order.indexOf(dealer.rank);
      expect(o.payoutCents).toBe(diff > 0 ? 19_500 : diff === 0 ? STAKE : 0);
    }
  });

  it('spins reels whose symbols give the pay, named as mahjong tiles in 麻将 games', () => {
    expect(slotThemeOf('麻将胡了')).toBe('mahjong');
    expect(slotThemeOf('麻雀无双')).toBe('mahjong');
    expect(slotThemeOf('赏金船长')).toBe('fruit');
    for (let i = 0; i < 500; i++) {
      const fruit = playInstant('slot', seededStream(`face:slot:${i}`), STAKE, '', undefined, { slotTheme: 'fruit' });
      const tiles = playInstant('slot', seededStream(`face:slot:${i}`), STAKE, '', undefined, { slotTheme: 'mahjong' });
      const face = tiles.face as Face<'slot'>;
      expect(face).toEqual({ ...fruit.face, theme: 'mahjong' });
      expect(tiles.payoutCents).toBe(Math.floor(STAKE * slotMultiple(face.reels)));
      expect(tiles.detail).not.toMatch(/樱桃|柠檬|铃铛|BAR|7/);
    }
    const tiles = playInstant('slot', seededStream('face:slot:named'), STAKE, '', undefined, { slotTheme: 'mahjong' });
    expect(tiles.detail).toMatch(/^(红中|发财|白板|八万|五筒)( \| (红中|发财|白板|八万|五筒)){2}/);
  });

  it('rolls 骰宝 dice whose total and triple decide 大/小/单/双, a triple losing them all', () => {
    let triples = 0;
    for (let i = 0; i < 3_000; i++) {
      const o = playInstant('dice', seededStream(`face:dice:${i}`), STAKE, 'big');
      const face = o.face as Face<'dice'>;
      expect(face.total).toBe(face.dice.reduce((a, b) => a + b, 0));
      expect(face.triple).toBe(face.dice.every((d) => d === face.dice[0]));
      expect(o.detail.startsWith(`${face.dice.join(' ')}，${face.total} 点`)).toBe(true);
      expect(o.payoutCents).toBe(!face.triple && face.total >= 11 ? 2 * STAKE : 0);
      if (face.triple) triples += 1;
    }
    // A triple comes once in 36 rolls: some in 3,000, and each one lost the 大 bet above.
    expect(triples).toBeGreaterThan(40);
  });

  it('gives fish and match faces that agree with the payout and the score', () => {
    for (let i = 0; i < 200; i++) {
      const fish = playInstant('fish', seededStream(`face:fish:${i}`), STAKE, 'medium');
      expect(fish.face).toEqual({ kind: 'fish', target: 'medium', caught: fish.payoutCents > 0 });
      const match = playInstant('match', seededStream(`face:match:${i}`), STAKE, 'home');
      const face = match.face as Face<'match'>;
      expect(match.detail).toBe(`${face.home} ${face.homeMaps}:${face.awayMaps} ${face.away}`);
      expect(Math.max(face.homeMaps, face.awayMaps)).toBe(2);
      expect(match.payoutCents > 0).toBe(face.homeMaps === 2);
      expect(face.sport).toBe('esports');
      const football = playInstant('match', seededStream(`face:match:${i}`), STAKE, 'home', undefined, { matchSport: 'football' });
      // Dressed as football, the same round: the same winner and score, 中超 clubs instead of LPL ones.
      expect(football.payoutCents).toBe(match.payoutCents);
      expect(football.face).toMatchObject({ sport: 'football', homeMaps: face.homeMaps, awayMaps: face.awayMaps });
      const csl = fixtures.rosters.find((r) => r.league_ids.includes(100210))?.entrants.map((e) => (typeof e === 'string' ? e : e.name));
      expect(csl).toEqual(expect.arrayContaining([(football.face as Face<'match'>).home, (football.face as Face<'match'>).away]));
    }
  });
});
