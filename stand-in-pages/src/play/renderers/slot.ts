import type { FaceOf, PaytableOf, Renderer } from './renderer';
import { paytableOf } from './renderer';
import { el, svg, type Children } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './slot.css';

/**
 * Slots: three reels in a cabinet. Fruit games draw 7, BAR, a bell, a lemon and cherries; 麻将
 * games the same symbols as mahjong tiles (红中, 发财, 白板, 八万, 五筒). A spin runs the reels and
 * stops them left to right on the round's reels; a winning line lights up. The names and the pay
 * table come from the session (the game's own constants), so the page and the record always agree.
 */
type Face = FaceOf<'slot'>;
type Theme = Face['theme'];
type SlotSymbol = Face['reels'][number];

/** The reels a round lights: all three for three of a kind, the two cherries for two; none else. */
export function litReels(reels: readonly SlotSymbol[]): number[] {
  const [a, b, c] = reels;
  if (a === b && b === c) return [0, 1, 2];
  const cherries = reels.flatMap((s, i) => (s === 'CHERRY' ? [i] : []));
  return cherries.length === 2 ? cherries : [];
}

/** The pay table's lines: each symbol three times, then two cherries. */
export function paytableLines(table: PaytableOf<'slot'>, theme: Theme): string[] {
  const names = table.names[theme];
  const symbols = Object.keys(table.threeOfAKind) as SlotSymbol[];
  return [...symbols.map((s) => `${names[s]} ×3 = ${table.threeOfAKind[s]} 倍`), `${names.CHERRY} ×2 = ${table.twoCherries} 倍`];
}

const text = (x: number, y: number, size: number, color: string, value: string, extra: Record<string, string | number> = {}) =>
  svg('text', { x, y, 'font-size': size, 'text-anchor': 'middle', fill: color, 'font-weight': 800, 'font-family': 'serif', ...extra }, value);
const FRUIT: Record<SlotSymbol, () => Children> = {
  SEVEN: () => [text(50, 78, 76, '#d32f2f', '7', { stroke: '#7f0000', 'stroke-width': 2 })],
  BAR: () => [svg('rect', { x: 10, y: 32, width: 80, height: 36, rx: 6, fill: '#1f2329' }), text(50, 60, 26, '#fff', 'BAR', { 'font-family': 'sans-serif' })],
  BELL: () => [svg('path', { d: 'M50 14 C30 14 26 36 26 52 L18 70 H82 L74 52 C74 36 70 14 50 14Z', fill: '#f5b700', stroke: '#9a6b00', 'stroke-width': 2 }), svg('circle', { cx: 50, cy: 78, r: 7, fill: '#9a6b00' })],
  LEMON: () => [svg('ellipse', { cx: 50, cy: 52, rx: 32, ry: 24, fill: '#ffe14d', stroke: '#c9a600', 'stroke-width': 2 }), svg('ellipse', { cx: 40, cy: 44, rx: 10, ry: 5, fill: '#fff6b0' })],
  CHERRY: () => [svg('path', { d: 'M34 62 Q40 30 62 16 M66 64 Q62 38 62 16', stroke: '#2e7d32', 'stroke-width': 3, fill: 'none' }), svg('path', { d: 'M62 16 Q76 10 82 22 Q70 26 62 16Z', fill: '#43a047' }), svg('circle', { cx: 32, cy: 70, r: 15, fill: '#d81b3c' }), svg('circle', { cx: 66, cy: 72, r: 15, fill: '#c2185b' })],
};
const tile = (inner: Children) => [svg('rect', { x: 14, y: 10, width: 72, height: 84, rx: 9, fill: '#1b7f4b' }), svg('rect', { x: 14, y: 6, width: 72, height: 82, rx: 9, fill: '#fdf8ec', stroke: '#d8cfb8' }), ...inner];
const ring = (cx: number, cy: number, color: string) => [svg('circle', { cx, cy, r: 9, fill: 'none', stroke: color, 'stroke-width': 3 }), svg('circle', { cx, cy, r: 3, fill: color })];
const MAHJONG: Record<SlotSymbol, () => Children> = {
  SEVEN: () => tile([text(50, 64, 50, '#c62828', '中')]),
  BAR: () => tile([text(50, 64, 50, '#1b7f4b', '發')]),
  BELL: () => tile([svg('rect', { x: 26, y: 18, width: 48, height: 58, rx: 4, fill: 'none', stroke: '#1e5aa8', 'stroke-width': 4 })]),
  LEMON: () => tile([text(50, 42, 30, '#1f2329', '八'), text(50, 76, 30, '#c62828', '萬')]),
  CHERRY: () => tile([...ring(33, 26, '#1e5aa8'), ...ring(67, 26, '#1b7f4b'), ...ring(50, 47, '#c62828'), ...ring(33, 68, '#1b7f4b'), ...ring(67, 68, '#1e5aa8')]),
};
const draw = (theme: Theme, symbol: SlotSymbol) => svg('svg', { viewBox: '0 0 100 100', 'aria-hidden': 'true' }, ...(theme === 'mahjong' ? MAHJONG : FRUIT)[symbol]());

export function slotRenderer(): Renderer<'slot'> {
  let table: PaytableOf<'slot'> | null = null;
  let symbols: SlotSymbol[] = [];
  let theme: Theme = 'fruit';
  let reels: HTMLDivElement[] = [];
  const showSymbol = (reel: HTMLElement, symbol: SlotSymbol, index: number) => {
    reel.replaceChildren(draw(theme, symbol));
    reel.setAttribute('aria-label', `第${index + 1}轴 ${table?.names[theme][symbol] ?? symbol}`);
  };
  const symbolAt = (i: number): SlotSymbol => symbols[i % symbols.length] ?? 'SEVEN';
  return {
    mount(stage, ctx) {
      table = paytableOf(ctx.session, 'slot');
      symbols = Object.keys(table.threeOfAKind) as SlotSymbol[];
      theme = ctx.game.theme ?? 'fruit';
      reels = [0, 1, 2].map(() => el('div', { class: 'reel', role: 'img' }));
      reels.forEach((reel, i) => showSymbol(reel, symbolAt(i * 2), i));
      const pays = paytableLines(table, theme).map((line) => el('li', {}, line));
      stage.replaceChildren(el('div', { class: `cabinet cabinet--${theme}` }, el('div', { class: 'reels', role: 'group', 'aria-label': '转轴' }, reels), el('ul', { class: 'paytable', 'aria-label': '赔付表' }, pays)));
    },
    async show(face) {
      theme = face.theme;
      reels.forEach((reel) => {
        reel.classList.remove('reel--lit', 'reel--stopped');
        reel.classList.add('reel--spinning');
      });
      let tick = 0;
      const timer = setInterval(() => {
        tick += 1;
        reels.forEach((reel, i) => {
          if (reel.classList.contains('reel--spinning')) reel.replaceChildren(draw(theme, symbolAt(tick + i * 2)));
        });
      }, 80);
      try {
        for (const [i, reel] of reels.entries()) {
          await sleep(i === 0 ? 700 : 300);
          reel.classList.remove('reel--spinning');
          reel.classList.add('reel--stopped');
          showSymbol(reel, face.reels[i] ?? symbolAt(i), i);
        }
      } finally {
        clearInterval(timer);
      }
      for (const i of litReels(face.reels)) reels[i]?.classList.add('reel--lit');
    },
  };
}
