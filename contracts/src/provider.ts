import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from './route';
import { epochMs, moneyAmount } from './envelope';
import { Code } from './status-codes';
import { transferAmount } from './validation';
import { venueCode } from './money-fields';
import { PROVIDER_PLAY_PATH } from './constants';
import { charsAtMost } from './char-count';

export { PROVIDER_PLAY_PATH };

/**
 * The stand-in game providers' own API, served by our server under /__provider (not the product's
 * contract: a provider's page calls it, QA and partners script it). The provider token of a
 * launch url is the only credential: it names the player and the venue, so it plays that venue's
 * games only; unknown, expired or another venue's answers 6302. Replies are the usual envelope.
 */
const c = initContract();

export const PROVIDER_GAME_KINDS = ['slot', 'fish', 'baccarat', 'dice', 'cards', 'lottery', 'match'] as const;
export const providerGameKind = z.enum(PROVIDER_GAME_KINDS);

const providerToken = z.string().min(1).regex(charsAtMost(128));
/** A choice of the game (baccarat banker/player/tie, 骰宝 and lottery big/small/odd/even, fish small/medium/shark, match home/away). */
const choice = z.string().regex(charsAtMost(20)).regex(/^[a-z]*$/);

/** The activity whose lock holds this venue's wallet, with its progress; `met` once the target is reached. */
export const activityProgress = z.object({
  activityName: z.string(),
  turnoverTarget: moneyAmount,
  turnoverDone: moneyAmount,
  met: z.boolean(),
});

export const roundOutcome = z.enum(['win', 'lose', 'push', 'pending']);

/** A slot's reel symbols, lowest weight (best pay) first; a theme only changes how they are drawn and named. */
export const SLOT_SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'LEMON', 'CHERRY'] as const;
/** 麻将 games show their reels as mahjong tiles; the others as fruit-machine symbols. */
export const SLOT_THEMES = ['fruit', 'mahjong'] as const;
export const MATCH_SPORTS = ['esports', 'football'] as const;
export const CARD_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const CARD_SUITS = ['spade', 'heart', 'club', 'diamond'] as const;
const playingCard = z.object({ rank: z.enum(CARD_RANKS), suit: z.enum(CARD_SUITS) });
const count = z.number().int().min(0);

/**
 * What the round's seeded source decided, in the shape its game page draws it: the page animates
 * towards this and never decides anything itself. `detail` says the same in words.
 */
export const roundFace = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), theme: z.enum(SLOT_THEMES), reels: z.array(z.enum(SLOT_SYMBOLS)).length(3) }),
  z.object({ kind: z.literal('fish'), target: z.enum(['small', 'medium', 'shark']), caught: z.boolean() }),
  z.object({ kind: z.literal('baccarat'), player: z.array(playingCard).min(2).max(3), banker: z.array(playingCard).min(2).max(3), playerTotal: count.max(9), bankerTotal: count.max(9) }),
  z.object({ kind: z.literal('cards'), mine: playingCard, dealer: playingCard }),
  /** 骰宝: the three dice and their total; a triple (围骰) loses every 大/小/单/双 bet. */
  z.object({ kind: z.literal('dice'), dice: z.array(z.number().int().min(1).max(6)).length(3), total: z.number().int().min(3).max(18), triple: z.boolean() }),
  /** The three digits once drawn; null while the ticket waits for its draw. */
  z.object({ kind: z.literal('lottery'), period: count, digits: z.array(count.max(9)).length(3).nullable() }),
  /** E-sports count maps of a best of three; a sports venue's simulated football match counts goals (first to two). */
  z.object({ kind: z.literal('match'), sport: z.enum(MATCH_SPORTS), home: z.string(), away: z.string(), homeMaps: count.max(2), awayMaps: count.max(2) }),
]);
export type RoundFace = z.infer<typeof roundFace>;

export const roundBody = z.object({
  token: providerToken,
  gameCode: z.string().min(1).regex(charsAtMost(64)),
  /** Yuan as text: at most 2 decimals, 12 characters; a round takes 1 to 5000 yuan. */
  stake: transferAmount,
  /** Omitted: the game's first choice. */
  choice: choice.optional(),
});

export const roundData = z.object({
  orderNo: z.string(),
  /** The venue's round number: with the venue's enName, the seed of its outcome (`PGDZ:12`). */
  roundNo: z.number().int().positive(),
  gameCode: z.string(),
  gameName: z.string(),
  outcome: roundOutcome,
  betContent: z.string(),
  detail: z.string(),
  face: roundFace,
  stake: moneyAmount,
  /** Paid back into the venue wallet, stake and jackpot included; 0 while a lottery ticket waits. */
  payout: moneyAmount,
  jackpot: moneyAmount,
  /** The venue wallet after the round. */
  balance: moneyAmount,
  /** A lottery ticket's draw time on the server clock; null for instant games. */
  drawAt: epochMs.nullable(),
  activity: activityProgress.nullable(),
});

export const sessionBody = z.object({ token: providerToken });

const perSymbol = <T extends z.ZodTypeAny>(value: T) => z.object({ SEVEN: value, BAR: value, BELL: value, LEMON: value, CHERRY: value });
const multiple = z.number().positive();

/**
 * What a game's page states of its rules, from the game's own constants so the page and the
 * record always agree: a slot's pay table (each symbol's name in both themes, what three of a kind
 * pays, what two cherries pay), fishing's multiple per target, a simulated match's odds (either side).
 */
export const gamePaytable = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('slot'), names: z.object({ fruit: perSymbol(z.string()), mahjong: perSymbol(z.string()) }), threeOfAKind: perSymbol(multiple), twoCherries: multiple }),
  z.object({ kind: z.literal('fish'), multiples: z.object({ small: multiple, medium: multiple, shark: multiple }) }),
  z.object({ kind: z.literal('match'), odds: multiple }),
]);
export type GamePaytable = z.infer<typeof gamePaytable>;

export const sessionData = z.object({
  enName: venueCode,
  venueName: z.string(),
  channelCode: venueCode,
  kind: providerGameKind,
  /** The return to player the page states. */
  rtp: z.string(),
  /** A simulated match's sport (the page's match card): e-sports at e-sports venues, football at the sports venues; null for other games. */
  matchSport: z.enum(MATCH_SPORTS).nullable(),
  /** The game launched, or the venue's first. */
  gameCode: z.string(),
  /** Each with how a slot game draws its reels (麻将 games as mahjong tiles); theme null for the other kinds. */
  games: z.array(z.object({ gameCode: z.string(), gameName: z.string(), theme: z.enum(SLOT_THEMES).nullable() })).max(500),
  choices: z.array(z.object({ value: z.string(), label: z.string() })).max(10),
  /** The rules the page states (slots, fishing, matches); null for the other kinds. */
  paytable: gamePaytable.nullable(),
  minStake: moneyAmount,
  maxStake: moneyAmount,
  balance: moneyAmount,
  /** The venue's jackpot, null where it has none. */
  pool: moneyAmount.nullable(),
  activity: activityProgress.nullable(),
  /** Lottery tickets waiting for their draw. */
  tickets: z.array(z.object({ orderNo: z.string(), betContent: z.string(), stake: moneyAmount, drawAt: epochMs })).max(100),
  /** The player's last rounds at this venue, newest first. */
  recent: z.array(roundData.omit({ balance: true, activity: true })).max(20),
});

export type ProviderSession = z.infer<typeof sessionData>;
export type ProviderRound = z.infer<typeof roundData>;

export const providerContract = c.router({
  session: post({
    path: '/__provider/session',
    summary: 'A stand-in game page opening: the venue, its games and choices, the venue wallet, the jackpot, open tickets and recent rounds',
    description: 'Due lottery draws are paid first. 6302 for an unknown, expired or sports token.',
    body: sessionBody,
    data: sessionData,
    auth: false,
    codes: [Code.UID_VERIFICATION],
  }),
  round: post({
    path: '/__provider/round',
    summary: 'Play one round: the stake leaves the venue wallet, the payout comes back, a bet record is written, turnover counts',
    description:
      '6302 token unknown, expired or the sports venue\'s; 6004 a game not of the token\'s venue; 6008 a stake outside 1-5000 yuan, ' +
      'an unknown choice, 余额不足, or 100 open lottery tickets; 6415 the venue in maintenance.',
    body: roundBody,
    data: roundData,
    auth: false,
    codes: [Code.UID_VERIFICATION, Code.NOT_FOUND, Code.VENUE_MAINTENANCE],
  }),
});
