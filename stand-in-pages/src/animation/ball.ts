import type { ScoreEvent } from './match-text';

/**
 * Where the ball goes on each read of the match: to the scorer's end on a new score (and the
 * banner names the team), about the middle while play goes on, nowhere when the match is not live.
 * In the field's own units (400x240).
 */
export type Spot = readonly [x: number, y: number];

export const KICK_OFF: Spot = [200, 120];

/** The spot of the wander's step (0 to 5): six spots about the middle of the field. */
export const wanderSpot = (step: number): Spot => [120 + ((step * 67) % 160), 70 + ((step * 41) % 100)];

/** A score newer than the last one seen (never on the first read: what was scored before the page opened is old news). */
export const newScore = (events: readonly ScoreEvent[], seenAtMs: number | null): ScoreEvent | null => {
  const last = events.at(-1);
  return last && seenAtMs !== null && last.atMs > seenAtMs ? last : null;
};

/** The end of the field the side scores at. */
export const scorersEnd = (side: ScoreEvent['side']): Spot => [side === 'H' ? 372 : 28, 120];
