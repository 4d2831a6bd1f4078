import { z } from 'zod';
import { depositRewardConfig, feedbackDetail, feedbackReply, memberBet } from '@betsite/contracts/routes/feedback';
import { promotionRate } from '@betsite/contracts/routes/activity';

/**
 * fixtures/feedback.json: the players' feedback with customer-service replies, their recent bets
 * (what queryMemberBetList offers to attach) and the deposit reward table. Derived from the
 * contract's shapes; money is integer cents here.
 */
const cents = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const feedbackFixture = feedbackDetail
  .pick({ id: true, type: true, content: true, status: true, createdAt: true, images: true, orderNo: true })
  .extend({
    userId: z.number().int().positive(),
    replies: z.array(feedbackReply.extend({ read: z.boolean() })).max(100),
  });

export const memberBetFixture = memberBet
  .omit({ betAmount: true, winLoss: true })
  .extend({ userId: z.number().int().positive(), betAmountCents: cents, winLossCents: z.number().int() });

export const depositRewardFixture = depositRewardConfig
  .omit({ threshold: true, max: true, rate: true })
  .extend({ thresholdCents: cents, rate: promotionRate, maxCents: cents });

const uniqueIds = (list: { id: number }[]) => new Set(list.map((x) => x.id)).size === list.length;

export const feedbackFileFixture = z.object({
  feedback: z.array(feedbackFixture).max(10_000).refine(uniqueIds, 'feedback ids must be unique'),
  memberBets: z.array(memberBetFixture).max(10_000),
  depositRewards: z.array(depositRewardFixture).max(50).refine(uniqueIds, 'deposit reward ids must be unique'),
});

export type FeedbackFixture = z.infer<typeof feedbackFixture>;
export type MemberBetFixture = z.infer<typeof memberBetFixture>;
export type DepositRewardFixture = z.infer<typeof depositRewardFixture>;
