import { z } from 'zod';
import { depositRewardConfig, feedbackDetail, feedbackReply, memberBet } from '@betsite/contracts/routes/feedback';
import { promotionRate } from '@betsite/contracts/routes/activity';
import { cents, minutesAgo, uniqueIds, userId } from '../lib/fixture-fields';

/**
 * fixtures/feedback.json: the players' feedback with customer-service replies, their recent bets
 * (what queryMemberBetList offers to attach) and the deposit reward table. Derived from the
 * contract's shapes; money is integer cents here.
 */
export const feedbackFixture = feedbackDetail
  .pick({ id: true, type: true, content: true, status: true, images: true, orderNo: true })
  .extend({
    userId,
    /** The files give createdMinutesAgo (before the state is built); unit tests may give createdAt. */
    createdAt: feedbackDetail.shape.createdAt.optional(),
    createdMinutesAgo: minutesAgo.optional(),
    replies: z.array(feedbackReply.omit({ createdAt: true }).extend({ read: z.boolean(), createdAt: feedbackReply.shape.createdAt.optional(), createdMinutesAgo: minutesAgo.optional() })).max(100),
  });

export const memberBetFixture = memberBet
  .omit({ betAmount: true, winLoss: true })
  .extend({ userId, betAmountCents: cents, winLossCents: z.number().int() });

export const depositRewardFixture = depositRewardConfig
  .omit({ threshold: true, max: true, rate: true })
  .extend({ thresholdCents: cents, rate: promotionRate, maxCents: cents });

export const feedbackFileFixture = z.object({
  feedback: z.array(feedbackFixture).max(10_000).refine(uniqueIds, 'feedback ids must be unique'),
  memberBets: z.array(memberBetFixture).max(10_000),
  depositRewards: z.array(depositRewardFixture).max(50).refine(uniqueIds, 'deposit reward ids must be unique'),
});

export type FeedbackFixture = z.infer<typeof feedbackFixture>;
export type MemberBetFixture = z.infer<typeof memberBetFixture>;
export type DepositRewardFixture = z.infer<typeof depositRewardFixture>;
