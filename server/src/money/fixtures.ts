import { z } from 'zod';
import { vCurrency } from '@betsite/contracts/routes/transfer';
import { supportedBank, withdrawType } from '@betsite/contracts/routes/withdraw';
import { paymentType, receivingBank } from '@betsite/contracts/routes/payment';
import { venueCode } from '@betsite/contracts/money-fields';
import { LEDGER_KINDS, type WalletRef } from './wallet';
import { type FixturesOf, cents, minutesAgo, userId } from '../lib/fixture-fields';

/**
 * Fixture shapes of the money slice that are not contract shapes: amounts are integer
 * cents, rows name their owner (userId), and times are relative to the moment the state is built
 * (minutesAgo) so a fresh start always shows recent records.
 * Where a fixture is a contract shape it is the contract's schema (extended or trimmed at most).
 */

const walletRef = z
  .string()
  .regex(/^(centre|locked|external|venue:[A-Za-z0-9_]+|coin:[A-Z]{2,10})$/)
  .transform((s) => s as WalletRef);

export const walletFixture = z.object({
  userId,
  centreCents: cents,
  lockedCents: cents.default(0),
  venues: z.record(venueCode, cents).default({}),
  coins: z.record(z.string().regex(/^[A-Z]{2,10}$/), cents).default({}),
  autoTransfer: z.boolean().default(false),
  activityLock: z
    .object({ activityName: z.string().min(1), channelCode: venueCode, turnoverTargetCents: cents, turnoverDoneCents: cents })
    .nullable()
    .default(null),
});

/**
 * History rows of the ledger (the deal records players see); balances come from wallets.json.
 * orderNo is a prefix and a 6-digit number (D000001); the server puts the entry's Beijing time in
 * between, as for new orders. Rows with the same orderNo (a withdrawal held, then paid) share one.
 */
export const transactionFixture = z.object({
  userId,
  orderNo: z.string().regex(/^[A-Z]{1,4}\d{6}$/),
  minutesAgo,
  kind: z.enum(LEDGER_KINDS),
  from: walletRef,
  to: walletRef,
  amountCents: cents.positive(),
  centreAfterCents: cents,
  remark: z.string().max(100),
});

/** The contract's deposit method with its amounts in cents, plus where bank and coin are paid (online: our stand-in cashier). */
export const paymentTypeFixture = paymentType.omit({ minAmount: true, maxAmount: true, fixedAmounts: true }).extend({
  minCents: cents.positive(),
  maxCents: cents.positive(),
  fixedCents: z.array(cents.positive()).max(12),
  /** Bank transfer: the receiving account. */
  receivingBank: receivingBank.optional(),
  /** Virtual coin: the currency and a receiving address per protocol. */
  currency: z.string().optional(),
  addresses: z.record(z.string(), z.string()).optional(),
});
export type PaymentTypeFixture = z.infer<typeof paymentTypeFixture>;

export const bankCardFixture = z.object({
  id: z.number().int().positive(),
  userId,
  type: withdrawType,
  bankCode: z.string().min(1).max(20),
  bankName: z.string().min(1).max(40),
  /** The full number, address or Alipay account: masked whenever it is shown. */
  account: z.string().min(4).max(80),
  holderName: z.string().max(40),
  protocol: z.string().max(20).nullable().default(null),
  isDefault: z.boolean().default(false),
  minutesAgo,
});
export type BankCardFixture = z.infer<typeof bankCardFixture>;

export const bankCardsFixture = z.object({
  banks: z.array(supportedBank).min(1).max(200),
  cards: z.array(bankCardFixture).max(10_000),
});

/** fixtures/<name>.json of this slice → schema; spread into FIXTURE_SCHEMAS. */
export const MONEY_FIXTURE_SCHEMAS = {
  wallets: z.array(walletFixture).max(10_000),
  transactions: z.array(transactionFixture).max(100_000),
  'payment-types': z.array(paymentTypeFixture).min(1).max(50),
  'bank-cards': bankCardsFixture,
  vcurrencies: z.array(vCurrency).min(1).max(20),
};
export type MoneyFixtures = FixturesOf<typeof MONEY_FIXTURE_SCHEMAS>;
