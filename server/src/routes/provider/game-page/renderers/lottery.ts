import type { PagePart } from '../page-parts';

/**
 * 分分彩: a draw every minute of the server clock. The machine shows the last draw of this page's
 * rounds as three numbered balls with its period; a ticket bought shows the period it waits for
 * and the balls turning until the draw; a draw that came in (the page reads the session every
 * few seconds) rolls the balls onto its digits. The digits are the settled round's face.
 */
export const LOTTERY: PagePart = {
  css: `
  .draw { background: radial-gradient(circle at 50% 0%, #5b1020, #240409); border-radius: var(--radius); padding: 16px; color: #fff; text-align: center; }
  .draw-period { margin: 0 0 10px; color: #ffe8a3; }
  .balls { display: flex; justify-content: center; gap: 18px; }
  .ball { width: 78px; height: 78px; }
  .ball--rolling { animation: ball-roll .3s linear infinite; }
  @keyframes ball-roll { from { transform: rotate(0); } to { transform: rotate(360deg); } }
  .draw-sum { margin: 10px 0 0; font-weight: 700; min-height: 1.4em; }
  `,
  js: `
RENDERERS.lottery = (() => {
  let balls = [];
  let period = null;
  let sum = null;
  let shownPeriod = null;
  let waiting = false;
  function ball(i, digit) {
    const shown = digit === null ? '?' : String(digit);
    return svg('svg', { class: 'ball' + (digit === null && waiting ? ' ball--rolling' : ''), viewBox: '0 0 80 80', role: 'img', 'aria-label': '第' + (i + 1) + '球 ' + shown },
      svg('defs', {}, svg('radialGradient', { id: 'ball-shine-' + i, cx: '35%', cy: '30%', r: '70%' }, svg('stop', { offset: '0%', 'stop-color': '#ff8a8a' }), svg('stop', { offset: '100%', 'stop-color': '#b0001e' }))),
      svg('circle', { cx: 40, cy: 40, r: 37, fill: 'url(#ball-shine-' + i + ')' }),
      svg('circle', { cx: 40, cy: 40, r: 20, fill: '#fff' }),
      svg('text', { x: 40, y: 49, 'text-anchor': 'middle', 'font-size': 26, 'font-weight': 800, fill: '#b0001e' }, shown));
  }
  function paint(digits) {
    balls.forEach((slot, i) => slot.replaceChildren(ball(i, digits ? digits[i] : null)));
    sum.textContent = digits ? '和值 ' + digits.reduce((a, b) => a + b, 0) + '（' + (digits.reduce((a, b) => a + b, 0) >= 14 ? '大' : '小') + '，' + (digits.reduce((a, b) => a + b, 0) % 2 ? '单' : '双') + '）' : '';
  }
  async function roll(face) {
    for (let step = 0; step < 8; step++) {
      paint([0, 1, 2].map((i) => (step * 3 + i * 7) % 10));
      await sleep(90);
    }
    paint(face.digits);
    period.textContent = '第 ' + face.period + ' 期开奖';
    shownPeriod = face.period;
  }
  return {
    mount(stage, ctx) {
      balls = [0, 1, 2].map(() => el('span', {}));
      period = el('p', { class: 'draw-period' }, '等待首次开奖');
      sum = el('p', { class: 'draw-sum' });
      shownPeriod = null;
      stage.replaceChildren(el('div', { class: 'draw', role: 'group', 'aria-label': '开奖' }, period, el('div', { class: 'balls' }, balls), sum));
      paint(null);
      this.update(ctx.session, false);
    },
    /** Every session read: a newer settled draw of this page's rounds rolls in. */
    update(session, animate = true) {
      const drawn = session.recent.map((r) => r.face).find((f) => f.kind === 'lottery' && f.digits);
      waiting = session.tickets.length > 0;
      if (drawn && drawn.period !== shownPeriod) {
        if (animate) void roll(drawn);
        else { paint(drawn.digits); period.textContent = '第 ' + drawn.period + ' 期开奖'; shownPeriod = drawn.period; }
      }
    },
    async show(face) {
      waiting = true;
      paint(null);
      period.textContent = '已购买第 ' + face.period + ' 期，等待开奖';
      shownPeriod = null;
      await sleep(300);
    },
  };
})();
`,
};
