import type { RoundFace } from '@betsite/contracts/provider';
import type { ForcedOutcome, GameKind } from './stand-in-games';

/**
 * What the stand-in providers remember: each venue's round count (the seed of its next round),
 * its recent rounds for QA, the outcomes QA forced, and the lottery tickets waiting for a draw.
 * Every collection is bounded.
 */

/** Rounds kept per venue for QA to read, oldest dropped first. */
export const ROUNDS_KEPT_PER_VENUE = 500;
/** Forced outcomes waiting per venue. */
export const FORCED_PER_VENUE_MAX = 100;
/** Lottery tickets a player may hold open at once. */
export const OPEN_TICKETS_PER_USER_MAX = 100;
/** Pinned lottery draws kept (QA forcing a ticket pins its draw). */
export const PINNED_DRAWS_MAX = 1_000;

export interface RoundLog {
  roundNo: number;
  /** The text the round's random source was seeded with: `${enName}:${roundNo}`. */
  seed: string;
  orderNo: string;
  userId: number;
  enName: string;
  gameCode: string;
  kind: GameKind;
  choice: string;
  stakeCents: number;
  /** 0 until a lottery ticket is drawn. */
  payoutCents: number;
  jackpotCents: number;
  outcome: 'win' | 'lose' | 'push' | 'pending';
  betContent: string;
  detail: string;
  /** What the game page draws: the reels, cards, digits... the seeded source decided. */
  face: RoundFace;
  forced: ForcedOutcome | null;
  at: number;
  settledAt: number | null;
}

export interface Ticket {
  orderNo: string;
  userId: number;
  enName: string;
  channelCode: string;
  gameCode: string;
  gameName: string;
  choice: string;
  stakeCents: number;
  period: number;
  drawAt: number;
  betTime: number;
}

export interface ProviderState {
  readonly roundNo: Map<string, number>;
  readonly rounds: Map<string, RoundLog[]>;
  readonly forced: Map<string, ForcedOutcome[]>;
  /** userId → open tickets, oldest first. */
  readonly tickets: Map<number, Ticket[]>;
  /** `${enName}:${period}` → digits QA's forcing fixed for that draw. */
  readonly pinnedDraws: Map<string, number[]>;
}

export const createProviderState = (): ProviderState => ({ roundNo: new Map(), rounds: new Map(), forced: new Map(), tickets: new Map(), pinnedDraws: new Map() });
