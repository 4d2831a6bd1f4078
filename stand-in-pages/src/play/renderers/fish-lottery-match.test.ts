// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaceOf } from './renderer';
import { catchText, fishRenderer, targetOf } from './fish';
import { lastDraw, lotteryRenderer, sumText } from './lottery';
import { colorOf, matchRenderer, playOrder } from './match';
import { imageNames, reduceMotion, roundOf, sessionOf } from '../../test-support';

beforeEach(reduceMotion);

const MULTIPLES = { small: 2, medium: 5, shark: 20 };

describe('fishing', () => {
  it('aims at the chosen fish, the first when the choice names none', () => {
    expect([targetOf('shark'), targetOf(''), targetOf('whale')]).toEqual(['shark', 'small', 'small']);
  });

  it('names the catch with its multiple from the session, or the fish that got away', () => {
    expect(catchText({ kind: 'fish', target: 'medium', caught: true }, MULTIPLES)).toBe('捕获 海龟 ×5');
    expect(catchText({ kind: 'fish', target: 'shark', caught: false }, MULTIPLES)).toBe('鲨鱼 逃脱了');
  });

  it('draws the three fish with the session\'s multiples and the sight on the chosen one', () => {
    const stage = document.createElement('section');
    const session = sessionOf('fish', { paytable: { kind: 'fish', multiples: { small: 3, medium: 7, shark: 30 } } });
    fishRenderer().mount(stage, { session, game: session.games[0]!, choice: 'medium' });
    expect(imageNames(stage)).toEqual(['小丑鱼 ×3', '海龟 ×7', '鲨鱼 ×30']);
    expect(stage.querySelector('.fish--target')?.getAttribute('aria-label')).toBe('海龟 ×7');
  });
});

describe('分分彩', () => {
  const drawn = (period: number, digits: number[]) => roundOf({ kind: 'lottery', period, digits }, { outcome: 'lose' });

  it('sums the digits and says what the sum makes (大 from 14)', () => {
    expect([sumText([9, 4, 1]), sumText([1, 2, 3]), sumText([0, 0, 0])]).toEqual(['和值 14（大，双）', '和值 6（小，双）', '和值 0（小，双）']);
  });

  it('shows the newest settled draw of the session\'s rounds, skipping tickets still waiting', () => {
    const waiting = roundOf({ kind: 'lottery', period: 12, digits: null }, { outcome: 'pending' });
    const session = sessionOf('lottery', { recent: [waiting, drawn(11, [1, 2, 3]), drawn(10, [4, 5, 6])] });
    expect(lastDraw(session)).toEqual({ kind: 'lottery', period: 11, digits: [1, 2, 3] });
    const stage = document.createElement('section');
    lotteryRenderer().mount(stage, { session, game: session.games[0]!, choice: 'big' });
    expect(imageNames(stage)).toEqual(['第1球 1', '第2球 2', '第3球 3']);
    expect(stage.querySelector('.draw-period')?.textContent).toBe('第 11 期开奖');
  });

  it('turns the balls to ? once a ticket is bought, until a later read brings its draw', async () => {
    const renderer = lotteryRenderer();
    const stage = document.createElement('section');
    const session = sessionOf('lottery');
    renderer.mount(stage, { session, game: session.games[0]!, choice: 'big' });
    expect(stage.querySelector('.draw-period')?.textContent).toBe('等待首次开奖');
    const bought: FaceOf<'lottery'> = { kind: 'lottery', period: 12, digits: null };
    await renderer.show(bought, roundOf(bought, { outcome: 'pending' }));
    expect(imageNames(stage)).toEqual(['第1球 ?', '第2球 ?', '第3球 ?']);
    expect(stage.querySelector('.draw-period')?.textContent).toBe('已购买第 12 期，等待开奖');
    vi.useFakeTimers();
    try {
      renderer.update?.(sessionOf('lottery', { recent: [drawn(12, [7, 0, 9])] }));
      // The balls roll (eight turns of at most 40 ms under reduced motion), then settle on the draw.
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    expect(imageNames(stage)).toEqual(['第1球 7', '第2球 0', '第3球 9']);
    expect(stage.querySelector('.draw-period')?.textContent).toBe('第 12 期开奖');
  });
});

describe('the match card', () => {
  it('plays the winner\'s maps first, the loser\'s one (if any) second', () => {
    const face = (homeMaps: number, awayMaps: number): FaceOf<'match'> => ({ kind: 'match', sport: 'esports', home: 'IG', away: 'EDG', homeMaps, awayMaps });
    expect([playOrder(face(2, 0)), playOrder(face(1, 2)), playOrder(face(2, 1))]).toEqual([['home', 'home'], ['away', 'home', 'away'], ['home', 'away', 'home']]);
  });

  it('gives a team the same badge colour every time', () => {
    expect(colorOf('上海海港')).toBe(colorOf('上海海港'));
    expect(colorOf('IG')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('names the next match\'s teams from the session\'s choices with its odds, then plays out the round\'s score', async () => {
    const renderer = matchRenderer();
    const stage = document.createElement('section');
    const choices = [{ value: 'home', label: '上海海港' }, { value: 'away', label: '北京国安' }];
    const session = sessionOf('match', { matchSport: 'football', paytable: { kind: 'match', odds: 1.9 }, choices });
    renderer.mount(stage, { session, game: session.games[0]!, choice: 'home' });
    expect(stage.textContent).toContain('足球 · 先进两球者胜');
    expect([...stage.querySelectorAll('.team-name, .team-odds')].map((n) => n.textContent)).toEqual(['上海海港', '@1.90', '北京国安', '@1.90']);
    const unnamed = document.createElement('section');
    matchRenderer().mount(unnamed, { session: { ...session, choices: [] }, game: session.games[0]!, choice: '' });
    expect([...unnamed.querySelectorAll('.team-name')].map((n) => n.textContent)).toEqual(['主队', '客队']);
    const face: FaceOf<'match'> = { kind: 'match', sport: 'football', home: '上海海港', away: '北京国安', homeMaps: 1, awayMaps: 2 };
    await renderer.show(face, roundOf(face));
    expect(stage.querySelector('[aria-label="比分 1:2"]')?.textContent).toBe('1 : 2');
    expect([...stage.querySelectorAll('.maps li')].map((li) => li.textContent)).toEqual(['第1球 北京国安', '第2球 上海海港', '第3球 北京国安']);
    expect(stage.querySelector('.team--won .team-name')?.textContent).toBe('北京国安');
  });
});
