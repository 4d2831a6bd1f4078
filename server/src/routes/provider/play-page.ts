/**
 * The one page every stand-in game is played on (GET /__provider/play?token=...). It is plain
 * HTML and a little script, no build: it reads the provider token from its url, asks
 * /__provider/session what to show, and plays with /__provider/round. Every text from the server
 * goes in through textContent, never as markup. Playable in its own tab or inside /dz/game.
 */
export const PLAY_PAGE_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>游戏</title>
<style>
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; background: #10172a; color: #f1f5f9; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; display: grid; gap: 12px; }
  h1 { font-size: 1.4rem; margin: 0; }
  .card { background: #1e293b; border-radius: 8px; padding: 12px; }
  .row { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
  .amount { font-variant-numeric: tabular-nums; font-weight: 600; color: #fbbf24; }
  .muted { color: #94a3b8; font-size: .9rem; }
  button, select, input { font: inherit; border-radius: 6px; border: 1px solid #475569; padding: 6px 10px; background: #0f172a; color: inherit; }
  button.primary { background: #dc2626; border-color: #dc2626; font-weight: 600; min-width: 96px; }
  button[aria-pressed="true"] { background: #2563eb; border-color: #2563eb; }
  button:disabled { opacity: .6; }
  #result { min-height: 1.5em; font-size: 1.1rem; }
  #error { color: #fca5a5; min-height: 1.2em; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: left; padding: 4px; border-bottom: 1px solid #334155; }
</style>
</head>
<body>
<main>
  <h1 id="title">游戏加载中…</h1>
  <section class="card row" aria-label="余额">
    <span>场馆余额 <span id="balance" class="amount" aria-label="场馆余额">--</span></span>
    <span id="pool-line" hidden>奖池 <span id="pool" class="amount" aria-label="奖池">--</span></span>
    <span id="rtp" class="muted"></span>
  </section>
  <p id="activity" class="card" hidden></p>
  <form id="play" class="card" aria-label="下注" hidden>
    <div class="row">
      <label id="game-line" hidden>游戏 <select id="game" aria-label="游戏"></select></label>
      <div id="choices" class="row" role="group" aria-label="投注项"></div>
    </div>
    <div class="row" style="margin-top:8px">
      <label>投注金额 <input id="stake" inputmode="decimal" maxlength="12" value="10" aria-label="投注金额"></label>
      <button id="act" class="primary" type="submit">开始</button>
    </div>
    <p id="limits" class="muted"></p>
  </form>
  <p id="result" role="status" aria-live="polite"></p>
  <p id="error" role="alert"></p>
  <section class="card" aria-label="未开奖注单" id="tickets-card" hidden>
    <h2 style="font-size:1rem;margin:0 0 8px">未开奖注单</h2>
    <ul id="tickets"></ul>
  </section>
  <section class="card" aria-labelledby="recent-title">
    <h2 id="recent-title" style="font-size:1rem;margin:0 0 8px">最近记录</h2>
    <table><thead><tr><th>单号</th><th>投注</th><th>结果</th><th>金额</th><th>派彩</th></tr></thead><tbody id="recent"></tbody></table>
  </section>
</main>
<script>
(() => {
  const ACTIONS = { slot: '旋转', fish: '射击', baccarat: '发牌', cards: '开牌', lottery: '购买', match: '投注' };
  const params = new URLSearchParams(location.search);
  const token = params.get('token') || '';
  const $ = (id) => document.getElementById(id);
  const yuan = (n) => '¥' + Number(n).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let session = null;
  let gameCode = params.get('gameCode') || '';
  let choice = '';
  let busy = false;

  async function call(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const reply = await response.json();
    if (reply.status_code !== 6000) throw new Error(reply.message || '请求失败');
    return reply.data;
  }

  function showActivity(activity) {
    const line = $('activity');
    line.hidden = !activity;
    if (!activity) return;
    line.textContent = activity.met
      ? '活动「' + activity.activityName + '」流水已达标，资金可以转出'
      : '活动「' + activity.activityName + '」流水 ' + yuan(activity.turnoverDone) + ' / ' + yuan(activity.turnoverTarget) + '，达标前资金无法转出';
  }

  function row(r) {
    const tr = document.createElement('tr');
    const labels = { win: '赢', lose: '输', push: '和局', pending: '待开奖' };
    for (const text of [r.orderNo, r.betContent, r.detail + '（' + labels[r.outcome] + '）', yuan(r.stake), yuan(r.payout)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  }

  function render() {
    const s = session;
    const game = s.games.find((g) => g.gameCode === gameCode) || s.games[0];
    gameCode = game.gameCode;
    document.title = s.venueName + ' - ' + game.gameName;
    $('title').textContent = s.venueName + ' · ' + game.gameName;
    $('balance').textContent = yuan(s.balance);
    $('pool-line').hidden = s.pool === null;
    if (s.pool !== null) $('pool').textContent = yuan(s.pool);
    $('rtp').textContent = '返还率 ' + s.rtp;
    $('limits').textContent = '单注 ' + yuan(s.minStake) + ' - ' + yuan(s.maxStake);
    $('act').textContent = ACTIONS[s.kind];
    showActivity(s.activity);
    const select = $('game');
    $('game-line').hidden = s.games.length < 2;
    select.replaceChildren(...s.games.map((g) => { const o = document.createElement('option'); o.value = g.gameCode; o.textContent = g.gameName; o.selected = g.gameCode === gameCode; return o; }));
    if (!s.choices.some((c) => c.value === choice)) choice = s.choices[0] ? s.choices[0].value : '';
    $('choices').replaceChildren(...s.choices.map((c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = c.label;
      b.setAttribute('aria-pressed', String(c.value === choice));
      b.addEventListener('click', () => { choice = c.value; render(); });
      return b;
    }));
    $('tickets-card').hidden = s.tickets.length === 0;
    $('tickets').replaceChildren(...s.tickets.map((t) => { const li = document.createElement('li'); li.textContent = t.betContent + ' ' + yuan(t.stake) + '，' + new Date(t.drawAt).toLocaleTimeString('zh-CN') + ' 开奖'; return li; }));
    $('recent').replaceChildren(...s.recent.map(row));
    $('play').hidden = false;
  }

  async function load() {
    try {
      session = await call('/__provider/session', { token });
      render();
    } catch (e) {
      $('title').textContent = '游戏';
      $('error').textContent = e.message;
    }
  }

  $('game').addEventListener('change', (e) => { gameCode = e.target.value; render(); });
  $('play').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || !session) return;
    busy = true;
    $('act').disabled = true;
    $('error').textContent = '';
    try {
      const r = await call('/__provider/round', { token, gameCode, stake: $('stake').value.trim(), ...(choice ? { choice } : {}) });
      const verdict = r.outcome === 'pending' ? '已购买，' + new Date(r.drawAt).toLocaleTimeString('zh-CN') + ' 开奖'
        : r.outcome === 'win' ? '赢得 ' + yuan(r.payout) + (r.jackpot > 0 ? '（含奖池 ' + yuan(r.jackpot) + '）' : '')
        : r.outcome === 'push' ? '和局，退回 ' + yuan(r.payout) : '未中奖';
      $('result').textContent = r.detail + '，' + verdict;
      await load();
    } catch (e) {
      $('error').textContent = e.message;
    } finally {
      busy = false;
      $('act').disabled = false;
    }
  });
  // Lottery draws and the jackpot move on the server clock: keep the page current while it is open.
  setInterval(() => { if (!busy && document.visibilityState === 'visible') void load(); }, 10000);
  void load();
})();
</script>
</body>
</html>
`;
