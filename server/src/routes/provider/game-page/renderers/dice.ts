import type { PagePart } from '../page-parts';

/**
 * 骰宝: three dice under a glass dome on the felt. A round shakes the dome, the dice tumble and
 * land on the round's faces, and the board below lights what the total makes (小 4-10 or 大 11-17,
 * 单 or 双; a triple, 围骰, lights none of them).
 */
export const DICE: PagePart = {
  css: `
  .dice-table { display: grid; justify-items: center; gap: 12px; }
  .dome { display: flex; gap: 14px; padding: 22px 30px; border-radius: 50% 50% 16px 16px / 70% 70% 16px 16px; background: radial-gradient(ellipse at 50% 20%, rgb(255 255 255 / 35%), rgb(255 255 255 / 8%)); border: 2px solid rgb(255 255 255 / 45%); }
  .dome--shaking { animation: dome-shake .12s linear infinite; }
  @keyframes dome-shake { 25% { transform: translate(-4px, 1px) rotate(-2deg); } 75% { transform: translate(4px, -1px) rotate(2deg); } }
  .die { width: 64px; height: 64px; filter: drop-shadow(0 3px 3px rgb(0 0 0 / 40%)); }
  .dome--shaking .die { animation: die-tumble .25s linear infinite; }
  @keyframes die-tumble { to { transform: rotate(360deg); } }
  .dice-total { font-size: 1.3rem; font-weight: 800; min-height: 1.5em; margin: 0; color: #ffd666; }
  .dice-board { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; width: 100%; max-width: 420px; margin: 0; padding: 0; list-style: none; }
  .dice-board li { border: 2px solid rgb(255 255 255 / 45%); border-radius: 10px; padding: 6px; text-align: center; font-weight: 700; }
  .dice-board small { display: block; font-weight: 400; opacity: .8; }
  .dice-board .lit { background: #ffd666; color: #5b3a00; border-color: #ffd666; }
  `,
  js: `
RENDERERS.dice = (() => {
  const PIPS = { 1: [[50, 50]], 2: [[28, 28], [72, 72]], 3: [[26, 26], [50, 50], [74, 74]], 4: [[28, 28], [72, 28], [28, 72], [72, 72]], 5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]], 6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]] };
  const NAMES = ['一', '二', '三', '四', '五', '六'];
  // A die's 1 and 4 are red, as on a Chinese die.
  const die = (n, i) => svg('svg', { class: 'die', viewBox: '0 0 100 100', role: 'img', 'aria-label': '第' + (i + 1) + '颗骰子 ' + n + ' 点' },
    svg('rect', { x: 4, y: 4, width: 92, height: 92, rx: 18, fill: '#fffdf7', stroke: '#d8cfb8', 'stroke-width': 3 }),
    PIPS[n].map(([cx, cy]) => svg('circle', { cx, cy, r: n === 1 ? 14 : 9, fill: n === 1 || n === 4 ? '#c8102e' : '#1f2329' })));
  const BOARD = [['small', '小', '4-10'], ['big', '大', '11-17'], ['odd', '单', '单数'], ['even', '双', '双数']];
  let dome = null;
  let total = null;
  let cells = {};
  return {
    mount(stage) {
      dome = el('div', { class: 'dome', role: 'group', 'aria-label': '骰盅' }, [1, 2, 3].map((n, i) => die(n, i)));
      total = el('p', { class: 'dice-total' });
      cells = {};
      const board = el('ul', { class: 'dice-board', 'aria-label': '投注区' }, BOARD.map(([key, name, range]) => (cells[key] = el('li', {}, name, el('small', {}, range)))));
      stage.replaceChildren(el('div', { class: 'felt dice-table' }, dome, total, board));
    },
    async show(face) {
      total.textContent = '';
      Object.values(cells).forEach((cell) => cell.classList.remove('lit'));
      dome.classList.add('dome--shaking');
      for (let step = 0; step < 6; step++) {
        dome.replaceChildren(...[0, 1, 2].map((i) => die(((step + i * 2) % 6) + 1, i)));
        await sleep(110);
      }
      dome.classList.remove('dome--shaking');
      dome.replaceChildren(...face.dice.map((n, i) => die(n, i)));
      if (face.triple) {
        total.textContent = '围骰 ' + NAMES[face.dice[0] - 1] + '，' + face.total + ' 点';
        return;
      }
      total.textContent = face.total + ' 点 ' + (face.total >= 11 ? '大' : '小') + (face.total % 2 ? '单' : '双');
      cells[face.total >= 11 ? 'big' : 'small'].classList.add('lit');
      cells[face.total % 2 ? 'odd' : 'even'].classList.add('lit');
    },
  };
})();
`,
};
