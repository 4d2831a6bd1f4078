import { z } from 'zod';
import { documented } from '../openapi-hints';
import { initContract } from '@ts-rest/core';
import { get, post } from '../route';
import { emptyBody, epochMs, moneyAmount } from '../envelope';
import { Code } from '../status-codes';
import { passwordHash } from '../validation';
import { oneOf, orderNo, positiveMoney } from '../money-fields';
import { currencyCode } from './transfer';
import { charsAtMost } from '../char-count';

/**
 * Withdrawals and the player's withdrawal accounts (spec 001 section 7: POST /fd/api/v1/withdraw/...,
 * GET /fd/api/v1/bankCard/...). The spec names the calls; the shapes are ours.
 *
 * Rules: a withdrawal needs a bound real name (6449), a bound phone (6015) and the pay password
 * (6100 when it is not set or wrong); the holder of a bank card or Alipay account must be the
 * registered real name (terms, spec 001 section 9; 6003 otherwise). A new withdrawal holds the
 * amount (centre wallet → locked money, getBalance withLockMoney shows it) until review settles
 * or refuses it.
 */
const c = initContract();

/** Withdrawal account kinds: 1 bank card, 2 virtual-coin address, 3 Alipay. */
export const WITHDRAW_TYPE = { bank: 1, virtual: 2, alipay: 3 } as const;
export const withdrawType = oneOf(Object.values(WITHDRAW_TYPE));

/** 0 under review (money locked), 1 paid out, 2 refused (money returned), 3 cancelled (money returned). */
export const WITHDRAW_STATUS = { review: 0, paid: 1, refused: 2, cancelled: 3 } as const;
export const withdrawStatus = oneOf(Object.values(WITHDRAW_STATUS));

/** A withdrawal account as shown to its owner: numbers and names masked. */
export const bankCard = z.object({
  id: z.number().int().positive(),
  type: withdrawType,
  /** ICBC, CCB... for cards; ALIPAY; the currency (USDT) for addresses. */
  bankCode: z.string().min(1).regex(charsAtMost(20)),
  bankName: z.string().min(1).regex(charsAtMost(40)),
  /** Masked: **** **** **** 1234, 138****5678, TXk3...9aQe. */
  account: z.string().regex(charsAtMost(80)),
  /** Masked real name, e.g. 张*. Empty for addresses. */
  holderName: z.string().regex(charsAtMost(40)),
  /** Virtual coin only: TRC20 or ERC20. */
  protocol: z.string().regex(charsAtMost(20)).nullable(),
  isDefault: z.boolean(),
  createdAt: epochMs,
});
export type BankCard = z.infer<typeof bankCard>;

export const withdrawCfg = z.object({
  type: withdrawType,
  name: z.string(),
  minAmount: moneyAmount,
  maxAmount: moneyAmount,
  /** Withdrawals per day (Beijing time) of this kind; the next answers 6011. */
  dailyTimesMax: z.number().int().min(0).max(100),
  /** The first this many per day are free; later ones pay feeRate. */
  freeTimesPerDay: z.number().int().min(0).max(100),
  /** 0.01 is 1 %. */
  feeRate: z.number().min(0).max(0.2),
  enabled: z.boolean(),
});
export type WithdrawCfg = z.infer<typeof withdrawCfg>;

export const withdrawOrder = z.object({
  orderNo,
  type: withdrawType,
  /** Yuan taken from the centre wallet. */
  amount: moneyAmount,
  fee: moneyAmount,
  /** amount minus fee: what reaches the account (in yuan). */
  actualAmount: moneyAmount,
  /** Virtual coin only: the coin sent, at the sell rate of the moment; null otherwise. */
  virtualAmount: z.number().nonnegative().nullable(),
  currency: currencyCode.nullable(),
  bankName: z.string(),
  account: z.string(),
  status: withdrawStatus,
  remark: z.string(),
  createdAt: epochMs,
  finishedAt: epochMs.nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrder>;

const walletFields = {
  centerWalletBalance: moneyAmount,
  lockMoney: moneyAmount,
};

/** What the takemoney page needs: balances, bindings, today's use and the accounts to pay to. */
export const withdrawInfoData = z.object({
  ...walletFields,
  /** The most that can be withdrawn now: the centre wallet, capped by the single-withdrawal maximum. */
  withdrawableAmount: moneyAmount,
  realName: z.string(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  hasPayPassword: z.boolean(),
  todayTimes: z.number().int().min(0),
  cfg: z.array(withdrawCfg),
  cards: z.array(bankCard),
});

export const usdtWithdrawInfoBody = z.object({ currency: currencyCode.default('USDT') });
export const usdtWithdrawInfoData = z.object({
  ...walletFields,
  currency: currencyCode,
  /** Yuan per coin the player receives. */
  rate: z.number().positive(),
  protocols: z.array(z.string()),
  cfg: withdrawCfg,
  addresses: z.array(bankCard),
});

export const newWithdrawBody = z.object({
  type: withdrawType,
  /** The account to pay to (queryMemberBanksInfoList id). */
  cardId: z.number().int().positive(),
  /** Yuan, at most 2 decimals. */
  amount: positiveMoney,
  /** md5 of the pay password, like every password on the wire. */
  payPassword: passwordHash,
});
export const newWithdrawData = z.object({ ...walletFields, order: withdrawOrder });

/** A cancel asks for the order only; the money goes back to the centre wallet at once. */
export const cancelWithdrawBody = z.object({ orderNo });

export const withdrawOrderInfoBody = z.object({
  /** One order; omitted: the latest orders (at most WITHDRAW_ORDERS_LISTED). */
  orderNo: orderNo.optional(),
});
export const WITHDRAW_ORDERS_LISTED = 20;
export const withdrawOrderInfoData = z.object({ list: z.array(withdrawOrder).max(WITHDRAW_ORDERS_LISTED) });

/** GET query values arrive as text. */
const typeQuery = z.coerce
  .number()
  .int()
  .refine((n): n is 1 | 2 | 3 => (Object.values(WITHDRAW_TYPE) as number[]).includes(n), 'must be one of 1, 2, 3');

export const banksQuery = z.object({ type: typeQuery.optional() });

/** A bank a card can be added for. */
export const supportedBank = z.object({ bankCode: z.string().min(1).regex(charsAtMost(20)), bankName: z.string().min(1).regex(charsAtMost(40)), icon: z.string().regex(charsAtMost(300)) });
export type SupportedBank = z.infer<typeof supportedBank>;
export const withdrawAddListData = z.object({
  banks: z.array(supportedBank),
  /** Per account kind: how many are bound and how many may be. */
  kinds: z.array(z.object({ type: withdrawType, name: z.string(), boundCount: z.number().int().min(0), maxCount: z.number().int().min(0) })),
});

/**
 * Adding a withdrawal account (our design: the spec shows only the two GETs). The holder is never
 * sent: it is the bound real name (terms), so a player without one answers 6449. Numbers are sent
 * as typed, spaces allowed; the server keeps them without spaces and shows them masked.
 */
export const BANK_CARD_NUMBER_RE = /^\d{12,19}$/;
export const USDT_ADDRESS_RE: Record<string, RegExp> = { TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, ERC20: /^0x[0-9a-fA-F]{40}$/ };
export const ALIPAY_ACCOUNT_RE = /^(?:1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
export const CARD_MESSAGES = {
  cardNumber: '请输入正确的银行卡号',
  address: '请输入正确的钱包地址',
  alipay: '请输入正确的支付宝账号（手机号或邮箱）',
  bank: '请选择开户银行',
} as const;
/** Spaces typed between digit groups are dropped before the rule runs. */
const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);
/**
 * The same rules as the raw text may carry them, with whitespace anywhere (the OpenAPI document's
 * patterns; openapi-strict.test.ts holds each to its rule on spaced and unspaced values).
 */
export const SPACED_ACCOUNT_PATTERN = {
  bank: '^\\s*(?:\\d\\s*){12,19}$',
  TRC20: '^\\s*T\\s*(?:[1-9A-HJ-NP-Za-km-z]\\s*){33}$',
  ERC20: '^\\s*0\\s*x\\s*(?:[0-9a-fA-F]\\s*){40}$',
  alipay: '^\\s*(?:1\\s*(?:\\d\\s*){10}|(?:[^\\s@]\\s*)+@\\s*(?:[^\\s@]\\s*)+\\.\\s*(?:[^\\s@]\\s*)+)$',
} as const;
export const bankCardNumber = documented(z.preprocess(compact, z.string().regex(charsAtMost(40)).regex(BANK_CARD_NUMBER_RE, CARD_MESSAGES.cardNumber)), {
  pattern: SPACED_ACCOUNT_PATTERN.bank,
  maxLength: undefined,
});
export const alipayAccount = documented(z.preprocess(compact, z.string().regex(charsAtMost(60)).regex(ALIPAY_ACCOUNT_RE, CARD_MESSAGES.alipay)), {
  pattern: SPACED_ACCOUNT_PATTERN.alipay,
});
export const addBankCardBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(WITHDRAW_TYPE.bank),
    bankCode: z.string().min(1, CARD_MESSAGES.bank).regex(charsAtMost(20)),
    account: bankCardNumber,
    /** The branch, as written on the account opening form (optional). */
    branch: z.string().trim().regex(charsAtMost(60)).optional(),
  }),
  z.object({
    type: z.literal(WITHDRAW_TYPE.virtual),
    /** The currency (USDT). */
    bankCode: currencyCode,
    protocol: z.enum(['TRC20', 'ERC20']),
    account: z.preprocess(compact, z.string().min(1).regex(charsAtMost(80))),
  }),
  z.object({
    type: z.literal(WITHDRAW_TYPE.alipay),
    account: alipayAccount,
  }),
]).superRefine((b, ctx) => {
  // An address of the other protocol would send the coin to nowhere.
  if (b.type === WITHDRAW_TYPE.virtual && !USDT_ADDRESS_RE[b.protocol]?.test(b.account)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: CARD_MESSAGES.address, path: ['account'] });
});
export type AddBankCardBody = z.input<typeof addBankCardBody>;
export const cardIdBody = z.object({ id: z.number().int().positive() });

const cardExample: BankCard = {
  id: 1, type: 1, bankCode: 'ICBC', bankName: '中国工商银行', account: '**** **** **** 6789', holderName: '张*', protocol: null,
  isDefault: true, createdAt: 1_768_464_000_000,
};
const cfgExample: WithdrawCfg = { type: 1, name: '银行卡', minAmount: 100, maxAmount: 50_000, dailyTimesMax: 5, freeTimesPerDay: 3, feeRate: 0.01, enabled: true };
const orderExample: WithdrawOrder = {
  orderNo: 'W20260115120000000001', type: 1, amount: 1000, fee: 0, actualAmount: 1000, virtualAmount: null, currency: null,
  bankName: '中国工商银行', account: '**** **** **** 6789', status: 0, remark: '审核中', createdAt: 1_768_478_400_000, finishedAt: null,
};

const bindingCodes = [Code.BIND_REAL_NAME, Code.UNBOUND_PHONE] as const;

export const withdrawContract = c.router({
  withdrawOrderInfo: post({
    path: '/fd/api/v1/withdraw/withdrawOrderInfo',
    summary: 'One withdrawal order, or the latest ones',
    body: withdrawOrderInfoBody,
    data: withdrawOrderInfoData,
    codes: [Code.NOT_FOUND],
    example: { list: [orderExample] },
  }),
  baseCfgList: post({
    path: '/fd/api/v1/withdraw/baseCfg/list',
    summary: 'Withdrawal limits, daily counts and fees per account kind',
    body: emptyBody,
    data: z.array(withdrawCfg),
    example: [cfgExample],
  }),
  withdrawInfo: post({
    path: '/fd/api/v1/withdraw/withdrawInfo',
    summary: 'The takemoney page: balances, bindings, today\'s withdrawals, limits and cards',
    description: '6449 without a bound real name (the dialog\'s 去完善 opens userinfo); 6015 without a bound phone.',
    body: emptyBody,
    data: withdrawInfoData,
    codes: [...bindingCodes],
    example: {
      centerWalletBalance: 8888, lockMoney: 0, withdrawableAmount: 8888, realName: '张*', bindPhone: true, bindRealName: true,
      hasPayPassword: true, todayTimes: 0, cfg: [cfgExample], cards: [cardExample],
    },
  }),
  usdtWithdrawInfo: post({
    path: '/fd/api/v1/withdraw/usdtWithdrawInfo',
    summary: 'Virtual-coin withdrawal: rate, protocols, limits and the bound addresses',
    body: usdtWithdrawInfoBody,
    data: usdtWithdrawInfoData,
    codes: [...bindingCodes, Code.NOT_FOUND],
    example: {
      centerWalletBalance: 8888, lockMoney: 0, currency: 'USDT', rate: 7.05, protocols: ['TRC20', 'ERC20'],
      cfg: { ...cfgExample, type: 2, name: '虚拟币' }, addresses: [],
    },
  }),
  new: post({
    path: '/fd/api/v1/withdraw/new',
    summary: 'Apply for a withdrawal: the amount is locked until review',
    description:
      '6449 no real name, 6015 no phone, 6100 pay password not set or wrong, 6037 after 5 wrong pay passwords within 15 min, 6004 unknown account, 6003 holder name not the ' +
      'real name or the kind switched off, 6008 amount outside the limits or above the centre wallet (余额不足), 6011 daily ' +
      'count reached. 6110 and 6111 come from the payment back office (QA scenarios only here).',
    body: newWithdrawBody,
    data: newWithdrawData,
    submitGuard: true,
    codes: [
      ...bindingCodes, Code.PASSWORD_CHECK_FAILURE, Code.AUTHENTICATION_LOCKED, Code.NOT_FOUND, Code.ACCESS_DENIED, Code.FREQUENT_SUBMISSION,
      Code.LOCKING_UNAVAILABLE, Code.WITHDRAWAL_PROTECTION_CONFIG_ERROR,
    ],
    example: { centerWalletBalance: 7888, lockMoney: 1000, order: orderExample },
  }),
  queryMemberBanksInfoList: get({
    path: '/fd/api/v1/bankCard/queryMemberBanksInfoList',
    summary: 'The player\'s withdrawal accounts (query type 1 cards, 2 addresses, 3 Alipay; omitted: all)',
    query: banksQuery,
    data: z.array(bankCard),
    example: [cardExample],
  }),
  addBankCard: post({
    path: '/fd/api/v1/bankCard/add',
    summary: 'Bind a withdrawal account (bank card, USDT address or Alipay); the holder is the bound real name',
    description:
      '6449 without a bound real name; 6015 without a bound phone; 6009 when the same account is already bound; 6011 when the ' +
      'kind\'s maximum is reached (withdraw/add/list maxCount); 6004 unknown bank or currency; 6008 a number or address that ' +
      'breaks its rule. The first account of a kind becomes its default. Answers the accounts of that kind.',
    body: addBankCardBody,
    data: z.array(bankCard),
    submitGuard: true,
    codes: [...bindingCodes, Code.DATA_EXISTS, Code.FREQUENT_SUBMISSION, Code.NOT_FOUND],
    example: [cardExample],
  }),
  setDefaultBankCard: post({
    path: '/fd/api/v1/bankCard/setDefault',
    summary: 'Make one account the default of its kind; answers the accounts of that kind',
    body: cardIdBody,
    data: z.array(bankCard),
    codes: [Code.NOT_FOUND],
    example: [cardExample],
  }),
  deleteBankCard: post({
    path: '/fd/api/v1/bankCard/delete',
    summary: 'Remove an account; the next one of its kind becomes the default. Answers the accounts of that kind',
    description: '6003 while a withdrawal to it is under review; 6004 not the player\'s account.',
    body: cardIdBody,
    data: z.array(bankCard),
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: [],
  }),
  cancel: post({
    path: '/fd/api/v1/withdraw/cancel',
    summary: 'Cancel one of the player\'s withdrawals still under review: the locked amount returns to the centre wallet',
    description: '6004 not the player\'s order; 6003 the order is no longer under review.',
    body: cancelWithdrawBody,
    data: newWithdrawData,
    submitGuard: true,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED],
    example: { centerWalletBalance: 8888, lockMoney: 0, order: { ...orderExample, status: 3, remark: '已取消，资金已退回', finishedAt: 1_768_478_500_000 } },
  }),
  withdrawAddList: get({
    path: '/fd/api/v1/bankCard/withdraw/add/list',
    summary: 'What can be added: the supported banks and, per account kind, bound and maximum counts',
    query: z.object({}),
    data: withdrawAddListData,
    example: {
      banks: [{ bankCode: 'ICBC', bankName: '中国工商银行', icon: '/static/bank/icbc.png' }],
      kinds: [{ type: 1, name: '银行卡', boundCount: 1, maxCount: 5 }],
    },
  }),
});
