import { MAHJONG_GAME_NAME, SLOT_LABELS, SLOT_PAYS, SLOT_TWO_CHERRIES_PAYS } from '../../../../venues/provider/stand-in-games';
import type { PagePart } from '../page-parts';

/**
 * Slots: three reels in a cabinet. Fruit games draw 7, BAR, a bell, a lemon and cherries; 麻将
 * games the same symbols as mahjong tiles (红中, 发财, 白板, 八万, 五筒). A spin runs the reels and
 * stops them left to right on the round's reels; a winning line lights up. The names and the pay
 * table come from the game's own constants, so the page and the record always agree.
 */
export const SLOT: PagePart = {
  css: `
  .cabinet { background: linear-gradient(#3b0a14, #1a0308); border: 4px solid var(--accent); border-radius: 18px; padding: 16px; }
  .cabinet--mahjong { background: linear-gradient(#0f5132, #052e1c); }
  .reels { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; background: #fff8e6; border-radius: 12px; padding: 10px; box-shadow: inset 0 4px 12px rgb(0 0 0 / 45%); }
  .cabinet--mahjong .reels { background: #e9f5ec; }
  .reel { display: grid; place-items: center; height: 120px; border-radius: 8px; background: linear-gradient(#fff, #f1eadb 50%, #fff); overflow: hidden; transition: box-shadow .3s; }
  .reel svg { width: min(112px, 92%); height: auto; }
  .reel--spinning svg { animation: reel-roll .09s linear infinite; filter: blur(1.5px); }
  .reel--stopped svg { animation: reel-stop .25s ease-out; }
  .reel--lit { box-shadow: 0 0 0 3px #ffd666, 0 0 18px #ffd666; }
  @keyframes reel-roll { from { transform: translateY(-40%); } to { transform: translateY(40%); } }
  @keyframes reel-stop { from { transform: translateY(-18%); } 60% { transform: translateY(6%); } to { transform: none; } }
  .paytable { display: flex; flex-wrap: wrap; gap: 6px 14px; justify-content: center; margin: 10px 0 0; padding: 0; list-style: none; color: #ffe8a3; font-size: .85rem; }
  `,
  js: `
RENDERERS.slot = (() => {
  const LABELS = ${JSON.stringify(SLOT_LABELS)};
  const PAYS = ${JSON.stringify(SLOT_PAYS)};
  const TWO_CHERRIES = ${SLOT_TWO_CHERRIES_PAYS};
  const SYMBOLS = Object.keys(PAYS);
  const text = (x, y, size, color, value, extra) => svg('text', Object.assign({ x, y, 'font-size': size, 'text-anchor': 'middle', fill: color, 'font-weight': 800, 'font-family': 'serif' }, extra || {}), value);
  const FRUIT = {
    SEVEN: () => [text(50, 78, 76, '#d32f2f', '7', { stroke: '#7f0000', 'stroke-width': 2 })],
    BAR: () => [svg('rect', { x: 10, y: 32, width: 80, height: 36, rx: 6, fill: '#1f2329' }), text(50, 60, 26, '#fff', 'BAR', { 'font-family': 'sans-serif' })],
    BELL: () => [svg('path', { d: 'M50 14 C30 14 26 36 26 52 L18 70 H82 L74 52 C74 36 70 14 50 14Z', fill: '#f5b700', stroke: '#9a6b00', 'stroke-width': 2 }), svg('circle', { cx: 50, cy: 78, r: 7, fill: '#9a6b00' })],
    LEMON: () => [svg('ellipse', { cx: 50, cy: 52, rx: 32, ry: 24, fill: '#ffe14d', stroke: '#c9a600', 'stroke-width': 2 }), svg('ellipse', { cx: 40, cy: 44, rx: 10, ry: 5, fill: '#fff6b0' })],
    CHERRY: () => [svg('path', { d: 'M34 62 Q40 30 62 16 M66 64 Q62 38 62 16', stroke: '#2e7d32', 'stroke-width': 3, fill: 'none' }), svg('path', { d: 'M62 16 Q76 10 82 22 Q70 26 62 16Z', fill: '#43a047' }), svg('circle', { cx: 32, cy: 70, r: 15, fill: '#d81b3c' }), svg('circle', { cx: 66, cy: 72, r: 15, fill: '#c2185b' })],
  };
  const tile = (inner) => [svg('rect', { x: 14, y: 10, width: 72, height: 84, rx: 9, fill: '#1b7f4b' }), svg('rect', { x: 14, y: 6, width: 72, height: 82, rx: 9, fill: '#fdf8ec', stroke: '#d8cfb8' }), ...inner];
  const ring = (cx, cy, color) => [svg('circle', { cx, cy, r: 9, fill: 'none', stroke: color, 'stroke-width': 3 }), svg('circle', { cx, cy, r: 3, fill: color })];
  const MAHJONG = {
    SEVEN: () => tile([text(50, 64, 50, '#c62828', '中')]),
    BAR: () => tile([text(50, 64, 50, '#1b7f4b', '發')]),
    BELL: () => tile([svg('rect', { x: 26, y: 18, width: 48, height: 58, rx: 4, fill: 'none', stroke: '#1e5aa8', 'stroke-width': 4 })]),
    LEMON: () => tile([text(50, 42, 30, '#1f2329', '八'), text(50, 76, 30, '#c62828', '萬')]),
    CHERRY: () => tile([...ring(33, 26, '#1e5aa8'), ...ring(67, 26, '#1b7f4b'), ...ring(50, 47, '#c62828'), ...ring(33, 68, '#1b7f4b'), ...ring(67, 68, '#1e5aa8')]),
  };
  const draw = (theme, symbol) => svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, (theme === 'mahjong' ? MAHJONG : FRUIT)[symbol]());
  let theme = 'fruit';
  let reels = [];
  let cabinet = null;
  function showSymbol(reel, symbol, index) {
    reel.replaceChildren(draw(theme, symbol));
    reel.setAttribute('aria-label', '第' + (index + 1) + '轴 ' + LABELS[theme][symbol]);
  }
  return {
    mount(stage, ctx) {
      theme = ${MAHJONG_GAME_NAME.toString()}.test(ctx.game.gameName) ? 'mahjong' : 'fruit';
      reels = [0, 1, 2].map((i) => el('div', { class: 'reel', role: 'img' }));
      reels.forEach((reel, i) => showSymbol(reel, SYMBOLS[(i * 2) % SYMBOLS.length], i));
      const pays = SYMBOLS.map((s) => el('li', {}, LABELS[theme][s] + ' ×3 = ' + PAYS[s] + ' 倍'));
      pays.push(el('li', {}, LABELS[theme].CHERRY + ' ×2 = ' + TWO_CHERRIES + ' 倍'));
      cabinet = el('div', { class: 'cabinet cabinet--' + theme }, el('div', { class: 'reels', role: 'group', 'aria-label': '转轴' }, reels), el('ul', { class: 'paytable', 'aria-label': '赔付表' }, pays));
      stage.replaceChildren(cabinet);
    },
    async show(face) {
      theme = face.theme;
      reels.forEach((reel) => { reel.classList.remove('reel--lit', 'reel--stopped'); reel.classList.add('reel--spinning'); });
      let tick = 0;
      const timer = setInterval(() => {
        tick += 1;
        reels.forEach((reel, i) => { if (reel.classList.contains('reel--spinning')) reel.replaceChildren(draw(theme, SYMBOLS[(tick + i * 2) % SYMBOLS.length])); });
      }, 80);
      try {
        for (let i = 0; i < 3; i++) {
          await sleep(i === 0 ? 700 : 300);
          reels[i].classList.remove('reel--spinning');
          reels[i].classList.add('reel--stopped');
          showSymbol(reels[i], face.reels[i], i);
        }
      } finally {
        clearInterval(timer);
      }
      const [a, b, c] = face.reels;
      if (a === b && b === c) reels.forEach((reel) => reel.classList.add('reel--lit'));
      else if (face.reels.filter((s) => s === 'CHERRY').length === 2) face.reels.forEach((s, i) => { if (s === 'CHERRY') reels[i].classList.add('reel--lit'); });
    },
  };
})();
`,
};
