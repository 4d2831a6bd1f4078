import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, epochMs, moneyAmount, page, pageQuery } from '../envelope';
import { Code } from '../status-codes';
import { transferAmount } from '../validation';
import { checkWindow, flag, oneOf, signedMoney, timeWindow, WINDOW_DOCUMENTED } from '../money-fields';
import { documented } from '../openapi-hints';
import { charsAtMost } from '../char-count';

/**
 * The centre wallet, virtual-coin exchange and the deal (transaction) records (spec 001 section 7:
 * /fd/api/v1/transfer/..., transactions/queryDealRecord, vCurrency/list). The spec names
 * withLockMoney, centerWalletBalance and the calls; the rest of each shape is ours.
 */
const c = initContract();

export const getBalanceBody = z.object({
  /** 1: also answer lockMoney, the money held by withdrawals waiting for review. */
  withLockMoney: flag.default(0),
});
export const getBalanceData = z.object({
  /** The centre wallet: what can be transferred or withdrawn now. */
  centerWalletBalance: moneyAmount,
  /** Sum of all venue wallets. */
  venueBalance: moneyAmount,
  /** Centre wallet plus venue wallets (the locked money is not spendable, so not included). */
  totalBalance: moneyAmount,
  /** Present when withLockMoney is 1. */
  lockMoney: moneyAmount.optional(),
});

export const currencyCode = z.string().regex(/^[A-Z]{2,10}$/);

/** A virtual coin the site accepts. Rates are yuan per coin; limits are in coin. */
export const vCurrency = z.object({
  currency: currencyCode,
  name: z.string().min(1).regex(charsAtMost(40)),
  icon: z.string().regex(charsAtMost(300)),
  /** Chain protocols, first is the default: TRC20, ERC20. */
  protocols: z.array(z.string().min(1).regex(charsAtMost(20))).min(1).max(5),
  /** Yuan paid per coin bought (deposits, exchange into coin). */
  buyRate: z.number().positive().max(1_000_000),
  /** Yuan received per coin sold (withdrawals, exchange out of coin). */
  sellRate: z.number().positive().max(1_000_000),
  minAmount: z.number().positive(),
  maxAmount: z.number().positive(),
});
export type VCurrency = z.infer<typeof vCurrency>;

/** ty 1 centre wallet (yuan) into the coin wallet, 2 coin wallet back into yuan. Ours. */
export const UTC_TRANSFER_TY = { intoCoin: 1, intoYuan: 2 } as const;

export const utcTransferBody = z.object({
  currency: currencyCode.default('USDT'),
  ty: oneOf(Object.values(UTC_TRANSFER_TY)),
  /** In the currency moved out of: yuan for ty 1, coin for ty 2. Two decimals, 12 characters. */
  amount: transferAmount,
});
export const utcTransferData = z.object({
  currency: currencyCode,
  /** What left the source wallet. */
  amount: moneyAmount,
  /** What arrived in the target wallet (rounded down to the cent). */
  received: moneyAmount,
  rate: z.number().positive(),
  centerWalletBalance: moneyAmount,
  /** The coin wallet, in coin with 2 decimals. */
  virtualBalance: moneyAmount,
  orderNo: z.string(),
});

export const transferRateBody = z.object({ currency: currencyCode.default('USDT') });
export const transferRateData = z.object({
  currency: currencyCode,
  buyRate: z.number().positive(),
  sellRate: z.number().positive(),
  /** Coin the player holds in the coin wallet. */
  virtualBalance: moneyAmount,
  updatedAt: epochMs,
});

/** Deal record types: 1 deposit, 2 withdrawal, 3 transfer, 4 bonus, 5 rebate, 6 adjustment, 7 exchange. */
export const DEAL_TYPE = { deposit: 1, withdraw: 2, transfer: 3, bonus: 4, rebate: 5, adjust: 6, exchange: 7 } as const;
export const DEAL_TYPE_NAMES = { 1: '充值', 2: '提款', 3: '转账', 4: '优惠', 5: '返水', 6: '调整', 7: '兑换' } as const;
export const dealType = oneOf(Object.values(DEAL_TYPE));

export const dealRecord = z.object({
  orderNo: z.string(),
  type: dealType,
  typeName: z.string(),
  /** Signed, as seen from the centre wallet: a deposit is positive, a transfer into a venue negative. */
  amount: signedMoney,
  /** The centre wallet right after the movement. */
  balance: moneyAmount,
  /** What happened, e.g. 中心钱包 → AG, 提款申请(冻结). */
  remark: z.string(),
  createdAt: epochMs,
});
export type DealRecord = z.infer<typeof dealRecord>;

export const queryDealRecordBody = documented(
  z
    .object({
      ...pageQuery.shape,
      type: dealType.optional(),
      beginTime: timeWindow.beginTime.optional(),
      endTime: timeWindow.endTime.optional(),
    })
    .superRefine((b, ctx) => {
      if (b.beginTime !== undefined && b.endTime !== undefined) checkWindow({ beginTime: b.beginTime, endTime: b.endTime }, ctx);
    }),
  WINDOW_DOCUMENTED,
);

const usdt: VCurrency = {
  currency: 'USDT', name: '泰达币', icon: '/static/coin/usdt.png', protocols: ['TRC20', 'ERC20'], buyRate: 7.25, sellRate: 7.05,
  minAmount: 10, maxAmount: 100_000,
};

export const transferContract = c.router({
  getBalance: post({
    path: '/fd/api/v1/transfer/getBalance',
    summary: 'The player\'s wallet: centre wallet, venue total, and the locked money when asked (withLockMoney 1)',
    body: getBalanceBody,
    data: getBalanceData,
    example: { centerWalletBalance: 8888, venueBalance: 1680.5, totalBalance: 10568.5, lockMoney: 0 },
  }),
  utcTransfer: post({
    path: '/fd/api/v1/transfer/utcTransfer',
    summary: 'Exchange between the centre wallet (yuan) and a virtual-coin wallet at the current rate',
    description: '6008 with 余额不足 when the source wallet holds less than the amount; 6004 for an unknown currency.',
    body: utcTransferBody,
    data: utcTransferData,
    submitGuard: true,
    codes: [Code.NOT_FOUND, Code.FREQUENT_SUBMISSION],
    example: { currency: 'USDT', amount: 725, received: 100, rate: 7.25, centerWalletBalance: 8163, virtualBalance: 100, orderNo: 'X20260115120000000001' },
  }),
  getTransferRate: post({
    path: '/fd/api/v1/transfer/getTransferRate',
    summary: 'The exchange rates of a virtual coin and the player\'s coin balance',
    body: transferRateBody,
    data: transferRateData,
    codes: [Code.NOT_FOUND],
    example: { currency: 'USDT', buyRate: 7.25, sellRate: 7.05, virtualBalance: 0, updatedAt: 1_768_478_400_000 },
  }),
  queryDealRecord: post({
    path: '/fd/api/v1/transactions/queryDealRecord',
    summary: 'The player\'s deal records (deposits, withdrawals, transfers, bonuses...), newest first',
    description: 'The last 1000 movements per player are kept; balances are the truth.',
    body: queryDealRecordBody,
    data: page(dealRecord),
    example: { list: [{ orderNo: 'D20260115120000000001', type: 1, typeName: '充值', amount: 500, balance: 9388, remark: '支付宝扫码', createdAt: 1_768_478_430_000 }], total: 1, pageNum: 1, pageSize: 15 },
  }),
  vCurrencyList: post({
    path: '/fd/api/v1/vCurrency/list',
    summary: 'The virtual coins the site accepts, with protocols, rates and limits',
    body: emptyBody,
    data: z.array(vCurrency),
    example: [usdt],
  }),
});
