// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { FaceOf } from './renderer';
import { baccaratRenderer, handPoints, winnerOf } from './baccarat';
import { bidaxiaoRenderer, higherSeat } from './bidaxiao';
import { diceRenderer, diceVerdict } from './dice';
import { imageNames, reduceMotion, roundOf, sessionOf } from '../../test-support';

const card = (rank: FaceOf<'cards'>['mine']['rank'], suit: FaceOf<'cards'>['mine']['suit'] = 'spade') => ({ rank, suit });
const mount = <R extends { mount(stage: HTMLElement, ctx: never): void }>(renderer: R, kind: Parameters<typeof sessionOf>[0]) => {
  const stage = document.createElement('section');
  const session = sessionOf(kind);
  renderer.mount(stage, { session, game: session.games[0]!, choice: '' } as never);
  return stage;
};

beforeEach(reduceMotion);

describe('baccarat', () => {
  it('counts a hand as the house does: tens and faces 10, the last digit', () => {
    expect(handPoints([card('K'), card('9')])).toBe(9);
    expect(handPoints([card('7'), card('8'), card('A')])).toBe(6);
    expect(handPoints([card('10'), card('J')])).toBe(0);
  });

  it('calls the higher total the winner, equal totals a tie', () => {
    const face: FaceOf<'baccarat'> = { kind: 'baccarat', player: [card('5'), card('2')], banker: [card('K'), card('7')], playerTotal: 7, bankerTotal: 7 };
    expect([winnerOf(face), winnerOf({ ...face, bankerTotal: 8 }), winnerOf({ ...face, playerTotal: 9 })]).toEqual([null, 'banker', 'player']);
  });

  it('deals the round\'s cards to 闲 and 庄, names the totals and lights the winner', async () => {
    const renderer = baccaratRenderer();
    const stage = mount(renderer, 'baccarat');
    expect(imageNames(stage)).toEqual(['闲 未开牌', '闲 未开牌', '庄 未开牌', '庄 未开牌']);
    const face: FaceOf<'baccarat'> = { kind: 'baccarat', player: [card('5', 'heart'), card('2')], banker: [card('K'), card('2', 'diamond'), card('4')], playerTotal: 7, bankerTotal: 6 };
    await renderer.show(face, roundOf(face));
    expect(imageNames(stage)).toEqual(['闲 红桃 5', '闲 黑桃 2', '庄 黑桃 K', '庄 方块 2', '庄 黑桃 4']);
    expect(stage.querySelector('[aria-label="闲家 7 点"]')?.classList.contains('bac-hand--won')).toBe(true);
    expect(stage.querySelector('.bac-verdict')?.textContent).toBe('闲赢');
  });
});

describe('比大小', () => {
  it('ranks A highest and calls equal ranks a tie', () => {
    expect(higherSeat({ kind: 'cards', mine: card('A'), dealer: card('K') })).toBe('mine');
    expect(higherSeat({ kind: 'cards', mine: card('2'), dealer: card('3') })).toBe('dealer');
    expect(higherSeat({ kind: 'cards', mine: card('Q', 'heart'), dealer: card('Q') })).toBeNull();
  });

  it('turns over both cards of the round and says who is higher', async () => {
    const renderer = bidaxiaoRenderer();
    const stage = mount(renderer, 'cards');
    const face: FaceOf<'cards'> = { kind: 'cards', mine: card('9', 'club'), dealer: card('J', 'heart') };
    await renderer.show(face, roundOf(face));
    expect(imageNames(stage)).toEqual(['我的牌 梅花 9', '庄家的牌 红桃 J']);
    expect(stage.querySelector('.bac-verdict')?.textContent).toBe('庄家牌大');
  });
});

describe('骰宝', () => {
  it('says what the total makes and lights it; a triple lights nothing', () => {
    expect(diceVerdict({ kind: 'dice', dice: [1, 2, 4], total: 7, triple: false })).toEqual({ text: '7 点 小单', lit: ['small', 'odd'] });
    expect(diceVerdict({ kind: 'dice', dice: [6, 5, 1], total: 12, triple: false })).toEqual({ text: '12 点 大双', lit: ['big', 'even'] });
    expect(diceVerdict({ kind: 'dice', dice: [3, 3, 3], total: 9, triple: true })).toEqual({ text: '围骰 三，9 点', lit: [] });
  });

  it('lands the dice on the round\'s faces', async () => {
    const renderer = diceRenderer();
    const stage = mount(renderer, 'dice');
    const face: FaceOf<'dice'> = { kind: 'dice', dice: [6, 5, 1], total: 12, triple: false };
    await renderer.show(face, roundOf(face));
    expect(imageNames(stage)).toEqual(['第1颗骰子 6 点', '第2颗骰子 5 点', '第3颗骰子 1 点']);
    expect([...stage.querySelectorAll('.lit')].map((li) => li.firstChild?.textContent)).toEqual(['大', '双']);
  });
});
