import type { FaceOf, Renderer } from './renderer';
import { cardBack, cardFace } from './playing-cards';
import { el } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './bidaxiao.css';

/**
 * 比大小 (chess and cards): one card for the player and one for the dealer, face down until the
 * round answers, then turned over, the player's first; the higher card's side lights up. It sits
 * on baccarat's felt with baccarat's verdict line (baccarat.css).
 */
type Seat = 'mine' | 'dealer';
const ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SEAT_NAMES: Record<Seat, string> = { mine: '我的牌', dealer: '庄家的牌' };

/** The seat whose card is higher (A high), or null when the ranks are equal. */
export function higherSeat(face: FaceOf<'cards'>): Seat | null {
  const diff = ORDER.indexOf(face.mine.rank) - ORDER.indexOf(face.dealer.rank);
  return diff > 0 ? 'mine' : diff < 0 ? 'dealer' : null;
}

const VERDICTS: Record<Seat | 'tie', string> = { mine: '我的牌大', dealer: '庄家牌大', tie: '点数相同，和局' };

interface SeatView { box: HTMLDivElement; slot: HTMLDivElement }

export function bidaxiaoRenderer(): Renderer<'cards'> {
  let seats: Partial<Record<Seat, SeatView>> = {};
  let verdict: HTMLParagraphElement | null = null;
  function seat(key: Seat): HTMLDivElement {
    const slot = el('div', {}, cardBack(SEAT_NAMES[key]));
    const box = el('div', { class: 'bdx-seat', role: 'group', 'aria-label': SEAT_NAMES[key] }, slot, el('strong', {}, SEAT_NAMES[key]));
    seats[key] = { box, slot };
    return box;
  }
  return {
    mount(stage) {
      seats = {};
      verdict = el('p', { class: 'bac-verdict' });
      stage.replaceChildren(el('div', { class: 'felt' }, el('div', { class: 'bdx' }, seat('mine'), el('span', { class: 'bdx-vs' }, 'VS'), seat('dealer')), verdict));
    },
    async show(face) {
      const { mine, dealer } = seats;
      if (!mine || !dealer || !verdict) return;
      verdict.textContent = '';
      for (const [key, view] of [['mine', mine], ['dealer', dealer]] as const) {
        view.box.classList.remove('bdx-seat--won');
        view.slot.replaceChildren(cardBack(SEAT_NAMES[key]));
      }
      await sleep(200);
      for (const [key, view] of [['mine', mine], ['dealer', dealer]] as const) {
        view.slot.replaceChildren(cardFace(face[key], SEAT_NAMES[key]));
        await sleep(450);
      }
      const higher = higherSeat(face);
      if (higher) (higher === 'mine' ? mine : dealer).box.classList.add('bdx-seat--won');
      verdict.textContent = VERDICTS[higher ?? 'tie'];
    },
  };
}
