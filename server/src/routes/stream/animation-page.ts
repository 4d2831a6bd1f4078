import { Code } from '@betsite/contracts/status-codes';

/**
 * The stand-in animation page (动画直播, GET /__stream/:gameId/animation), what an animation
 * provider's page would be: the sport's pitch, court or table in our own SVG, the teams, score,
 * period and clock, and the match's score events as the server clock reaches them (it polls
 * POST /__stream/match every second; the clock is the server's, so a QA clock move shows here).
 * Plain HTML and a little script, no build, no external asset; every text from the server goes in
 * through textContent, never as markup. The site frames it on the live page.
 */
export const ANIMATION_PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>动画直播</title>
<link rel="icon" href="data:,">
<style>
  :root { --bg: #0f1a14; --panel: rgba(0,0,0,.55); --text: #f5f7fa; --muted: #b8c2cc; --home: #e53950; --away: #2f7de1; --accent: #f0c040; }
  * { box-sizing: border-box; }
  html, body { height: 100%; }
  body { margin: 0; background: var(--bg); color: var(--text); font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; display: flex; flex-direction: column; }
  header { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; gap: 8px; padding: 8px 12px; background: var(--panel); }
  .team { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .team.home { text-align: right; color: #ffd6dc; }
  .team.away { color: #d6e6ff; }
  .board { text-align: center; }
  #score { font-size: 1.6rem; font-weight: 800; font-variant-numeric: tabular-nums; letter-spacing: .05em; }
  #sub { font-size: .8rem; color: var(--muted); font-variant-numeric: tabular-nums; }
  #league { font-size: .75rem; color: var(--muted); text-align: center; padding: 4px; }
  .stage { position: relative; flex: 1; min-height: 160px; display: flex; align-items: center; justify-content: center; padding: 8px; }
  .stage svg { width: 100%; height: 100%; max-height: 60vh; }
  #ball { transition: transform 1.2s ease-in-out; }
  .flash { position: absolute; top: 40%; left: 50%; transform: translate(-50%, -50%); background: var(--accent); color: #111; font-weight: 800; padding: 6px 18px; border-radius: 999px; opacity: 0; transition: opacity .3s; pointer-events: none; }
  .flash.on { opacity: 1; }
  #events { list-style: none; margin: 0; padding: 6px 12px; max-height: 30vh; overflow: auto; background: var(--panel); font-size: .85rem; }
  #events li { display: flex; gap: 8px; padding: 2px 0; }
  #events .t { color: var(--muted); min-width: 5em; font-variant-numeric: tabular-nums; }
  #events .H { color: #ffb3bf; }
  #events .C { color: #b3d1ff; }
  #error { color: #ff9a9a; text-align: center; margin: 8px; }
  [hidden] { display: none !important; }
</style>
</head>
<body>
<header>
  <span class="team home" id="home">主队</span>
  <div class="board"><div id="score" aria-label="比分">-</div><div id="sub" aria-label="比赛时间"></div></div>
  <span class="team away" id="away">客队</span>
</header>
<div id="league"></div>
<div class="stage" aria-label="动画">
  <svg id="field" viewBox="0 0 400 240" role="img" aria-label="场地"></svg>
  <div class="flash" id="flash" role="status"></div>
</div>
<ol id="events" aria-label="比赛事件"></ol>
<p id="error" role="alert" hidden></p>
<script>
(() => {
  const gameId = location.pathname.split('/').filter(Boolean)[1] || '';
  const $ = (id) => document.getElementById(id);
  const NS = 'http://www.w3.org/2000/svg';
  const CLOCK_SPORTS = ['FT', 'VF', 'BK', 'BS'];
  const SET_WORD = { TN: '盘', VB: '局', TT: '局', SK: '局', OP: '局' };
  const CN = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
  const STROKE = 'stroke="rgba(255,255,255,.85)" stroke-width="2" fill="none"';
  // Our own drawings, one per sport: pitch, court, table or diamond, 400x240.
  const FIELDS = {
    pitch: '<rect width="400" height="240" rx="6" fill="#2e8b3e"/><g fill="#339944">' + [0,2,4,6,8].map((i) => '<rect x="' + (i * 40) + '" width="40" height="240"/>').join('') + '</g>' +
      '<g ' + STROKE + '><rect x="10" y="10" width="380" height="220"/><line x1="200" y1="10" x2="200" y2="230"/><circle cx="200" cy="120" r="30"/>' +
      '<rect x="10" y="60" width="50" height="120"/><rect x="340" y="60" width="50" height="120"/><rect x="10" y="95" width="18" height="50"/><rect x="372" y="95" width="18" height="50"/></g>',
    court: '<rect width="400" height="240" rx="6" fill="#c8894d"/><g ' + STROKE + '><rect x="10" y="10" width="380" height="220"/><line x1="200" y1="10" x2="200" y2="230"/><circle cx="200" cy="120" r="28"/>' +
      '<rect x="10" y="85" width="70" height="70"/><rect x="320" y="85" width="70" height="70"/><path d="M10 30 A 110 110 0 0 1 10 210"/><path d="M390 30 A 110 110 0 0 0 390 210" transform="translate(0 0)"/></g>',
    tennis: '<rect width="400" height="240" rx="6" fill="#3d7cc9"/><g ' + STROKE + '><rect x="30" y="30" width="340" height="180"/><line x1="30" y1="50" x2="370" y2="50"/><line x1="30" y1="190" x2="370" y2="190"/>' +
      '<line x1="110" y1="50" x2="110" y2="190"/><line x1="290" y1="50" x2="290" y2="190"/><line x1="110" y1="120" x2="290" y2="120"/></g><line x1="200" y1="22" x2="200" y2="218" stroke="#fff" stroke-width="4"/>',
    volley: '<rect width="400" height="240" rx="6" fill="#e0a040"/><g ' + STROKE + '><rect x="30" y="40" width="340" height="160"/><line x1="143" y1="40" x2="143" y2="200"/><line x1="257" y1="40" x2="257" y2="200"/></g><line x1="200" y1="30" x2="200" y2="210" stroke="#fff" stroke-width="5"/>',
    table: '<rect width="400" height="240" rx="6" fill="#123a26"/><rect x="40" y="40" width="320" height="160" fill="#1f5fa8" stroke="#fff" stroke-width="3"/><line x1="40" y1="120" x2="360" y2="120" stroke="#fff"/><line x1="200" y1="34" x2="200" y2="206" stroke="#ddd" stroke-width="5"/>',
    snooker: '<rect width="400" height="240" rx="10" fill="#5b3a1e"/><rect x="20" y="20" width="360" height="200" rx="4" fill="#1d7a3a"/><g fill="#111">' +
      [[22,22],[200,18],[378,22],[22,218],[200,222],[378,218]].map(([x, y]) => '<circle cx="' + x + '" cy="' + y + '" r="9"/>').join('') + '</g><line x1="90" y1="20" x2="90" y2="220" stroke="rgba(255,255,255,.6)"/><path d="M90 90 A 30 30 0 0 0 90 150" ' + STROKE + '/>' +
      '<g><circle cx="300" cy="120" r="6" fill="#d22"/><circle cx="312" cy="114" r="6" fill="#d22"/><circle cx="312" cy="126" r="6" fill="#d22"/><circle cx="324" cy="108" r="6" fill="#d22"/><circle cx="324" cy="120" r="6" fill="#d22"/><circle cx="324" cy="132" r="6" fill="#d22"/><circle cx="200" cy="120" r="6" fill="#2b6ad1"/><circle cx="350" cy="120" r="6" fill="#111"/></g>',
    diamond: '<rect width="400" height="240" rx="6" fill="#2e8b3e"/><path d="M200 225 L95 120 L200 15 L305 120 Z" fill="#c8894d"/><path d="M200 200 L125 125 L200 50 L275 125 Z" fill="#2e8b3e" ' + STROKE + '/>' +
      '<g fill="#fff">' + [[200,200],[125,125],[200,50],[275,125]].map(([x, y]) => '<rect x="' + (x - 6) + '" y="' + (y - 6) + '" width="12" height="12" transform="rotate(45 ' + x + ' ' + y + ')"/>').join('') + '</g><circle cx="200" cy="128" r="8" fill="#c8894d" stroke="#fff"/>',
  };
  const FIELD_OF = { FT: 'pitch', VF: 'pitch', BK: 'court', TN: 'tennis', VB: 'volley', TT: 'table', SK: 'snooker', OP: 'snooker', BS: 'diamond', FS: 'pitch' };
  let drawn = '';
  let seen = -1;
  let wander = 0;

  function drawField(gameType) {
    const kind = FIELD_OF[gameType] || 'pitch';
    if (drawn === kind) return;
    drawn = kind;
    const svg = $('field');
    svg.innerHTML = FIELDS[kind] + '<g id="ball"><circle r="7" fill="#fff" stroke="#222" stroke-width="1.5"/></g>';
    svg.setAttribute('aria-label', { pitch: '足球场', court: '篮球场', tennis: '网球场', volley: '排球场', table: '球台', snooker: '斯诺克球台', diamond: '棒球场' }[kind]);
    moveBall(200, 120);
  }
  function moveBall(x, y) {
    // A CSS transform (in the SVG's own units) so the move is animated by the transition above.
    const b = $('ball');
    if (b) b.style.transform = 'translate(' + x + 'px,' + y + 'px)';
  }

  function periodName(code, m) {
    if (m.HalfTime === 'Y' || code === 'HT') return '半场';
    const n = Number(code.slice(1));
    if (code === '1H') return '上半场';
    if (code === '2H') return '下半场';
    if (/^Q[1-4]$/.test(code)) return '第' + CN[n] + '节';
    if (/^ET/.test(code) || code === 'OT') return '加时';
    if (/^P/.test(code)) return '点球';
    if (/^I\\d+$/.test(code)) return '第' + CN[n] + '局';
    if (/^S\\d+$/.test(code)) return '第' + CN[n] + (SET_WORD[m.gameType] || '局');
    return code || '';
  }
  function clockText(m) {
    if (m.gameStatus === '2') return '完场';
    if (m.gameStatus === '3') return '延期';
    if (m.gameStatus === '4') return '取消';
    if (!m.isLive) return '未开赛';
    const period = periodName(m.se_now, m);
    if (m.gameType === 'FT' || m.gameType === 'VF') {
      const t = /\\^(\\d{1,3}):(\\d{2})$/.exec(m.re_time);
      return period + (t && m.HalfTime !== 'Y' ? ' ' + Number(t[1]) + "'" : '');
    }
    if (m.gameType === 'BK' && m.HalfTime !== 'Y') {
      const s = Number(m.t_count) || 0;
      return period + ' ' + String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
    }
    return period;
  }
  /** When a score happened: the football minute, basketball's period and clock, else the period. */
  function eventClock(e, m) {
    const period = periodName(e.periodCode, { gameType: m.gameType, HalfTime: 'N' });
    const t = /\\^(\\d{1,3}):(\\d{2})$/.exec(e.re_time);
    if ((m.gameType === 'FT' || m.gameType === 'VF') && t) return Number(t[1]) + "'";
    if (m.gameType === 'BK' && e.t_count !== '') {
      const s = Number(e.t_count) || 0;
      return period + ' ' + String(Math.floor(s / 60)).padStart(2, '0') + ':' + String(s % 60).padStart(2, '0');
    }
    return period;
  }
  function scoreText(m) {
    if (CLOCK_SPORTS.includes(m.gameType)) return (m.sc_FT_H || '0') + ' - ' + (m.sc_FT_C || '0');
    const sets = (m.sc_set_H || '0') + ' - ' + (m.sc_set_A || '0');
    return m.gameType === 'SK' || m.gameType === 'OP' || m.sc_game_H === '' ? sets : sets + '  (' + (m.sc_game_H || '0') + '-' + (m.sc_game_A || '0') + ')';
  }
  function eventText(e, m) {
    const team = e.side === 'H' ? m.team_h : m.team_c;
    const what = CLOCK_SPORTS.includes(m.gameType) ? (m.gameType === 'BK' ? e.points + '分' : m.gameType === 'BS' ? '得' + e.points + '分' : '进球') : '得分';
    const score = CLOCK_SPORTS.includes(m.gameType) ? e.after.h + '-' + e.after.c : e.after.h + '-' + e.after.c + ' (' + e.after.unitH + '-' + e.after.unitC + ')';
    return team + ' ' + what + '  ' + score;
  }
  function showEvents(events, m) {
    const list = $('events');
    list.textContent = '';
    for (const e of events.slice().reverse()) {
      const li = document.createElement('li');
      const t = document.createElement('span');
      t.className = 't';
      t.textContent = eventClock(e, m);
      const x = document.createElement('span');
      x.className = e.side;
      x.textContent = eventText(e, m);
      li.append(t, x);
      list.append(li);
    }
    const last = events[events.length - 1];
    if (last && seen !== -1 && last.atMs > seen) {
      // A new score: the ball goes to the scorer's end and the banner names the team.
      moveBall(last.side === 'H' ? 372 : 28, 120);
      const flash = $('flash');
      flash.textContent = (last.side === 'H' ? m.team_h : m.team_c) + ' 得分！';
      flash.classList.add('on');
      setTimeout(() => flash.classList.remove('on'), 2500);
    } else if (m.isLive) {
      // Play goes on: the ball moves about the middle of the field.
      wander = (wander + 1) % 6;
      moveBall(120 + ((wander * 67) % 160), 70 + ((wander * 41) % 100));
    }
    seen = last ? last.atMs : 0;
  }
  async function poll() {
    try {
      const response = await fetch('/__stream/match', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ gameId }) });
      const reply = await response.json();
      if (reply.status_code !== ${Code.SUCCESS}) throw new Error(reply.message || '暂无动画');
      const { match: m, events } = reply.data;
      $('error').hidden = true;
      drawField(m.gameType);
      $('home').textContent = m.team_h;
      $('away').textContent = m.team_c;
      $('league').textContent = m.leagueName;
      $('score').textContent = scoreText(m);
      $('sub').textContent = clockText(m);
      document.title = m.team_h + ' vs ' + m.team_c + ' 动画直播';
      showEvents(events, m);
    } catch (e) {
      $('error').textContent = e instanceof Error ? e.message : '网络异常';
      $('error').hidden = false;
    }
  }
  poll();
  setInterval(poll, 1000);
})();
</script>
</body>
</html>
`;
