import { z } from 'zod';
import { activityConfig, exchangeRecord, promotionRate } from '@betsite/contracts/routes/activity';
import { cents, minutesAgo, uniqueIds, userId } from '../lib/fixture-fields';

/**
 * fixtures/activities.json: the activities (the contract's config without what is computed per
 * call: status and the caller's participation), the weekly VIP bonus table, and the demo players'
 * participations and gift records. Money is integer cents here.
 */
const DEPOSIT_KINDS: readonly string[] = ['firstDeposit', 'againDeposit'];

export const activityFixture = activityConfig
  .omit({ status: true, participation: true, qualifyingDeposit: true, depositRule: true, reward: true })
  .extend({
    depositRule: z.object({ thresholdCents: cents, rate: promotionRate, maxCents: cents }).nullable(),
    rewardCents: cents.nullable(),
  })
  .refine((a) => (a.depositRule !== null) === DEPOSIT_KINDS.includes(a.kind), {
    message: 'firstDeposit and againDeposit carry a depositRule, other kinds none',
    path: ['depositRule'],
  })
  .refine((a) => a.endTime === null || a.endTime > a.startTime, { message: 'endTime must follow startTime', path: ['endTime'] });

export const participationFixture = z.object({
  userId,
  activityId: z.number().int().positive(),
  status: z.enum(['joined', 'confirmed']),
  /** The files give joinedMinutesAgo / confirmedMinutesAgo (before the state is built); unit tests may give the instants. */
  joinedAt: z.number().int().nonnegative().optional(),
  joinedMinutesAgo: minutesAgo.optional(),
  confirmedAt: z.number().int().nonnegative().nullable().default(null),
  confirmedMinutesAgo: minutesAgo.nullable().default(null),
  amountCents: cents.nullable(),
  bonusCents: cents,
  /** Deposit kinds: the deposit the bonus was confirmed for (each deposit earns one bonus). */
  depositOrderNo: z.string().max(40).nullable().default(null),
  /** The ledger entry that paid the bonus; null for history the fixtures carry without one. */
  rewardOrderNo: z.string().max(40).nullable().default(null),
});

/**
 * A gift record; one that says issued with an amount names the ledger entry that paid it (the
 * short order number of its transactions.json row; the composition checks it exists).
 */
export const exchangeRecordFixture = exchangeRecord.omit({ amount: true, createdAt: true }).extend({
  userId, amountCents: cents, orderNo: z.string().max(40).nullable().default(null),
  createdAt: exchangeRecord.shape.createdAt.optional(),
  createdMinutesAgo: minutesAgo.optional(),
});

export const vipWeekLevelFixture = z.object({ vipLevel: z.number().int().min(0).max(10), bonusCents: cents, betRequiredCents: cents });

export const activitiesFileFixture = z
  .object({
    activities: z.array(activityFixture).min(1).max(500).refine(uniqueIds, 'activity ids must be unique'),
    participations: z.array(participationFixture).max(10_000),
    exchangeRecords: z.array(exchangeRecordFixture).max(10_000).refine(uniqueIds, 'exchange record ids must be unique'),
    vipWeek: z.array(vipWeekLevelFixture).min(1).max(11),
  })
  .refine((f) => f.participations.every((p) => f.activities.some((a) => a.id === p.activityId)), 'a participation names an unknown activity');

export type ActivityFixture = z.infer<typeof activityFixture>;
export type ParticipationFixture = z.infer<typeof participationFixture>;
export type ExchangeRecordFixture = z.infer<typeof exchangeRecordFixture>;
/** The live rows: times resolved on the server clock. */
export type ParticipationRow = Omit<ParticipationFixture, 'joinedAt' | 'joinedMinutesAgo' | 'confirmedAt' | 'confirmedMinutesAgo'> & { joinedAt: number; confirmedAt: number | null };
export type ExchangeRecordRow = Omit<ExchangeRecordFixture, 'createdAt' | 'createdMinutesAgo'> & { createdAt: number };
export type VipWeekLevelFixture = z.infer<typeof vipWeekLevelFixture>;
export type ActivitiesFileFixture = z.infer<typeof activitiesFileFixture>;
