import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, epochMs, moneyAmount } from '../envelope';
import { Code } from '../status-codes';
import { oneOf, orderNo, positiveMoney } from '../money-fields';
import { charsAtMost } from '../char-count';

/**
 * Deposits (spec 001 section 7, /fd/api/v1/payment/...). The spec names the calls only; every
 * shape here is ours, built around the three waiting screens of /mine/savemoney (recharge, bank
 * transfer, virtual coin). A site setting can switch deposits off: then types, pay,
 * createSignalCode and getCustomerInfo answer 6003 (and the client hides the savings page).
 *
 * Settlement (ours, for the mock; the back office the front end only sees the effects of): an
 * online order's payUrl opens the stand-in cashier on our origin (contracts/src/cashier.ts); it is
 * credited only when paid there (确认支付, the gateway's notice: at once) or by QA, and expires
 * unpaid after DEPOSIT_ONLINE_ORDER_TTL_S, never credited on its own. A bank-transfer or
 * virtual-coin order waits for the player to say it is paid (confirmPaid, 我已付款), otherwise it
 * expires unpaid after DEPOSIT_ORDER_TTL_S; finance then reviews it on the server clock by the
 * review policy (QA: GET/PUT /__mock/review-policy): at most DEPOSIT_AUTO_PAID_LIMIT_YUAN is paid
 * DEPOSIT_AUTO_PAID_AFTER_S seconds later, a larger amount after the policy's review delay, and an
 * amount above the policy's risk threshold is refused. QA decides any order at once
 * (POST /__mock/deposits/{orderNo}). The player gets a letter either way.
 */
const c = initContract();

export const DEPOSIT_AUTO_PAID_AFTER_S = 30;
export const DEPOSIT_AUTO_PAID_LIMIT_YUAN = 50_000;
export const DEPOSIT_ORDER_TTL_S = 30 * 60;
/** An online order not paid at the cashier within this expires (a gateway's usual quarter of an hour). */
export const DEPOSIT_ONLINE_ORDER_TTL_S = 15 * 60;
/** Open (pending) orders a player may hold at once; the next pay answers 6011. */
export const DEPOSIT_OPEN_ORDERS_MAX = 3;

/** 1 online recharge (a payment page), 2 bank transfer, 3 virtual coin: the three waiting screens. */
export const PAY_KIND = { online: 1, bank: 2, virtual: 3 } as const;
export const payKind = oneOf(Object.values(PAY_KIND));

/** 0 waiting for payment (or for review once paid), 1 paid (credited), 2 closed by the player, 3 expired, 4 refused by finance. */
export const DEPOSIT_STATUS = { pending: 0, paid: 1, closed: 2, expired: 3, refused: 4 } as const;
export const depositStatus = oneOf(Object.values(DEPOSIT_STATUS));

export const paymentType = z.object({
  id: z.number().int().positive(),
  /** Chinese display name, e.g. 支付宝扫码. */
  name: z.string().min(1).regex(charsAtMost(40)),
  /** alipay, wechat, unionpay, bank, usdt... */
  code: z.string().min(1).regex(charsAtMost(20)),
  kind: payKind,
  icon: z.string().regex(charsAtMost(300)),
  minAmount: moneyAmount,
  maxAmount: moneyAmount,
  /** Quick-pick amounts shown as buttons. */
  fixedAmounts: z.array(moneyAmount).max(12),
  /** Marked 推荐 in the list. */
  recommend: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
});
export type PaymentType = z.infer<typeof paymentType>;

/** The receiving account of a bank transfer. */
export const receivingBank = z.object({
  bankName: z.string(),
  cardNo: z.string(),
  holderName: z.string(),
  branch: z.string(),
});

/** Where to send a virtual-coin deposit, and how much coin that is at the rate of the moment. */
export const receivingAddress = z.object({
  currency: z.string(),
  protocol: z.string(),
  address: z.string(),
  rate: z.number().positive(),
  virtualAmount: z.number().nonnegative(),
});

export const depositOrder = z.object({
  orderNo,
  payTypeId: z.number().int().positive(),
  kind: payKind,
  amount: moneyAmount,
  status: depositStatus,
  createdAt: epochMs,
  expiresAt: epochMs,
  paidAt: epochMs.nullable(),
  /** Online recharge: the cashier page to open (ours, on the site's origin: /__cashier/checkout?token=...). */
  payUrl: z.string().nullable(),
  /** Bank transfer: the account to transfer to. */
  bankInfo: receivingBank.nullable(),
  /** Virtual coin: the address to send to. */
  virtualInfo: receivingAddress.nullable(),
  /** When the player said 我已付款 (bank transfer, virtual coin); null before. Online orders: null. */
  paidMarkedAt: epochMs.nullable(),
  /** Bank transfer: the remark code, once made (createSignalCode). */
  signalCode: z.string().nullable(),
  /** Finance's word on a refused order; empty otherwise. */
  remark: z.string().regex(charsAtMost(200)),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const payBody = z.object({
  payTypeId: z.number().int().positive(),
  amount: positiveMoney,
  /** Bank transfer: the name on the paying card (defaults to the bound real name). */
  depositName: z.string().trim().min(1).regex(charsAtMost(30)).optional(),
  /** Virtual coin: TRC20 or ERC20 (default the currency's first protocol). */
  protocol: z.string().min(1).regex(charsAtMost(20)).optional(),
});

export const orderBody = z.object({ orderNo });

/** The waiting screens show the whole order (where to pay, the remark code, finance's word), not only its status. */
export const orderStatusData = depositOrder;

export const signalCodeData = z.object({
  orderNo,
  /** Six characters the player writes in the transfer remark so finance can match the payment. */
  signalCode: z.string().regex(/^[A-Z0-9]{6}$/),
  expiresAt: epochMs,
});

export const customerInfoData = z.object({
  /** The deposit support chat. */
  url: z.string(),
  /** The safety notice shown before it opens (spec 000 section 7, our wording). */
  notice: z.string(),
});

const orderExample: DepositOrder = {
  orderNo: 'D20260115120000000001', payTypeId: 1, kind: 1, amount: 500, status: 0, createdAt: 1_768_478_400_000,
  expiresAt: 1_768_479_300_000, paidAt: null, payUrl: '/__cashier/checkout?token=q3ZpX0mWk8Yb2LrT6vNcA1sE',
  bankInfo: null, virtualInfo: null, paidMarkedAt: null, signalCode: null, remark: '',
};

export const paymentContract = c.router({
  types: post({
    path: '/fd/api/v1/payment/types',
    summary: 'Deposit methods with their limits and quick amounts',
    body: emptyBody,
    data: z.array(paymentType),
    codes: [Code.ACCESS_DENIED],
    example: [{ id: 1, name: '支付宝扫码', code: 'alipay', kind: 1, icon: '/static/pay/alipay.png', minAmount: 100, maxAmount: 50000, fixedAmounts: [100, 500, 1000], recommend: true, sort: 1 }],
  }),
  pay: post({
    path: '/fd/api/v1/payment/pay',
    summary: 'Make a deposit order; the reply says where and how to pay',
    description:
      `6008 when the amount lies outside the method's limits; 6011 with ${DEPOSIT_OPEN_ORDERS_MAX} orders still open; ` +
      '6449 for a bank transfer when no real name is bound; 6003 when deposits are switched off.',
    body: payBody,
    data: depositOrder,
    submitGuard: true,
    codes: [Code.ACCESS_DENIED, Code.NOT_FOUND, Code.FREQUENT_SUBMISSION, Code.BIND_REAL_NAME],
    example: orderExample,
  }),
  getDepositOrderStatus: post({
    path: '/fd/api/v1/payment/getDepositOrderStatus',
    summary: 'The status of one of the player\'s deposit orders (the waiting screens poll it)',
    body: orderBody,
    data: orderStatusData,
    codes: [Code.NOT_FOUND],
    example: { ...orderExample, status: 1, paidAt: 1_768_478_430_000 },
  }),
  closeOrder: post({
    path: '/fd/api/v1/payment/closeOrder',
    summary: 'Cancel a deposit order that is still waiting for payment',
    description: '6003 when the order is no longer waiting (paid, closed or expired).',
    body: orderBody,
    data: orderStatusData,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { ...orderExample, status: 2 },
  }),
  confirmPaid: post({
    path: '/fd/api/v1/payment/confirmPaid',
    summary: 'The player says the bank transfer or coin is sent (我已付款): the order goes to finance\'s review',
    description: '6003 for an online order (the cashier reports it) or an order no longer waiting; 6004 not the player\'s order. Saying it twice changes nothing.',
    body: orderBody,
    data: depositOrder,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { ...orderExample, kind: 2, payUrl: null, expiresAt: 1_768_480_200_000, paidMarkedAt: 1_768_478_460_000 },
  }),
  createSignalCode: post({
    path: '/fd/api/v1/payment/createSignalCode',
    summary: 'A remark code for a waiting bank-transfer order, so finance can match the payment',
    body: orderBody,
    data: signalCodeData,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { orderNo: 'D20260115120000000001', signalCode: 'K7Q2M9', expiresAt: 1_768_480_200_000 },
  }),
  getCustomerInfo: post({
    path: '/fd/api/v1/payment/getCustomerInfo',
    summary: 'The deposit support link and the safety notice shown before opening it',
    body: emptyBody,
    data: customerInfoData,
    codes: [Code.ACCESS_DENIED],
    example: { url: 'https://chat.example-support.com/deposit', notice: '充值渠道仅以官网、官方APP及官方客服提供的为准，线下代充值一律不予认可。' },
  }),
});
