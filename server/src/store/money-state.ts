import type { VCurrency } from '@betsite/contracts/routes/transfer';
import type { Fixtures } from '../composition/fixtures';
import { type HistorySeed, type Wallets, createWallets } from '../domain/wallet';
import { beijingStamp } from '../lib/beijing-time';
import { type Games, createGames } from '../domain/venues';
import { type Sports, createSports } from '../domain/sports';
import { type Deposits, createDeposits } from '../domain/deposits';
import { type Withdrawals, createWithdrawals } from '../domain/withdrawals';
import { type BetRecords, createBetRecords } from '../domain/bet-records';

/**
 * The money and games part of the State, built from its fixtures. Cross-file references (a
 * wallet's venue channel, a card's owner, a record's venue) are checked here, so a fixture typo
 * fails at start with the file named, not later in a handler.
 */
export interface MoneyState {
  wallets: Wallets;
  games: Games;
  sports: Sports;
  deposits: Deposits;
  withdrawals: Withdrawals;
  betRecords: BetRecords;
  currencies: readonly VCurrency[];
}

export function createMoneyState(f: Fixtures, now: number): MoneyState {
  const userIds = new Set(f.accounts.map((a) => a.userId));
  const games = createGames(f.venues, f.games, now);
  for (const w of f.wallets) {
    if (!userIds.has(w.userId)) throw new Error(`wallets.json: unknown userId ${w.userId}`);
    for (const code of [...Object.keys(w.venues), ...(w.activityLock ? [w.activityLock.channelCode] : [])]) {
      if (!games.channels.has(code)) throw new Error(`wallets.json: user ${w.userId} names unknown channel ${code}`);
    }
  }
  for (const t of f.transactions) if (!userIds.has(t.userId)) throw new Error(`transactions.json: ${t.orderNo} has unknown userId ${t.userId}`);
  for (const c of f['bank-cards'].cards) if (!userIds.has(c.userId)) throw new Error(`bank-cards.json: card ${c.id} has unknown userId ${c.userId}`);
  for (const r of f['bet-records']) if (!userIds.has(r.userId)) throw new Error(`bet-records.json: ${r.orderNo} has unknown userId ${r.userId}`);
  return {
    wallets: createWallets(f.wallets, history(f.transactions, now)),
    games,
    sports: createSports(f.leagues, f.matches, f['stream-history'], now),
    deposits: createDeposits(f['payment-types']),
    withdrawals: createWithdrawals(f['bank-cards'].banks, f['bank-cards'].cards, now),
    betRecords: createBetRecords(f['bet-records'], games, now),
    currencies: f.vcurrencies,
  };
}

/** Fixture history on the server clock, with full order numbers (prefix, Beijing time of the first row, number). */
function history(rows: Fixtures['transactions'], now: number): HistorySeed[] {
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
