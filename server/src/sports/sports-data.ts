import type { GAME_TYPES, MARKET_TYPES } from '@betsite/contracts/constants';
import { MATCH_STATUS, type League, type Match } from '@betsite/contracts/routes/venue';
import type { MatchFixture, StreamMessageFixture } from './fixtures';
import { beijingDay } from '../lib/beijing-time';
import { paginate, type Page, type PageRequest } from '../lib/paging';

/**
 * Sports data the embedded provider (CRTY) serves through the resource call, the hot live match
 * detail and the live rooms' chat history. Read-only here: match progress and settlement belong
 * to a later issue. Fixture times are relative to state creation, so a fresh start always has
 * live, today's and early matches.
 */

export const CHAT_HISTORY_PER_ROOM_MAX = 500;

export type StreamMessage = Omit<StreamMessageFixture, 'minutesAgo'> & { sentAtMs: number };

export interface Sports {
  readonly leagues: readonly League[];
  readonly matches: readonly Match[];
  readonly matchById: ReadonlyMap<string, Match>;
  /** rid → messages, newest first, bounded per room. */
  readonly history: ReadonlyMap<string, readonly StreamMessage[]>;
}

export function createSports(leagues: readonly League[], fixtures: readonly MatchFixture[], messages: readonly StreamMessageFixture[], now: number): Sports {
  const leagueIds = new Set(leagues.map((l) => l.league_id));
  const matches = fixtures.map(({ kickoffInMin, ...m }): Match => {
    if (!leagueIds.has(m.league_id)) throw new Error(`matches.json: match ${m.gameId} names unknown league ${m.league_id}`);
    return { ...m, startTime: now + kickoffInMin * 60_000 };
  });
  const matchById = new Map(matches.map((m) => [m.gameId, m]));
  if (matchById.size !== matches.length) throw new Error('matches.json: duplicate gameId');
  const history = new Map<string, StreamMessage[]>();
  for (const { minutesAgo, ...m } of messages) {
    const room = history.get(m.rid) ?? [];
    room.push({ ...m, sentAtMs: now - minutesAgo * 60_000 });
    history.set(m.rid, room);
  }
  for (const [rid, room] of history) history.set(rid, room.sort((a, b) => b.sentAtMs - a.sentAtMs).slice(0, CHAT_HISTORY_PER_ROOM_MAX));
  return { leagues, matches, matchById, history };
}

type GameType = (typeof GAME_TYPES)[number];
type MarketType = (typeof MARKET_TYPES)[number];

/**
 * Market of a match on the server clock (Beijing days): RB in play, FT today, FU a later day;
 * champion markets (FSFT, FSFU) hold the FS outrights.
 */
function inMarket(m: Match, market: MarketType, now: number, date?: string): boolean {
  const open = m.gameStatus === MATCH_STATUS.notStarted || m.gameStatus === MATCH_STATUS.live;
  if (!open) return false;
  const today = beijingDay(now);
  const day = beijingDay(m.startTime);
  switch (market) {
    case 'RB':
      return m.isLive && m.gameType !== 'FS';
    case 'FT':
      return !m.isLive && m.gameType !== 'FS' && day === today;
    case 'FU':
      return !m.isLive && m.gameType !== 'FS' && day > today && (!date || beijingDay(Date.parse(`${date}T00:00:00+08:00`)) === day);
    case 'FSFT':
      return m.gameType === 'FS' && day === today;
    case 'FSFU':
      return m.gameType === 'FS' && day > today;
  }
}

const ofType = (m: Match, gameType: GameType, market: MarketType) => market.startsWith('FS') || gameType === 'ALL' || m.gameType === gameType;

export interface MatchFilter {
  gameType: GameType;
  marketType: MarketType;
  leagueIds: readonly number[];
  date?: string | undefined;
}

export function findMatches(s: Sports, f: MatchFilter, now: number): Match[] {
  const leagues = new Set(f.leagueIds.filter((id) => id !== 0));
  return s.matches
    .filter((m) => ofType(m, f.gameType, f.marketType) && inMarket(m, f.marketType, now, f.date) && (leagues.size === 0 || leagues.has(m.league_id)))
    .sort((a, b) => a.startTime - b.startTime || a.gameId.localeCompare(b.gameId));
}

/** Leagues with open matches in the market, with their match counts, in league order. */
export function findLeagues(s: Sports, gameType: GameType, marketType: MarketType, now: number): (League & { count: number })[] {
  const counts = new Map<number, number>();
  for (const m of findMatches(s, { gameType, marketType, leagueIds: [] }, now)) counts.set(m.league_id, (counts.get(m.league_id) ?? 0) + 1);
  return s.leagues
    .filter((l) => counts.has(l.league_id))
    .sort((a, b) => a.sort - b.sort)
    .map((l) => ({ ...l, count: counts.get(l.league_id) ?? 0 }));
}

/**
 * A live room's history, newest first: what was said in the room since start (the chat socket's
 * bounded room history, passed in) over the earlier chat from the fixtures.
 */
export function historyPage(s: Sports, rid: string, live: readonly StreamMessage[], query: PageRequest): Page<StreamMessage> {
  const all = [...live, ...(s.history.get(rid) ?? [])].sort((a, b) => b.sentAtMs - a.sentAtMs);
  return paginate(all, query);
}

/** Stream lines of a match with live video; our mock CDN names. */
export function streamsOf(m: Match): { name: string; url: string; format: 'flv' | 'm3u8' }[] {
  const path = `${m.gameType.toLowerCase()}/${m.gameId}`;
  return [
    { name: '线路1', url: `https://live1.stream-cdn.example/${path}.flv`, format: 'flv' },
    { name: '线路2', url: `https://live2.stream-cdn.example/${path}/index.m3u8`, format: 'm3u8' },
  ];
}
