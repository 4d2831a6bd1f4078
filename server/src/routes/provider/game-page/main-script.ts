import type { PagePart } from './page-parts';

/**
 * The page's own script: it reads the provider token from the url, asks /__provider/session what
 * to show, mounts the renderer of the game's kind on the stage, and plays with /__provider/round.
 * The round's result text and the balance are shown only once the renderer has settled on the
 * round's face, so the words and the picture never disagree.
 */
export const MAIN: PagePart = {
  css: '',
  js: `
const ACTIONS = { slot: '旋转', fish: '射击', baccarat: '发牌', dice: '摇骰', cards: '开牌', lottery: '购买', match: '投注' };
const CHIPS = [10, 50, 100, 500, 1000];
const params = new URLSearchParams(location.search);
const token = params.get('token') || '';
let session = null;
let gameCode = params.get('gameCode') || '';
let mounted = '';
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
  const labels = { win: '赢', lose: '输', push: '和局', pending: '待开奖' };
  return el('tr', { class: 'outcome--' + r.outcome }, [r.orderNo, r.betContent, r.detail + '（' + labels[r.outcome] + '）', yuan(r.stake), yuan(r.payout)].map((text) => el('td', {}, text)));
}

const renderer = () => RENDERERS[session.kind];

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
  select.replaceChildren(...s.games.map((g) => { const o = el('option', { value: g.gameCode }, g.gameName); o.selected = g.gameCode === gameCode; return o; }));
  if (!s.choices.some((c) => c.value === choice)) choice = s.choices[0] ? s.choices[0].value : '';
  $('choices-line').hidden = s.choices.length === 0;
  $('choices').replaceChildren(...s.choices.map((c) => {
    const b = el('button', { type: 'button', class: 'pick', 'aria-pressed': String(c.value === choice) }, c.label);
    b.addEventListener('click', () => { choice = c.value; render(); });
    return b;
  }));
  // The stage is drawn again only for another game: a session read keeps what the last round left on it.
  const stage = $('stage');
  stage.className = 'stage stage--' + s.kind;
  if (mounted !== s.kind + ':' + gameCode) {
    mounted = s.kind + ':' + gameCode;
    renderer().mount(stage, { session: s, game, choice });
  } else if (renderer().update) {
    renderer().update(s);
  }
  if (renderer().aim) renderer().aim(choice);
  $('tickets-card').hidden = s.tickets.length === 0;
  $('tickets').replaceChildren(...s.tickets.map((t) => el('li', {}, t.betContent + ' ' + yuan(t.stake) + '，' + new Date(t.drawAt).toLocaleTimeString('zh-CN') + ' 开奖')));
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

function verdictOf(r) {
  if (r.outcome === 'pending') return '已购买，' + new Date(r.drawAt).toLocaleTimeString('zh-CN') + ' 开奖';
  if (r.outcome === 'win') return '赢得 ' + yuan(r.payout) + (r.jackpot > 0 ? '（含奖池 ' + yuan(r.jackpot) + '）' : '');
  return r.outcome === 'push' ? '和局，退回 ' + yuan(r.payout) : '未中奖';
}

$('chips').replaceChildren(...CHIPS.map((amount) => {
  const chip = el('button', { type: 'button', class: 'chip chip--' + amount, 'aria-label': '筹码 ' + amount }, String(amount));
  chip.addEventListener('click', () => { $('stake').value = String(amount); });
  return chip;
}));
$('game').addEventListener('change', (e) => { gameCode = e.target.value; render(); });
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  if (busy || !session) return;
  busy = true;
  $('act').disabled = true;
  $('error').textContent = '';
  $('result').textContent = '';
  $('result').className = '';
  try {
    const r = await call('/__provider/round', { token, gameCode, stake: $('stake').value.trim(), ...(choice ? { choice } : {}) });
    // What was staked leaves the wallet at once; the payout shows when the picture has settled.
    $('balance').textContent = yuan(r.balance - r.payout);
    await renderer().show(r.face, r);
    $('result').textContent = r.detail + '，' + verdictOf(r);
    $('result').className = 'outcome--' + r.outcome;
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
`,
};
