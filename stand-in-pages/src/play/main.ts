import type { ProviderRound, ProviderSession } from '@betsite/contracts/provider';
import { byId, el } from '../shared/dom';
import { postEnvelope } from '../shared/envelope';
import { yuan } from '../shared/format';
import { ACTIONS, activityText, resultText, ticketText, verdictOf } from './texts';
import './page.css';
import { createStages, showRound } from './renderers/stages';

/**
 * The page every stand-in game is played on (GET /__provider/play?token=...): it reads the
 * provider token from its url, asks /__provider/session what to show, mounts the renderer of the
 * game's kind on the stage (renderers/, all our own SVG and CSS), and plays with
 * /__provider/round. The round's result text and the balance are shown only once the renderer has
 * settled on the round's face, so the words and the picture never disagree. Every text from the
 * server goes in as text, never as markup. Playable in its own tab or inside /dz/game.
 */
const CHIPS = [10, 50, 100, 500, 1000];
/** Lottery draws and the jackpot move on the server clock: the page reads the session this often while shown. */
const REFRESH_MS = 10_000;

const params = new URLSearchParams(location.search);
const token = params.get('token') ?? '';
const stages = createStages();
let session: ProviderSession | null = null;
let gameCode = params.get('gameCode') ?? '';
let mounted = '';
let choice = '';
let busy = false;

const call = <T>(path: string, body: unknown) => postEnvelope<T>(path, body);

function showActivity(activity: ProviderSession['activity']) {
  const line = byId('activity');
  line.hidden = !activity;
  if (activity) line.textContent = activityText(activity);
}

const row = (r: ProviderSession['recent'][number]) =>
  el('tr', { class: `outcome--${r.outcome}` }, [r.orderNo, r.betContent, resultText(r), yuan(r.stake), yuan(r.payout)].map((text) => el('td', {}, text)));

function render() {
  const s = session;
  if (!s) return;
  const game = s.games.find((g) => g.gameCode === gameCode) ?? s.games[0];
  if (!game) throw new Error('该场馆暂无游戏');
  gameCode = game.gameCode;
  document.title = `${s.venueName} - ${game.gameName}`;
  byId('title').textContent = `${s.venueName} · ${game.gameName}`;
  byId('balance').textContent = yuan(s.balance);
  byId('pool-line').hidden = s.pool === null;
  if (s.pool !== null) byId('pool').textContent = yuan(s.pool);
  byId('rtp').textContent = `返还率 ${s.rtp}`;
  byId('limits').textContent = `单注 ${yuan(s.minStake)} - ${yuan(s.maxStake)}`;
  byId('act').textContent = ACTIONS[s.kind];
  showActivity(s.activity);
  byId('game-line').hidden = s.games.length < 2;
  byId<HTMLSelectElement>('game').replaceChildren(...s.games.map((g) => {
    const option = el('option', { value: g.gameCode }, g.gameName);
    option.selected = g.gameCode === gameCode;
    return option;
  }));
  if (!s.choices.some((c) => c.value === choice)) choice = s.choices[0]?.value ?? '';
  byId('choices-line').hidden = s.choices.length === 0;
  byId('choices').replaceChildren(...s.choices.map((c) => {
    const button = el('button', { type: 'button', class: 'pick', 'aria-pressed': String(c.value === choice) }, c.label);
    button.addEventListener('click', () => {
      choice = c.value;
      render();
    });
    return button;
  }));
  // The stage is drawn again only for another game: a session read keeps what the last round left on it.
  const stage = byId('stage');
  const renderer = stages[s.kind];
  stage.className = `stage stage--${s.kind}`;
  if (mounted !== `${s.kind}:${gameCode}`) {
    mounted = `${s.kind}:${gameCode}`;
    renderer.mount(stage, { session: s, game, choice });
  } else {
    renderer.update?.(s);
  }
  renderer.aim?.(choice);
  byId('tickets-card').hidden = s.tickets.length === 0;
  byId('tickets').replaceChildren(...s.tickets.map((t) => el('li', {}, ticketText(t))));
  byId('recent').replaceChildren(...s.recent.map(row));
  byId('play').hidden = false;
}

async function load() {
  try {
    session = await call<ProviderSession>('/__provider/session', { token });
    render();
  } catch (e) {
    byId('title').textContent = '游戏';
    byId('error').textContent = e instanceof Error ? e.message : String(e);
  }
}

async function play(event: SubmitEvent) {
  event.preventDefault();
  if (busy || !session) return;
  busy = true;
  const act = byId<HTMLButtonElement>('act');
  const result = byId('result');
  act.disabled = true;
  byId('error').textContent = '';
  result.textContent = '';
  result.className = '';
  try {
    const stake = byId<HTMLInputElement>('stake').value.trim();
    const r = await call<ProviderRound>('/__provider/round', { token, gameCode, stake, ...(choice ? { choice } : {}) });
    // What was staked leaves the wallet at once; the payout shows when the picture has settled.
    byId('balance').textContent = yuan(r.balance - r.payout);
    await showRound(stages, r);
    result.textContent = `${r.detail}，${verdictOf(r)}`;
    result.className = `outcome--${r.outcome}`;
    await load();
  } catch (e) {
    byId('error').textContent = e instanceof Error ? e.message : String(e);
  } finally {
    busy = false;
    act.disabled = false;
  }
}

byId('chips').replaceChildren(...CHIPS.map((amount) => {
  const chip = el('button', { type: 'button', class: `chip chip--${amount}`, 'aria-label': `筹码 ${amount}` }, String(amount));
  chip.addEventListener('click', () => {
    byId<HTMLInputElement>('stake').value = String(amount);
  });
  return chip;
}));
byId<HTMLSelectElement>('game').addEventListener('change', (e) => {
  gameCode = (e.target as HTMLSelectElement).value;
  render();
});
byId<HTMLFormElement>('play').addEventListener('submit', (e) => void play(e));
setInterval(() => {
  if (!busy && document.visibilityState === 'visible') void load();
}, REFRESH_MS);
void load();
