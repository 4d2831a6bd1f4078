import { BET_SLIP_ENTRIES_MAX } from '@betsite/contracts/constants';
import { clampStakeCents, slipRatioWinAmount } from '@betsite/contracts/bet-slip';
import { formatOdds, parseOdds, type OddsType } from '@betsite/contracts/odds';
import { parlayHkMilli } from '@betsite/contracts/payout';
import { MATCH_STAKE_MAX_CENTS, REJECTION_REASONS, SERIES_ODDS_TYPE, SERIES_STAKE_LIMITS_CENTS, STAKE_LIMITS_CENTS, type Play, type RejectionReason, type TicketState } from '@betsite/contracts/sportsbook';
import { MESSAGES } from '@betsite/contracts/validation';

/** Said when the slip holds an entry whose market is suspended or closed (slip-markets.ts). */
export const UNAVAILABLE_MESSAGE = '投注单中有已封盘或已关闭的投注项，请移除后再投注';
/** Said when the slip holds a pre-match entry whose match has kicked off (slip-markets.ts). */
export const STARTED_MESSAGE = '投注单中有已开赛赛事的赛前投注项，请移除或改按滚球赔率投注';

/**
 * Why an entry still to be placed cannot be (slip-markets.ts reads it from the matches shown):
 * its odd is suspended (已封盘, it may reopen), gone (盘口已关闭, it will not come back), or it
 * was picked before kick-off and the match is now in play (赛事已开赛: a pre-match price is no
 * longer offered; the in-play one may be taken instead).
 */
export type EntryMarket = 'suspended' | 'closed' | 'started';

/**
 * The bet slip as a pure state module (spec 001 sections 3, 4 and 5): every rule is a function of
 * the state and an action, so each one has its unit test and the screen only renders the result.
 * Prices live as hkMilli (odds.ts): the shown price is formatted from it in the slip's odds type.
 */

/** First-half plays: their entries use the match's hgid as the game id (spec 001 section 9). */
const HALF_PLAYS: ReadonlySet<string> = new Set(['HR', 'HOU', 'HM']);
const CHAMPION_PLAY = 'FS';
const MOVED_PRICE = 'ODDS_CHANGED' satisfies RejectionReason;

/** What selecting an odd puts on the slip: the spec's gameInfo, playInfo, oddInfo and championRate. */
export interface Selection {
  /** The match (gameInfo). */
  gameId: string;
  hgid: string;
  gide: string;
  team_h: string;
  team_c: string;
  leagueName: string;
  /** The play (playInfo.w) and the side (championRate for outrights). */
  wtype: string;
  rtype: string;
  name: string;
  ratio: string | null;
  /** The exact price (oddInfo.r) as hong kong thousandths. */
  hkMilli: number;
  /** Picked in play (the match's isLive then): a pre-match pick no longer stands once its match kicks off. */
  live: boolean;
  /** Stake limits in cents: the odd's max and the match's maxPerMatch. */
  minCents: number;
  maxCents: number;
  matchMaxCents: number;
}

export interface Ticketing {
  ticketId: string;
  active: TicketState;
  /** The refusal's message and code when rejected. */
  reason?: string;
  reasonCode?: string;
  /** A moved price the player may accept (hkMilli), from the ticket's newR. */
  newHkMilli?: number;
  /**
   * Once accepted, what the ticket was booked at (its odds in its odds type, its possible win in
   * yuan): an in-play bet may be struck at a better price than it was sent with, and the slip
   * then shows what 我的注单 shows, not the price it sent.
   */
  booked?: { odds: number; possibleWin: number };
}

export interface SlipEntry extends Selection {
  key: string;
  /** Yuan as typed, single bets only. */
  stake: string;
  /** A series holds two entries of one match: shown, never sent. */
  isInvalid: boolean;
  /** The spec's bettingData: the ticket this entry was placed as. */
  betting: Ticketing | null;
}

export interface SlipState {
  entries: SlipEntry[];
  /** More than one entry at once (single bets, one ticket each). */
  multiple: boolean;
  /** One series (parlay) ticket for all entries; implies multiple. */
  series: boolean;
  oddsType: OddsType;
  seriesStake: string;
  /** The series ticket (its state is shown on the slip as a whole). */
  seriesBetting: Ticketing | null;
  /** The last refusal of an action, shown on the slip. */
  notice: string | null;
  /** Shown when a stake was clamped to its limit (the spec's callback). */
  clampNote: string | null;
}

export const emptySlip = (oddsType: OddsType = 'H'): SlipState => ({
  entries: [], multiple: false, series: false, oddsType, seriesStake: '', seriesBetting: null, notice: null, clampNote: null,
});

/** The game id an entry is sent with: hgid for first-half plays. */
export const entryGameId = (s: Pick<Selection, 'wtype' | 'gameId' | 'hgid'>): string => (HALF_PLAYS.has(s.wtype) ? s.hgid : s.gameId);
export const selectionKey = (s: Pick<Selection, 'gameId' | 'wtype' | 'rtype'>): string => `${s.gameId}|${s.wtype}|${s.rtype}`;
const isChampion = (s: Pick<Selection, 'wtype'>) => s.wtype === CHAMPION_PLAY;
const sameMatch = (a: Selection, b: Selection) => a.gameId === b.gameId || entryGameId(a) === entryGameId(b);

/** True while a ticket of the slip waits for its in-play confirmation (active delay). */
export function isConfirming(state: SlipState): boolean {
  return state.seriesBetting?.active === 'delay' || state.entries.some((e) => e.betting?.active === 'delay');
}

/** In a series, every entry that shares its match with another is invalid (not sent). */
function markInvalid(entries: SlipEntry[], series: boolean): SlipEntry[] {
  return entries.map((e) => ({ ...e, isInvalid: series && entries.some((o) => o !== e && sameMatch(o, e)) }));
}

function withEntries(state: SlipState, entries: SlipEntry[], notice: string | null = null): SlipState {
  return { ...state, entries: markInvalid(entries, state.series), seriesBetting: null, notice };
}

/**
 * Selecting an odd: blocked while a ticket is confirming; the same odd again removes it; champion
 * and normal entries never mix; outside multiple mode the slip keeps one entry; single bets replace
 * an entry of the same match or game id (a series keeps it, marked invalid); at most 10 entries.
 */
export function selectOdd(state: SlipState, selection: Selection): SlipState {
  if (isConfirming(state)) return { ...state, notice: MESSAGES.betSlipConfirming };
  const key = selectionKey(selection);
  const pending = state.entries.filter((e) => e.betting?.active !== 'accepted');
  if (pending.some((e) => e.key === key)) return withEntries(state, pending.filter((e) => e.key !== key));
  if (pending.length > 0 && isChampion(pending[0]!) !== isChampion(selection)) return { ...state, notice: REJECTION_REASONS.CHAMPION_MIXED };
  const entry: SlipEntry = { ...selection, key, stake: '', isInvalid: false, betting: null };
  if (!state.multiple) return withEntries(state, [entry]);
  const kept = state.series ? pending : pending.filter((e) => !sameMatch(e, selection));
  if (kept.length >= BET_SLIP_ENTRIES_MAX) return { ...state, notice: MESSAGES.betSlipFull };
  return withEntries(state, [...kept, entry]);
}

export function removeEntry(state: SlipState, key: string): SlipState {
  return withEntries(state, state.entries.filter((e) => e.key !== key));
}

export function clearSlip(state: SlipState): SlipState {
  return { ...emptySlip(state.oddsType), multiple: state.multiple, series: state.series };
}

/** Turning multiple mode off keeps only the latest entry (and ends series mode). */
export function setMultiple(state: SlipState, multiple: boolean): SlipState {
  if (multiple) return { ...state, multiple: true, notice: null };
  const latest = state.entries.slice(-1);
  return { ...state, multiple: false, series: false, entries: markInvalid(latest, false), seriesBetting: null, notice: null };
}

/**
 * Series mode forces hong kong odds and marks entries of one match invalid; it needs multiple
 * mode. Turning it off keeps the latest entry of each match (single bets cannot send one twice).
 */
export function setSeries(state: SlipState, series: boolean): SlipState {
  if (series) {
    return { ...state, series: true, multiple: true, oddsType: SERIES_ODDS_TYPE, entries: markInvalid(state.entries, true), seriesBetting: null, notice: null };
  }
  const latestPerMatch = state.entries.filter((e, i) => !state.entries.slice(i + 1).some((later) => sameMatch(later, e)));
  return { ...state, series: false, entries: markInvalid(latestPerMatch, false), seriesBetting: null, notice: null };
}

/** A series prices in hong kong odds only: other odds types wait until it is turned off. */
export function setOddsType(state: SlipState, oddsType: OddsType): SlipState {
  return state.series ? state : { ...state, oddsType };
}

function clampedStake(stake: string, maxCents: number, matchMaxCents: number): { stake: string; note: string | null } {
  const amount = Number(stake);
  if (stake.trim() === '' || !Number.isFinite(amount)) return { stake, note: null };
  const { amountCents, clamped } = clampStakeCents(Math.round(amount * 100), maxCents, matchMaxCents);
  if (!clamped) return { stake, note: null };
  const yuan = String(amountCents / 100);
  return { stake: yuan, note: `投注金额已调整为最高限额 ${yuan}` };
}

/** A single bet's stake, clamped to the smaller of the odd's and the match's max (a visible note when it was). */
export function setStake(state: SlipState, key: string, stake: string): SlipState {
  let note: string | null = null;
  const entries = state.entries.map((e) => {
    if (e.key !== key) return e;
    const result = clampedStake(stake, e.maxCents, e.matchMaxCents);
    note = result.note;
    return { ...e, stake: result.stake };
  });
  return { ...state, entries, clampNote: note };
}

/** The series stake, clamped to the series max and the lowest match max of its legs. */
export function setSeriesStake(state: SlipState, stake: string): SlipState {
  const valid = state.entries.filter((e) => !e.isInvalid);
  const matchMaxCents = Math.min(MATCH_STAKE_MAX_CENTS, ...valid.map((e) => e.matchMaxCents));
  const result = clampedStake(stake, SERIES_STAKE_LIMITS_CENTS.maxCents, matchMaxCents);
  return { ...state, seriesStake: result.stake, clampNote: result.note };
}

/** The price an entry shows in the slip's odds type. */
export const shownOdds = (state: Pick<SlipState, 'oddsType'>, e: Pick<Selection, 'hkMilli'>): number => formatOdds(e.hkMilli, state.oddsType);

/** What a single bet may win: amount times the hong kong price, 2 decimals, 0 when not a number, never below 0. */
export const entryWinAmount = (e: Pick<SlipEntry, 'stake' | 'hkMilli'>): number => (e.stake.trim() === '' ? 0 : slipRatioWinAmount(e.stake, e.hkMilli / 1000));

/** The series' combined hong kong price (display), or null with fewer than two valid legs. */
export function seriesHkMilli(state: SlipState): number | null {
  const legs = state.entries.filter((e) => !e.isInvalid);
  return legs.length >= 2 ? parlayHkMilli(legs.map((e) => e.hkMilli)) : null;
}

export function seriesWinAmount(state: SlipState): number {
  const h = seriesHkMilli(state);
  return h === null || state.seriesStake.trim() === '' ? 0 : slipRatioWinAmount(state.seriesStake, h / 1000);
}

/** The limits of a play in cents when the odd does not say (STAKE_LIMITS_CENTS). */
export function playLimitsCents(wtype: string): { minCents: number; maxCents: number } {
  return wtype in STAKE_LIMITS_CENTS ? STAKE_LIMITS_CENTS[wtype as Play] : { minCents: 1_000, maxCents: MATCH_STAKE_MAX_CENTS };
}

/** The placeBet request of the slip, or a reason it cannot be sent yet. */
export type PlaceRequest =
  | { ok: true; request: { oddsType: OddsType; series: 0 | 1; stake?: string; entries: { gameId: string; wtype: Play; rtype: string; ratio: string | null; r: number; stake?: string }[] }; keys: string[] }
  | { ok: false; message: string };

/** What the slip says while an entry to be placed cannot be: a kick-off first, it has a way out besides removing. */
export function blockedMessage(state: SlipState, unavailable: ReadonlyMap<string, EntryMarket>): string | null {
  const kinds = state.entries.filter((e) => e.betting?.active !== 'accepted' && !e.isInvalid).map((e) => unavailable.get(e.key));
  if (kinds.includes('started')) return STARTED_MESSAGE;
  return kinds.some((k) => k !== undefined) ? UNAVAILABLE_MESSAGE : null;
}

/**
 * `unavailable` names the entries whose market is suspended, closed or started (slip-markets.ts):
 * the slip never sends one, so a closed line is never bet blindly at a price the book no longer
 * offers, nor a pre-match pick at an in-play price the player never saw.
 */
export function placeRequest(state: SlipState, unavailable: ReadonlyMap<string, EntryMarket> = new Map()): PlaceRequest {
  if (isConfirming(state)) return { ok: false, message: MESSAGES.betSlipConfirming };
  const open = state.entries.filter((e) => e.betting?.active !== 'accepted' && !e.isInvalid);
  if (open.length === 0) return { ok: false, message: '请先选择投注项' };
  const blocked = blockedMessage(state, unavailable);
  if (blocked !== null) return { ok: false, message: blocked };
  const toEntry = (e: SlipEntry) => ({ gameId: entryGameId(e), wtype: e.wtype as Play, rtype: e.rtype, ratio: e.ratio, r: shownOdds(state, e) });
  if (state.series) {
    if (open.length < 2) return { ok: false, message: '串关至少需要2个投注项' };
    if (state.seriesStake.trim() === '') return { ok: false, message: MESSAGES.stakeRequired };
    return { ok: true, request: { oddsType: state.oddsType, series: 1, stake: state.seriesStake.trim(), entries: open.map(toEntry) }, keys: open.map((e) => e.key) };
  }
  if (open.some((e) => e.stake.trim() === '')) return { ok: false, message: MESSAGES.stakeRequired };
  return { ok: true, request: { oddsType: state.oddsType, series: 0, entries: open.map((e) => ({ ...toEntry(e), stake: e.stake.trim() })) }, keys: open.map((e) => e.key) };
}

export interface TicketReply {
  ticket_id: string;
  active: TicketState;
  reason?: { code: string; message: string };
  oddsType: OddsType;
  odds: number;
  possibleWin: number;
  newR?: number;
}

function ticketingOf(t: TicketReply): Ticketing {
  const newHkMilli = t.newR === undefined ? null : parseOdds(t.newR, t.oddsType);
  return {
    ticketId: t.ticket_id, active: t.active,
    ...(t.reason ? { reason: t.reason.message, reasonCode: t.reason.code } : {}),
    ...(newHkMilli === null ? {} : { newHkMilli }),
    ...(t.active === 'accepted' ? { booked: { odds: t.odds, possibleWin: t.possibleWin } } : {}),
  };
}

/** placeBet answered: single bets give one ticket per sent entry (in order), a series one ticket. */
export function applyPlaced(state: SlipState, keys: string[], tickets: TicketReply[]): SlipState {
  if (state.series) return { ...state, seriesBetting: tickets[0] ? ticketingOf(tickets[0]) : null, notice: null };
  const byKey = new Map(keys.map((k, i) => [k, tickets[i]]));
  return {
    ...state,
    notice: null,
    entries: state.entries.map((e) => {
      const t = byKey.get(e.key);
      return t ? { ...e, betting: ticketingOf(t) } : e;
    }),
  };
}

/** getBetStatus answered: a delay ticket became accepted or rejected. */
export function applyStatus(state: SlipState, tickets: TicketReply[]): SlipState {
  const byId = new Map(tickets.map((t) => [t.ticket_id, t]));
  const update = (b: Ticketing | null) => {
    const t = b ? byId.get(b.ticketId) : undefined;
    return t ? ticketingOf(t) : b;
  };
  return { ...state, seriesBetting: update(state.seriesBetting), entries: state.entries.map((e) => ({ ...e, betting: update(e.betting) })) };
}

/** The delayed tickets to poll. */
export function confirmingTicketIds(state: SlipState): string[] {
  const ids = state.entries.filter((e) => e.betting?.active === 'delay').map((e) => e.betting!.ticketId);
  if (state.seriesBetting?.active === 'delay') ids.push(state.seriesBetting.ticketId);
  return ids;
}

/** The player accepts a moved price: the entries (or the whole series) take their new price and can be sent again. */
export function acceptNewPrices(state: SlipState): SlipState {
  const take = (e: SlipEntry, b: Ticketing | null): SlipEntry => (b?.newHkMilli === undefined ? e : { ...e, hkMilli: b.newHkMilli, betting: null });
  const entries = state.entries.map((e) => take(e, e.betting));
  return { ...state, entries, seriesBetting: state.seriesBetting?.newHkMilli === undefined ? state.seriesBetting : null, notice: null };
}

/** A price moved under a refused ticket: the slip asks the player to accept the new one. */
export const hasMovedPrice = (state: SlipState): boolean =>
  state.entries.some((e) => e.betting?.newHkMilli !== undefined) || state.seriesBetting?.reasonCode === MOVED_PRICE;

/** Accepted entries leave the slip when the player starts a new one. */
export function dropAccepted(state: SlipState): SlipState {
  if (state.series && state.seriesBetting?.active === 'accepted') return { ...state, entries: [], seriesBetting: null, seriesStake: '' };
  return withEntries(state, state.entries.filter((e) => e.betting?.active !== 'accepted'));
}

export function dismissNotice(state: SlipState): SlipState {
  return { ...state, notice: null, clampNote: null };
}

/** An odd as the book offers it now: its price and line. */
export interface Offer {
  hkMilli: number;
  ratio: string | null;
}

/**
 * The player takes the in-play price of a pre-match entry whose match kicked off: the same play
 * and side, at the price and line offered in play now, and from then on an in-play entry.
 */
export function takeInPlay(state: SlipState, key: string, offer: Offer): SlipState {
  const entries = state.entries.map((e) => (e.key === key ? { ...e, live: true, hkMilli: offer.hkMilli, ratio: offer.ratio, betting: null } : e));
  return withEntries(state, entries);
}

/** Every entry takes the price the grid shows now (a series refused for a moved price is re-priced this way). */
export function repriceEntries(state: SlipState, currentHkMilli: ReadonlyMap<string, number>): SlipState {
  const entries = state.entries.map((e) => {
    const h = currentHkMilli.get(e.key);
    return h === undefined || e.betting?.active === 'accepted' ? e : { ...e, hkMilli: h, betting: null };
  });
  return { ...state, entries, seriesBetting: null, notice: null };
}

/** A price as printed (the contract's rule, shared with the server's bet records). */
export { oddsText } from '@betsite/contracts/odds';
