import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { post } from '../route';
import { emptyBody, epochMs, money, moneyAmount, page, pageQuery, rowId as id } from '../envelope';
import { Code } from '../status-codes';
import { PROMOTION_RATE_MAX } from '../promotion';
import { VIP_LEVEL_MAX, vipLevel } from './member';
import { charsAtMost } from '../char-count';

const c = initContract();

/**
 * Activities and promotions (spec 001 section 7, "Activities"). The spec names the six calls and
 * the activity pages; every shape below is our design, named after those pages. Money is yuan with
 * at most 2 decimals on the wire (cents inside the server); times are epoch milliseconds.
 */

/** One kind per activity page of the client (spec 000 section 2, /activity/...). */
export const ACTIVITY_KINDS = [
  'racePage', 'activityLandPage', 'firstDeposit', 'againDeposit', 'newTask', 'drawGift', 'signGift', 'bettingGift', 'friendInvitation',
] as const;
export const activityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKind>;

/** The tabs of the promotions list (/activity/discount); an activity or banner sits in one. */
export const DISCOUNT_CATEGORIES = ['new', 'daily', 'vip', 'sport', 'realbet', 'egame', 'lottery', 'chess', 'gaming', 'fish'] as const;
export const discountCategory = z.enum(DISCOUNT_CATEGORIES);

/** A rate as a decimal fraction (0.5 = 50%) with at most 4 places; see contracts/src/promotion.ts. */
export const promotionRate = z.number().min(0).max(PROMOTION_RATE_MAX).multipleOf(0.0001);

/** The first/again deposit rule: bonus = amount × rate, capped at max, once amount ≥ threshold. */
export const depositRule = z.object({ threshold: moneyAmount, rate: promotionRate, max: moneyAmount });

export const ACTIVITY_STATUSES = ['upcoming', 'running', 'ended'] as const;

export const activityRequirements = z.object({
  vipLevelMin: vipLevel,
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
});

/** A player's part in an activity: joined, then confirmed (the bonus is fixed at confirmation). */
export const participation = z.object({
  activityId: id,
  kind: activityKind,
  title: z.string(),
  status: z.enum(['joined', 'confirmed']),
  joinedAt: epochMs,
  confirmedAt: epochMs.nullable(),
  /** The deposit the bonus was computed from; null for activities that are not deposit-based. */
  amount: moneyAmount.nullable(),
  bonus: moneyAmount,
  /** Turnover needed before the bonus may be withdrawn: (amount + bonus) × multiple. */
  turnoverMultiple: z.number().int().min(0).max(100),
  turnoverRequired: moneyAmount,
});

export const activityConfig = z.object({
  id,
  kind: activityKind,
  title: z.string().min(1).regex(charsAtMost(60)),
  subtitle: z.string().regex(charsAtMost(120)),
  imageUrl: z.string().regex(charsAtMost(500)),
  category: discountCategory,
  startTime: epochMs,
  /** null: a standing activity without an end (长期有效). */
  endTime: epochMs.nullable(),
  status: z.enum(ACTIVITY_STATUSES),
  /** false for pages that only present (race boards, landing pages, invitations): nothing to join. */
  joinable: z.boolean(),
  requirements: activityRequirements,
  /** Present on firstDeposit and againDeposit. */
  depositRule: depositRule.nullable(),
  /** A fixed reward for the gift and task kinds; null when the activity pays nothing fixed. */
  reward: moneyAmount.nullable(),
  turnoverMultiple: z.number().int().min(0).max(100),
  /** The rules as shown on the page, one paragraph per item. */
  rules: z.array(z.string().regex(charsAtMost(500))).max(30),
  /** The signed-in caller's participation; null for a visitor or a player who has not joined. */
  participation: participation.nullable(),
  /**
   * Deposit kinds, signed in and not yet confirmed: the deposit the server would pay the bonus on
   * now (firstDeposit: the first deposit ever, credited within the activity's window, before or
   * after joining; againDeposit: the latest later deposit since joining); null when there is none.
   * The player never types it: confirmInfo finds the same deposit.
   */
  qualifyingDeposit: z.object({ orderNo: z.string(), amount: moneyAmount, at: epochMs }).nullable(),
});

/**
 * promotionConfig takes the activity's id (the /activity/<kind>/{id} pages) or its kind alone
 * (/activity/friendInvitation has no id: the first running activity of that kind answers). A body
 * with neither is missing a field, so the issue is raised as a type issue and answers 6007.
 */
export const promotionConfigBody = z
  .object({ id: id.optional(), kind: activityKind.optional() })
  .describe('id, or kind alone for pages without an id (friendInvitation); one of them is required')
  .superRefine((b, ctx) => {
    if (b.id === undefined && b.kind === undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.invalid_type, expected: 'number', received: 'undefined', path: ['id'], message: 'id or kind is required' });
    }
  });

export const activityIdBody = z.object({ id });

export const UNMET_REQUIREMENTS = ['running', 'joinable', 'vipLevel', 'bindPhone', 'bindRealName', 'notJoined'] as const;

export const verificationData = z.object({
  id,
  qualified: z.boolean(),
  joined: z.boolean(),
  /** Every requirement the caller does not meet, in the order joinActivity checks them. */
  unmet: z.array(z.object({ requirement: z.enum(UNMET_REQUIREMENTS), message: z.string() })).max(UNMET_REQUIREMENTS.length),
});

/**
 * amount: not needed (the server finds the qualifying deposit, see activityConfig.qualifyingDeposit);
 * when sent for a deposit kind it must be that deposit's amount. Ignored for the other kinds.
 */
export const confirmInfoBody = z.object({ id, amount: money(z.number().nonnegative().max(10_000_000)).optional() });

export const vipWeekLevel = z.object({ vipLevel, bonus: moneyAmount, betRequired: moneyAmount });

export const vipWeekData = z.object({
  vipLevel,
  /** The current week, Monday 00:00 to the next Monday 00:00, Beijing time (UTC+8). */
  weekStart: epochMs,
  weekEnd: epochMs,
  /** When this week's bonus is paid: the start of the next week. */
  payoutAt: epochMs,
  bonus: moneyAmount,
  betRequired: moneyAmount,
  /** Whether the caller's level has a weekly bonus at all. */
  eligible: z.boolean(),
  levels: z.array(vipWeekLevel).max(VIP_LEVEL_MAX + 1),
});

export const EXCHANGE_STATUSES = ['pending', 'issued', 'rejected'] as const;

export const exchangeRecord = z.object({
  id,
  activityId: id,
  activityTitle: z.string(),
  giftName: z.string(),
  /** Points spent on the exchange; 0 for a reward that was claimed, not exchanged. */
  points: z.number().int().nonnegative(),
  amount: moneyAmount,
  status: z.enum(EXCHANGE_STATUSES),
  /** issued with an amount: the ledger entry that paid it (queryDealRecord shows the same number); null otherwise. */
  orderNo: z.string().regex(charsAtMost(40)).nullable(),
  createdAt: epochMs,
});

export const exchangeRecordPage = page(exchangeRecord);

const exampleParticipation = {
  activityId: 2, kind: 'firstDeposit', title: '首存豪礼 100%', status: 'confirmed', joinedAt: 1_735_660_800_000,
  confirmedAt: 1_735_661_000_000, amount: 500, bonus: 500, turnoverMultiple: 10, turnoverRequired: 10_000,
} satisfies z.input<typeof participation>;

export const activityContract = c.router({
  promotionConfig: post({
    path: '/act/api/v1/promotion/config',
    summary: 'One activity\'s configuration, by id or (for friendInvitation) by kind; with the caller\'s participation when signed in',
    body: promotionConfigBody,
    data: activityConfig,
    auth: false,
    codes: [Code.NOT_FOUND],
    example: {
      id: 2, kind: 'firstDeposit', title: '首存豪礼 100%', subtitle: '首次存款最高送 888 元', imageUrl: '/static/activity/first-deposit.png',
      category: 'new', startTime: 1_735_660_800_000, endTime: null, status: 'running', joinable: true,
      requirements: { vipLevelMin: 0, bindPhone: true, bindRealName: false }, depositRule: { threshold: 100, rate: 1, max: 888 },
      reward: null, turnoverMultiple: 10, rules: ['活动期间首次存款满 100 元即可参与。'], participation: null,
      qualifyingDeposit: { orderNo: 'D20250101120000000001', amount: 1000, at: 1_735_704_000_000 },
    } satisfies z.input<typeof activityConfig>,
  }),
  verification: post({
    path: '/act/api/v1/promotion/verification',
    summary: 'Whether the caller may join an activity, and which requirements are unmet (a dry run of joinActivity)',
    body: activityIdBody,
    data: verificationData,
    codes: [Code.NOT_FOUND],
    example: { id: 2, qualified: false, joined: false, unmet: [{ requirement: 'bindPhone', message: '请先绑定手机号' }] } satisfies z.input<typeof verificationData>,
  }),
  joinActivity: post({
    path: '/act/api/v1/promotion/joinActivity',
    summary: 'Join an activity; answers the first unmet requirement\'s code otherwise',
    description:
      'Checks in order: the activity exists (6004), is running and joinable and the VIP level suffices (6003), ' +
      'the phone is bound (6015), the real name is bound (6449, the client offers 去完善), not joined yet (6009).',
    body: activityIdBody,
    data: participation,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED, Code.UNBOUND_PHONE, Code.BIND_REAL_NAME, Code.DATA_EXISTS],
    example: { ...exampleParticipation, status: 'joined', confirmedAt: null, amount: null, bonus: 0, turnoverRequired: 0 } satisfies z.input<typeof participation>,
  }),
  confirmInfo: post({
    path: '/act/api/v1/promotion/confirmInfo',
    summary: 'Confirm a joined activity: fixes the bonus (deposit kinds: from the qualifying deposit the server finds, by the shared bonus helper)',
    description:
      'Not joined: 6003. Already confirmed: 6009. Deposit kinds: the server finds the qualifying deposit (firstDeposit: the first deposit ever, ' +
      'credited within the activity\'s window, before or after joining; againDeposit: the latest later one since joining); 6004 when there is none ' +
      'or a sent amount is not its amount; 6008 when it (or a sent amount) is below the threshold. ' +
      'Gift and task kinds add an entry to exchangeRecord.',
    body: confirmInfoBody,
    data: participation,
    codes: [Code.NOT_FOUND, Code.ACCESS_DENIED, Code.DATA_EXISTS],
    example: exampleParticipation,
  }),
  vipWeekInfo: post({
    path: '/act/api/v1/vipWeek/VipWeekInfo',
    summary: 'The weekly VIP bonus: the caller\'s level, this week\'s bonus and bet requirement, all levels',
    body: emptyBody,
    data: vipWeekData,
    example: {
      vipLevel: 3, weekStart: 1_735_488_000_000, weekEnd: 1_736_092_800_000, payoutAt: 1_736_092_800_000, bonus: 58, betRequired: 5_000,
      eligible: true, levels: [{ vipLevel: 1, bonus: 8, betRequired: 1_000 }, { vipLevel: 3, bonus: 58, betRequired: 5_000 }],
    } satisfies z.input<typeof vipWeekData>,
  }),
  exchangeRecord: post({
    path: '/act/api/v1/activityTopGift/exchangeRecord',
    summary: 'The caller\'s gift exchanges and claimed activity rewards, newest first (page size 15 by default)',
    body: pageQuery,
    data: exchangeRecordPage,
    example: {
      list: [{ id: 1, activityId: 6, activityTitle: '每日签到 好礼相送', giftName: '签到奖励', points: 0, amount: 8.88, status: 'issued', orderNo: 'B20250101100000000001', createdAt: 1_735_700_000_000 }],
      total: 1, pageNum: 1, pageSize: 15,
    } satisfies z.input<typeof exchangeRecordPage>,
  }),
});
