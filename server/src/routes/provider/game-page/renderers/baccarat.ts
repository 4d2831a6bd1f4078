import type { PagePart } from '../page-parts';

/**
 * Baccarat on a felt table: 闲 on the left in blue, 庄 on the right in red. The round's cards are
 * dealt in the house order (闲, 庄, 闲, 庄, then the third cards the rules drew), each total counting
 * up as its card lands, and the winning side lights up. The cards and totals are the round's face.
 */
export const BACCARAT: PagePart = {
  css: `
  .felt { background: radial-gradient(ellipse at 50% 30%, #1d7a4a, #0d4a2c); border-radius: var(--radius); padding: 16px; color: #fff; }
  .bac { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .bac-hand { border: 2px solid rgb(255 255 255 / 35%); border-radius: 12px; padding: 10px; min-height: 150px; display: grid; gap: 8px; align-content: start; transition: box-shadow .3s, border-color .3s; }
  .bac-hand--player { border-color: #5b9bff; }
  .bac-hand--banker { border-color: #ff6b6b; }
  .bac-hand--won { box-shadow: 0 0 0 3px #ffd666, 0 0 24px #ffd666; }
  .bac-head { display: flex; justify-content: space-between; align-items: baseline; font-weight: 700; }
  .bac-total { font-size: 1.6rem; font-variant-numeric: tabular-nums; }
  .bac-cards { display: flex; gap: 6px; min-height: 90px; }
  @media (max-width: 560px) { .bac { grid-template-columns: 1fr; } .bac-hand { min-height: 0; } }
  .bac-verdict { text-align: center; font-weight: 700; font-size: 1.2rem; min-height: 1.5em; margin: 10px 0 0; color: #ffd666; }
  `,
  js: `
RENDERERS.baccarat = (() => {
  const SIDES = { player: { name: '闲', css: 'player' }, banker: { name: '庄', css: 'banker' } };
  let hands = {};
  let verdict = null;
  function hand(side) {
    const total = el('span', { class: 'bac-total' }, '-');
    const cards = el('div', { class: 'bac-cards' }, cardBack(SIDES[side].name), cardBack(SIDES[side].name));
    const box = el('div', { class: 'bac-hand bac-hand--' + SIDES[side].css, role: 'group', 'aria-label': SIDES[side].name + '家' },
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
      const dealt = { player: [], banker: [] };
      for (const side of ['player', 'banker']) {
        hands[side].cards.replaceChildren();
        hands[side].total.textContent = '-';
        hands[side].box.classList.remove('bac-hand--won');
        hands[side].box.setAttribute('aria-label', SIDES[side].name + '家');
      }
      verdict.textContent = '';
      const order = [['player', 0], ['banker', 0], ['player', 1], ['banker', 1], ['player', 2], ['banker', 2]];
      for (const [side, i] of order) {
        const card = face[side][i];
        if (!card) continue;
        dealt[side].push(card);
        hands[side].cards.append(cardFace(card, SIDES[side].name));
        hands[side].total.textContent = String(dealt[side].reduce((sum, c) => sum + Math.min(['A','2','3','4','5','6','7','8','9','10','J','Q','K'].indexOf(c.rank) + 1, 10), 0) % 10);
        await sleep(320);
      }
      hands.player.total.textContent = String(face.playerTotal);
      hands.banker.total.textContent = String(face.bankerTotal);
      hands.player.box.setAttribute('aria-label', '闲家 ' + face.playerTotal + ' 点');
      hands.banker.box.setAttribute('aria-label', '庄家 ' + face.bankerTotal + ' 点');
      const winner = face.playerTotal > face.bankerTotal ? 'player' : face.bankerTotal > face.playerTotal ? 'banker' : null;
      if (winner) hands[winner].box.classList.add('bac-hand--won');
      verdict.textContent = winner ? SIDES[winner].name + '赢' : '和局';
    },
  };
})();
`,
};
