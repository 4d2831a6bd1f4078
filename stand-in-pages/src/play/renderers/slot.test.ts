// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaytableOf } from './renderer';
import { litReels, paytableLines, slotRenderer } from './slot';
import { imageNames, reduceMotion, roundOf, sessionOf } from '../../test-support';

const TABLE: PaytableOf<'slot'> = {
  kind: 'slot',
  names: { fruit: { SEVEN: '7', BAR: 'BAR', BELL: '铃铛', LEMON: '柠檬', CHERRY: '樱桃' }, mahjong: { SEVEN: '红中', BAR: '发财', BELL: '白板', LEMON: '八万', CHERRY: '五筒' } },
  threeOfAKind: { SEVEN: 100, BAR: 50, BELL: 15, LEMON: 6, CHERRY: 5 },
  twoCherries: 2,
};

describe('the slot\'s rules as drawn', () => {
  it('lights all three reels for three of a kind, the two cherries for two, none else', () => {
    expect(litReels(['BELL', 'BELL', 'BELL'])).toEqual([0, 1, 2]);
    expect(litReels(['CHERRY', 'SEVEN', 'CHERRY'])).toEqual([0, 2]);
    expect(litReels(['CHERRY', 'CHERRY', 'CHERRY'])).toEqual([0, 1, 2]);
    expect(litReels(['CHERRY', 'SEVEN', 'BAR'])).toEqual([]);
  });

  it('lists the pay table in the theme\'s names, from the session\'s numbers', () => {
    expect(paytableLines(TABLE, 'mahjong')).toEqual(['红中 ×3 = 100 倍', '发财 ×3 = 50 倍', '白板 ×3 = 15 倍', '八万 ×3 = 6 倍', '五筒 ×3 = 5 倍', '五筒 ×2 = 2 倍']);
    expect(paytableLines({ ...TABLE, threeOfAKind: { ...TABLE.threeOfAKind, SEVEN: 250 } }, 'fruit')[0]).toBe('7 ×3 = 250 倍');
  });
});

describe('the slot\'s stage', () => {
  beforeEach(reduceMotion);

  it('draws three reels in the game\'s theme and stops them on the round\'s reels, lighting a win', async () => {
    const stage = document.createElement('section');
    const slot = slotRenderer();
    const session = sessionOf('slot', { paytable: TABLE, games: [{ gameCode: 'PG_1001', gameName: '麻将胡了', theme: 'mahjong' }] });
    slot.mount(stage, { session, game: session.games[0]!, choice: '' });
    expect(stage.querySelector('.cabinet--mahjong')).not.toBeNull();
    expect(imageNames(stage)).toEqual(['第1轴 红中', '第2轴 白板', '第3轴 五筒']);
    await slot.show({ kind: 'slot', theme: 'mahjong', reels: ['BAR', 'BAR', 'BAR'] }, roundOf({ kind: 'slot', theme: 'mahjong', reels: ['BAR', 'BAR', 'BAR'] }));
    expect(imageNames(stage)).toEqual(['第1轴 发财', '第2轴 发财', '第3轴 发财']);
    expect(stage.querySelectorAll('.reel--lit')).toHaveLength(3);
  });
});
