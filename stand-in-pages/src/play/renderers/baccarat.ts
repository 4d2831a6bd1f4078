import type { FaceOf, Renderer } from './renderer';
import { cardBack, cardFace, type PlayingCard } from './playing-cards';
import { el } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './baccarat.css';

/**
 * Baccarat on a felt table: 闲 on the left in blue, 庄 on the right in red. The round's cards are
 * dealt in the house order (闲, 庄, 闲, 庄, then the third cards the rules drew), each total counting
 * up as its card lands, and the winning side lights up. The cards and totals are the round's face.
 */
type Side = 'player' | 'banker';
const SIDES: Record<Side, { name: string; css: string }> = { player: { name: '闲', css: 'player' }, banker: { name: '庄', css: 'banker' } };
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** The house order of the deal: two cards each, then the third cards the rules drew. */
const DEAL: readonly (readonly [Side, number])[] = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];

/** A hand's points so far: each card its rank (tens and faces 10), the total's last digit. */
export const handPoints = (cards: readonly PlayingCard[]): number => cards.reduce((sum, c) => sum + Math.min(RANKS.indexOf(c.rank) + 1, 10), 0) % 10;

/** The side the totals make the winner, or null for a tie. */
export const winnerOf = (face: FaceOf<'baccarat'>): Side | null =>
  face.playerTotal > face.bankerTotal ? 'player' : face.bankerTotal > face.playerTotal ? 'banker' : null;

interface Hand { box: HTMLDivElement; total: HTMLSpanElement; cards: HTMLDivElement }

export function baccaratRenderer(): Renderer<'baccarat'> {
  let hands: Partial<Record<Side, Hand>> = {};
  let verdict: HTMLParagraphElement | null = null;
  function hand(side: Side): HTMLDivElement {
    const total = el('span', { class: 'bac-total' }, '-');
    const cards = el('div', { class: 'bac-cards' }, cardBack(SIDES[side].name), cardBack(SIDES[side].name));
    const box = el('div', { class: `bac-hand bac-hand--${SIDES[side].css}`, role: 'group', 'aria-label': `${SIDES[side].name}家` },
      el('div', { class: 'bac-head' }, el('span', {}, SIDES[side].name), total), cards);
    hands[side] = { box, total, cards };
    return box;
  }
  return {
    mount(stage) {
      hands = {};
      verdict = el('p', { class: 'bac-verdict' });
      stage.replaceChildren(el('div', { class: 'felt' }, el('div', { class: 'bac' }, hand('player'), hand('banker')), verdict));
    },
    async show(face) {
      const { player, banker } = hands;
      if (!player || !banker || !verdict) return;
      const dealt: Record<Side, PlayingCard[]> = { player: [], banker: [] };
      for (const [side, h] of [['player', player], ['banker', banker]] as const) {
        h.cards.replaceChildren();
        h.total.textContent = '-';
        h.box.classList.remove('bac-hand--won');
        h.box.setAttribute('aria-label', `${SIDES[side].name}家`);
      }
      verdict.textContent = '';
      for (const [side, i] of DEAL) {
        const card = face[side][i];
        if (!card) continue;
        dealt[side].push(card);
        const h = side === 'player' ? player : banker;
        h.cards.append(cardFace(card, SIDES[side].name));
        h.total.textContent = String(handPoints(dealt[side]));
        await sleep(320);
      }
      player.total.textContent = String(face.playerTotal);
      banker.total.textContent = String(face.bankerTotal);
      player.box.setAttribute('aria-label', `闲家 ${face.playerTotal} 点`);
      banker.box.setAttribute('aria-label', `庄家 ${face.bankerTotal} 点`);
      const winner = winnerOf(face);
      if (winner) (winner === 'player' ? player : banker).box.classList.add('bac-hand--won');
      verdict.textContent = winner ? `${SIDES[winner].name}赢` : '和局';
    },
  };
}
