import type { FaceOf, Renderer } from './renderer';
import { el, svg } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './dice.css';

/**
 * 骰宝: three dice under a glass dome on the felt. A round shakes the dome, the dice tumble and
 * land on the round's faces, and the board below lights what the total makes (小 4-10 or 大 11-17,
 * 单 or 双; a triple, 围骰, lights none of them).
 */
type Face = FaceOf<'dice'>;
type Cell = 'small' | 'big' | 'odd' | 'even';
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[26, 26], [50, 50], [74, 74]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};
const NAMES = ['一', '二', '三', '四', '五', '六'];
const BOARD: readonly (readonly [Cell, string, string])[] = [['small', '小', '4-10'], ['big', '大', '11-17'], ['odd', '单', '单数'], ['even', '双', '双数']];

// A die's 1 and 4 are red, as on a Chinese die.
const die = (n: number, i: number) => svg('svg', { class: 'die', viewBox: '0 0 100 100', role: 'img', 'aria-label': `第${i + 1}颗骰子 ${n} 点` },
  svg('rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, fill: '#fffdf7', stroke: '#d8cfb8', 'stroke-width': 3 }),
  (PIPS[n] ?? []).map(([cx, cy]) => svg('circle', { cx, cy, r: n === 1 ? 14 : 9, fill: n === 1 || n === 4 ? '#c8102e' : '#1f2329' })));

/** What the dice make, as the dome's line says it, and the board's cells it lights (none for a triple). */
export function diceVerdict(face: Face): { text: string; lit: Cell[] } {
  if (face.triple) return { text: `围骰 ${NAMES[(face.dice[0] ?? 1) - 1]}，${face.total} 点`, lit: [] };
  const big = face.total >= 11;
  const odd = face.total % 2 === 1;
  return { text: `${face.total} 点 ${big ? '大' : '小'}${odd ? '单' : '双'}`, lit: [big ? 'big' : 'small', odd ? 'odd' : 'even'] };
}

export function diceRenderer(): Renderer<'dice'> {
  let dome: HTMLDivElement | null = null;
  let total: HTMLParagraphElement | null = null;
  let cells = new Map<Cell, HTMLLIElement>();
  return {
    mount(stage) {
      dome = el('div', { class: 'dome', role: 'group', 'aria-label': '骰盅' }, [1, 2, 3].map((n, i) => die(n, i)));
      total = el('p', { class: 'dice-total' });
      cells = new Map(BOARD.map(([key, name, range]) => [key, el('li', {}, name, el('small', {}, range))]));
      const board = el('ul', { class: 'dice-board', 'aria-label': '投注区' }, [...cells.values()]);
      stage.replaceChildren(el('div', { class: 'felt dice-table' }, dome, total, board));
    },
    async show(face) {
      if (!dome || !total) return;
      total.textContent = '';
      for (const cell of cells.values()) cell.classList.remove('lit');
      dome.classList.add('dome--shaking');
      for (let step = 0; step < 6; step++) {
        dome.replaceChildren(...[0, 1, 2].map((i) => die(((step + i * 2) % 6) + 1, i)));
        await sleep(110);
      }
      dome.classList.remove('dome--shaking');
      dome.replaceChildren(...face.dice.map((n, i) => die(n, i)));
      const { text, lit } = diceVerdict(face);
      total.textContent = text;
      for (const key of lit) cells.get(key)?.classList.add('lit');
    },
  };
}
