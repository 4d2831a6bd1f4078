import type { FaceOf, Renderer } from './renderer';
import { paytableOf } from './renderer';
import { el, svg } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './match.css';

/**
 * E-sports and the sports venues' simulated matches: a match card (the two teams with their
 * badges, the odds of each side; BO3 maps for e-sports, goals for football). The card names the
 * teams of the player's next match from the session's choices (主队 and 客队 where it names none);
 * the round plays that match: its teams come up and the maps or goals are played out to its
 * score. The odds come from the session.
 */
type Face = FaceOf<'match'>;
type Side = 'home' | 'away';
const COLORS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#00897b', '#fdd835', '#6d4c41'];
const SPORTS: Record<Face['sport'], { meta: string; unit: (i: number) => string }> = {
  esports: { meta: '电竞 · BO3', unit: (i) => `地图${i + 1}` },
  football: { meta: '足球 · 先进两球者胜', unit: (i) => `第${i + 1}球` },
};

/** A team's badge colour, the same for the same name on every page. */
export const colorOf = (name: string): string => COLORS[[...name].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % COLORS.length] ?? '#e53935';

/** The maps (or goals) in the order shown: the winner takes the first, the loser's map (if any) comes second. */
export function playOrder(face: Face): Side[] {
  const winner: Side = face.homeMaps === 2 ? 'home' : 'away';
  const loser: Side = winner === 'home' ? 'away' : 'home';
  return face[loser === 'home' ? 'homeMaps' : 'awayMaps'] ? [winner, loser, winner] : [winner, winner];
}

const badge = (name: string) => svg('svg', { viewBox: '0 0 64 64', 'aria-hidden': 'true' },
  svg('path', { d: 'M32 3 L58 17 L58 47 L32 61 L6 47 L6 17 Z', fill: colorOf(name), stroke: '#fff', 'stroke-width': 2 }),
  svg('text', { x: 32, y: 40, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 800, fill: '#fff' }, [...name].slice(0, 2).join('')));

export function matchRenderer(): Renderer<'match'> {
  let odds = 0;
  let sides: Partial<Record<Side, HTMLDivElement>> = {};
  let score: HTMLDivElement | null = null;
  let maps: HTMLOListElement | null = null;
  let meta: HTMLSpanElement | null = null;
  function paintTeam(side: HTMLDivElement, name: string) {
    side.classList.remove('team--won');
    side.replaceChildren(badge(name), el('span', { class: 'team-name' }, name), el('span', { class: 'team-odds' }, `@${odds.toFixed(2)}`));
  }
  function team(key: Side, name: string): HTMLDivElement {
    const box = el('div', { class: 'team' });
    sides[key] = box;
    paintTeam(box, name);
    return box;
  }
  return {
    mount(stage, ctx) {
      odds = paytableOf(ctx.session, 'match').odds;
      sides = {};
      score = el('div', { class: 'score', 'aria-label': '比分' }, 'VS');
      maps = el('ol', { class: 'maps', 'aria-label': '过程' });
      meta = el('span', {}, SPORTS[ctx.session.matchSport ?? 'esports'].meta);
      stage.replaceChildren(el('div', { class: 'match-card', role: 'group', 'aria-label': '赛事' },
        el('p', { class: 'match-meta' }, meta, el('span', {}, '每局即开')),
        el('div', { class: 'match-row' }, team('home', ctx.session.choices[0]?.label ?? '主队'), score, team('away', ctx.session.choices[1]?.label ?? '客队')), maps));
    },
    async show(face) {
      const { home, away } = sides;
      if (!home || !away || !score || !maps || !meta) return;
      const sport = SPORTS[face.sport];
      meta.textContent = sport.meta;
      paintTeam(home, face.home);
      paintTeam(away, face.away);
      maps.replaceChildren();
      const order = playOrder(face);
      const won: Record<Side, number> = { home: 0, away: 0 };
      score.textContent = '0 : 0';
      for (const [i, side] of order.entries()) {
        await sleep(350);
        won[side] += 1;
        score.textContent = `${won.home} : ${won.away}`;
        maps.append(el('li', {}, `${sport.unit(i)} ${face[side]}`));
      }
      score.setAttribute('aria-label', `比分 ${face.homeMaps}:${face.awayMaps}`);
      (order[0] === 'home' ? home : away).classList.add('team--won');
    },
  };
}
