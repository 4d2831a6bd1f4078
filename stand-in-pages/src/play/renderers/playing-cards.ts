import type { FaceOf } from './renderer';
import { svg } from '../../shared/dom';
import './playing-cards.css';

/**
 * Playing cards drawn in SVG, shared by baccarat and 比大小: a face (rank in the corners, the
 * suit large in the middle) or a back, each an image named the way a player reads it (红桃 K).
 * A dealt card turns over (the .card--dealt animation).
 */
export type PlayingCard = FaceOf<'cards'>['mine'];

const SUITS = {
  spade: { mark: '♠', name: '黑桃', color: '#1f2329' },
  heart: { mark: '♥', name: '红桃', color: '#c8102e' },
  club: { mark: '♣', name: '梅花', color: '#1f2329' },
  diamond: { mark: '♦', name: '方块', color: '#c8102e' },
} as const satisfies Record<PlayingCard['suit'], { mark: string; name: string; color: string }>;

export const cardName = (card: PlayingCard): string => `${SUITS[card.suit].name} ${card.rank}`;

export function cardFace(card: PlayingCard, owner: string): SVGSVGElement {
  const suit = SUITS[card.suit];
  return svg('svg', { class: 'card-svg card--dealt', viewBox: '0 0 64 90', role: 'img', 'aria-label': `${owner} ${cardName(card)}` },
    svg('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#fff', stroke: '#c9ccd1' }),
    svg('text', { x: 7, y: 19, 'font-size': 15, 'font-weight': 700, fill: suit.color }, card.rank),
    svg('text', { x: 7, y: 33, 'font-size': 13, fill: suit.color }, suit.mark),
    svg('text', { x: 32, y: 60, 'font-size': 32, 'text-anchor': 'middle', fill: suit.color }, suit.mark),
    svg('text', { x: 57, y: 84, 'font-size': 15, 'font-weight': 700, 'text-anchor': 'end', fill: suit.color }, card.rank));
}

export function cardBack(owner: string): SVGSVGElement {
  return svg('svg', { class: 'card-svg', viewBox: '0 0 64 90', role: 'img', 'aria-label': `${owner} 未开牌` },
    svg('rect', { x: 1, y: 1, width: 62, height: 88, rx: 6, fill: '#8c0b20', stroke: '#fff', 'stroke-width': 2 }),
    svg('rect', { x: 7, y: 7, width: 50, height: 76, rx: 4, fill: 'none', stroke: '#d4a017', 'stroke-width': 1.5 }),
    svg('path', { d: 'M32 20 L48 45 L32 70 L16 45 Z', fill: 'none', stroke: '#d4a017', 'stroke-width': 1.5 }),
    svg('circle', { cx: 32, cy: 45, r: 6, fill: '#d4a017' }));
}
