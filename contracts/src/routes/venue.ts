import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { epochMs, moneyAmount, page, pageQuery } from '../envelope';
import { Code } from '../status-codes';
import { ALL_BALANCE_TOTAL_CATEGORY, BET_SLIP_ENTRIES_MAX, GAME_TYPES, MARKET_TYPES, PROVIDER_LANGUAGE, TRANSFER_TY } from '../constants';
import { BET_STATUS_TICKETS_MAX } from '../sportsbook';
import { transferAmount } from '../validation';
import { flag, oneOf, positiveMoney, venueCode } from '../money-fields';
import { bet, betExample, betStatusRequest, betsRequest, oddsType, placeBetRequest, scoreField, ticket, ticketExamples } from './sportsbook';
import { providerField } from '../socket';
import { IP_RE } from '../wire';
import { charsAtMost } from '../char-count';

/**
 * Venues (the game providers), their games and wallets, launching, and the sports provider's
 * resource call (spec 001 sections 4, 5, 7 and 8). Shapes the spec does not show are ours and are
 * noted where they are made.
 */
const c = initContract();

// ---------------------------------------------------------------------------------------------
// Venues and games

/**
 * Venue categories on the wire. The spec tells the screens apart by type (TY, ZR, QP, DJ, CP,
 * egame, fish) and names only category 8 (allBalance: every venue, with totalMoney); the numbers
 * 1-7 are ours, in the order of the navigation menu.
 */
export const VENUE_CATEGORY = { TY: 1, ZR: 2, QP: 3, DJ: 4, CP: 5, egame: 6, fish: 7 } as const;
export type VenueType = keyof typeof VENUE_CATEGORY;
const categoryValues = Object.values(VENUE_CATEGORY);
export const venueCategory = oneOf(categoryValues);
export type VenueCategory = z.infer<typeof venueCategory>;

/** 0 open, 1 under maintenance (launch and transfers answer 6415). */
export const VENUE_STATUS = { open: 0, maintenance: 1 } as const;
const venueStatus = oneOf(Object.values(VENUE_STATUS));

/**
 * A venue. `enName` names the venue (launch); `channelCode` names the wallet it plays from
 * (transfer, balance). Our design: one provider's venues share one wallet, so AG's live casino and
 * AG's slots both play from channel AG, as they do at real providers.
 */
export const venue = z.object({
  enName: venueCode,
  /** Chinese display name, e.g. AG真人. */
  name: z.string().min(1).regex(charsAtMost(40)),
  channelCode: venueCode,
  /** The provider behind the wallet, e.g. AG; the wallet list shows it. */
  platformName: z.string().min(1).regex(charsAtMost(40)),
  category: venueCategory,
  status: venueStatus,
  icon: z.string().regex(charsAtMost(300)),
  /** Ascending display order inside its category. */
  sort: z.number().int().min(0).max(10_000),
  isHot: z.boolean(),
});
export type Venue = z.infer<typeof venue>;

export const game = z.object({
  gameCode: z.string().min(1).regex(charsAtMost(64)),
  gameName: z.string().min(1).regex(charsAtMost(60)),
  /** The venue the game is launched through. */
  enName: venueCode,
  category: oneOf([VENUE_CATEGORY.egame, VENUE_CATEGORY.fish] as const),
  icon: z.string().regex(charsAtMost(300)),
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int().min(0).max(100_000),
});
export type Game = z.infer<typeof game>;

/** A game as listed to a player: whether it is in the player's favourites. */
export const gameItem = game.extend({ isCollect: z.boolean() });

/** One wallet in the balance lists: a channel and what the player holds in it. */
export const venueWallet = z.object({
  channelCode: venueCode,
  /** The provider name shown on the wallet card, e.g. AG. */
  name: z.string(),
  balance: moneyAmount,
  /** 0 open, 1 maintenance: a channel is in maintenance when one of its venues is. */
  status: venueStatus,
});

/** The spec's totalMoney: 2 decimals, as a string. */
const yuanText = z.string().regex(/^\d+\.\d{2}$/);

/** Transfer direction. The spec names ty 1 (centre wallet into the venue); 2 (back out) is ours, for the transfer page. */
export const TRANSFER_TY_OUT = 2;
export const transferTy = oneOf([TRANSFER_TY, TRANSFER_TY_OUT] as const);

/**
 * 6413: the player joined an activity whose money sits in one venue; until its turnover target is
 * met that money cannot leave the venue, and other venues cannot be entered. The data drives the
 * venue dialog (spec 001 section 8). The shape is ours.
 */
export const venueActivityErrorData = z.object({
  activityName: z.string(),
  channelCode: venueCode,
  venueName: z.string(),
  turnoverTarget: moneyAmount,
  turnoverDone: moneyAmount,
});

export const allBalanceBody = z.object({
  /** 1-7 one category's wallets, 8 every wallet (the default). */
  category: oneOf([...categoryValues, ALL_BALANCE_TOTAL_CATEGORY] as const).default(ALL_BALANCE_TOTAL_CATEGORY),
});
export const allBalanceData = z.object({
  /** Sum of the listed wallets, 2 decimals. */
  totalMoney: yuanText,
  list: z.array(venueWallet),
});

export const recycleBody = z.object({
  /** One wallet to empty into the centre wallet; omitted: every wallet. */
  channelCode: venueCode.optional(),
});
export const recycleData = z.object({
  centerWalletBalance: moneyAmount,
  /** Total moved back into the centre wallet. */
  amount: moneyAmount,
  list: z.array(z.object({ channelCode: venueCode, amount: moneyAmount })),
  /** Wallets left untouched when recycling everything: 6413 activity lock or 6415 maintenance. */
  skipped: z.array(z.object({ channelCode: venueCode, status_code: oneOf([Code.VENUE_ACTIVITY, Code.VENUE_MAINTENANCE] as const) })),
});

export const transferBody = z.object({
  channelCode: venueCode,
  /** Yuan as typed: required, at most 2 decimals, at most 12 characters. */
  amount: transferAmount,
  /** 1 centre wallet into the venue, 2 venue back into the centre wallet. */
  ty: transferTy.default(TRANSFER_TY),
  /** 1 when the transfer is made from an activity's venue dialog; recorded on the ledger entry. */
  isActivity: flag.default(0),
});
export const transferData = z.object({
  channelCode: venueCode,
  amount: moneyAmount,
  centerWalletBalance: moneyAmount,
  /** The venue wallet after the transfer. */
  balance: moneyAmount,
  /** The ledger entry's order number. */
  orderNo: z.string(),
});

export const venueInfoBody = z.object({ category: venueCategory });

export const bonusPoolsBody = z.object({
  /** Only 6 slots and 7 fishing have jackpots (other categories answer an empty list); omitted: both. */
  category: venueCategory.optional(),
});
export const bonusPoolsData = z.object({
  total: moneyAmount,
  list: z.array(z.object({ enName: venueCode, name: z.string(), amount: moneyAmount })),
});

export const gameListBody = z.object({
  ...pageQuery.shape,
  /** One venue's games; omitted: every venue of the category. */
  enName: venueCode.optional(),
  /** Only 6 slots and 7 fishing list games (other categories answer an empty page). */
  category: venueCategory.optional(),
  /** Part of the game name. */
  keyword: z.string().trim().regex(charsAtMost(30)).optional(),
  /** 1: only the player's favourites (needs a session; none without one). */
  isCollect: flag.optional(),
  /** 1: only hot games. */
  isHot: flag.optional(),
});

export const launchBody = z.object({
  enName: venueCode,
  /** The game to open; empty opens the venue's lobby (sports, live casino, lottery, chess). */
  gameCode: z.string().regex(charsAtMost(64)).default(''),
  /** 1 when entering the venue of an activity the player joined. */
  isActivity: flag.optional(),
});
/**
 * A url starting with http opens directly, one starting with / opens on our own origin (the local
 * sport route for CRTY), anything else opens the game frame in a new tab.
 */
export const launchData = z.object({ url: z.string().min(1).regex(charsAtMost(2000)) });

export const balanceBody = z.object({ channelCode: venueCode });
export const balanceData = z.object({ channelCode: venueCode, balance: moneyAmount });

export const autoTransferBody = z.object({
  /** 1 on: entering a venue moves the centre wallet into it. 0 off. */
  status: flag,
});
export const autoTransferData = z.object({ status: flag });
export const autoTransferStatusBody = z.object({});
/**
 * Automatic transfer's state and the activity lock that governs it (ours: the spec names only
 * the setter). `activity` is the player's unmet lock: entering its venue sends isActivity 1, and
 * automatic transfer never moves money into that wallet.
 */
export const autoTransferStatusData = z.object({ status: flag, activity: venueActivityErrorData.nullable() });

export const collectionBody = z.object({ enName: venueCode, gameCode: z.string().min(1).regex(charsAtMost(64)) });
export const collectionData = z.object({ isCollect: z.boolean() });
/** A player keeps at most this many favourite games. */
export const COLLECTIONS_PER_USER_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Sports data (the resource call of the embedded provider, code CRTY)

export const sportGameType = z.enum(GAME_TYPES);
export const marketType = z.enum(MARKET_TYPES);

/**
 * A league as the provider lists it. The league filter's isActive, isShow and isExpand are screen
 * state the client adds; `id` is the provider's row id, `league_id` the id the default filter uses.
 */
export const league = z.object({
  id: z.number().int().positive(),
  league_id: z.number().int().positive(),
  name: z.string().min(1).regex(charsAtMost(60)),
  gameType: sportGameType.exclude(['ALL']),
  icon_class: z.string().regex(charsAtMost(60)),
  sort: z.number().int().min(0).max(10_000),
});
export type League = z.infer<typeof league>;

/**
 * One price. wtype is the play (R handicap, OU over/under, M 1x2, EO odd/even, FS champion); rtype
 * the side (RH/RC, OUH over/OUC under, MH/MC/MN, ...); ratio the line from the side's own point of
 * view (handicap-line.ts: "+" marks the side receiving it); r the price in the Request's oddsType
 * (hong kong by default; odds.ts converts, and parses it back to the exact hkMilli).
 */
export const odd = z.object({
  wtype: z.string().min(1).regex(charsAtMost(10)),
  rtype: z.string().min(1).regex(charsAtMost(10)),
  name: z.string().min(1).regex(charsAtMost(40)),
  ratio: z.string().regex(charsAtMost(20)).nullable(),
  r: z.number().min(-1000).max(1000).multipleOf(0.001),
  /** Not open for bets (just after a goal, or QA suspended it): placeBet refuses it. Absent: false. */
  suspended: z.boolean().default(false),
  /** The least and the most one bet on this play may stake (yuan). Absent: the play's STAKE_LIMITS_CENTS (sportsbook.ts). */
  min: positiveMoney.optional(),
  max: positiveMoney.optional(),
});

/** gameStatus: 0 not started, 1 in play, 2 finished, 3 postponed, 4 cancelled. Ours. */
export const MATCH_STATUS = { notStarted: '0', live: '1', finished: '2', postponed: '3', cancelled: '4' } as const;

/** A provider id: digits as text. */
export const providerId = z.string().regex(/^\d{1,18}$/);
const score = scoreField;

/** The match fields of spec 001 section 3, plus the identifiers and odds the bet slip reads. */
export const match = z.object({
  gameId: providerId,
  /** Provider ids the bet slip keeps (half-handicap plays use hgid as the game id). */
  hgid: providerId,
  gide: providerId,
  league_id: z.number().int().positive(),
  leagueName: z.string(),
  gameType: sportGameType.exclude(['ALL']),
  team_h: z.string().min(1).regex(charsAtMost(60)),
  team_c: z.string().min(1).regex(charsAtMost(60)),
  startTime: epochMs,
  isLive: z.boolean(),
  /** Running time as the provider shows it, e.g. 2H^67:12 (football), empty before kick-off. */
  re_time: providerField,
  /** Seconds counted in the period (basketball shows mm:ss from it), as text. */
  t_count: z.string().regex(/^\d{0,6}$/),
  /** Current session code: 1H, 2H, HT, Q1-Q4, OT, S1-S5, I1-I12; empty before the start. */
  se_now: providerField,
  /** Y at half time, N otherwise. */
  HalfTime: z.enum(['Y', 'N']),
  /** Baseball inning as text (9 and above is overtime); 0 for other sports. */
  inningNum: z.string().regex(/^\d{1,2}$/),
  gameStatus: z.enum([MATCH_STATUS.notStarted, MATCH_STATUS.live, MATCH_STATUS.finished, MATCH_STATUS.postponed, MATCH_STATUS.cancelled]),
  /** Goals, points or runs of the sports played on a clock (football, basketball, ice hockey, baseball); empty for set sports. */
  sc_FT_H: score,
  sc_FT_C: score,
  /** Left empty: the fixtures never fill it (no half-time pair or running text fits the digits-only rule). */
  sc_FT_A: score,
  /** Sets won (tennis 盘, volleyball and table tennis 局); snooker's frames won; empty for clock sports. */
  sc_set_H: score,
  sc_set_A: score,
  /** The games (tennis) or points (volleyball, table tennis) of the set being played; empty for snooker and clock sports. */
  sc_game_H: score,
  sc_game_A: score,
  hasVideo: z.boolean(),
  odds: z.array(odd).max(200),
  /** The most one player may stake on this match in all (yuan). Absent: MATCH_STAKE_MAX_CENTS (sportsbook.ts). */
  maxPerMatch: positiveMoney.optional(),
});
export type Match = z.infer<typeof match>;

const leagueIds = z.array(z.number().int().nonnegative()).max(50);
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const resourceCommon = {
  /** The client's clock in ms when the call was made. */
  timestamp: epochMs,
  /** The provider token from launching CRTY (the url's token); a wrong one answers 6302. */
  token: z.string().min(1).regex(charsAtMost(128)),
  langx: z.literal(PROVIDER_LANGUAGE).default(PROVIDER_LANGUAGE),
  /** The player's address as the client learnt it (preInfo ip). */
  remoteip: z.string().regex(IP_RE),
  enName: venueCode,
};

/**
 * The provider methods we implement: getLeagues, getMatches, getMatch, and the sportsbook's placeBet,
 * getBetStatus, getBets (routes/sportsbook.ts). The spec names the call, not its methods: ours.
 */
export const resourceBody = z.discriminatedUnion('method', [
  z.object({
    ...resourceCommon,
    method: z.literal('getLeagues'),
    Request: z.object({ gameType: sportGameType.default('FT'), marketType: marketType.default('RB') }),
  }),
  z.object({
    ...resourceCommon,
    method: z.literal('getMatches'),
    Request: z.object({
      gameType: sportGameType.default('FT'),
      marketType: marketType.default('RB'),
      /** League filter; empty or [0] means all leagues. */
      leagueIds: leagueIds.default([]),
      /** Early market day (Beijing time), for FU. */
      date: dateText.optional(),
      /** The odds type the prices (`r`) come back in. */
      oddsType,
    }),
  }),
  z.object({ ...resourceCommon, method: z.literal('getMatch'), Request: z.object({ gameId: providerId, oddsType }) }),
  z.object({ ...resourceCommon, method: z.literal('placeBet'), Request: placeBetRequest }),
  z.object({ ...resourceCommon, method: z.literal('getBetStatus'), Request: betStatusRequest }),
  z.object({ ...resourceCommon, method: z.literal('getBets'), Request: betsRequest }),
]);

export const resourceData = z.discriminatedUnion('method', [
  z.object({ method: z.literal('getLeagues'), list: z.array(league.extend({ count: z.number().int().min(0) })) }),
  z.object({ method: z.literal('getMatches'), list: z.array(match) }),
  z.object({ method: z.literal('getMatch'), match }),
  /** Ticket-level refusals are rejected tickets inside a 6000 reply; balance is the CRTY wallet after. */
  z.object({ method: z.literal('placeBet'), tickets: z.array(ticket).min(1).max(BET_SLIP_ENTRIES_MAX), balance: moneyAmount }),
  z.object({ method: z.literal('getBetStatus'), tickets: z.array(ticket).max(BET_STATUS_TICKETS_MAX) }),
  /** Newest first. */
  z.object({ method: z.literal('getBets'), ...page(bet).shape }),
]);

/** A success reply of each resource method, for the documentation and the contract tests. */
export const resourceExamples = {
  placeBet: { method: 'placeBet', tickets: [...ticketExamples], balance: 1_580.5 },
  getBetStatus: { method: 'getBetStatus', tickets: [{ ...ticketExamples[0], active: 'accepted' }] },
  getBets: { method: 'getBets', list: [betExample], total: 1, pageNum: 1, pageSize: 15 },
} as const;

// ---------------------------------------------------------------------------------------------

const venueExample: Venue = {
  enName: 'AGZR', name: 'AG真人', channelCode: 'AG', platformName: 'AG', category: VENUE_CATEGORY.ZR,
  status: 0, icon: '/static/venue/agzr.png', sort: 1, isHot: true,
};
export const matchExample: Match = {
  gameId: '7000101', hgid: '7000101', gide: '7500101', league_id: 100021, leagueName: '英格兰超级联赛', gameType: 'FT',
  team_h: '曼彻斯特城', team_c: '阿森纳', startTime: 1_768_467_600_000, isLive: true, re_time: '2H^67:12', t_count: '0',
  se_now: '2H', HalfTime: 'N', inningNum: '0', gameStatus: '1', sc_FT_H: '1', sc_FT_C: '1', sc_FT_A: '', sc_set_H: '',
  sc_set_A: '', sc_game_H: '', sc_game_A: '', hasVideo: true,
  odds: [{ wtype: 'R', rtype: 'RH', name: '让球 主', ratio: '0/0.5', r: 0.92, suspended: false, min: 10, max: 50_000 }],
  maxPerMatch: 100_000,
};

export const venueContract = c.router({
  allBalance: post({
    path: '/game/api/v1/venue/allBalance',
    summary: 'Venue wallet balances; category 8 lists every wallet, totalMoney is their sum (2 decimals)',
    body: allBalanceBody,
    data: allBalanceData,
    example: { totalMoney: '1680.50', list: [{ channelCode: 'AG', name: 'AG', balance: 1200.5, status: 0 }] },
  }),
  recycle: post({
    path: '/game/api/v1/venue/recycle',
    summary: 'Move venue wallet money back into the centre wallet (one wallet, or all)',
    description: 'Recycling everything skips wallets under an activity lock (6413) or in maintenance (6415) and lists them in skipped.',
    body: recycleBody,
    data: recycleData,
    codes: [Code.NOT_FOUND, Code.VENUE_ACTIVITY, Code.VENUE_MAINTENANCE, Code.FREQUENT_SUBMISSION],
    errorData: { [Code.VENUE_ACTIVITY]: venueActivityErrorData },
    example: { centerWalletBalance: 9200.5, amount: 311.5, list: [{ channelCode: 'AG', amount: 311.5 }], skipped: [] },
  }),
  transfer: post({
    path: '/game/api/v1/venue/transfer',
    summary: 'Transfer between the centre wallet and a venue wallet (ty 1 in, 2 out)',
    description: '6008 with 余额不足 when the source wallet holds less than the amount; nothing moves then.',
    body: transferBody,
    data: transferData,
    submitGuard: true,
    codes: [Code.NOT_FOUND, Code.VENUE_ACTIVITY, Code.VENUE_MAINTENANCE, Code.FREQUENT_SUBMISSION],
    errorData: { [Code.VENUE_ACTIVITY]: venueActivityErrorData },
    example: { channelCode: 'AG', amount: 100, centerWalletBalance: 8788, balance: 1300.5, orderNo: 'T20260115120000000001' },
  }),
  getVenueInfoByCategory: post({
    path: '/game/api/v1/venue/getVenueInfoByCategory',
    summary: 'The venues of one category screen (1 TY, 2 ZR, 3 QP, 4 DJ, 5 CP, 6 egame, 7 fish)',
    body: venueInfoBody,
    data: z.array(venue),
    auth: false,
    example: [venueExample],
  }),
  getBonusPools: post({
    path: '/game/api/v1/venue/getBonusPools',
    summary: 'Jackpot pools of the slot and fishing venues (they grow with the server clock)',
    body: bonusPoolsBody,
    data: bonusPoolsData,
    auth: false,
    example: { total: 1288888.88, list: [{ enName: 'PGDZ', name: 'PG电子', amount: 1288888.88 }] },
  }),
  gameList: post({
    path: '/game/api/v1/venue/gameList',
    summary: 'Slot and fishing games, filtered by venue, name, favourites or hot, one page at a time',
    body: gameListBody,
    data: page(gameItem),
    auth: false,
    codes: [Code.NOT_FOUND],
    example: {
      list: [{ gameCode: 'PG_1001', gameName: '麻将胡了', enName: 'PGDZ', category: 6, icon: '/static/game/pg/mahjong-ways.png', isHot: true, isNew: false, sort: 1, isCollect: false }],
      total: 1, pageNum: 1, pageSize: 15,
    },
  }),
  launch: post({
    path: '/game/api/v1/venue/launch',
    summary: 'Enter a venue or game: answers the url to open',
    description:
      'With automatic transfer on, the centre wallet moves into the venue first. 6415 when the venue is in maintenance; ' +
      '6413 when an activity lock keeps the player in another venue (the venue dialog shows the data).',
    body: launchBody,
    data: launchData,
    codes: [Code.NOT_FOUND, Code.VENUE_ACTIVITY, Code.VENUE_MAINTENANCE],
    errorData: { [Code.VENUE_ACTIVITY]: venueActivityErrorData },
    example: { url: 'https://play.ag-gaming.example/lobby?ticket=3f2a9c' },
  }),
  balance: post({
    path: '/game/api/v1/venue/balance',
    summary: 'One venue wallet\'s balance',
    body: balanceBody,
    data: balanceData,
    codes: [Code.NOT_FOUND],
    example: { channelCode: 'AG', balance: 1200.5 },
  }),
  resource: post({
    path: '/game/api/v1/venue/resource',
    summary: 'The sports provider call: method getLeagues, getMatches, getMatch, placeBet, getBetStatus or getBets with its Request',
    description:
      'token is the provider token issued by launching CRTY; a wrong or foreign one answers 6302 (数据异常，请重新进入游戏). 6303 when getMatch names no match. ' +
      'placeBet answers 6000 with one ticket per entry (one for a series): accepted, delay (poll getBetStatus until confirmAt) or rejected with a reason; ' +
      'a request that breaks a rule it shows itself (more than 10 entries, champion mixed with normal, one match twice, a series without its stake) answers 6007/6008.',
    body: resourceBody,
    data: resourceData,
    codes: [Code.UID_VERIFICATION, Code.NO_DATA, Code.PARAMETER_ERROR, Code.VENUE_MAINTENANCE],
    // A bet takes money: the same slip twice (a double click, a retry, two tabs) acts once. The
    // operation is the method and its Request; timestamp and token only say how it was sent.
    submitGuard: { methods: ['placeBet'] },
    example: { method: 'getMatches', list: [matchExample] },
  }),
  setAutoTransferStatus: post({
    path: '/game/api/v1/status/setAutoTransferStatus',
    summary: 'Switch automatic transfer on entering a venue on (1) or off (0)',
    body: autoTransferBody,
    data: autoTransferData,
    example: { status: 1 },
  }),
  getAutoTransferStatus: post({
    path: '/game/api/v1/status/getAutoTransferStatus',
    summary: 'Whether automatic transfer is on, and the activity lock (if any) holding a venue wallet',
    body: autoTransferStatusBody,
    data: autoTransferStatusData,
    example: { status: 1, activity: null },
  }),
  addCollection: post({
    path: '/game/api/v1/collection/addCollection',
    summary: 'Add a game to the player\'s favourites',
    description: `6009 when it is already a favourite; 6008 past ${COLLECTIONS_PER_USER_MAX} favourites.`,
    body: collectionBody,
    data: collectionData,
    codes: [Code.NOT_FOUND, Code.DATA_EXISTS],
    example: { isCollect: true },
  }),
  removeCollection: post({
    path: '/game/api/v1/collection/removeCollection',
    summary: 'Remove a game from the player\'s favourites',
    body: collectionBody,
    data: collectionData,
    codes: [Code.NOT_FOUND],
    example: { isCollect: false },
  }),
});
