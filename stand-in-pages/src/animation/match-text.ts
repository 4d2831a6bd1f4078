import type { LiveViewMatch } from '@betsite/contracts/stream';
import { minutesSeconds } from '../shared/format';

/**
 * What the animation page says of a match, from the sports provider's own fields: the period, the
 * clock, the score and each score event, as the sportsbook would name them.
 */
export type Match = LiveViewMatch['match'];
export type ScoreEvent = LiveViewMatch['events'][number];

/** The sports scored by a running clock (goals, points, runs); the others count sets and games. */
const CLOCK_SPORTS: readonly string[] = ['FT', 'VF', 'BK', 'BS'];
const SET_WORD: Readonly<Record<string, string>> = { TN: '盘', VB: '局', TT: '局', SK: '局', OP: '局' };
const CN = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
/** Football's running minute in re_time: `2H^67:12`. */
const FOOTBALL_MINUTE = /\^(\d{1,3}):(\d{2})$/;

const isFootball = (gameType: string) => gameType === 'FT' || gameType === 'VF';
const counted = (n: number) => CN[n] ?? String(n);

/** A session code (se_now) by name: 上半场, 第三节, 第二盘... */
export function periodName(code: string, m: Pick<Match, 'HalfTime' | 'gameType'>): string {
  if (m.HalfTime === 'Y' || code === 'HT') return '半场';
  const n = Number(code.slice(1));
  if (code === '1H') return '上半场';
  if (code === '2H') return '下半场';
  if (/^Q[1-4]$/.test(code)) return `第${counted(n)}节`;
  if (/^ET/.test(code) || code === 'OT') return '加时';
  if (/^P/.test(code)) return '点球';
  if (/^I\d+$/.test(code)) return `第${counted(n)}局`;
  if (/^S\d+$/.test(code)) return `第${counted(n)}${SET_WORD[m.gameType] ?? '局'}`;
  return code;
}

/** The line under the score: the match's state, or its period and clock while live. */
export function clockText(m: Match): string {
  if (m.gameStatus === '2') return '完场';
  if (m.gameStatus === '3') return '延期';
  if (m.gameStatus === '4') return '取消';
  if (!m.isLive) return '未开赛';
  const period = periodName(m.se_now, m);
  if (isFootball(m.gameType)) {
    const t = FOOTBALL_MINUTE.exec(m.re_time);
    return period + (t && m.HalfTime !== 'Y' ? ` ${Number(t[1])}'` : '');
  }
  if (m.gameType === 'BK' && m.HalfTime !== 'Y') return `${period} ${minutesSeconds(Number(m.t_count) || 0)}`;
  return period;
}

/** When a score happened: the football minute, basketball's period and clock, else the period. */
export function eventClock(e: ScoreEvent, m: Pick<Match, 'gameType'>): string {
  const period = periodName(e.periodCode, { gameType: m.gameType, HalfTime: 'N' });
  const t = FOOTBALL_MINUTE.exec(e.re_time);
  if (isFootball(m.gameType) && t) return `${Number(t[1])}'`;
  if (m.gameType === 'BK' && e.t_count !== '') return `${period} ${minutesSeconds(Number(e.t_count) || 0)}`;
  return period;
}

/** The score board: goals or points for clock sports; sets, and the current set's games, for the others. */
export function scoreText(m: Match): string {
  if (CLOCK_SPORTS.includes(m.gameType)) return `${m.sc_FT_H || '0'} - ${m.sc_FT_C || '0'}`;
  const sets = `${m.sc_set_H || '0'} - ${m.sc_set_A || '0'}`;
  return m.gameType === 'SK' || m.gameType === 'OP' || m.sc_game_H === '' ? sets : `${sets}  (${m.sc_game_H || '0'}-${m.sc_game_A || '0'})`;
}

/** A score event's line: who scored what, and the score after it. */
export function eventText(e: ScoreEvent, m: Match): string {
  const team = e.side === 'H' ? m.team_h : m.team_c;
  const clock = CLOCK_SPORTS.includes(m.gameType);
  const what = clock ? (m.gameType === 'BK' ? `${e.points}分` : m.gameType === 'BS' ? `得${e.points}分` : '进球') : '得分';
  const score = clock ? `${e.after.h}-${e.after.c}` : `${e.after.h}-${e.after.c} (${e.after.unitH}-${e.after.unitC})`;
  return `${team} ${what}  ${score}`;
}
