import type { Match } from '@betsite/contracts/routes/venue';
import { chineseSmallNumber } from './chinese-number';

/**
 * What the match row shows as its time (spec 001 section 4, field formats in
 * server/src/sports/engine/NOTES.md). One pure function: the row renders `period` and `clock`.
 */
export interface MatchClock {
  period: string;
  /** mm:ss (basketball), match minutes (football), or null. */
  clock: string | null;
}

type ClockFields = Pick<Match, 'gameType' | 'isLive' | 'gameStatus' | 're_time' | 't_count' | 'se_now' | 'HalfTime' | 'inningNum' | 'startTime'>;

const QUARTERS: Readonly<Record<string, string>> = { Q1: '第一节', Q2: '第二节', Q3: '第三节', Q4: '第四节' };
const HALVES: Readonly<Record<string, string>> = { '1H': '上半场', '2H': '下半场' };
/** Baseball's regulation ends with the ninth inning: from it on the contract counts overtime. */
const BASEBALL_OVERTIME_INNING = 9;
const OVERTIME = '延时赛';

/** The contract's MATCH_STATUS, spelt here so the chunk does not pull the contract's zod schemas. */
const STATUS = { finished: '2', postponed: '3', cancelled: '4' } as const satisfies Record<string, Match['gameStatus']>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Seconds left on the clock as mm:ss. */
export function secondsAsClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${pad2(Math.floor(s / 60))}:${pad2(s % 60)}`;
}

/** The running minute of a football re_time (`2H^67:12`), or null when it has none. */
function footballMinute(reTime: string): number | null {
  const m = /\^(\d{1,3}):(\d{2})$/.exec(reTime);
  return m ? Number(m[1]) : null;
}

function football(m: ClockFields): MatchClock {
  if (m.HalfTime === 'Y' || m.se_now === 'HT' || m.re_time === 'HT') return { period: '半场', clock: null };
  const minute = footballMinute(m.re_time);
  // LIVE with the clock still at 0:00: kick-off is imminent.
  if (minute === null || (m.se_now === '1H' && /\^0{1,3}:00$/.test(m.re_time))) return { period: '即将开始', clock: null };
  const half = HALVES[m.se_now];
  return { period: half ?? OVERTIME, clock: `${minute}'` };
}

function basketball(m: ClockFields): MatchClock {
  const clock = secondsAsClock(Number(m.t_count) || 0);
  if (m.se_now === 'OT') return { period: OVERTIME, clock };
  if (m.HalfTime === 'Y' || m.se_now === 'HT') return { period: '半场', clock: null };
  return { period: QUARTERS[m.se_now] ?? '全场', clock };
}

function baseball(m: ClockFields): MatchClock {
  const inning = Number(m.inningNum) || 0;
  if (inning >= BASEBALL_OVERTIME_INNING) return { period: OVERTIME, clock: null };
  return { period: inning > 0 ? `第${chineseSmallNumber(inning)}局` : '全场', clock: null };
}

/** Not yet live: the kick-off as MM-DD HH:mm in Beijing time; finished and voided matches say so. */
function notLive(m: ClockFields): MatchClock {
  if (m.gameStatus === STATUS.finished) return { period: '完场', clock: null };
  if (m.gameStatus === STATUS.cancelled) return { period: '取消', clock: null };
  if (m.gameStatus === STATUS.postponed) return { period: '延期', clock: null };
  const beijing = new Date(m.startTime + 8 * 3600_000);
  return { period: `${pad2(beijing.getUTCMonth() + 1)}-${pad2(beijing.getUTCDate())}`, clock: `${pad2(beijing.getUTCHours())}:${pad2(beijing.getUTCMinutes())}` };
}

export function matchClock(m: ClockFields): MatchClock {
  if (!m.isLive) return notLive(m);
  switch (m.gameType) {
    case 'FT':
    case 'VF':
      return football(m);
    case 'BK':
      return basketball(m);
    case 'BS':
      return baseball(m);
    case 'TN':
    case 'OP':
    case 'SK':
    case 'FS':
    case 'VB':
    case 'TT':
      return { period: '全场', clock: null };
  }
}
