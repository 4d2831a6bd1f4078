import type { LiveViewMatch } from '@betsite/contracts/stream';
import { byId, el } from '../shared/dom';
import { postEnvelope } from '../shared/envelope';
import { KICK_OFF, newScore, scorersEnd, wanderSpot, type Spot } from './ball';
import { FIELD_NAMES, fieldOf, fieldShapes, type FieldKind } from './fields';
import { clockText, eventClock, eventText, scoreText, type Match, type ScoreEvent } from './match-text';
import './page.css';

/**
 * The stand-in animation page (动画直播, GET /__stream/:gameId/animation), what an animation
 * provider's page would be: the sport's pitch, court or table in our own SVG, the teams, score,
 * period and clock, and the match's score events as the server clock reaches them (it reads
 * POST /__stream/match every second; the clock is the server's, so a QA clock move shows here).
 * No external asset; every text from the server goes in through textContent, never as markup.
 * The site frames it on the live page.
 */
const POLL_MS = 1000;
const FLASH_MS = 2500;
const gameId = location.pathname.split('/').filter(Boolean)[1] ?? '';
let drawn: FieldKind | null = null;
/** The time of the last score event seen; null before the first read. */
let seenAtMs: number | null = null;
let wander = 0;

function moveBall([x, y]: Spot) {
  // A CSS transform (in the SVG's own units) so the move is animated by the page's transition.
  const ball = document.getElementById('ball');
  if (ball) ball.style.transform = `translate(${x}px,${y}px)`;
}

function drawField(gameType: Match['gameType']) {
  const kind = fieldOf(gameType);
  if (drawn === kind) return;
  drawn = kind;
  const field = byId('field');
  field.replaceChildren(...(fieldShapes(kind) as Node[]));
  field.setAttribute('aria-label', FIELD_NAMES[kind]);
  moveBall(KICK_OFF);
}

function showEvents(events: readonly ScoreEvent[], m: Match) {
  byId('events').replaceChildren(...events.slice().reverse().map((e) => el('li', {}, el('span', { class: 't' }, eventClock(e, m)), el('span', { class: e.side }, eventText(e, m)))));
  const scored = newScore(events, seenAtMs);
  if (scored) {
    // A new score: the ball goes to the scorer's end and the banner names the team.
    moveBall(scorersEnd(scored.side));
    const flash = byId('flash');
    flash.textContent = `${scored.side === 'H' ? m.team_h : m.team_c} 得分！`;
    flash.classList.add('on');
    setTimeout(() => flash.classList.remove('on'), FLASH_MS);
  } else if (m.isLive) {
    // Play goes on: the ball moves about the middle of the field.
    wander = (wander + 1) % 6;
    moveBall(wanderSpot(wander));
  }
  seenAtMs = events.at(-1)?.atMs ?? 0;
}

async function poll() {
  const error = byId('error');
  try {
    const { match: m, events } = await postEnvelope<LiveViewMatch>('/__stream/match', { gameId }, '暂无动画');
    error.hidden = true;
    drawField(m.gameType);
    byId('home').textContent = m.team_h;
    byId('away').textContent = m.team_c;
    byId('league').textContent = m.leagueName;
    byId('score').textContent = scoreText(m);
    byId('sub').textContent = clockText(m);
    document.title = `${m.team_h} vs ${m.team_c} 动画直播`;
    showEvents(events, m);
  } catch (e) {
    error.textContent = e instanceof Error ? e.message : '网络异常';
    error.hidden = false;
  }
}

void poll();
setInterval(() => void poll(), POLL_MS);
