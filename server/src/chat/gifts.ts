import { CHAT_GIFTS } from '@betsite/contracts/socket';
import { Code } from '@betsite/contracts/status-codes';
import { type Result, refuse, success } from '../lib/reply';
import { type Wallets, move, nextOrderNo } from '../money/wallet';
import type { ChatUser } from './rooms';

export interface GiftRecord {
  userId: number;
  nickname: string;
  giftId: string;
  giftName: string;
  count: number;
  sentAtMs: number;
}

/**
 * A member sends `count` of a gift in a live room: the price leaves the centre wallet for the
 * house (`external`) through the ledger, as kind 'gift'. Refused with 6008 余额不足 when the centre
 * wallet holds less, 6007 for a gift that is not on the list.
 */
export function sendGift(wallets: Wallets, user: ChatUser, giftId: string, count: number, rid: string, nowMs: number): Result<GiftRecord> {
  const gift = CHAT_GIFTS.find((g) => g.giftId === giftId);
  if (!gift) return refuse(Code.INVALID_PARAMETER, '礼物不存在');
  const orderNo = nextOrderNo(wallets, 'G', nowMs);
  const paid = move(wallets, user.userId, {
    from: 'centre', to: 'external', amountCents: gift.priceCents * count, kind: 'gift', orderNo, at: nowMs, remark: `直播礼物 ${gift.giftName}×${count} (${rid})`,
  });
  if (!paid.ok) return paid;
  return success({ userId: user.userId, nickname: user.nickname, giftId, giftName: gift.giftName, count, sentAtMs: nowMs });
}
