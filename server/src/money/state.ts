import type { VCurrency } from '@betsite/contracts/routes/transfer';
import { beijingStamp } from '../lib/beijing-time';
import type { MoneyFixtures } from './fixtures';
import { type HistorySeed, type Wallet, type Wallets, createWallets, walletOf } from './wallet';
import { type Deposits, createDeposits, settleDeposits } from './deposits';
import { type Withdrawals, createWithdrawals, settleWithdrawals } from './withdrawals';
import { type BackOffice, createBackOffice } from './back-office';

/**
 * The money slice of the State, built from its fixtures on start and on the QA reset.
 * References to other slices (a wallet's owner and venue channels, a card's owner) are checked
 * against what the composition passes in, so a fixture typo fails at start with the file named,
 * not later in a handler, and money never imports the venues that sit above it.
 */
export interface MoneyState {
  wallets: Wallets;
  deposits: Deposits;
  withdrawals: Withdrawals;
  currencies: readonly VCurrency[];
  /** Finance: the review policy and the outcomes it publishes (shared by deposits and withdrawals). */
  office: BackOffice;
}

/** What the money fixtures may name: the accounts' userIds and the venues' channel codes. */
export interface MoneyReferences {
  userIds: ReadonlySet<number>;
  channels: { has(channelCode: string): boolean };
}

export function createMoneyState(f: MoneyFixtures, known: MoneyReferences, now: number): MoneyState {
  for (const w of f.wallets) {
    if (!known.userIds.has(w.userId)) throw new Error(`wallets.json: unknown userId ${w.userId}`);
    for (const code of [...Object.keys(w.venues), ...(w.activityLock ? [w.activityLock.channelCode] : [])]) {
      if (!known.channels.has(code)) throw new Error(`wallets.json: user ${w.userId} names unknown channel ${code}`);
    }
  }
  for (const t of f.transactions) if (!known.userIds.has(t.userId)) throw new Error(`transactions.json: ${t.orderNo} has unknown userId ${t.userId}`);
  for (const c of f['bank-cards'].cards) if (!known.userIds.has(c.userId)) throw new Error(`bank-cards.json: card ${c.id} has unknown userId ${c.userId}`);
  const office = createBackOffice();
  return {
    wallets: createWallets(f.wallets, history(f.transactions, now), now),
    deposits: createDeposits(f['payment-types'], office),
    withdrawals: createWithdrawals(f['bank-cards'].banks, f['bank-cards'].cards, now, office),
    currencies: f.vcurrencies,
    office,
  };
}

/**
 * The player's wallet with every deposit and withdrawal finance has decided by now settled: call
 * before reading or moving money. It lives with the slice, the one place that holds the ledger and
 * the orders settling into it.
 */
export function currentWallet(state: Pick<MoneyState, 'deposits' | 'wallets' | 'withdrawals'>, userId: number, now: number): Wallet {
  settleDeposits(state.deposits, state.wallets, userId, now);
  settleWithdrawals(state.withdrawals, state.wallets, userId, now);
  return walletOf(state.wallets, userId);
}

/** Fixture history on the server clock, with full order numbers (prefix, Beijing time of the first row, number). */
function history(rows: MoneyFixtures['transactions'], now: number): HistorySeed[] {
  const numbers = new Map<string, string>();
  return rows
    .map(({ minutesAgo, ...t }) => ({ ...t, at: now - minutesAgo * 60_000 }))
    .sort((a, b) => a.at - b.at)
    .map((t) => {
      const short = t.orderNo;
      const full = numbers.get(short) ?? `${short.replace(/\d+$/, '')}${beijingStamp(t.at)}${short.replace(/^[A-Z]+/, '')}`;
      numbers.set(short, full);
      return { ...t, orderNo: full };
    });
}
