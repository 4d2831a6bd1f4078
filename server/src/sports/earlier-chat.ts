import type { StreamMessage } from './live-rooms';
import type { WorldMatch } from './world';

/**
 * The earlier chat of a live match's room that the fixtures say nothing about (issue 27: a room
 * opened empty): what the crowd said since kick-off, made from the match itself, a pure function
 * of its timeline and the clock, so every world and every restart says the same. Chatter every few
 * minutes of play and a cheer after each score; seeded by the gameId, no randomness. Bounded: the
 * newest EARLIER_CHAT_PER_MATCH_MAX.
 */
export const EARLIER_CHAT_PER_MATCH_MAX = 30;
/** One line of chatter about this often (server clock), jittered by the seed. */
const CHATTER_EVERY_MS = 3 * 60_000;
/** Ids of these made-up fans: below the guests' ids, above the fixture accounts'. */
const FAN_USER_ID_BASE = 800_000;

const FANS = ['球迷小王', '看球老张', '夜猫子', '竞彩达人', '主场十二人', '老司机', '冷门猎手', '红单收割机', '球场边', '小跟班', '路人甲', '稳胆王'];
const CHATTER = [
  '{h}今天踢得很积极',
  '{c}防守有点松',
  '这节奏我喜欢',
  '大家买的什么？',
  '{h}加油！',
  '{c}冲啊',
  '看好{h}赢',
  '这比赛有点闷',
  '裁判今天还行',
  '信号很清楚，画面不错',
  '滚球大小怎么看？',
  '这场我买了{c}让球',
];
const CHEERS = ['好球！{t}得分了', '{t}漂亮！', '{s}了，有意思', '{t}这下稳了吧', '比分{s}，继续'];

/** A small seeded hash (FNV-1a): the same gameId and index give the same pick everywhere. */
function pick(seed: string, i: number, n: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) % n;
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => words[k] ?? '');
}

/** The room's earlier chat at `nowMs`, newest first; empty before kick-off. */
export function earlierChatOf(m: WorldMatch, nowMs: number): StreamMessage[] {
  const { gameId, team_h: h, team_c: c } = m.info;
  const { kickoffMs, endMs, events } = m.timeline;
  const until = Math.min(nowMs, endMs);
  if (until <= kickoffMs) return [];
  const said: StreamMessage[] = [];
  const say = (key: string, i: number, atMs: number, msg: string) => {
    const fan = pick(gameId, i * 7 + 1, FANS.length);
    said.push({ id: `e${gameId}-${key}${i}`, rid: gameId, msg, userId: FAN_USER_ID_BASE + fan, nickname: FANS[fan] ?? '球迷', vipLevel: pick(gameId, i * 7 + 2, 6), sentAtMs: atMs });
  };
  // Only the last stretch can be kept: start where the newest chatter lines begin.
  const lines = Math.floor((until - kickoffMs) / CHATTER_EVERY_MS);
  for (let i = Math.max(0, lines - EARLIER_CHAT_PER_MATCH_MAX); i <= lines; i++) {
    const atMs = kickoffMs + i * CHATTER_EVERY_MS + pick(gameId, i, CHATTER_EVERY_MS / 2);
    if (atMs <= until) say('t', i, atMs, fill(CHATTER[pick(gameId, i, CHATTER.length)] ?? '', { h, c }));
  }
  events.forEach((e, i) => {
    if (e.atMs > until || e.atMs < until - EARLIER_CHAT_PER_MATCH_MAX * CHATTER_EVERY_MS) return;
    const team = e.side === 'H' ? h : c;
    say('s', i, e.atMs + 5_000 + pick(gameId, i, 20_000), fill(CHEERS[pick(gameId, i + 1000, CHEERS.length)] ?? '', { t: team, s: `${e.after.h}-${e.after.c}` }));
  });
  return said
    .filter((s) => s.sentAtMs <= until)
    .sort((a, b) => b.sentAtMs - a.sentAtMs)
    .slice(0, EARLIER_CHAT_PER_MATCH_MAX);
}
