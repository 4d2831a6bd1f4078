import type { FaceOf, PaytableOf, Renderer } from './renderer';
import { paytableOf } from './renderer';
import { svg, type Children } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './fish.css';

/**
 * Fishing: a sea with the three targets swimming in their lanes (小丑鱼, 海龟, 鲨鱼), a cannon at the
 * bottom. The chosen target wears a sight; a shot flies to it, the net opens, and the fish is
 * caught (it turns belly up, the multiple pops out) or gets away, as the round's face says. The
 * multiples come from the session (the game's own constants).
 */
type Target = FaceOf<'fish'>['target'];
type Multiples = PaytableOf<'fish'>['multiples'];

const LANES: Record<Target, readonly [number, number]> = { small: [130, 90], medium: [300, 150], shark: [470, 95] };
const TARGETS = Object.keys(LANES) as Target[];
const CANNON = [300, 268] as const;
const NAMES: Record<Target, string> = { small: '小丑鱼', medium: '海龟', shark: '鲨鱼' };
const BODIES: Record<Target, () => Children> = {
  small: () => [svg('ellipse', { cx: 0, cy: 0, rx: 30, ry: 17, fill: '#ff8c1a' }), svg('path', { d: 'M-28 0 L-46 -14 L-46 14 Z', fill: '#ff8c1a' }), svg('rect', { x: -8, y: -16, width: 7, height: 32, fill: '#fff' }), svg('rect', { x: 12, y: -12, width: 6, height: 24, fill: '#fff' }), svg('circle', { cx: 20, cy: -4, r: 3, fill: '#111' })],
  medium: () => [svg('ellipse', { cx: -26, cy: -18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: -26, cy: 18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 22, cy: -18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 22, cy: 18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 42, cy: 0, rx: 12, ry: 9, fill: '#7cbf6a' }), svg('ellipse', { cx: 0, cy: 0, rx: 36, ry: 24, fill: '#2f6b3a', stroke: '#a5d68f', 'stroke-width': 3 }), svg('path', { d: 'M-18 -12 L0 -18 L18 -12 L18 12 L0 18 L-18 12 Z', fill: 'none', stroke: '#a5d68f', 'stroke-width': 2 })],
  shark: () => [svg('path', { d: 'M-70 0 Q-20 -34 50 -6 Q62 0 50 6 Q-20 30 -70 0 Z', fill: '#8b9bb0' }), svg('path', { d: 'M-8 -18 L8 -46 L18 -14 Z', fill: '#6d7d92' }), svg('path', { d: 'M-66 0 L-92 -24 L-84 0 L-92 24 Z', fill: '#6d7d92' }), svg('path', { d: 'M-40 6 Q0 22 44 4', fill: '#e6ebf2' }), svg('circle', { cx: 34, cy: -6, r: 3, fill: '#111' })],
};

/** The fish a choice aims at: the chosen one, or the first when the choice names none. */
export const targetOf = (choice: string): Target => (TARGETS as string[]).includes(choice) ? (choice as Target) : 'small';

/** What the sea says after the shot. */
export const catchText = (face: FaceOf<'fish'>, multiples: Multiples): string =>
  face.caught ? `捕获 ${NAMES[face.target]} ×${multiples[face.target]}` : `${NAMES[face.target]} 逃脱了`;

const at = ([x, y]: readonly [number, number]) => `translate(${x} ${y})`;

export function fishRenderer(): Renderer<'fish'> {
  let multiples: Multiples = { small: 0, medium: 0, shark: 0 };
  let fishes = new Map<Target, SVGGElement>();
  let shot: SVGCircleElement | null = null;
  let net: SVGCircleElement | null = null;
  let verdict: SVGTextElement | null = null;
  const renderer: Renderer<'fish'> = {
    mount(stage, ctx) {
      multiples = paytableOf(ctx.session, 'fish').multiples;
      fishes = new Map();
      const sea = svg('svg', { class: 'sea', viewBox: '0 0 600 300', role: 'group', 'aria-label': '渔场' });
      for (let i = 0; i < 14; i++) sea.append(svg('circle', { cx: 20 + ((i * 97) % 560), cy: 20 + ((i * 53) % 220), r: 2 + (i % 3), fill: 'rgb(255 255 255 / 25%)' }));
      for (const key of TARGETS) {
        const g = svg('g', { class: `fish fish--${key}`, transform: at(LANES[key]), role: 'img', 'aria-label': `${NAMES[key]} ×${multiples[key]}` },
          svg('g', { class: 'fish__body' }, ...BODIES[key]()),
          svg('circle', { class: 'sight', cx: 0, cy: 0, r: 52, fill: 'none', stroke: '#ffd666', 'stroke-width': 3, 'stroke-dasharray': '10 6' }),
          svg('text', { x: 0, y: 62, 'text-anchor': 'middle', 'font-size': 15, fill: '#ffe8a3' }, `×${multiples[key]}`));
        fishes.set(key, g);
        sea.append(g);
      }
      net = svg('circle', { class: 'net', cx: 0, cy: 0, r: 40, fill: 'none', stroke: '#fff', 'stroke-width': 3, 'stroke-dasharray': '4 4' });
      shot = svg('circle', { class: 'shot', cx: 0, cy: 0, r: 7, fill: '#ffd666', transform: at(CANNON), opacity: 0 });
      verdict = svg('text', { class: 'sea-verdict', x: 300, y: 40, 'text-anchor': 'middle', fill: '#ffd666' });
      sea.append(net, shot,
        svg('rect', { x: 270, y: 270, width: 60, height: 30, rx: 6, fill: '#d4a017' }),
        svg('rect', { x: 292, y: 236, width: 16, height: 40, rx: 4, fill: '#b8860b' }), verdict);
      stage.replaceChildren(sea);
      renderer.aim?.(ctx.choice);
    },
    aim(choice) {
      const target = targetOf(choice);
      for (const [key, fish] of fishes) fish.classList.toggle('fish--target', key === target);
    },
    async show(face) {
      renderer.aim?.(face.target);
      const fish = fishes.get(face.target);
      if (!fish || !shot || !net || !verdict) return;
      fish.classList.remove('fish--caught', 'fish--escaped');
      verdict.textContent = '';
      const [x, y] = LANES[face.target];
      shot.setAttribute('opacity', '1');
      shot.setAttribute('transform', at([x, y]));
      await sleep(380);
      shot.setAttribute('opacity', '0');
      net.setAttribute('cx', String(x));
      net.setAttribute('cy', String(y));
      net.classList.remove('net--open');
      // Reading the layout restarts the net's animation when the same fish is shot twice in a row.
      void net.getBoundingClientRect();
      net.classList.add('net--open');
      fish.classList.add(face.caught ? 'fish--caught' : 'fish--escaped');
      verdict.textContent = catchText(face, multiples);
      await sleep(900);
      shot.setAttribute('transform', at(CANNON));
      fish.classList.remove('fish--caught', 'fish--escaped');
    },
  };
  return renderer;
}
