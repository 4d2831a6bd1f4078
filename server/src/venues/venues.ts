import { installedCrypto } from '../lib/crypto';
import { base64UrlText } from '../lib/bytes';
import { Code } from '@betsite/contracts/status-codes';
import { SPORTS_PROVIDER_CODE } from '@betsite/contracts/constants';
import { COLLECTIONS_PER_USER_MAX, VENUE_CATEGORY, VENUE_STATUS, type Game, type Venue } from '@betsite/contracts/routes/venue';
import type { SiteSettings } from '@betsite/contracts/mock';
import { PROVIDER_PLAY_PATH } from '@betsite/contracts/constants';
import { type Result, refuse, success } from '../lib/reply';
import type { VenueFixture } from './fixtures';
import { setBounded } from '../lib/bounded-map';
import { type LedgerEntry, type Wallet, type Wallets, recycleVenues, transferToVenue, unmetLock, walletOf } from '../money/wallet';

/**
 * The venue catalogue (providers, their games and wallet channels), maintenance, launching,
 * favourites and the provider tokens that launching issues. Money moves through wallet.ts only.
 */

export const PROVIDER_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const PROVIDER_TOKENS_MAX = 50_000;

export interface Channel {
  channelCode: string;
  name: string;
  enNames: string[];
  categories: Set<number>;
}

export interface ProviderToken {
  token: string;
  userId: number;
  enName: string;
  /** The game launched; '' for a venue's lobby. */
  gameCode: string;
  issuedAt: number;
  /** The site session the game was launched from: the token lives no longer than it does. */
  session: string;
}

/** Whether a site session still lives (accounts/sessions.ts; a game played refreshes it). */
export type SessionLive = (session: string) => boolean;

/** A jackpot since it last paid out: it grows by its fixture rate per minute and by players' stakes. */
export interface Pool {
  sinceMs: number;
  contributedCents: number;
}

export interface Games {
  readonly venues: readonly VenueFixture[];
  readonly byEnName: ReadonlyMap<string, VenueFixture>;
  readonly channels: ReadonlyMap<string, Channel>;
  readonly games: readonly Game[];
  readonly gameByKey: ReadonlyMap<string, Game>;
  /** When the state was built: jackpots grow from here. */
  readonly createdAt: number;
  /** userId → favourite game keys (enName/gameCode), insertion ordered. */
  readonly collections: Map<number, Set<string>>;
  readonly providerTokens: Map<string, ProviderToken>;
  /** enName → its jackpot's state; only venues with a bonusPoolCents have one. */
  readonly pools: Map<string, Pool>;
}

const gameKey = (enName: string, gameCode: string) => `${enName}/${gameCode}`;

export function createGames(venues: readonly VenueFixture[], games: readonly Game[], createdAt: number): Games {
  const byEnName = new Map<string, VenueFixture>();
  const channels = new Map<string, Channel>();
  for (const v of venues) {
    if (byEnName.has(v.enName)) throw new Error(`venues.json: duplicate enName ${v.enName}`);
    byEnName.set(v.enName, v);
    const ch = channels.get(v.channelCode) ?? { channelCode: v.channelCode, name: v.platformName, enNames: [], categories: new Set<number>() };
    ch.enNames.push(v.enName);
    ch.categories.add(v.category);
    channels.set(v.channelCode, ch);
  }
  const gameByKey = new Map<string, Game>();
  for (const g of games) {
    const v = byEnName.get(g.enName);
    if (!v) throw new Error(`games.json: ${g.gameCode} names unknown venue ${g.enName}`);
    if (v.category !== g.category) throw new Error(`games.json: ${g.gameCode} category ${g.category} differs from its venue's ${v.category}`);
    gameByKey.set(gameKey(g.enName, g.gameCode), g);
  }
  const pools = new Map<string, Pool>();
  for (const v of venues) if (v.bonusPoolCents !== undefined) pools.set(v.enName, { sinceMs: createdAt, contributedCents: 0 });
  return { venues, byEnName, channels, games, gameByKey, createdAt, collections: new Map(), providerTokens: new Map(), pools };
}

// ---------------------------------------------------------------------------------------------
// Maintenance and activity locks

export function venueInMaintenance(v: Venue, settings: SiteSettings): boolean {
  return v.status === VENUE_STATUS.maintenance || settings.venuesInMaintenance.includes(v.enName);
}

/** One provider's venues share its wallet: the wallet is out of reach when any of them is down. */
export function channelInMaintenance(g: Games, channelCode: string, settings: SiteSettings): boolean {
  const ch = g.channels.get(channelCode);
  return !!ch && ch.enNames.some((n) => {
    const v = g.byEnName.get(n);
    return !!v && venueInMaintenance(v, settings);
  });
}

/** What a 6413 refusal carries (in cents; the handler converts). */
export interface ActivityRefusalData {
  activityName: string;
  channelCode: string;
  venueName: string;
  turnoverTargetCents: number;
  turnoverDoneCents: number;
}

/** The 6413 reply: the activity whose money is held, for the venue dialog. */
export function activityRefusal(g: Games, w: Wallet): Result<never> {
  const lock = unmetLock(w);
  if (!lock) throw new Error('activityRefusal without an unmet lock');
  const venueName = g.channels.get(lock.channelCode)?.name ?? lock.channelCode;
  const data: ActivityRefusalData = {
    activityName: lock.activityName,
    channelCode: lock.channelCode,
    venueName,
    turnoverTargetCents: lock.turnoverTargetCents,
    turnoverDoneCents: lock.turnoverDoneCents,
  };
  return refuse(Code.VENUE_ACTIVITY, `您正在参与「${lock.activityName}」，未达到流水要求前，${venueName}场馆的资金无法转出`, data);
}

/** Whether money may leave this venue wallet (transfer out, recycle). */
export function checkChannelOut(g: Games, w: Wallet, channelCode: string, settings: SiteSettings): Result<true> {
  if (!g.channels.has(channelCode)) return refuse(Code.NOT_FOUND, '场馆不存在');
  if (channelInMaintenance(g, channelCode, settings)) return refuse(Code.VENUE_MAINTENANCE);
  if (unmetLock(w)?.channelCode === channelCode) return activityRefusal(g, w);
  return success(true);
}

/** Whether money may go into this venue wallet. */
export function checkChannelIn(g: Games, channelCode: string, settings: SiteSettings): Result<true> {
  if (!g.channels.has(channelCode)) return refuse(Code.NOT_FOUND, '场馆不存在');
  if (channelInMaintenance(g, channelCode, settings)) return refuse(Code.VENUE_MAINTENANCE);
  return success(true);
}

export interface RecycleOutcome {
  moved: LedgerEntry[];
  skipped: { channelCode: string; status_code: typeof Code.VENUE_ACTIVITY | typeof Code.VENUE_MAINTENANCE }[];
}

/** Recycles every venue wallet that may be emptied (but those in `keep`); the others are listed as skipped. */
export function recycleAll(g: Games, wallets: Wallets, userId: number, settings: SiteSettings, at: number, keep: readonly string[] = []): RecycleOutcome {
  const w = walletOf(wallets, userId);
  const lock = unmetLock(w);
  const movable: string[] = [];
  const skipped: RecycleOutcome['skipped'] = [];
  for (const [code, cents] of w.venues) {
    if (cents <= 0 || keep.includes(code)) continue;
    if (lock?.channelCode === code) skipped.push({ channelCode: code, status_code: Code.VENUE_ACTIVITY });
    else if (channelInMaintenance(g, code, settings)) skipped.push({ channelCode: code, status_code: Code.VENUE_MAINTENANCE });
    else movable.push(code);
  }
  return { moved: recycleVenues(wallets, userId, movable, at), skipped };
}

// ---------------------------------------------------------------------------------------------
// Launching

export interface LaunchRequest {
  enName: string;
  gameCode: string;
  isActivity?: 0 | 1 | undefined;
  /** Our own origin as the caller reached it (http://host:port), for the venues that answer an absolute url. */
  origin?: string | undefined;
  /** The caller's site session: the provider token ends with it (logout, expiry). */
  session: string;
}



/**
 * The embedded sportsbook's wallet. Automatic transfer on entering another venue leaves it alone:
 * the sportsbook lives beside the other venues (its slip, open in another tab, stakes from it),
 * so entering a game must not empty the wallet a player is betting from. 一键回收 still takes it.
 */
function sportsChannel(g: Games): string[] {
  const sports = g.byEnName.get(SPORTS_PROVIDER_CODE);
  return sports ? [sports.channelCode] : [];
}

/**
 * Opens a venue. Refuses an unknown venue or game (6004), a venue in maintenance (6415) and, while
 * an activity's turnover is unmet, any venue outside the activity's wallet (6413). With automatic
 * transfer on, the other wallets (but the sportsbook's) are recycled and the whole centre wallet moves into this venue,
 * except into a wallet an unmet activity lock holds: money moved there could not come out again
 * before the turnover is met, so the centre wallet stays free (the player may still transfer in
 * by hand). The url carries a provider token scoped to the player and this venue.
 */
export function launch(g: Games, wallets: Wallets, userId: number, req: LaunchRequest, settings: SiteSettings, now: number): Result<{ url: string }> {
  const v = g.byEnName.get(req.enName);
  if (!v) return refuse(Code.NOT_FOUND, '场馆不存在');
  if (req.gameCode && !g.gameByKey.has(gameKey(v.enName, req.gameCode)) && v.category >= VENUE_CATEGORY.egame) {
    return refuse(Code.NOT_FOUND, '游戏不存在');
  }
  if (venueInMaintenance(v, settings)) return refuse(Code.VENUE_MAINTENANCE, `${v.name}维护中，请稍后再试`);
  const w = walletOf(wallets, userId);
  const lock = unmetLock(w);
  if (lock && lock.channelCode !== v.channelCode) return activityRefusal(g, w);
  if (w.autoTransfer && !channelInMaintenance(g, v.channelCode, settings)) {
    recycleAll(g, wallets, userId, settings, now, [v.channelCode, ...sportsChannel(g)]);
    if (w.centreCents > 0 && !lock) transferToVenue(wallets, userId, v.channelCode, w.centreCents, now, `中心钱包 → ${v.channelCode}(自动转账)`);
  }
  const token = issueProviderToken(g, { userId, enName: v.enName, gameCode: req.gameCode, issuedAt: now, session: req.session });
  return success({ url: launchUrl(v, token, req) });
}

/**
 * The embedded sports provider opens the local sport route. The stand-in providers' pages are
 * ours, in the three forms of spec 001 section 4 as each venue's fixture says (launchForm): a path
 * on our origin (most), an absolute http url to the same page, or a bare code (the token itself),
 * which the client opens in the game frame.
 */
function launchUrl(v: VenueFixture, token: string, req: LaunchRequest): string {
  const query = new URLSearchParams({ token, langx: 'zh-cn', ...(req.gameCode ? { gameCode: req.gameCode } : {}), ...(req.isActivity ? { isActivity: '1' } : {}) });
  if (v.enName.toUpperCase() === SPORTS_PROVIDER_CODE) return `/game/sport/${v.enName}?${query.toString()}`;
  if (v.launchForm === 'code') return token;
  const path = `${PROVIDER_PLAY_PATH}?${query.toString()}`;
  return v.launchForm === 'absolute' && req.origin ? `${req.origin}${path}` : path;
}

function issueProviderToken(g: Games, grant: Omit<ProviderToken, 'token'>): string {
  dropExpiredTokens(g, grant.issuedAt);
  const token = base64UrlText(installedCrypto().randomBytes(24));
  setBounded(g.providerTokens, token, { token, ...grant }, PROVIDER_TOKENS_MAX);
  return token;
}

/**
 * Forgets the tokens past their lifetime: kept in the order issued, so the expired ones are the
 * first, and only they are looked at (one more, still alive, ends the walk). Without it a token
 * nobody used again stayed until 50,000 newer ones pushed it out: a world launching a few games a
 * day grew for years.
 */
export function dropExpiredTokens(g: Games, now: number): void {
  for (const t of g.providerTokens.values()) {
    if (now - t.issuedAt <= PROVIDER_TOKEN_TTL_MS) break;
    g.providerTokens.delete(t.token);
  }
}

/**
 * The live token, or null when unknown, expired, or when the site session it was launched from
 * has ended (logout, expiry): a token never outlives the session that made it. A dead one is
 * forgotten.
 */
export function providerTokenOf(g: Games, token: string, now: number, sessionLive: SessionLive): ProviderToken | null {
  const t = g.providerTokens.get(token);
  if (!t) return null;
  if (now - t.issuedAt > PROVIDER_TOKEN_TTL_MS || !sessionLive(t.session)) {
    g.providerTokens.delete(token);
    return null;
  }
  return t;
}

/** The provider's check of its token: issued to this player, for this venue, alive. */
export function verifyProviderToken(g: Games, token: string, userId: number, enName: string, now: number, sessionLive: SessionLive): boolean {
  const t = providerTokenOf(g, token, now, sessionLive);
  return !!t && t.userId === userId && t.enName.toUpperCase() === enName.toUpperCase();
}

/** The sports resource call serves only the embedded sports provider: another venue's token reads nothing there. */
export function verifySportsToken(g: Games, token: string, userId: number, enName: string, now: number, sessionLive: SessionLive): boolean {
  return enName.toUpperCase() === SPORTS_PROVIDER_CODE && verifyProviderToken(g, token, userId, enName, now, sessionLive);
}

// ---------------------------------------------------------------------------------------------
// Games, favourites and jackpots

export interface GameFilter {
  enName?: string | undefined;
  category?: number | undefined;
  keyword?: string | undefined;
  onlyCollected?: boolean;
  onlyHot?: boolean;
}

export function findGames(g: Games, filter: GameFilter, collected: ReadonlySet<string>): Result<Game[]> {
  if (filter.enName && !g.byEnName.has(filter.enName)) return refuse(Code.NOT_FOUND, '场馆不存在');
  const keyword = filter.keyword?.toLowerCase();
  const list = g.games.filter(
    (game) =>
      (!filter.enName || game.enName === filter.enName) &&
      (!filter.category || game.category === filter.category) &&
      (!keyword || game.gameName.toLowerCase().includes(keyword)) &&
      (!filter.onlyHot || game.isHot) &&
      (!filter.onlyCollected || collected.has(gameKey(game.enName, game.gameCode))),
  );
  return success([...list].sort((a, b) => a.sort - b.sort));
}

export function collectedBy(g: Games, userId: number | undefined): ReadonlySet<string> {
  return (userId !== undefined && g.collections.get(userId)) || new Set();
}

export const isCollected = (set: ReadonlySet<string>, game: Game) => set.has(gameKey(game.enName, game.gameCode));

export function addCollection(g: Games, userId: number, enName: string, gameCode: string): Result<true> {
  const key = gameKey(enName, gameCode);
  if (!g.gameByKey.has(key)) return refuse(Code.NOT_FOUND, '游戏不存在');
  const set = g.collections.get(userId) ?? new Set<string>();
  if (set.has(key)) return refuse(Code.DATA_EXISTS, '已收藏该游戏');
  if (set.size >= COLLECTIONS_PER_USER_MAX) return refuse(Code.ILLEGAL_PARAMETER, `最多收藏${COLLECTIONS_PER_USER_MAX}个游戏`);
  set.add(key);
  g.collections.set(userId, set);
  return success(true);
}

export function removeCollection(g: Games, userId: number, enName: string, gameCode: string): Result<true> {
  const set = g.collections.get(userId);
  if (!set?.delete(gameKey(enName, gameCode))) return refuse(Code.NOT_FOUND, '未收藏该游戏');
  return success(true);
}

/**
 * A jackpot: its base, plus a fixed amount per minute of server time and the players' contributions
 * since it last paid out (provider/rounds.ts pays it and starts it again from the base).
 */
export function poolCents(g: Games, v: VenueFixture, now: number): number {
  const pool = g.pools.get(v.enName);
  if (!pool || v.bonusPoolCents === undefined) return 0;
  const minutes = Math.max(0, Math.floor((now - pool.sinceMs) / 60_000));
  return v.bonusPoolCents + minutes * (v.bonusPoolGrowthCentsPerMin ?? 0) + pool.contributedCents;
}

export function bonusPools(g: Games, now: number, category?: number): { enName: string; name: string; cents: number }[] {
  return g.venues
    .filter((v) => v.bonusPoolCents !== undefined && (!category || v.category === category))
    .map((v) => ({ enName: v.enName, name: v.name, cents: poolCents(g, v, now) }));
}

export function venuesOfCategory(g: Games, category: number, settings: SiteSettings): Venue[] {
  return g.venues
    .filter((v) => v.category === category)
    .sort((a, b) => a.sort - b.sort)
    .map((v) => ({
      enName: v.enName,
      name: v.name,
      channelCode: v.channelCode,
      platformName: v.platformName,
      category: v.category,
      status: venueInMaintenance(v, settings) ? VENUE_STATUS.maintenance : VENUE_STATUS.open,
      icon: v.icon,
      sort: v.sort,
      isHot: v.isHot,
    }));
}

/** Wallet channels of a category (8 or any unknown number: all), in catalogue order. */
export function channelsOf(g: Games, category: number): Channel[] {
  return [...g.channels.values()].filter((ch) => !Object.values(VENUE_CATEGORY).includes(category as never) || ch.categories.has(category));
}
