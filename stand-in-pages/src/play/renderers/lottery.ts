import type { ProviderSession } from '@betsite/contracts/provider';
import type { FaceOf, Renderer } from './renderer';
import { el, svg } from '../../shared/dom';
import { sleep } from '../../shared/motion';
import './lottery.css';

/**
 * 分分彩: a draw every minute of the server clock. The machine shows the last draw of this page's
 * rounds as three numbered balls with its period; a ticket bought shows the period it waits for
 * and the balls turning until the draw; a draw that came in (the page reads the session every
 * few seconds) rolls the balls onto its digits. The digits are the settled round's face.
 */
type Face = FaceOf<'lottery'>;
type Drawn = Face & { digits: number[] };

/** The sum line under the balls: 和值 and what it makes (大 from 14, 单 or 双). */
export function sumText(digits: readonly number[]): string {
  const sum = digits.reduce((a, b) => a + b, 0);
  return `和值 ${sum}（${sum >= 14 ? '大' : '小'}，${sum % 2 ? '单' : '双'}）`;
}

/** The newest settled draw among the session's rounds, if any. */
export const lastDraw = (session: ProviderSession): Drawn | undefined =>
  session.recent.map((r) => r.face).find((f): f is Drawn => f.kind === 'lottery' && f.digits !== null);

export function lotteryRenderer(): Renderer<'lottery'> {
  let balls: HTMLSpanElement[] = [];
  let period: HTMLParagraphElement | null = null;
  let sum: HTMLParagraphElement | null = null;
  let shownPeriod: number | null = null;
  let waiting = false;
  function ball(i: number, digit: number | null): SVGSVGElement {
    const shown = digit === null ? '?' : String(digit);
    return svg('svg', { class: `ball${digit === null && waiting ? ' ball--rolling' : ''}`, viewBox: '0 0 80 80', role: 'img', 'aria-label': `第${i + 1}球 ${shown}` },
      svg('defs', {}, svg('radialGradient', { id: `ball-shine-${i}`, cx: '35%', cy: '30%', r: '70%' }, svg('stop', { offset: '0%', 'stop-color': '#ff8a8a' }), svg('stop', { offset: '100%', 'stop-color': '#b0001e' }))),
      svg('circle', { cx: 40, cy: 40, r: 37, fill: `url(#ball-shine-${i})` }),
      svg('circle', { cx: 40, cy: 40, r: 20, fill: '#fff' }),
      svg('text', { x: 40, y: 49, 'text-anchor': 'middle', 'font-size': 26, 'font-weight': 800, fill: '#b0001e' }, shown));
  }
  function paint(digits: readonly number[] | null) {
    balls.forEach((slot, i) => slot.replaceChildren(ball(i, digits ? (digits[i] ?? null) : null)));
    if (sum) sum.textContent = digits ? sumText(digits) : '';
  }
  function settle(drawn: Drawn) {
    paint(drawn.digits);
    if (period) period.textContent = `第 ${drawn.period} 期开奖`;
    shownPeriod = drawn.period;
  }
  async function roll(drawn: Drawn) {
    for (let step = 0; step < 8; step++) {
      paint([0, 1, 2].map((i) => (step * 3 + i * 7) % 10));
      await sleep(90);
    }
    settle(drawn);
  }
  /** Every session read: a newer settled draw of this page's rounds rolls in (at mount it is painted at once). */
  function follow(session: ProviderSession, animate: boolean) {
    const drawn = lastDraw(session);
    waiting = session.tickets.length > 0;
    if (drawn && drawn.period !== shownPeriod) {
      if (animate) void roll(drawn);
      else settle(drawn);
    }
  }
  return {
    mount(stage, ctx) {
      balls = [0, 1, 2].map(() => el('span', {}));
      period = el('p', { class: 'draw-period' }, '等待首次开奖');
      sum = el('p', { class: 'draw-sum' });
      shownPeriod = null;
      stage.replaceChildren(el('div', { class: 'draw', role: 'group', 'aria-label': '开奖' }, period, el('div', { class: 'balls' }, balls), sum));
      paint(null);
      follow(ctx.session, false);
    },
    update: (session) => follow(session, true),
    async show(face) {
      waiting = true;
      paint(null);
      if (period) period.textContent = `已购买第 ${face.period} 期，等待开奖`;
      shownPeriod = null;
      await sleep(300);
    },
  };
}
