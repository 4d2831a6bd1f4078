import { Code } from '@betsite/contracts/status-codes';
import { UTC_TRANSFER_TY, type VCurrency } from '@betsite/contracts/routes/transfer';
import { type Result, refuse, success } from '../lib/reply';
import { type Wallets, coinRef, move, nextOrderNo, walletOf } from './wallet';

/**
 * Exchange between the centre wallet (yuan) and a virtual-coin wallet (coin, 2 decimals). An
 * exchange is two ledger entries with one order number, one per currency: the yuan leave to the
 * site (`external`) and the coin arrive from it, or the other way round. The source is checked and
 * debited first, synchronously, so a refused exchange moves nothing.
 */

export type UtcTy = (typeof UTC_TRANSFER_TY)[keyof typeof UTC_TRANSFER_TY];

export interface ExchangeOutcome {
  orderNo: string;
  currency: string;
  rate: number;
  amountCents: number;
  receivedCents: number;
}

export function findCurrency(currencies: readonly VCurrency[], code: string): Result<VCurrency> {
  const c = currencies.find((x) => x.currency === code);
  return c ? success(c) : refuse(Code.NOT_FOUND, '不支持该币种');
}

export function exchange(wallets: Wallets, currencies: readonly VCurrency[], userId: number, code: string, ty: UtcTy, amountCents: number, at: number): Result<ExchangeOutcome> {
  const found = findCurrency(currencies, code);
  if (!found.ok) return found;
  const c = found.value;
  const intoCoin = ty === UTC_TRANSFER_TY.intoCoin;
  const rate = intoCoin ? c.buyRate : c.sellRate;
  // Rounded down to the cent in the player's disfavour only by the fraction of a cent.
  const receivedCents = intoCoin ? Math.floor(amountCents / rate) : Math.floor(amountCents * rate);
  if (receivedCents <= 0) return refuse(Code.ILLEGAL_PARAMETER, '兑换金额过小');
  const orderNo = nextOrderNo(wallets, 'X', at);
  const coin = coinRef(c.currency);
  const remark = intoCoin ? `人民币 → ${c.currency} @${rate}` : `${c.currency} → 人民币 @${rate}`;
  const out = move(wallets, userId, { from: intoCoin ? 'centre' : coin, to: 'external', amountCents, kind: 'exchange', orderNo, at, remark });
  if (!out.ok) return out;
  const into = move(wallets, userId, { from: 'external', to: intoCoin ? coin : 'centre', amountCents: receivedCents, kind: 'exchange', orderNo, at, remark });
  if (!into.ok) throw new Error(`exchange ${orderNo}: credit refused`);
  return success({ orderNo, currency: c.currency, rate, amountCents, receivedCents });
}

export const coinBalanceCents = (wallets: Wallets, userId: number, currency: string) => walletOf(wallets, userId).coins.get(currency) ?? 0;
