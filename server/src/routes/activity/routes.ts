import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import { signedIn } from '../../plugins/auth';
import { answer, ok } from '../../lib/reply';
import { toCents, toYuan } from '../../lib/money';
import { mapPage } from '../../lib/paging';
import {
  type Activity,
  type ExchangeRecord,
  type Participation,
  exchangeRecordsOf,
  findActivity,
  joinActivity,
  participationOf,
  statusOf,
  turnoverRequiredCents,
  unmetRequirements,
  vipWeekInfo,
} from '../../engagement/activities';
import { confirmAndPay, qualifyingDeposit } from '../../engagement/activity-rewards';
import { settlePlayer } from '../../engagement/payouts';

const s = initServer();

/** Activities: thin handlers over engagement/activities.ts; cents become yuan here, at the edge. */
export function activityRoutes(ctx: AppContext) {
  const store = () => ctx.state.activities;

  const toParticipation = (p: Participation) => {
    const a = store().byId.get(p.activityId);
    if (!a) throw new Error(`participation of unknown activity ${p.activityId}`);
    return {
      activityId: p.activityId,
      kind: a.kind,
      title: a.title,
      status: p.status,
      joinedAt: p.joinedAt,
      confirmedAt: p.confirmedAt,
      amount: p.amountCents === null ? null : toYuan(p.amountCents),
      bonus: toYuan(p.bonusCents),
      turnoverMultiple: a.turnoverMultiple,
      turnoverRequired: toYuan(turnoverRequiredCents(p, a.turnoverMultiple)),
    };
  };

  const toConfig = (a: Activity, userId: number | undefined, now: number) => {
    const p = userId === undefined ? undefined : participationOf(store(), userId, a.id);
    const deposit = userId === undefined || p?.status === 'confirmed' ? null : qualifyingDeposit(ctx.state, a, userId, p);
    const { depositRule, rewardCents, ...rest } = a;
    return {
      ...rest,
      status: statusOf(a, now),
      depositRule: depositRule && { threshold: toYuan(depositRule.thresholdCents), rate: depositRule.rate, max: toYuan(depositRule.maxCents) },
      reward: rewardCents === null ? null : toYuan(rewardCents),
      participation: p ? toParticipation(p) : null,
      qualifyingDeposit: deposit && { orderNo: deposit.orderNo, amount: toYuan(deposit.amountCents), at: deposit.at },
    };
  };

  const toExchangeRecord = ({ amountCents, userId: _userId, ...r }: ExchangeRecord) => ({ ...r, amount: toYuan(amountCents) });

  return s.router(contract.activity, {
    // Public: a visitor sees the page; a signed-in player also sees their participation.
    promotionConfig: ({ body, request }) => {
      const now = ctx.clock.now();
      // A deposit paid by now is the qualifying deposit the page shows.
      if (request.account) settlePlayer(ctx.state, ctx.fixtures.grades, request.account, now);
      return Promise.resolve(answer(findActivity(store(), body, now), (a) => toConfig(a, request.account?.userId, now)));
    },
    verification: ({ body, request }) => {
      const { account } = signedIn(request);
      const now = ctx.clock.now();
      return Promise.resolve(
        answer(findActivity(store(), { id: body.id }, now), (a) => {
          const unmet = unmetRequirements(store(), account, a, now);
          return {
            id: a.id,
            qualified: unmet.length === 0,
            joined: participationOf(store(), account.userId, a.id) !== undefined,
            unmet: unmet.map(({ requirement, message }) => ({ requirement, message })),
          };
        }),
      );
    },
    joinActivity: ({ body, request }) => {
      const { account } = signedIn(request);
      return Promise.resolve(answer(joinActivity(store(), account, body.id, ctx.clock.now()), toParticipation));
    },
    confirmInfo: ({ body, request }) => {
      const { account } = signedIn(request);
      const amountCents = body.amount === undefined ? undefined : toCents(body.amount);
      const now = ctx.clock.now();
      // Deposits paid by now must count before the qualifying one is looked for.
      settlePlayer(ctx.state, ctx.fixtures.grades, account, now);
      return Promise.resolve(answer(confirmAndPay(ctx.state, account, body.id, amountCents, now), toParticipation));
    },
    vipWeekInfo: ({ request }) => {
      const { account } = signedIn(request);
      settlePlayer(ctx.state, ctx.fixtures.grades, account, ctx.clock.now());
      const info = vipWeekInfo(store(), account, ctx.clock.now());
      return Promise.resolve(
        ok({
          vipLevel: info.vipLevel,
          weekStart: info.weekStart,
          weekEnd: info.weekEnd,
          payoutAt: info.payoutAt,
          bonus: toYuan(info.bonusCents),
          betRequired: toYuan(info.betRequiredCents),
          eligible: info.eligible,
          levels: info.levels.map((l) => ({ vipLevel: l.vipLevel, bonus: toYuan(l.bonusCents), betRequired: toYuan(l.betRequiredCents) })),
        }),
      );
    },
    exchangeRecord: ({ body, request }) => {
      const { account } = signedIn(request);
      settlePlayer(ctx.state, ctx.fixtures.grades, account, ctx.clock.now());
      const page = exchangeRecordsOf(store(), account.userId, body);
      return Promise.resolve(ok(mapPage(page, toExchangeRecord)));
    },
  });
}
