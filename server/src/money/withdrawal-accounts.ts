import { Code } from '@betsite/contracts/status-codes';
import { WITHDRAW_STATUS, WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import type { VCurrency } from '@betsite/contracts/routes/transfer';
import { type Result, refuse, success } from '../lib/reply';
import type { Account } from '../accounts/account';
import { type BankCard, type Withdrawals, cardsOf, cfgOf, checkBindings, ordersOf } from './withdrawals';

/**
 * Adding, choosing and removing withdrawal accounts (our design; the spec shows only the lists).
 * The holder of every account is the bound real name, taken from the account, never typed: the
 * terms require it and a typed name could only ever be refused later at withdrawal time.
 */

export type NewAccount =
  | { type: typeof WITHDRAW_TYPE.bank; bankCode: string; account: string; branch?: string | undefined }
  | { type: typeof WITHDRAW_TYPE.virtual; bankCode: string; protocol: 'TRC20' | 'ERC20'; account: string }
  | { type: typeof WITHDRAW_TYPE.alipay; account: string };

export const ALIPAY_BANK = { bankCode: 'ALIPAY', bankName: '支付宝' } as const;

/** Total accounts a player may hold (the kinds' maximums add up below it); a guard on the map. */
const CARDS_PER_USER_MAX = 20;

export function addAccount(w: Withdrawals, currencies: readonly VCurrency[], account: Account, input: NewAccount, now: number): Result<BankCard[]> {
  const bound = checkBindings(account);
  if (!bound.ok) return bound;
  const mine = w.cards.get(account.userId) ?? [];
  const cfg = cfgOf(w, input.type);
  const sameKind = mine.filter((c) => c.type === input.type);
  if (sameKind.length >= cfg.accountsMax || mine.length >= CARDS_PER_USER_MAX) return refuse(Code.FREQUENT_SUBMISSION, `最多可绑定${cfg.accountsMax}个${cfg.name}账户`);
  if (mine.some((c) => c.type === input.type && c.account === input.account)) return refuse(Code.DATA_EXISTS, '该账户已绑定');
  const named = nameOf(w, currencies, input);
  if (!named.ok) return named;
  const card: BankCard = {
    id: w.nextCardId++,
    userId: account.userId,
    type: input.type,
    bankCode: named.value.bankCode,
    bankName: named.value.bankName,
    account: input.account,
    holderName: input.type === WITHDRAW_TYPE.virtual ? '' : (account.realName ?? ''),
    protocol: input.type === WITHDRAW_TYPE.virtual ? input.protocol : null,
    isDefault: sameKind.length === 0,
    createdAt: now,
  };
  w.cards.set(account.userId, [...mine, card]);
  return success(cardsOf(w, account.userId, input.type));
}

function nameOf(w: Withdrawals, currencies: readonly VCurrency[], input: NewAccount): Result<{ bankCode: string; bankName: string }> {
  if (input.type === WITHDRAW_TYPE.alipay) return success(ALIPAY_BANK);
  if (input.type === WITHDRAW_TYPE.virtual) {
    const coin = currencies.find((c) => c.currency === input.bankCode);
    if (!coin?.protocols.includes(input.protocol)) return refuse(Code.NOT_FOUND, '不支持该币种或协议');
    return success({ bankCode: coin.currency, bankName: `${coin.currency}-${input.protocol}` });
  }
  const bank = w.banks.find((b) => b.bankCode === input.bankCode);
  return bank ? success({ bankCode: bank.bankCode, bankName: bank.bankName }) : refuse(Code.NOT_FOUND, '不支持该银行');
}

function ownCard(w: Withdrawals, userId: number, id: number): Result<BankCard> {
  const card = (w.cards.get(userId) ?? []).find((c) => c.id === id);
  return card ? success(card) : refuse(Code.NOT_FOUND, '提款账户不存在');
}

export function setDefaultAccount(w: Withdrawals, userId: number, id: number): Result<BankCard[]> {
  const found = ownCard(w, userId, id);
  if (!found.ok) return found;
  for (const c of cardsOf(w, userId, found.value.type)) c.isDefault = c.id === id;
  return success(cardsOf(w, userId, found.value.type));
}

/** Refused while a withdrawal to it is under review: finance still needs where to pay. */
export function removeAccount(w: Withdrawals, userId: number, id: number): Result<BankCard[]> {
  const found = ownCard(w, userId, id);
  if (!found.ok) return found;
  const card = found.value;
  if (ordersOf(w, userId).some((o) => o.cardId === id && o.status === WITHDRAW_STATUS.review)) return refuse(Code.ACCESS_DENIED, '该账户有审核中的提款，暂不能删除');
  w.cards.set(userId, (w.cards.get(userId) ?? []).filter((c) => c.id !== id));
  const rest = cardsOf(w, userId, card.type);
  const first = rest[0];
  if (card.isDefault && first) first.isDefault = true;
  return success(rest);
}
