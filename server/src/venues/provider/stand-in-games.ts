import { VENUE_CATEGORY } from '@betsite/contracts/routes/venue';
import { CARD_RANKS, CARD_SUITS, type GamePaytable, type RoundFace, type SLOT_SYMBOLS } from '@betsite/contracts/provider';
import { type Random, randomInt, weightedPick } from '../../lib/seeded-random';

/**
 * The stand-in providers' games, one small honest game per venue category, as pure functions of a
 * seeded random source: the same seed and choice always give the same outcome (QA replays a run).
 * Each game's return to player (RTP) is stated next to it and checked over many seeded rounds in
 * stand-in-games.test.ts. Payouts include the stake and are floored to the cent (the fraction
 * stays with the house). A push (a tie where the bet is returned) pays the stake back and counts
 * no valid turnover, as at real casinos.
 */

export type GameKind = 'slot' | 'fish' | 'baccarat' | 'dice' | 'cards' | 'lottery' | 'match';
export type ForcedOutcome = 'win' | 'lose' | 'jackpot';

export interface Outcome {
  /** Paid back to the venue wallet, stake included; 0 on a loss. */
  payoutCents: number;
  /** What counts toward turnover: the stake, or 0 on a push. */
  validBetCents: number;
  /** What was bet on, as the record shows it, e.g. 押庄. */
  betContent: string;
  /** What happened, e.g. 闲 5 点 : 庄 7 点, 庄赢. */
  detail: string;
  /** Decimal odds where the game has fixed odds, else null. */
  odds: number | null;
  /** The same outcome as the game page draws it (reels, cards, digits...). */
  face: RoundFace;
}

/** How a slot game is dressed: 麻将 games are played with mahjong tiles. */
export type SlotTheme = Extract<RoundFace, { kind: 'slot' }>['theme'];
export const MAHJONG_GAME_NAME = /麻将|麻雀/;
export const slotThemeOf = (gameName: string): SlotTheme => (MAHJONG_GAME_NAME.test(gameName) ? 'mahjong' : 'fruit');

/** What a simulated match is played as: e-sports venues a best of three, the sports venues football. */
export type MatchSport = Extract<RoundFace, { kind: 'match' }>['sport'];
export const matchSportOf = (category: number): MatchSport => (category === VENUE_CATEGORY.TY ? 'football' : 'esports');

/** A simulated match's sides, home first. */
export type Pairing = readonly [home: string, away: string];

/** How a game is dressed, from its venue and name: it changes what the page draws and the record says, never the odds. */
export interface GameDress {
  slotTheme: SlotTheme;
  matchSport: MatchSport;
  /** The match's sides when they were named before the bet (rounds.ts, nextPairing); else drawn with the round. */
  pairing?: Pairing | undefined;
}
const PLAIN_DRESS: GameDress = { slotTheme: 'fruit', matchSport: 'esports' };


/** A game's choices: value → label; the first is the default. Empty for games without a choice. */
export const CHOICES: Record<GameKind, Readonly<Record<string, string>>> = {
  slot: {},
  fish: { small: '小丑鱼 ×2', medium: '海龟 ×5', shark: '鲨鱼 ×20' },
  baccarat: { banker: '庄', player: '闲', tie: '和' },
  dice: { big: '大', small: '小', odd: '单', even: '双' },
  cards: {},
  lottery: { big: '大', small: '小', odd: '单', even: '双' },
  match: { home: '主队', away: '客队' },
};

export const defaultChoice = (kind: GameKind): string => Object.keys(CHOICES[kind])[0] ?? '';

/**
 * A game's choices as the page offers them: a match's sides by the teams' names (押 IG, not 押主队),
 * once the pairing is known; the values stay home and away.
 */
export function choicesOf(kind: GameKind, pairing: Pairing | null): { value: string; label: string }[] {
  const labels = kind === 'match' && pairing ? { home: pairing[0], away: pairing[1] } : CHOICES[kind];
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

const pays = (stakeCents: number, multiple: number) => Math.floor(stakeCents * multiple + 1e-9);

// ---------------------------------------------------------------------------------------------
// Slots: three reels of weighted symbols. RTP 1965/2048 = 95.95% (exact, from the weights below).

type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const SLOT_WEIGHTS = { SEVEN: 1, BAR: 2, BELL: 3, LEMON: 5, CHERRY: 5 } as const satisfies Record<SlotSymbol, number>;
/** Three of a kind pays this multiple of the stake; two cherries anywhere pay 2. */
export const SLOT_PAYS: Record<SlotSymbol, number> = { SEVEN: 100, BAR: 50, BELL: 15, LEMON: 6, CHERRY: 5 };
export const SLOT_TWO_CHERRIES_PAYS = 2;
/** The symbols' names per theme (the page draws the same): a mahjong reel's 红中 pays what a fruit reel's 7 does. */
export const SLOT_LABELS: Record<SlotTheme, Record<SlotSymbol, string>> = {
  fruit: { SEVEN: '7', BAR: 'BAR', BELL: '铃铛', LEMON: '柠檬', CHERRY: '樱桃' },
  mahjong: { SEVEN: '红中', BAR: '发财', BELL: '白板', LEMON: '八万', CHERRY: '五筒' },
};

export function slotMultiple(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return SLOT_PAYS[a];
  return reels.filter((s) => s === 'CHERRY').length === 2 ? SLOT_TWO_CHERRIES_PAYS : 0;
}

function slot(random: Random, stakeCents: number, _choice: string, { slotTheme: theme }: GameDress): Outcome {
  const reels = [0, 1, 2].map(() => weightedPick(random, SLOT_WEIGHTS));
  const multiple = slotMultiple(reels);
  const labels = SLOT_LABELS[theme];
  return {
    payoutCents: pays(stakeCents, multiple), validBetCents: stakeCents, betContent: '旋转',
    detail: `${reels.map((s) => labels[s]).join(' | ')}${multiple ? `，${multiple} 倍` : ''}`, odds: null,
    face: { kind: 'slot', theme, reels },
  };
}

// ---------------------------------------------------------------------------------------------
// Fishing: a shot at one fish; each fish's catch chance times its multiple is 0.96. RTP 96%.

export const FISH = { small: { multiple: 2, chance: 0.48 }, medium: { multiple: 5, chance: 0.192 }, shark: { multiple: 20, chance: 0.048 } } as const;

function fish(random: Random, stakeCents: number, choice: string): Outcome {
  const target = FISH[choice as keyof typeof FISH];
  const caught = random() < target.chance;
  const label = CHOICES.fish[choice] ?? choice;
  return {
    payoutCents: caught ? pays(stakeCents, target.multiple) : 0, validBetCents: stakeCents, betContent: `射击 ${label}`,
    detail: caught ? '捕获成功' : '未捕获', odds: target.multiple, face: { kind: 'fish', target: choice as keyof typeof FISH, caught },
  };
}

// ---------------------------------------------------------------------------------------------
// Baccarat, infinite shoe, standard drawing rules. Player pays 1:1, banker 0.95:1, tie 8:1; a tie
// returns player and banker bets. RTP about 98.76% (player), 98.94% (banker), 85.64% (tie).

export const BACCARAT_MULTIPLES = { player: 2, banker: 1.95, tie: 9 } as const;

type PlayingCard = Extract<RoundFace, { kind: 'cards' }>['mine'];

/**
 * One card of an endless shoe. One draw of 52 gives the rank (floor(n / 4), exactly the draw of
 * 13 it replaced, so every seed deals the ranks it always did) and the suit (n % 4) the page shows.
 */
function drawCard(random: Random): PlayingCard {
  const n = randomInt(random, 52);
  return { rank: CARD_RANKS[Math.floor(n / 4)] ?? 'A', suit: CARD_SUITS[n % 4] ?? 'spade' };
}

/** Baccarat's value: A is 1, 2 to 9 their pips, 10 and faces 0. */
const baccaratValue = (card: PlayingCard) => Math.min(CARD_RANKS.indexOf(card.rank) + 1, 10) % 10;
const handTotal = (hand: readonly PlayingCard[]) => hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** The banker's third-card rule, given its total and the player's third card. */
function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export interface BaccaratHand {
  player: number;
  banker: number;
  playerCards: PlayingCard[];
  bankerCards: PlayingCard[];
}

export function baccaratHand(random: Random): BaccaratHand {
  const playerCards = [drawCard(random), drawCard(random)];
  const bankerCards = [drawCard(random), drawCard(random)];
  if (handTotal(playerCards) < 8 && handTotal(bankerCards) < 8) {
    let playerThird: number | null = null;
    if (handTotal(playerCards) <= 5) {
      const third = drawCard(random);
      playerCards.push(third);
      playerThird = baccaratValue(third);
    }
    if (bankerDraws(handTotal(bankerCards), playerThird)) bankerCards.push(drawCard(random));
  }
  return { player: handTotal(playerCards), banker: handTotal(bankerCards), playerCards, bankerCards };
}

function baccarat(random: Random, stakeCents: number, choice: string): Outcome {
  const side = choice as keyof typeof BACCARAT_MULTIPLES;
  const hand = baccaratHand(random);
  const winner = hand.player > hand.banker ? 'player' : hand.banker > hand.player ? 'banker' : 'tie';
  const push = winner === 'tie' && side !== 'tie';
  const payoutCents = winner === side ? pays(stakeCents, BACCARAT_MULTIPLES[side]) : push ? stakeCents : 0;
  const winnerLabel = { player: '闲赢', banker: '庄赢', tie: '和局' }[winner];
  return {
    payoutCents, validBetCents: push ? 0 : stakeCents, betContent: `押${CHOICES.baccarat[side] ?? side}`,
    detail: `闲 ${hand.player} 点 : 庄 ${hand.banker} 点，${winnerLabel}`, odds: BACCARAT_MULTIPLES[side],
    face: { kind: 'baccarat', player: hand.playerCards, banker: hand.bankerCards, playerTotal: hand.player, bankerTotal: hand.banker },
  };
}

// ---------------------------------------------------------------------------------------------
// 骰宝 (sic bo) at a live-casino table: three dice; 大 is a total of 11-17, 小 4-10, 单/双 the total's
// parity; a triple (围骰) loses them all. Each pays 1:1. RTP 2 × 105/216 = 97.22%.

export const DICE_MULTIPLE = 2;

export function diceWins(choice: string, dice: readonly number[]): boolean {
  const [a, b, c] = dice;
  if (a === b && b === c) return false;
  const total = dice.reduce((sum, d) => sum + d, 0);
  if (choice === 'big') return total >= 11;
  if (choice === 'small') return total <= 10;
  if (choice === 'odd') return total % 2 === 1;
  return total % 2 === 0;
}

function dice(random: Random, stakeCents: number, choice: string): Outcome {
  const rolled = [0, 1, 2].map(() => randomInt(random, 6) + 1);
  const total = rolled.reduce((sum, d) => sum + d, 0);
  const triple = rolled.every((d) => d === rolled[0]);
  const won = diceWins(choice, rolled);
  const verdict = triple ? '围骰' : `${total >= 11 ? '大' : '小'}${total % 2 ? '单' : '双'}`;
  return {
    payoutCents: won ? pays(stakeCents, DICE_MULTIPLE) : 0, validBetCents: stakeCents, betContent: `押${CHOICES.dice[choice] ?? choice}`,
    detail: `${rolled.join(' ')}，${total} 点 ${verdict}`, odds: DICE_MULTIPLE, face: { kind: 'dice', dice: rolled, total, triple },
  };
}

// ---------------------------------------------------------------------------------------------
// Chess and cards: 比大小, one card each (2 to A); higher wins 1.95 (the table's 5% commission),
// equal returns the stake. RTP 6/13 × 1.95 + 1/13 = 97.69%.

export const CARDS_WIN_MULTIPLE = 1.95;
/** 比大小's order, 2 lowest and A highest (a draw's rank index n / 4 counts in CARD_RANKS, A to K). */
const HIGH_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const highRank = (card: PlayingCard) => HIGH_ORDER.indexOf(card.rank);

/** The card whose 比大小 rank is the draw of 13 this game always made (2 for 0 ... A for 12), with its suit. */
function drawHighCard(random: Random): PlayingCard {
  const n = randomInt(random, 52);
  return { rank: HIGH_ORDER[Math.floor(n / 4)] ?? '2', suit: CARD_SUITS[n % 4] ?? 'spade' };
}

function cards(random: Random, stakeCents: number): Outcome {
  const mine = drawHighCard(random);
  const dealer = drawHighCard(random);
  const face: RoundFace = { kind: 'cards', mine, dealer };
  const detail = `我 ${mine.rank} : 庄家 ${dealer.rank}`;
  if (mine.rank === dealer.rank) return { payoutCents: stakeCents, validBetCents: 0, betContent: '比大小', detail: `${detail}，和局`, odds: CARDS_WIN_MULTIPLE, face };
  const won = highRank(mine) > highRank(dealer);
  return { payoutCents: won ? pays(stakeCents, CARDS_WIN_MULTIPLE) : 0, validBetCents: stakeCents, betContent: '比大小', detail: `${detail}，${won ? '赢' : '输'}`, odds: CARDS_WIN_MULTIPLE, face };
}

// ---------------------------------------------------------------------------------------------
// E-sports and the other sports venues: a best-of-three simulated match, even chances, odds 1.90. RTP 95%.

export const MATCH_ODDS = 1.9;
/**
 * The pairings: League of Legends clubs of the LPL (AG超玩会, once listed here, plays Honor of Kings
 * in the KPL), and for the sports venues clubs of the 中超 (fixtures/rosters.json's 中国超级联赛).
 */
const TEAMS: Record<MatchSport, readonly (readonly [string, string])[]> = {
  esports: [['IG', 'EDG'], ['RNG', 'TES'], ['JDG', 'BLG'], ['WBG', 'LNG']],
  football: [['上海海港', '山东泰山'], ['北京国安', '上海申花'], ['成都蓉城', '浙江队'], ['天津津门虎', '河南队']],
};

/** A pairing of the sport's clubs, from a seeded source. */
export function drawPairing(random: Random, sport: MatchSport): Pairing {
  const pairs = TEAMS[sport];
  return pairs[randomInt(random, pairs.length)] ?? pairs[0]!;
}

function matchBet(random: Random, stakeCents: number, choice: string, { matchSport: sport, pairing }: GameDress): Outcome {
  const [home, away] = pairing ?? drawPairing(random, sport);
  const homeWins = random() < 0.5;
  const loserMaps = randomInt(random, 2);
  const score = homeWins ? `2:${loserMaps}` : `${loserMaps}:2`;
  const won = (choice === 'home') === homeWins;
  return {
    payoutCents: won ? pays(stakeCents, MATCH_ODDS) : 0,
    validBetCents: stakeCents,
    betContent: `${home} vs ${away}，押${choice === 'home' ? home : away} @${MATCH_ODDS}`,
    detail: `${home} ${score} ${away}`,
    odds: MATCH_ODDS,
    face: { kind: 'match', sport, home, away, homeMaps: homeWins ? 2 : loserMaps, awayMaps: homeWins ? loserMaps : 2 },
  };
}

// ---------------------------------------------------------------------------------------------
// Lottery (分分彩): three digits drawn every minute of the server clock; 大 is a sum of 14 or more,
// 小 13 or less, 单/双 the sum's parity: each exactly half of the 1,000 draws. Pays 1.96. RTP 98%.

export const LOTTERY_MULTIPLE = 1.96;

export const lotteryDraw = (random: Random): [number, number, number] => [randomInt(random, 10), randomInt(random, 10), randomInt(random, 10)];

export function lotteryWins(choice: string, digits: readonly number[]): boolean {
  const sum = digits.reduce((a, b) => a + b, 0);
  if (choice === 'big') return sum >= 14;
  if (choice === 'small') return sum <= 13;
  if (choice === 'odd') return sum % 2 === 1;
  return sum % 2 === 0;
}

export function lotterySettlement(stakeCents: number, choice: string, digits: readonly number[], period: number): Outcome {
  const won = lotteryWins(choice, digits);
  const sum = digits.reduce((a, b) => a + b, 0);
  return {
    payoutCents: won ? pays(stakeCents, LOTTERY_MULTIPLE) : 0, validBetCents: stakeCents, betContent: `押${CHOICES.lottery[choice] ?? choice}`,
    detail: `开奖 ${digits.join(' ')}，和值 ${sum}`, odds: LOTTERY_MULTIPLE, face: { kind: 'lottery', period, digits: [...digits] },
  };
}

// ---------------------------------------------------------------------------------------------

type InstantKind = Exclude<GameKind, 'lottery'>;
const INSTANT: Record<InstantKind, (random: Random, stakeCents: number, choice: string, dress: GameDress) => Outcome> = { slot, fish, baccarat, dice, cards, match: matchBet };

/** A forced outcome is found among the game's own honest outcomes, drawn on from the same seeded source. */
export const FORCED_TRIES_MAX = 10_000;

export const isWin = (o: Outcome, stakeCents: number) => o.payoutCents > stakeCents;
export const isLoss = (o: Outcome) => o.payoutCents === 0;

/** One round of an instant game; `forced` ('win' or 'lose') keeps drawing until the outcome is one. */
export function playInstant(kind: InstantKind, random: Random, stakeCents: number, choice: string, forced?: Exclude<ForcedOutcome, 'jackpot'>, dressed: Partial<GameDress> = {}): Outcome {
  const game = INSTANT[kind];
  const dress = { ...PLAIN_DRESS, ...dressed };
  let outcome = game(random, stakeCents, choice, dress);
  for (let i = 0; forced && i < FORCED_TRIES_MAX; i++) {
    if (forced === 'win' ? isWin(outcome, stakeCents) : isLoss(outcome)) break;
    outcome = game(random, stakeCents, choice, dress);
  }
  return outcome;
}

/** Stated return to player, shown on each game's page. */
export const RTP_TEXT: Record<GameKind, string> = {
  slot: '95.95%（另有奖池 1%）',
  fish: '96%（另有奖池 1%）',
  baccarat: '庄 98.94%，闲 98.76%，和 85.64%',
  dice: '97.22%（围骰通杀）',
  cards: '97.69%',
  lottery: '98%',
  match: '95%',
};

/** The rules a game's page states (contracts' gamePaytable), from the constants the rounds are played by. */
export function paytableOf(kind: GameKind): GamePaytable | null {
  switch (kind) {
    case 'slot': return { kind, names: SLOT_LABELS, threeOfAKind: SLOT_PAYS, twoCherries: SLOT_TWO_CHERRIES_PAYS };
    case 'fish': return { kind, multiples: { small: FISH.small.multiple, medium: FISH.medium.multiple, shark: FISH.shark.multiple } };
    case 'match': return { kind, odds: MATCH_ODDS };
    case 'baccarat': case 'dice': case 'cards': case 'lottery': return null;
  }
}

/** Live-casino venues whose table is 骰宝 rather than baccarat (DG's dice table stands for the category's second game). */
const DICE_TABLE_VENUES: ReadonlySet<string> = new Set(['DGZR']);

/** The game each venue plays: slots and fishing per game, the others one table per venue, as its category says. */
export function kindOfVenue(venue: { enName: string; category: number }): GameKind {
  if (venue.category === VENUE_CATEGORY.ZR && DICE_TABLE_VENUES.has(venue.enName)) return 'dice';
  switch (venue.category) {
    case VENUE_CATEGORY.ZR: return 'baccarat';
    case VENUE_CATEGORY.QP: return 'cards';
    case VENUE_CATEGORY.CP: return 'lottery';
    case VENUE_CATEGORY.egame: return 'slot';
    case VENUE_CATEGORY.fish: return 'fish';
    default: return 'match';
  }
}

/** The table game's code and name for the venues that open a lobby (not slots or fishing). */
export const TABLE_GAMES: Record<Exclude<GameKind, 'slot' | 'fish'>, { gameCode: string; gameName: string }> = {
  baccarat: { gameCode: 'baccarat', gameName: '百家乐' },
  dice: { gameCode: 'sicbo', gameName: '骰宝' },
  cards: { gameCode: 'bidaxiao', gameName: '比大小' },
  lottery: { gameCode: 'ffc', gameName: '分分彩' },
  match: { gameCode: 'match', gameName: '模拟赛事' },
};
