import type { PagePart } from '../page-parts';

/**
 * 比大小 (chess and cards): one card for the player and one for the dealer, face down until the
 * round answers, then turned over, the player's first; the higher card's side lights up.
 */
export const BIDAXIAO: PagePart = {
  css: `
  .bdx { display: flex; justify-content: center; gap: 48px; align-items: center; }
  .bdx-seat { display: grid; justify-items: center; gap: 8px; padding: 10px 16px; border-radius: 12px; border: 2px solid transparent; transition: box-shadow .3s; }
  .bdx-seat .card-svg { width: 96px; height: 135px; }
  .bdx-seat--won { border-color: #ffd666; box-shadow: 0 0 20px #ffd666; }
  @media (max-width: 420px) { .bdx { gap: 16px; } .bdx-seat .card-svg { width: 76px; height: 107px; } }
  .bdx-vs { font-size: 1.6rem; font-weight: 800; color: #ffd666; }
  `,
  js: `
RENDERERS.cards = (() => {
  const ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  let seats = {};
  let verdict = null;
  function seat(key, name) {
    const slot = el('div', {}, cardBack(name));
    const box = el('div', { class: 'bdx-seat', role: 'group', 'aria-label': name }, slot, el('strong', {}, name));
    seats[key] = { box, slot, name };
    return box;
  }
  return {
    mount(stage) {
      seats = {};
      verdict = el('p', { class: 'bac-verdict' });
      stage.replaceChildren(el('div', { class: 'felt' }, el('div', { class: 'bdx' }, seat('mine', '我的牌'), el('span', { class: 'bdx-vs' }, 'VS'), seat('dealer', '庄家的牌')), verdict));
    },
    async show(face) {
      verdict.textContent = '';
      for (const key of ['mine', 'dealer']) {
        seats[key].box.classList.remove('bdx-seat--won');
        seats[key].slot.replaceChildren(cardBack(seats[key].name));
      }
      await sleep(200);
      for (const key of ['mine', 'dealer']) {
        seats[key].slot.replaceChildren(cardFace(face[key], seats[key].name));
        await sleep(450);
      }
      const diff = ORDER.indexOf(face.mine.rank) - ORDER.indexOf(face.dealer.rank);
      if (diff !== 0) seats[diff > 0 ? 'mine' : 'dealer'].box.classList.add('bdx-seat--won');
      verdict.textContent = diff > 0 ? '我的牌大' : diff < 0 ? '庄家牌大' : '点数相同，和局';
    },
  };
})();
`,
};
