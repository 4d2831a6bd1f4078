import { Code } from '@betsite/contracts/status-codes';
import { type Result, refuse, success } from '../lib/reply';
import { beijingStamp } from '../lib/beijing-time';

/**
 * Every player's money, in integer cents: the centre wallet, the locked money (withdrawals under
 * review), one wallet per venue channel and one per virtual coin. Money only ever moves between
 * two wallets, by `move`, which also writes the ledger entry; nothing else touches a balance. So
 * money is never created or lost: what enters or leaves the site moves from or to `external`.
 *
 * Everything here is synchronous on purpose: a balance check and its debit can never have an
 * await between them, so two concurrent requests cannot both spend the same cents.
 */

/**
 * Kept per player, newest last. Balances are the truth; the journal is the readable history. Past
 * the bound the oldest entries are folded into one carried-forward entry (承前余额) that takes
 * the first place: the centre balance they left and what their counters still need, so the rows
 * a player sees still add up to the centre balance (money/README.md, "Deal records").
 */
export const JOURNAL_ENTRIES_PER_USER_MAX = 1000;
export const CARRIED_REMARK = '承前余额';
export const INSUFFICIENT_BALANCE_MESSAGE = '余额不足';

/**
 * `pending` holds sports stakes waiting for their in-play confirmation, `stakes` the stakes of open
 * bets: the player's money still, but neither spendable nor in a venue wallet.
 */
export type WalletRef = 'centre' | 'locked' | 'pending' | 'stakes' | 'external' | `venue:${string}` | `coin:${string}`;
export const venueRef = (channelCode: string): WalletRef => `venue:${channelCode}`;
export const coinRef = (currency: string): WalletRef => `coin:${currency}`;

/** What a ledger entry records; the fixtures' history rows use the same kinds. */
export const LEDGER_KINDS = [
  'deposit', 'withdraw-hold', 'withdraw-release', 'withdraw-paid', 'transfer', 'bonus', 'rebate', 'adjust', 'exchange',
  // The sportsbook: a stake held and posted, a stake returned (rejected, pushed, voided), lost to the book, winnings paid, a settlement undone.
  'bet-stake', 'bet-return', 'bet-lost', 'bet-win', 'bet-restore',
  // A stand-in provider's round: the stake leaves the venue wallet to the house, the payout comes back.
  'bet-round-stake', 'bet-round-win',
  // A gift sent in a live chat room: from the centre wallet to the house.
  'gift',
] as const;
/** What an entry records: a fixture's history row is one of LEDGER_KINDS; `carried` is only ever made by the fold. */
export type LedgerKind = (typeof LEDGER_KINDS)[number] | 'carried';

export interface LedgerEntry {
  id: number;
  orderNo: string;
  at: number;
  kind: LedgerKind;
  from: WalletRef;
  to: WalletRef;
  /**
   * Always positive, in the unit of both wallets (an exchange is two entries, one per currency);
   * a carried-forward entry's is the centre balance it carries, 0 or more.
   */
  amountCents: number;
  /** The centre wallet right after this entry. */
  centreAfterCents: number;
  remark: string;
  /** On the carried-forward entry only: what the folded entries leave for those who count them. */
  carried?: Carried;
}

/** What entries folded into the carried-forward entry still say. */
export interface Carried {
  /** The deposits folded that were credited since the wallets were made (VIP progress counts those). */
  depositCents: number;
  /** The player's first deposit ever, once it is folded (a first-deposit bonus looks for it). */
  firstDeposit: LedgerEntry | null;
}

/** Money joined to an activity: it cannot leave its venue before the turnover target is met. */
export interface ActivityLock {
  activityName: string;
  channelCode: string;
  turnoverTargetCents: number;
  turnoverDoneCents: number;
}

export interface Wallet {
  readonly userId: number;
  centreCents: number;
  lockedCents: number;
  pendingCents: number;
  stakesCents: number;
  /** channelCode → cents; a channel never used is absent (0). */
  readonly venues: Map<string, number>;
  /** currency → coin cents (2 decimals of coin). */
  readonly coins: Map<string, number>;
  autoTransfer: boolean;
  activityLock: ActivityLock | null;
  /**
   * The journal as kept: read it with `journalOf`. The entries before `journalFrom` (absent: 0, as
   * in a world saved before it existed) were folded and wait to be cut off, at most
   * FOLDED_SLOTS_MAX of them: one cut per that many folds, not one per entry.
   */
  readonly journal: LedgerEntry[];
  journalFrom?: number;
}

export interface Wallets {
  readonly byUser: Map<number, Wallet>;
  nextEntryId: number;
  nextOrderSeq: number;
  /**
   * When the wallets were made (the state's start): folded deposits from then on are counted in
   * `Carried.depositCents`. Absent in a world saved before it existed: none are counted then.
   */
  countedFrom?: number;
}

export interface WalletSeed {
  userId: number;
  centreCents: number;
  lockedCents: number;
  venues: Record<string, number>;
  coins: Record<string, number>;
  autoTransfer: boolean;
  activityLock: ActivityLock | null;
}

/** A journal entry from the fixtures' history; `at` already resolved to the server clock. */
export type HistorySeed = Omit<LedgerEntry, 'id'> & { userId: number };

export function createWallets(seeds: readonly WalletSeed[], history: readonly HistorySeed[] = [], countedFrom = 0): Wallets {
  const wallets: Wallets = { byUser: new Map(), nextEntryId: 1, nextOrderSeq: 1, countedFrom };
  for (const s of seeds) {
    assertCents(s.centreCents);
    assertCents(s.lockedCents);
    const w = emptyWallet(s.userId);
    w.centreCents = s.centreCents;
    w.lockedCents = s.lockedCents;
    for (const [code, cents] of Object.entries(s.venues)) if (cents > 0) w.venues.set(code, cents);
    for (const [code, cents] of Object.entries(s.coins)) if (cents > 0) w.coins.set(code, cents);
    w.autoTransfer = s.autoTransfer;
    w.activityLock = s.activityLock && { ...s.activityLock };
    wallets.byUser.set(s.userId, w);
  }
  for (const h of [...history].sort((a, b) => a.at - b.at)) {
    const { userId, ...entry } = h;
    append(wallets, walletOf(wallets, userId), { ...entry, id: wallets.nextEntryId++ });
  }
  return wallets;
}

function emptyWallet(userId: number): Wallet {
  return {
    userId,
    centreCents: 0,
    lockedCents: 0,
    pendingCents: 0,
    stakesCents: 0,
    venues: new Map(),
    coins: new Map(),
    autoTransfer: false,
    activityLock: null,
    journal: [],
  };
}

/** The player's wallet; a player without one (a new registration) gets an empty one. */
export function walletOf(wallets: Wallets, userId: number): Wallet {
  let w = wallets.byUser.get(userId);
  if (!w) {
    w = emptyWallet(userId);
    wallets.byUser.set(userId, w);
  }
  return w;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`wallet: not a cent amount: ${cents}`);
}

export function balanceOf(w: Wallet, ref: WalletRef): number {
  if (ref === 'centre') return w.centreCents;
  if (ref === 'locked') return w.lockedCents;
  if (ref === 'pending') return w.pendingCents;
  if (ref === 'stakes') return w.stakesCents;
  if (ref === 'external') return Infinity;
  if (ref.startsWith('venue:')) return w.venues.get(ref.slice(6)) ?? 0;
  return w.coins.get(ref.slice(5)) ?? 0;
}

function adjust(w: Wallet, ref: WalletRef, deltaCents: number): void {
  if (ref === 'external') return;
  const next = balanceOf(w, ref) + deltaCents;
  // A negative balance here is a bug in this module (move checks first): stop before it spreads.
  if (!Number.isSafeInteger(next) || next < 0) throw new RangeError(`wallet ${w.userId}: ${ref} would be ${next}`);
  if (ref === 'centre') w.centreCents = next;
  else if (ref === 'locked') w.lockedCents = next;
  else if (ref === 'pending') w.pendingCents = next;
  else if (ref === 'stakes') w.stakesCents = next;
  else {
    const map = ref.startsWith('venue:') ? w.venues : w.coins;
    const key = ref.slice(ref.indexOf(':') + 1);
    if (next === 0) map.delete(key);
    else map.set(key, next);
  }
}

/**
 * Folded entries are cut off the front of the kept array this many at a time. Cutting one each
 * time moved the whole journal twice per entry: at the bound, 47 µs of every bet (the array old,
 * its newest entries young, so every slot moved was a remembered-set write).
 */
export const FOLDED_SLOTS_MAX = 256;

function append(wallets: Wallets, w: Wallet, entry: LedgerEntry): void {
  w.journal.push(entry);
  while (w.journal.length - (w.journalFrom ?? 0) > JOURNAL_ENTRIES_PER_USER_MAX) foldFirst(wallets, w);
}

/**
 * The player's journal, oldest first, the carried-forward entry (if any) in the first place. A read
 * leaves the kept array as it is: with folded slots waiting, it gets a copy without them (a new
 * array, cheap), where cutting them then would move the old array's slots, the cost the fold avoids.
 */
export function journalOf(w: Wallet): readonly LedgerEntry[] {
  const from = w.journalFrom ?? 0;
  return from === 0 ? w.journal : w.journal.slice(from);
}

/** The carried-forward entry of the journal, when entries were folded (it is always the first). */
export const carriedOf = (w: Wallet): Carried | null => w.journal[w.journalFrom ?? 0]?.carried ?? null;

/**
 * Folds the journal's first entry (the carried-forward entry, once there is one) into the next,
 * which becomes the carried-forward entry in the first place: it carries the centre balance the
 * folded entries left (so the rows shown still add up to the balance), the deposits a count since
 * the start needs, and the first deposit. Balances do not move: they are the truth, the journal
 * their history.
 */
function foldFirst(wallets: Wallets, w: Wallet): void {
  const from = w.journalFrom ?? 0;
  const first = w.journal[from]!;
  const last = w.journal[from + 1]!;
  const before = first.carried;
  const carried: Carried = { depositCents: before?.depositCents ?? 0, firstDeposit: before?.firstDeposit ?? null };
  for (const e of [first, last]) {
    if (e.kind !== 'deposit') continue;
    carried.firstDeposit ??= e;
    if (wallets.countedFrom !== undefined && e.at >= wallets.countedFrom) carried.depositCents += e.amountCents;
  }
  w.journal[from + 1] = {
    id: last.id, orderNo: `C${beijingStamp(last.at)}${String(last.id % 1_000_000).padStart(6, '0')}`, at: last.at, kind: 'carried', from: 'external', to: 'centre',
    amountCents: last.centreAfterCents, centreAfterCents: last.centreAfterCents, remark: CARRIED_REMARK, carried,
  };
  w.journalFrom = from + 1;
  if (from + 1 < FOLDED_SLOTS_MAX) return;
  w.journal.splice(0, from + 1);
  w.journalFrom = 0;
}

export interface Movement {
  from: WalletRef;
  to: WalletRef;
  amountCents: number;
  kind: LedgerKind;
  orderNo: string;
  at: number;
  remark: string;
}

/**
 * The only way money moves: from one wallet of a player to another, all or nothing, with its
 * ledger entry. Refuses (6008 余额不足) when the source holds less than the amount.
 */
export function move(wallets: Wallets, userId: number, m: Movement): Result<LedgerEntry> {
  if (!Number.isSafeInteger(m.amountCents) || m.amountCents <= 0) throw new RangeError(`move: bad amount ${m.amountCents}`);
  if (m.from === m.to) throw new RangeError(`move: from and to are both ${m.from}`);
  const w = walletOf(wallets, userId);
  if (balanceOf(w, m.from) < m.amountCents) return refuse(Code.ILLEGAL_PARAMETER, INSUFFICIENT_BALANCE_MESSAGE);
  adjust(w, m.from, -m.amountCents);
  adjust(w, m.to, m.amountCents);
  const entry: LedgerEntry = { ...m, id: wallets.nextEntryId++, centreAfterCents: w.centreCents };
  append(wallets, w, entry);
  return success(entry);
}

/** A new order number: prefix letter(s), Beijing time, then a 6-digit sequence. Unique per state. */
export function nextOrderNo(wallets: Wallets, prefix: string, at: number): string {
  const seq = wallets.nextOrderSeq++ % 1_000_000;
  return `${prefix}${beijingStamp(at)}${String(seq).padStart(6, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// The movements the product makes, named.

export function transferToVenue(wallets: Wallets, userId: number, channelCode: string, amountCents: number, at: number, remark = ''): Result<LedgerEntry> {
  const orderNo = nextOrderNo(wallets, 'T', at);
  return move(wallets, userId, { from: 'centre', to: venueRef(channelCode), amountCents, kind: 'transfer', orderNo, at, remark: remark || `中心钱包 → ${channelCode}` });
}

export function transferFromVenue(wallets: Wallets, userId: number, channelCode: string, amountCents: number, at: number, remark = ''): Result<LedgerEntry> {
  const orderNo = nextOrderNo(wallets, 'T', at);
  return move(wallets, userId, { from: venueRef(channelCode), to: 'centre', amountCents, kind: 'transfer', orderNo, at, remark: remark || `${channelCode} → 中心钱包` });
}

/** Empties the named venue wallets into the centre wallet; answers what moved. */
export function recycleVenues(wallets: Wallets, userId: number, channelCodes: readonly string[], at: number): LedgerEntry[] {
  const w = walletOf(wallets, userId);
  const moved: LedgerEntry[] = [];
  for (const code of channelCodes) {
    const cents = w.venues.get(code) ?? 0;
    if (cents <= 0) continue;
    const r = transferFromVenue(wallets, userId, code, cents, at, `${code} → 中心钱包(一键回收)`);
    if (r.ok) moved.push(r.value);
  }
  return moved;
}

export function creditDeposit(wallets: Wallets, userId: number, amountCents: number, orderNo: string, at: number, remark: string): Result<LedgerEntry> {
  return move(wallets, userId, { from: 'external', to: 'centre', amountCents, kind: 'deposit', orderNo, at, remark });
}

/** A withdrawal under review: the amount leaves the centre wallet into the locked money. */
export function holdForWithdrawal(wallets: Wallets, userId: number, amountCents: number, orderNo: string, at: number): Result<LedgerEntry> {
  return move(wallets, userId, { from: 'centre', to: 'locked', amountCents, kind: 'withdraw-hold', orderNo, at, remark: '提款申请(冻结)' });
}

/** A refused or cancelled withdrawal: the locked money goes back to the centre wallet. */
export function releaseHold(wallets: Wallets, userId: number, amountCents: number, orderNo: string, at: number): Result<LedgerEntry> {
  return move(wallets, userId, { from: 'locked', to: 'centre', amountCents, kind: 'withdraw-release', orderNo, at, remark: '提款退回' });
}

/** A withdrawal paid out: the locked money leaves the site. */
export function payOutHold(wallets: Wallets, userId: number, amountCents: number, orderNo: string, at: number): Result<LedgerEntry> {
  return move(wallets, userId, { from: 'locked', to: 'external', amountCents, kind: 'withdraw-paid', orderNo, at, remark: '提款成功' });
}

// ---------------------------------------------------------------------------------------------
// Reading

export function venueTotalCents(w: Wallet): number {
  let sum = 0;
  for (const cents of w.venues.values()) sum += cents;
  return sum;
}

/** All yuan the site holds for players (centre, locked, venues): constant under transfers. */
export function heldCents(wallets: Wallets): number {
  let sum = 0;
  for (const w of wallets.byUser.values()) sum += w.centreCents + w.lockedCents + w.pendingCents + w.stakesCents + venueTotalCents(w);
  return sum;
}

/** Activity money that may not leave its venue yet. */
export function unmetLock(w: Wallet): ActivityLock | null {
  const lock = w.activityLock;
  return lock && lock.turnoverDoneCents < lock.turnoverTargetCents ? lock : null;
}
