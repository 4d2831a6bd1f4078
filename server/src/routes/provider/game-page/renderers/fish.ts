import { FISH } from '../../../../venues/provider/stand-in-games';
import type { PagePart } from '../page-parts';

/**
 * Fishing: a sea with the three targets swimming in their lanes (小丑鱼, 海龟, 鲨鱼), a cannon at the
 * bottom. The chosen target wears a sight; a shot flies to it, the net opens, and the fish is
 * caught (it turns belly up, the multiple pops out) or gets away, as the round's face says.
 */
export const FISHING: PagePart = {
  css: `
  .sea { display: block; width: 100%; height: auto; border-radius: var(--radius); background: linear-gradient(#0b5394, #062a4f); }
  .fish { transition: opacity .4s; }
  .fish__body { animation: swim 3.2s ease-in-out infinite alternate; transform-box: fill-box; }
  .fish--medium .fish__body { animation-duration: 4.4s; }
  .fish--shark .fish__body { animation-duration: 5.6s; }
  @keyframes swim { from { transform: translateX(-18px); } to { transform: translateX(18px); } }
  .sight { display: none; }
  .fish--target .sight { display: inline; animation: sight-pulse 1s ease-in-out infinite; transform-box: fill-box; transform-origin: center; }
  @keyframes sight-pulse { 50% { transform: scale(1.12); } }
  .fish--caught .fish__body { animation: caught .8s ease-in forwards; }
  @keyframes caught { to { transform: rotate(180deg) scale(.6); opacity: .2; } }
  .fish--escaped .fish__body { animation: escape .8s ease-in forwards; }
  @keyframes escape { to { transform: translateX(360px); opacity: 0; } }
  .shot { transition: transform .35s ease-in; }
  .net { opacity: 0; transform-box: fill-box; transform-origin: center; }
  .net--open { animation: net-open .5s ease-out forwards; }
  @keyframes net-open { from { opacity: .9; transform: scale(.2); } to { opacity: 0; transform: scale(1.6); } }
  .sea-verdict { font-size: 28px; font-weight: 800; }
  `,
  js: `
RENDERERS.fish = (() => {
  const MULTIPLES = ${JSON.stringify(Object.fromEntries(Object.entries(FISH).map(([key, f]) => [key, f.multiple])))};
  const LANES = { small: [130, 90], medium: [300, 150], shark: [470, 95] };
  const CANNON = [300, 268];
  const NAMES = { small: '小丑鱼', medium: '海龟', shark: '鲨鱼' };
  const BODIES = {
    small: () => [svg('ellipse', { cx: 0, cy: 0, rx: 30, ry: 17, fill: '#ff8c1a' }), svg('path', { d: 'M-28 0 L-46 -14 L-46 14 Z', fill: '#ff8c1a' }), svg('rect', { x: -8, y: -16, width: 7, height: 32, fill: '#fff' }), svg('rect', { x: 12, y: -12, width: 6, height: 24, fill: '#fff' }), svg('circle', { cx: 20, cy: -4, r: 3, fill: '#111' })],
    medium: () => [svg('ellipse', { cx: -26, cy: -18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: -26, cy: 18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 22, cy: -18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 22, cy: 18, rx: 12, ry: 6, fill: '#5fa052' }), svg('ellipse', { cx: 42, cy: 0, rx: 12, ry: 9, fill: '#7cbf6a' }), svg('ellipse', { cx: 0, cy: 0, rx: 36, ry: 24, fill: '#2f6b3a', stroke: '#a5d68f', 'stroke-width': 3 }), svg('path', { d: 'M-18 -12 L0 -18 L18 -12 L18 12 L0 18 L-18 12 Z', fill: 'none', stroke: '#a5d68f', 'stroke-width': 2 })],
    shark: () => [svg('path', { d: 'M-70 0 Q-20 -34 50 -6 Q62 0 50 6 Q-20 30 -70 0 Z', fill: '#8b9bb0' }), svg('path', { d: 'M-8 -18 L8 -46 L18 -14 Z', fill: '#6d7d92' }), svg('path', { d: 'M-66 0 L-92 -24 L-84 0 L-92 24 Z', fill: '#6d7d92' }), svg('path', { d: 'M-40 6 Q0 22 44 4', fill: '#e6ebf2' }), svg('circle', { cx: 34, cy: -6, r: 3, fill: '#111' })],
  };
  let fishes = {};
  let shot = null;
  let net = null;
  let verdict = null;
  let target = 'small';
  return {
    mount(stage, ctx) {
      fishes = {};
      const sea = svg('svg', { class: 'sea', viewBox: '0 0 600 300', role: 'group', 'aria-label': '渔场' });
      for (let i = 0; i < 14; i++) sea.append(svg('circle', { cx: 20 + ((i * 97) % 560), cy: 20 + ((i * 53) % 220), r: 2 + (i % 3), fill: 'rgb(255 255 255 / 25%)' }));
      for (const key of Object.keys(LANES)) {
        const [x, y] = LANES[key];
        const g = svg('g', { class: 'fish fish--' + key, transform: 'translate(' + x + ' ' + y + ')', role: 'img', 'aria-label': NAMES[key] + ' ×' + MULTIPLES[key] },
          svg('g', { class: 'fish__body' }, BODIES[key]()),
          svg('circle', { class: 'sight', cx: 0, cy: 0, r: 52, fill: 'none', stroke: '#ffd666', 'stroke-width': 3, 'stroke-dasharray': '10 6' }),
          svg('text', { x: 0, y: 62, 'text-anchor': 'middle', 'font-size': 15, fill: '#ffe8a3' }, '×' + MULTIPLES[key]));
        fishes[key] = g;
        sea.append(g);
      }
      net = svg('circle', { class: 'net', cx: 0, cy: 0, r: 40, fill: 'none', stroke: '#fff', 'stroke-width': 3, 'stroke-dasharray': '4 4' });
      shot = svg('circle', { class: 'shot', cx: 0, cy: 0, r: 7, fill: '#ffd666', transform: 'translate(' + CANNON[0] + ' ' + CANNON[1] + ')', opacity: 0 });
      verdict = svg('text', { class: 'sea-verdict', x: 300, y: 40, 'text-anchor': 'middle', fill: '#ffd666' });
      sea.append(net, shot,
        svg('rect', { x: 270, y: 270, width: 60, height: 30, rx: 6, fill: '#d4a017' }),
        svg('rect', { x: 292, y: 236, width: 16, height: 40, rx: 4, fill: '#b8860b' }), verdict);
      stage.replaceChildren(sea);
      this.aim(ctx.choice);
    },
    aim(choice) {
      target = LANES[choice] ? choice : 'small';
      for (const key of Object.keys(fishes)) fishes[key].classList.toggle('fish--target', key === target);
    },
    async show(face) {
      this.aim(face.target);
      const fish = fishes[face.target];
      fish.classList.remove('fish--caught', 'fish--escaped');
      verdict.textContent = '';
      const [x, y] = LANES[face.target];
      shot.setAttribute('opacity', '1');
      shot.setAttribute('transform', 'translate(' + x + ' ' + y + ')');
      await sleep(380);
      shot.setAttribute('opacity', '0');
      net.setAttribute('cx', String(x));
      net.setAttribute('cy', String(y));
      net.classList.remove('net--open');
      void net.getBoundingClientRect();
      net.classList.add('net--open');
      fish.classList.add(face.caught ? 'fish--caught' : 'fish--escaped');
      verdict.textContent = face.caught ? '捕获 ' + NAMES[face.target] + ' ×' + MULTIPLES[face.target] : NAMES[face.target] + ' 逃脱了';
      await sleep(900);
      shot.setAttribute('transform', 'translate(' + CANNON[0] + ' ' + CANNON[1] + ')');
      fish.classList.remove('fish--caught', 'fish--escaped');
    },
  };
})();
`,
};