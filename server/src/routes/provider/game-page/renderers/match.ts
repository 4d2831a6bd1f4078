import { MATCH_ODDS } from '../../../../venues/provider/stand-in-games';
import type { PagePart } from '../page-parts';

/**
 * E-sports and the sports venues' simulated matches: a match card (the two teams with their
 * badges, the odds of each side; BO3 maps for e-sports, goals for football). The teams are drawn
 * with the round, so the card shows 主队 and 客队 until the round answers; then the teams come up
 * and the maps or goals are played out to the round's score.
 */
export const MATCH: PagePart = {
  css: `
  .match-card { background: linear-gradient(135deg, #101a33, #24124a); border-radius: var(--radius); padding: 16px; color: #fff; }
  .match-meta { display: flex; justify-content: space-between; color: #b8c2dc; font-size: .85rem; margin: 0 0 12px; }
  .match-row { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 12px; }
  .team { display: grid; justify-items: center; gap: 6px; }
  .team svg { width: 64px; height: 64px; }
  .team-name { font-weight: 700; font-size: 1.1rem; }
  .team-odds { background: rgb(255 255 255 / 12%); border-radius: 999px; padding: 2px 12px; font-variant-numeric: tabular-nums; color: #ffd666; }
  .team--won .team-name { color: #ffd666; }
  .score { font-size: 2.2rem; font-weight: 800; font-variant-numeric: tabular-nums; letter-spacing: .1em; }
  .maps { display: flex; justify-content: center; gap: 8px; margin: 12px 0 0; padding: 0; list-style: none; font-size: .85rem; }
  .maps li { background: rgb(255 255 255 / 10%); border-radius: 6px; padding: 2px 8px; }
  `,
  js: `
RENDERERS.match = (() => {
  const ODDS = ${MATCH_ODDS.toFixed(2)};
  const COLORS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00897b', '#fdd835', '#6d4c41'];
  const colorOf = (name) => COLORS[[...name].reduce((sum, ch) => sum + ch.codePointAt(0), 0) % COLORS.length];
  const badge = (name) => svg('svg', { viewBox: '0 0 64 64', 'aria-hidden': 'true' },
    svg('path', { d: 'M32 3 L58 17 L58 47 L32 61 L6 47 L6 17 Z', fill: colorOf(name), stroke: '#fff', 'stroke-width': 2 }),
    svg('text', { x: 32, y: 40, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 800, fill: '#fff' }, [...name].slice(0, 2).join('')));
  const SPORTS = { esports: { meta: '电竞 · BO3', unit: (i) => '地图' + (i + 1) }, football: { meta: '足球 · 先进两球者胜', unit: (i) => '第' + (i + 1) + '球' } };
  let sides = {};
  let score = null;
  let maps = null;
  let meta = null;
  function team(key, name) {
    const box = el('div', { class: 'team' });
    sides[key] = box;
    paintTeam(key, name);
    return box;
  }
  function paintTeam(key, name) {
    sides[key].classList.remove('team--won');
    sides[key].replaceChildren(badge(name), el('span', { class: 'team-name' }, name), el('span', { class: 'team-odds' }, '@' + ODDS.toFixed(2)));
  }
  return {
    mount(stage, ctx) {
      sides = {};
      score = el('div', { class: 'score', 'aria-label': '比分' }, 'VS');
      maps = el('ol', { class: 'maps', 'aria-label': '过程' });
      meta = el('span', {}, SPORTS[ctx.session.matchSport || 'esports'].meta);
      stage.replaceChildren(el('div', { class: 'match-card', role: 'group', 'aria-label': '赛事' },
        el('p', { class: 'match-meta' }, meta, el('span', {}, '每局即开')),
        el('div', { class: 'match-row' }, team('home', ctx.session.choices[0]?.label ?? '主队'), score, team('away', ctx.session.choices[1]?.label ?? '客队')), maps));
    },
    async show(face) {
      const sport = SPORTS[face.sport];
      meta.textContent = sport.meta;
      paintTeam('home', face.home);
      paintTeam('away', face.away);
      maps.replaceChildren();
      // The maps in the order shown: the winner takes the first, the loser's map (if any) comes second.
      const winner = face.homeMaps === 2 ? 'home' : 'away';
      const loser = winner === 'home' ? 'away' : 'home';
      const order = face[loser + 'Maps'] ? [winner, loser, winner] : [winner, winner];
      const won = { home: 0, away: 0 };
      score.textContent = '0 : 0';
      for (let i = 0; i < order.length; i++) {
        await sleep(350);
        won[order[i]] += 1;
        score.textContent = won.home + ' : ' + won.away;
        maps.append(el('li', {}, sport.unit(i) + ' ' + face[order[i]]));
      }
      score.setAttribute('aria-label', '比分 ' + face.homeMaps + ':' + face.awayMaps);
      sides[winner].classList.add('team--won');
    },
  };
})();
`,
};
