import type { EngineGameType } from './engine/sport-rules';
import type { ScoreEvent } from './engine/timeline';
import { CROWD, chatterFor, cheersFor } from './crowd-lines';
import type { StreamMessage } from './live-rooms';
import type { WorldMatch } from './world';

/**
 * The earlier chat of a live match's room that the fixtures say nothing about (issue 27: a room
 * opened empty): what the crowd said since kick-off, made from the match itself, a pure function
 * of its timeline and the clock, so every world and every restart says the same. Chatter every few
 * minutes of play and a cheer after a score worth one, in the sport's words (crowd-lines.ts);
 * seeded by the gameId, no randomness. Bounded: the newest EARLIER_CHAT_PER_MATCH_MAX.
 */
export const EARLIER_CHAT_PER_MATCH_MAX = 30;
/** One line of chatter about this often (server clock), jittered by the seed. */
const CHATTER_EVERY_MS = 3 * 60_000;
/** Ids of these made-up fans: below the guests' ids, above the fixture accounts'. */
const FAN_USER_ID_BASE = 800_000;

/** A small seeded hash (FNV-1a): the same gameId and index give the same pick everywhere. */
function pick(seed: string, i: number, n: number): number {
  let h = 0x811c9dc5;
  for (const ch of `${seed}:${i}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) % n;
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => words[k] ?? '');
}

const SET_SPORTS: ReadonlySet<EngineGameType> = new Set(['TN', 'VB', 'TT', 'SK']);
const THREE_POINTER = 3;

/**
 * The scores a crowd cheers: every goal or run; of basketball's many baskets the three-pointers;
 * of a set sport's points and games only the one that wins a set (or frame), where `after.h/c` move.
 */
function cheered(gameType: EngineGameType, e: ScoreEvent, before: ScoreEvent | undefined): boolean {
  if (gameType === 'BK') return e.points === THREE_POINTER;
  if (SET_SPORTS.has(gameType)) return e.after.h + e.after.c > (before ? before.after.h + before.after.c : 0);
  return true;
}

/** The room's earlier chat at `nowMs`, newest first; empty before kick-off. */
export function earlierChatOf(m: WorldMatch, nowMs: number): StreamMessage[] {
  const { gameId, gameType, team_h: h, team_c: c } = m.info;
  const { kickoffMs, endMs, events } = m.timeline;
  const until = Math.min(nowMs, endMs);
  if (until <= kickoffMs) return [];
  const chatter = chatterFor(gameType);
  const cheers = cheersFor(gameType);
  const said: StreamMessage[] = [];
  const say = (key: string, i: number, atMs: number, msg: string) => {
    const at = pick(gameId, i * 7 + 1, CROWD.length);
    const fan = CROWD[at] ?? CROWD[0]!;
    said.push({ id: `e${gameId}-${key}${i}`, rid: gameId, msg, userId: FAN_USER_ID_BASE + at, nickname: fan.nickname, vipLevel: fan.vipLevel, sentAtMs: atMs });
  };
  // Only the last stretch can be kept: start where the newest chatter lines begin.
  const lines = Math.floor((until - kickoffMs) / CHATTER_EVERY_MS);
  for (let i = Math.max(0, lines - EARLIER_CHAT_PER_MATCH_MAX); i <= lines; i++) {
    const atMs = kickoffMs + i * CHATTER_EVERY_MS + pick(gameId, i, CHATTER_EVERY_MS / 2);
    if (atMs <= until) say('t', i, atMs, fill(chatter[pick(gameId, i, chatter.length)] ?? '', { h, c }));
  }
  events.forEach((e, i) => {
    if (e.atMs > until || e.atMs < until - EARLIER_CHAT_PER_MATCH_MAX * CHATTER_EVERY_MS || !cheered(gameType, e, events[i - 1])) return;
    const team = e.side === 'H' ? h : c;
    say('s', i, e.atMs + 5_000 + pick(gameId, i, 20_000), fill(cheers[pick(gameId, i + 1000, cheers.length)] ?? '', { t: team, s: `${e.after.h}-${e.after.c}` }));
  });
  return said
    .filter((s) => s.sentAtMs <= until)
    .sort((a, b) => b.sentAtMs - a.sentAtMs)
    .slice(0, EARLIER_CHAT_PER_MATCH_MAX);
}
