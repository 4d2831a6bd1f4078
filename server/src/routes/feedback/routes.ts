import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, ok } from '../../lib/reply';
import { toYuan } from '../../lib/money';
import { mapPage } from '../../lib/paging';
import { ownUploads } from '../../accounts/uploads';
import {
  type Feedback,
  type MemberBet,
  addFeedback,
  deleteFeedback,
  listFeedback,
  memberBets,
  openFeedback,
  typeName,
  unreadOf,
  unreadReplies,
} from '../../engagement/feedback';

const s = initServer();

const toSummary = (f: Feedback) => ({
  id: f.id,
  type: f.type,
  typeName: typeName(f.type),
  content: f.content,
  status: f.status,
  createdAt: f.createdAt,
  replyCount: f.replies.length,
  unreadCount: unreadOf(f),
});

const toDetail = (f: Feedback) => ({
  ...toSummary(f),
  images: f.images,
  orderNo: f.orderNo,
  replies: f.replies.map(({ id, author, content, createdAt }) => ({ id, author, content, createdAt })),
});

const toBet = ({ userId: _userId, betAmountCents, winLossCents, ...b }: MemberBet) => ({ ...b, betAmount: toYuan(betAmountCents), winLoss: toYuan(winLossCents) });

/** Feedback: thin handlers over engagement/feedback.ts. */
export function feedbackRoutes(ctx: AppContext) {
  const store = () => ctx.state.feedback;
  return s.router(contract.feedback, {
    addFeedBack: ({ body, request }) => {
      const { account } = signedIn(request);
      const images = ownUploads(ctx.state.member.uploads, account.userId, body.images);
      if (!images.ok) return Promise.resolve(answer(images, () => null));
      return Promise.resolve(answer(addFeedback(store(), account.userId, body, ctx.clock.now()), (f) => ({ id: f.id })));
    },
    unreadNum: ({ request }) => Promise.resolve(ok(unreadReplies(store(), signedIn(request).account.userId))),
    getFeedBackList: ({ body, request }) => Promise.resolve(ok(mapPage(listFeedback(store(), signedIn(request).account.userId, body), toSummary))),
    getFeedbackInfo: ({ body, request }) => Promise.resolve(answer(openFeedback(store(), signedIn(request).account.userId, body.id), toDetail)),
    delFeedback: ({ body, request }) => Promise.resolve(answer(deleteFeedback(store(), signedIn(request).account.userId, body.id), () => null)),
    queryMemberBetList: ({ body, request }) => Promise.resolve(ok(mapPage(memberBets(store(), signedIn(request).account.userId, body), toBet))),
    querySiteDepositRewardConfigList: () =>
      Promise.resolve(
        ok(store().depositRewards.map(({ thresholdCents, maxCents, ...r }) => ({ ...r, threshold: toYuan(thresholdCents), max: toYuan(maxCents) }))),
      ),
  });
}
