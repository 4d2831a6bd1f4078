/**
 * A match's score as every screen shows it (the odds grid, the match page, 我的注单): the two
 * figures that decide the match, in the unit the sport counts them in, and for set sports the
 * running figures of the set being played. One shape per kind of sport, each in its own module
 * (total-score, set-score, frame-score, inning-score); match-score.ts picks one by game type.
 *
 * The fields are the contract's (spec 001 section 3, the server's projection.ts): sc_FT_H/C are
 * goals, points or runs; sc_set_H/A sets (snooker: frames); sc_game_H/A the games or points of
 * the current set. An empty field (before the start) counts as 0.
 */
export interface ScoreFields {
  sc_FT_H?: string | undefined;
  sc_FT_C?: string | undefined;
  sc_set_H?: string | undefined;
  sc_set_A?: string | undefined;
  sc_game_H?: string | undefined;
  sc_game_A?: string | undefined;
  /** Baseball's inning, 0 elsewhere. */
  inningNum?: string | undefined;
}

export interface ScorePair {
  /** What the figures count, as a Chinese bettor reads it: 比分, 盘, 局, 分. */
  unit: string;
  home: number;
  away: number;
}

export interface ScoreLine {
  /** The figures that decide the match: goals, points, runs, sets or frames. */
  main: ScorePair;
  /** The set being played (tennis games, volleyball and table tennis points), or null. */
  current: ScorePair | null;
  /** Where the match stands when that is part of the score (baseball: 第3局), or null. */
  stage: string | null;
}

/** A score field as a number: empty (not started) and anything unreadable count as 0. */
export function figure(field: string | undefined): number {
  const n = Number(field);
  return field && Number.isInteger(n) && n >= 0 ? n : 0;
}

const pairText = (p: ScorePair) => `${p.home}-${p.away}`;

/** The whole line as one text, for a list row or a label: "2-1", "盘 1-1 局 3-2", "局 5-3". */
export function scoreText(line: ScoreLine): string {
  const main = line.main.unit === '比分' ? pairText(line.main) : `${line.main.unit} ${pairText(line.main)}`;
  const parts = [main];
  if (line.current) parts.push(`${line.current.unit} ${pairText(line.current)}`);
  if (line.stage) parts.push(line.stage);
  return parts.join(' ');
}
