import type { Caller, Steps } from './steps';

/** The request a success check sends, made by its recipe's set-up. */
export interface Prepared {
  input: unknown;
  /** Sent as another account (a fresh one the set-up registered) or from the account's own device. */
  caller?: Caller;
  /** What the set-up made that the undo needs (the card list before a card was added...). */
  context?: unknown;
}

/**
 * How a route is brought to its success for the account the suite logs in as (the demo account by
 * default): set-up steps through the product API itself (an order placed before it is closed, an id
 * read from a list route), so the same recipe works on a partner's backend whose account has the
 * state; the QA API only where nothing else gives what is needed (a code sent by SMS, a captcha's
 * answer). See README "Conformance".
 */
export interface SuccessRecipe {
  /** What the account must have for the success: said when the check fails. */
  needs?: string;
  /**
   * Why the success needs the QA API (GET /__mock/outbox, /__mock/captcha...). Against a backend
   * without it the check sends the route's plain sample, holds its reply to the document and is
   * skipped with this reason.
   */
  qa?: string;
  /**
   * Runs in a QA sandbox of its own (x-mock-session: a fresh world of the backend's fixtures,
   * removed afterwards), logged in there: for successes that would change the account for the rest
   * of the run or for good (a password reset ends every session, a confirmed bonus holds
   * withdrawals) or that meet the one-code-per-60-s rule of a target the run already sent a code to.
   * Implies `qa`.
   */
  sandbox?: true;
  /** The set-up: the request that must succeed. */
  request(steps: Steps): Promise<Prepared>;
  /** Puts back what the success changed (an order closed, a card removed), so a second run finds the same state. */
  undo?(steps: Steps, data: unknown, prepared: Prepared): Promise<void>;
}

export type Recipes = Record<string, SuccessRecipe>;

/** The request itself, when the set-up has nothing else to say. */
export const input = (value: unknown): Prepared => ({ input: value });
