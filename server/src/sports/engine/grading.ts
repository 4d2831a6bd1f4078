import { SPORT_RULES, type EngineGameType } from './sport-rules';
import type { Score, Timeline } from './timeline';

/**
 * The result of one bet leg on a finished match. Full-match plays (R, OU, M, EO) settle on the
 * regulation score (football: 90 minutes, extra time excluded; other sports: the final score,
 * sets for set sports), first-half plays (HR, HOU, HM) on the half-time score. A quarter line
 * (lineQuarters odd) is two half stakes on the adjacent half lines: both win W, win and push
 * LW, push and loss LL, both lose L. A whole line that lands exactly pushes (P).
 * Lines: R's lineQuarters is what the home side gives (home -line); OU's is the total.
 */

export type LegResult = 'W' | 'LW' | 'LL' | 'L' | 'P';

export interface Leg {
  wtype: string;
  rtype: string;
  lineQuarters: number | null;
}

export interface MatchResult {
  gameType: EngineGameType;
  regulation: Score;
  halfTime: Score | null;
  outrightWinnerIndex: number | null;
}

/** The result a finished (not cancelled or postponed) timeline settles with. */
export function resultOf(tl: Timeline): MatchResult {
  if (tl.stop) throw new Error(`resultOf: match ${tl.matchId} was ${tl.stop.kind}: its bets are void, not graded`);
  return { gameType: tl.gameType, regulation: tl.regulation, halfTime: tl.halfTime, outrightWinnerIndex: tl.outright?.winnerIndex ?? null };
}

type Sign = -1 | 0 | 1;

function onLine(valueQuarters: number, lineQuarters: number): LegResult {
  const sign = (l: number): Sign => Math.sign(valueQuarters - l) as Sign;
  if (lineQuarters % 2 === 0) {
    const s = sign(lineQuarters);
    return s > 0 ? 'W' : s < 0 ? 'L' : 'P';
  }
  const low = sign(lineQuarters - 1);
  const high = sign(lineQuarters + 1);
  if (low > 0 && high > 0) return 'W';
  if (low < 0 && high < 0) return 'L';
  return low > 0 ? 'LW' : 'LL';
}

const FLIP: Record<LegResult, LegResult> = { W: 'L', LW: 'LL', LL: 'LW', L: 'W', P: 'P' };

export function gradeLeg(leg: Leg, result: MatchResult): LegResult {
  if (leg.wtype === 'FS') {
    if (result.outrightWinnerIndex === null) throw new Error('gradeLeg: an outright leg on a match without a winner');
    return leg.rtype === `FS${result.outrightWinnerIndex + 1}` ? 'W' : 'L';
  }
  const half = leg.wtype.startsWith('H');
  const score = half ? result.halfTime : result.regulation;
  if (!score) throw new Error(`gradeLeg: ${leg.wtype} needs a half-time score`);
  const play = half ? leg.wtype.slice(1) : leg.wtype;
  const side = leg.rtype.slice(leg.wtype.length);
  const line = () => {
    if (leg.lineQuarters === null) throw new Error(`gradeLeg: ${leg.rtype} needs a line`);
    return leg.lineQuarters;
  };
  switch (play) {
    case 'R': {
      const home = onLine(4 * (score.h - score.c), line());
      return side === 'H' ? home : FLIP[home];
    }
    case 'OU': {
      const over = onLine(4 * (score.h + score.c), line());
      return side === 'H' ? over : FLIP[over];
    }
    case 'M': {
      const outcome = score.h > score.c ? 'H' : score.h < score.c ? 'C' : 'N';
      const rules = SPORT_RULES[result.gameType];
      // A level score where the sport has no draw comes only from a QA finish: the two sides push.
      if (outcome === 'N' && side !== 'N' && !(rules.kind === 'clock' && rules.canDraw)) return 'P';
      return side === outcome ? 'W' : 'L';
    }
    case 'EO': {
      const odd = (score.h + score.c) % 2 === 1;
      return (side === 'O') === odd ? 'W' : 'L';
    }
    default:
      throw new Error(`gradeLeg: unknown play ${leg.wtype}/${leg.rtype}`);
  }
}
