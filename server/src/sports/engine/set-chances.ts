import { hashText } from '../../lib/seeded-random';
import { setBounded } from '../../lib/bounded-map';
import { setsToWin, type SetSport } from './sport-rules';

/**
 * The chances of set sports, worked out exactly from the chance of one unit (a tennis game, a
 * volleyball or table tennis point, a snooker frame): the simulator plays units with them, the
 * pricer turns them into set and match chances, the schedule draws knockout results with them.
 *
 * Tennis units are games won on serve: the home side's chance of a game depends on who serves it
 * (`unitH` when home serves, `unitC` when the away side does), the serve changes every game, and a
 * set at 6-6 is decided by a tie-break whose chance depends on who serves its first point (the side
 * that served the set's first game: twelve games have been played). Other set sports have one
 * chance per unit whoever serves (`unitH` = `unitC`).
 */
export interface SetModel {
  kind: 'sets';
  /** The home side's chance to win a unit it serves (every unit, where the serve does not matter). */
  unitH: number;
  /** The home side's chance to win a unit the away side serves. */
  unitC: number;
  /** Tennis: the home side's chance to win a tie-break it serves first, and one the away side serves first. */
  tieBreakH: number;
  tieBreakC: number;
}

/** A model where the serve does not matter: one chance for every unit. */
export const evenServeModel = (p: number): SetModel => ({ kind: 'sets', unitH: p, unitC: p, tieBreakH: p, tieBreakC: p });

/** The chance that the server wins a game from its chance of a point on serve (deuce included). */
export function holdChance(s: number): number {
  const r = 1 - s;
  const beforeDeuce = s ** 4 * (1 + 4 * r + 10 * r * r);
  const deuce = 20 * s ** 3 * r ** 3 * ((s * s) / (1 - 2 * s * r));
  return beforeDeuce + deuce;
}

/**
 * The chance that A wins a tie-break (first to 7, won by two) serving its first point: A serves
 * point 0, then each side serves two in turn. `a` and `b` are A's chances of a point on A's serve
 * and on B's serve.
 */
export function tieBreakChance(a: number, b: number): number {
  const memo = new Map<number, number>();
  const f = (x: number, y: number): number => {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && x === y) {
      // From 6-6 on, every two points are one on each serve.
      return (a * b) / (a * b + (1 - a) * (1 - b));
    }
    const key = x * 64 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const point = x + y;
    const aServes = Math.floor((point + 1) / 2) % 2 === 0;
    const p = aServes ? a : b;
    const value = p * f(x + 1, y) + (1 - p) * f(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return f(0, 0);
}

/**
 * Who serves the first unit of set `setNumber` (1-based): tossed per set from the match id, so the
 * simulator and the pricer agree without the pricer reading the timeline's future.
 */
export function homeServesFirst(matchId: string, setNumber: number): boolean {
  return (hashText(`${matchId}:serve:${setNumber}`) & 1) === 0;
}

/** Whether the home side serves the next unit of a set that began with `homeFirst` serving, `played` units in. */
export const homeServesUnit = (homeFirst: boolean, played: number): boolean => homeFirst === (played % 2 === 0);

/** The home side's chance to win a unit now. */
export const unitChance = (m: SetModel, homeServes: boolean): number => (homeServes ? m.unitH : m.unitC);

/** The home side's chance to win the set from units a-b, with the home side serving the set's first unit or not. */
export function setChance(rules: SetSport, m: SetModel, deciding: boolean, a0: number, b0: number, homeFirst: boolean): number {
  const need = deciding ? rules.unitsToWinDeciding : rules.unitsToWin;
  if (!rules.serveAlternates) return plainSetChance(rules, m.unitH, need, a0, b0);
  const tieBreak = homeFirst ? m.tieBreakH : m.tieBreakC;
  const memo = new Map<number, number>();
  const f = (a: number, b: number): number => {
    if (rules.tieBreakAt !== null && a === rules.tieBreakAt && b === rules.tieBreakAt) return tieBreak;
    if (a >= need && a - b >= 2) return 1;
    if (b >= need && b - a >= 2) return 0;
    if (rules.tieBreakAt !== null && a === rules.tieBreakAt + 1 && b === rules.tieBreakAt) return 1;
    if (rules.tieBreakAt !== null && b === rules.tieBreakAt + 1 && a === rules.tieBreakAt) return 0;
    const key = a * 64 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = unitChance(m, homeServesUnit(homeFirst, a + b));
    const value = p * f(a + 1, b) + (1 - p) * f(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return f(a0, b0);
}

/** One chance per unit: a recursion to the last units, then deuce in closed form (win by two). */
function plainSetChance(rules: SetSport, p: number, need: number, a0: number, b0: number): number {
  const memo = new Map<number, number>();
  const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
  const f = (a: number, b: number): number => {
    if (a >= need && (!rules.winByTwo || a - b >= 2)) return 1;
    if (b >= need && (!rules.winByTwo || b - a >= 2)) return 0;
    if (rules.winByTwo && a >= need - 1 && b >= need - 1) return a === b ? deuce : a > b ? p + (1 - p) * deuce : p * deuce;
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * f(a + 1, b) + (1 - p) * f(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return f(a0, b0);
}

/** Where a set match stands: sets won and the units of the set in play. */
export interface SetScore {
  h: number;
  c: number;
  unitH: number;
  unitC: number;
}

/**
 * The chance of each final score in sets (`${h},${c}`) from a score now: the set in play from its
 * units, then every set still to play from 0-0, each with its own first server. A table over the
 * scores in sets (a best of 35 has 18 x 18 of them), not a walk over every order of sets.
 */
export function finalSetScores(rules: SetSport, m: SetModel, matchId: string, score: SetScore): Map<string, number> {
  const target = setsToWin(rules);
  const finals = new Map<string, number>();
  // chance[h][c]: the chance that the match stands at h-c in sets with the set h+c+1 to start (or, at the score now, in play).
  const chance = new Map<number, number>([[score.h * 64 + score.c, 1]]);
  const freshChance = (n: number) => freshSetChance(rules, m, matchId, n);
  for (let played = score.h + score.c; played < rules.bestOf; played++) {
    for (let h = Math.max(score.h, played - (target - 1)); h <= Math.min(played - score.c, target - 1); h++) {
      const c = played - h;
      const at = chance.get(h * 64 + c);
      if (at === undefined) continue;
      const n = played + 1;
      const current = h === score.h && c === score.c;
      const ps = current ? setChance(rules, m, n === rules.bestOf, score.unitH, score.unitC, homeServesFirst(matchId, n)) : freshChance(n);
      for (const [nh, nc, p] of [[h + 1, c, ps], [h, c + 1, 1 - ps]] as const) {
        if (nh === target || nc === target) finals.set(`${nh},${nc}`, (finals.get(`${nh},${nc}`) ?? 0) + at * p);
        else chance.set(nh * 64 + nc, (chance.get(nh * 64 + nc) ?? 0) + at * p);
      }
    }
  }
  return finals;
}

/**
 * A set's chance from 0-0, kept per model (a match's prices are asked for at every point of it, and
 * only the set in play changes): it depends on whether the set decides and, where the serve
 * matters, on the set's number (its first server).
 */
const freshChances = new WeakMap<SetModel, Map<string, number>>();

function freshSetChance(rules: SetSport, m: SetModel, matchId: string, n: number): number {
  let known = freshChances.get(m);
  if (known === undefined) {
    known = new Map();
    freshChances.set(m, known);
  }
  const deciding = n === rules.bestOf;
  const key = rules.serveAlternates ? `${rules.bestOf}|${matchId}|${n}` : `${rules.unitsToWin}|${deciding}`;
  let chance = known.get(key);
  if (chance === undefined) {
    chance = setChance(rules, m, deciding, 0, 0, homeServesFirst(matchId, n));
    // A model serves one match (or a draw's pairing): a few keys at most; bounded all the same.
    setBounded(known, key, chance, 64);
  }
  return chance;
}

/** The home side's chance to win the match from the start. */
export function setMatchWinChance(rules: SetSport, m: SetModel, matchId: string): number {
  let win = 0;
  for (const [key, chance] of finalSetScores(rules, m, matchId, { h: 0, c: 0, unitH: 0, unitC: 0 })) {
    const [h = 0, c = 0] = key.split(',').map(Number);
    if (h > c) win += chance;
  }
  return win;
}
