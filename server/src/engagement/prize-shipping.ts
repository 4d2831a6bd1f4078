import type { ExchangeRecord } from './activities';

/**
 * Prizes exchanged for points (a jersey, a watch: points spent, no money) are goods the site ships.
 * The record says 处理中 while the prize is packed and sent, then 已发放, on the server clock: a
 * documented processing time, so a record never sits at 处理中 for good. Money rewards never wait
 * here: they are paid through the ledger the moment they are earned (rewards.ts).
 */
export const PRIZE_SHIPPING_MS = 72 * 3_600_000;

export const isShippedPrize = (r: Pick<ExchangeRecord, 'points' | 'amountCents'>): boolean => r.points > 0 && r.amountCents === 0;

/** The player's prizes whose processing time is over are marked issued (one walk over the bounded records). */
export function shipDuePrizes(records: readonly ExchangeRecord[], userId: number, now: number): void {
  for (const r of records) {
    if (r.userId === userId && r.status === 'pending' && isShippedPrize(r) && now >= r.createdAt + PRIZE_SHIPPING_MS) r.status = 'issued';
  }
}
