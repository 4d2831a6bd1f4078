import type { LiveViewMatch } from '@betsite/contracts/stream';
import { svg, type Children } from '../shared/dom';

/**
 * Our own drawings of the fields, one per sport (pitch, court, table or diamond), 400x240 in the
 * page's SVG, and the ball that moves over them.
 */
export type FieldKind = 'pitch' | 'court' | 'tennis' | 'volley' | 'table' | 'snooker' | 'diamond';

const FIELD_OF: Readonly<Record<string, FieldKind>> = { FT: 'pitch', VF: 'pitch', BK: 'court', TN: 'tennis', VB: 'volley', TT: 'table', SK: 'snooker', OP: 'snooker', BS: 'diamond', FS: 'pitch' };
/** How the field is named to a screen reader. */
export const FIELD_NAMES: Record<FieldKind, string> = { pitch: '足球场', court: '篮球场', tennis: '网球场', volley: '排球场', table: '球台', snooker: '斯诺克球台', diamond: '棒球场' };

/** The field a sport is played on; a sport without its own drawing gets the pitch. */
export const fieldOf = (gameType: LiveViewMatch['match']['gameType']): FieldKind => FIELD_OF[gameType] ?? 'pitch';

/** The white lines of a field. */
const LINES = { stroke: 'rgba(255,255,255,.85)', 'stroke-width': 2, fill: 'none' } as const;
const lines = (...children: Children) => svg('g', LINES, ...children);
const ground = (fill: string, rx = 6) => svg('rect', { width: 400, height: 240, rx, fill });

const DRAWINGS: Record<FieldKind, () => Children> = {
  pitch: () => [
    ground('#2e8b3e'),
    svg('g', { fill: '#339944' }, [0, 2, 4, 6, 8].map((i) => svg('rect', { x: i * 40, width: 40, height: 240 }))),
    lines(
      svg('rect', { x: 10, y: 10, width: 380, height: 220 }), svg('line', { x1: 200, y1: 10, x2: 200, y2: 230 }), svg('circle', { cx: 200, cy: 120, r: 30 }),
      svg('rect', { x: 10, y: 60, width: 50, height: 120 }), svg('rect', { x: 340, y: 60, width: 50, height: 120 }), svg('rect', { x: 10, y: 95, width: 18, height: 50 }), svg('rect', { x: 372, y: 95, width: 18, height: 50 }),
    ),
  ],
  court: () => [
    ground('#c8894d'),
    lines(
      svg('rect', { x: 10, y: 10, width: 380, height: 220 }), svg('line', { x1: 200, y1: 10, x2: 200, y2: 230 }), svg('circle', { cx: 200, cy: 120, r: 28 }),
      svg('rect', { x: 10, y: 85, width: 70, height: 70 }), svg('rect', { x: 320, y: 85, width: 70, height: 70 }), svg('path', { d: 'M10 30 A 110 110 0 0 1 10 210' }), svg('path', { d: 'M390 30 A 110 110 0 0 0 390 210', transform: 'translate(0 0)' }),
    ),
  ],
  tennis: () => [
    ground('#3d7cc9'),
    lines(
      svg('rect', { x: 30, y: 30, width: 340, height: 180 }), svg('line', { x1: 30, y1: 50, x2: 370, y2: 50 }), svg('line', { x1: 30, y1: 190, x2: 370, y2: 190 }),
      svg('line', { x1: 110, y1: 50, x2: 110, y2: 190 }), svg('line', { x1: 290, y1: 50, x2: 290, y2: 190 }), svg('line', { x1: 110, y1: 120, x2: 290, y2: 120 }),
    ),
    svg('line', { x1: 200, y1: 22, x2: 200, y2: 218, stroke: '#fff', 'stroke-width': 4 }),
  ],
  volley: () => [
    ground('#e0a040'),
    lines(svg('rect', { x: 30, y: 40, width: 340, height: 160 }), svg('line', { x1: 143, y1: 40, x2: 143, y2: 200 }), svg('line', { x1: 257, y1: 40, x2: 257, y2: 200 })),
    svg('line', { x1: 200, y1: 30, x2: 200, y2: 210, stroke: '#fff', 'stroke-width': 5 }),
  ],
  table: () => [
    ground('#123a26'),
    svg('rect', { x: 40, y: 40, width: 320, height: 160, fill: '#1f5fa8', stroke: '#fff', 'stroke-width': 3 }),
    svg('line', { x1: 40, y1: 120, x2: 360, y2: 120, stroke: '#fff' }),
    svg('line', { x1: 200, y1: 34, x2: 200, y2: 206, stroke: '#ddd', 'stroke-width': 5 }),
  ],
  snooker: () => [
    ground('#5b3a1e', 10),
    svg('rect', { x: 20, y: 20, width: 360, height: 200, rx: 4, fill: '#1d7a3a' }),
    svg('g', { fill: '#111' }, [[22, 22], [200, 18], [378, 22], [22, 218], [200, 222], [378, 218]].map(([x, y]) => svg('circle', { cx: x, cy: y, r: 9 }))),
    svg('line', { x1: 90, y1: 20, x2: 90, y2: 220, stroke: 'rgba(255,255,255,.6)' }),
    svg('path', { d: 'M90 90 A 30 30 0 0 0 90 150', ...LINES }),
    svg('g', {},
      [[300, 120], [312, 114], [312, 126], [324, 108], [324, 120], [324, 132]].map(([cx, cy]) => svg('circle', { cx, cy, r: 6, fill: '#d22' })),
      svg('circle', { cx: 200, cy: 120, r: 6, fill: '#2b6ad1' }), svg('circle', { cx: 350, cy: 120, r: 6, fill: '#111' })),
  ],
  diamond: () => [
    ground('#2e8b3e'),
    svg('path', { d: 'M200 225 L95 120 L200 15 L305 120 Z', fill: '#c8894d' }),
    svg('path', { d: 'M200 200 L125 125 L200 50 L275 125 Z', ...LINES, fill: '#2e8b3e' }),
    svg('g', { fill: '#fff' }, [[200, 200], [125, 125], [200, 50], [275, 125]].map(([x = 0, y = 0]) => svg('rect', { x: x - 6, y: y - 6, width: 12, height: 12, transform: `rotate(45 ${x} ${y})` }))),
    svg('circle', { cx: 200, cy: 128, r: 8, fill: '#c8894d', stroke: '#fff' }),
  ],
};

/** The field's shapes, then the ball (a group the page moves with a CSS transform). */
export const fieldShapes = (kind: FieldKind): Children => [
  ...DRAWINGS[kind](),
  svg('g', { id: 'ball' }, svg('circle', { r: 7, fill: '#fff', stroke: '#222', 'stroke-width': 1.5 })),
];
