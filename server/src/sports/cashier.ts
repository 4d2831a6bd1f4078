import { type Result, refuse, success } from '../lib/reply';
import { Code } from '@betsite/contracts/status-codes';
import { INSUFFICIENT_BALANCE_MESSAGE, type Movement, type Wallets, balanceOf, move, nextOrderNo, venueRef, walletOf } from '../money/wallet';
import type { Cashier } from './book';
import type { Payer } from './settlement';

/**
 * The sportsbook's money, over the ledger. A stake leaves the CRTY venue wallet into the player's
 * pending stakes (a pending transfer), is posted into open stakes when the bet is accepted or voided
 * back when it is rejected; settlement returns what the bet returns to the venue wallet, the book
 * (`external`) paying the winnings and taking the losses. Every step is one ledger entry.
 */

/** The embedded sports provider's venue (its wallet is the venue's channel, CR in the fixtures). */
export const SPORTS_VENUE = 'CRTY';

function step(wallets: Wallets, userId: number, m: Omit<Movement, 'at' | 'orderNo'>, orderNo: string, at: number): void {
  if (m.amountCents <= 0) return;
  const r = move(wallets, userId, { ...m, orderNo, at });
  // Callers check balances first; a refusal here is a bug in this module, not a player's mistake.
  if (!r.ok) throw new Error(`sports cashier: ${m.from} → ${m.to} ${m.amountCents} refused for ${userId}`);
}

/** Tops the venue wallet up from the centre wallet when it holds less than `cents` (auto-transfer). */
function topUp(wallets: Wallets, channelCode: string, userId: number, cents: number, at: number): void {
  const w = walletOf(wallets, userId);
  const shortCents = cents - balanceOf(w, venueRef(channelCode));
  if (shortCents <= 0 || w.centreCents < shortCents) return;
  step(wallets, userId, { from: 'centre', to: venueRef(channelCode), amountCents: shortCents, kind: 'transfer', remark: `中心钱包 → ${channelCode}(自动转入)` }, nextOrderNo(wallets, 'T', at), at);
}

export function sportsCashier(wallets: Wallets, channelCode: string): Cashier {
  const venue = venueRef(channelCode);
  return {
    hold(userId, cents, orderNo, at) {
      if (walletOf(wallets, userId).autoTransfer) topUp(wallets, channelCode, userId, cents, at);
      return move(wallets, userId, { from: venue, to: 'pending', amountCents: cents, kind: 'bet-stake', orderNo, at, remark: '投注(待确认)' });
    },
    post(userId, cents, orderNo, at) {
      step(wallets, userId, { from: 'pending', to: 'stakes', amountCents: cents, kind: 'bet-stake', remark: '投注确认' }, orderNo, at);
    },
    void(userId, cents, orderNo, at) {
      step(wallets, userId, { from: 'pending', to: venue, amountCents: cents, kind: 'bet-return', remark: '投注未被接受，退回' }, orderNo, at);
    },
    nextTicketId: (at) => nextOrderNo(wallets, 'S', at),
  };
}

export function sportsPayer(wallets: Wallets, channelCode: string): Payer {
  const venue = venueRef(channelCode);
  return {
    pay(userId, stakeCents, returnCents, orderNo, at) {
      const back = Math.min(stakeCents, returnCents);
      step(wallets, userId, { from: 'stakes', to: venue, amountCents: back, kind: 'bet-return', remark: '结算退回本金' }, orderNo, at);
      step(wallets, userId, { from: 'stakes', to: 'external', amountCents: stakeCents - back, kind: 'bet-lost', remark: '结算输' }, orderNo, at);
      step(wallets, userId, { from: 'external', to: venue, amountCents: returnCents - back, kind: 'bet-win', remark: '结算派彩' }, orderNo, at);
    },
    takeBack(userId, stakeCents, returnCents, orderNo, at): Result<unknown> {
      const w = walletOf(wallets, userId);
      const held = balanceOf(w, venue);
      if (held < returnCents) {
        const shortCents = returnCents - held;
        if (w.centreCents < shortCents) return refuse(Code.ILLEGAL_PARAMETER, `${INSUFFICIENT_BALANCE_MESSAGE}，无法恢复注单`);
        step(wallets, userId, { from: 'centre', to: venue, amountCents: shortCents, kind: 'transfer', remark: `中心钱包 → ${channelCode}(恢复注单)` }, nextOrderNo(wallets, 'T', at), at);
      }
      const back = Math.min(stakeCents, returnCents);
      step(wallets, userId, { from: venue, to: 'stakes', amountCents: back, kind: 'bet-restore', remark: '恢复注单' }, orderNo, at);
      step(wallets, userId, { from: venue, to: 'external', amountCents: returnCents - back, kind: 'bet-restore', remark: '恢复注单(收回派彩)' }, orderNo, at);
      step(wallets, userId, { from: 'external', to: 'stakes', amountCents: stakeCents - back, kind: 'bet-restore', remark: '恢复注单' }, orderNo, at);
      return success(null);
    },
  };
}
