import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import type { AppContext } from '../../composition/context';
import type { Account } from '../../accounts/account';
import { signedIn } from '../../plugins/auth';
import { answer, ok, type Result } from '../../lib/reply';
import { toMemberInfo } from '../../accounts/member-info';
import { bindEmail, bindOther, bindPhone, bindRealNameFromDeposit, changePassword, type PasswordChange, setPasswordByCode } from '../../accounts/member-binding';
import { fanshuiHighLow, gradeByLevel } from '../../engagement/member-grades';
import { parseImageDataUrl, setAvatar } from '../../accounts/uploads';
import { signChatToken } from '../../chat/chat-token';
import { settlePlayer } from '../../engagement/payouts';
import { progressOf } from '../../engagement/vip-levels';
import { toYuan } from '../../lib/money';

const s = initServer();

export function memberRoutes(ctx: AppContext) {
  const grades = () => ctx.fixtures.grades;
  const info = (r: Result<Account>) => Promise.resolve(answer(r, (a) => toMemberInfo(a, grades())));
  /** A new login password ends every session, this one included: the client logs in again. */
  const passwordChanged = (account: Account, r: Result<PasswordChange>) => {
    if (r.ok && r.value.reLogin) ctx.sessions.expire({ userId: account.userId });
    return answer(r, (v) => v);
  };

  return s.router(contract.member, {
    info: ({ body, request }) => {
      const { account } = signedIn(request);
      // The VIP level shown is the one the player's deposits and bets have reached by now.
      settlePlayer(ctx.state, grades(), account, ctx.clock.now());
      return Promise.resolve(ok(toMemberInfo(account, grades(), body.isPop)));
    },
    bindOther: ({ body, request }) => info(bindOther(signedIn(request).account, body, ctx.clock.now())),
    bindEmail: ({ body, request }) => info(bindEmail(ctx.state, signedIn(request).account, body)),
    bindPhone: ({ body, request }) => info(bindPhone(ctx.state, ctx.fixtures.areas, signedIn(request).account, body)),
    bindPasswordByPhone: async ({ body, request }) => {
      const { account } = signedIn(request);
      return passwordChanged(account, await setPasswordByCode(ctx.state, account, 'phone', body));
    },
    bindPasswordByEmail: async ({ body, request }) => {
      const { account } = signedIn(request);
      return passwordChanged(account, await setPasswordByCode(ctx.state, account, 'email', body));
    },
    bindPassword: async ({ body, request }) => {
      const { account } = signedIn(request);
      return passwordChanged(account, await changePassword(ctx.state, account, body, ctx.clock.now()));
    },
    memberGradeInfoByGrade: ({ body, request }) => {
      const { account } = signedIn(request);
      return Promise.resolve(answer(gradeByLevel(grades(), body.grade), (g) => ({ ...g, isCurrent: g.grade === account.vipLevel })));
    },
    memberGradeConfigList: ({ request }) => {
      const { account } = signedIn(request);
      const now = ctx.clock.now();
      settlePlayer(ctx.state, grades(), account, now);
      const progress = progressOf(ctx.state.payouts.progress, grades(), account, ctx.state.wallets, ctx.state.betRecords, now);
      return Promise.resolve(ok({ list: grades(), vipLevel: account.vipLevel, progress: { depositTotal: toYuan(progress.depositCents), validBetTotal: toYuan(progress.betCents) } }));
    },
    getGameFanshuiHighLow: ({ body, request }) => Promise.resolve(ok({ list: fanshuiHighLow(grades(), signedIn(request).account.vipLevel, body.category) })),
    bindFromDeposit: ({ body, request }) => info(bindRealNameFromDeposit(signedIn(request).account, body.realName)),
    avatarList: ({ request }) => Promise.resolve(ok({ list: ctx.fixtures.avatars, current: signedIn(request).account.avatar })),
    addAvatar: ({ body, request }) => {
      const r = setAvatar(signedIn(request).account, ctx.fixtures.avatars, ctx.state.member.uploads, body.url);
      return Promise.resolve(answer(r, (avatar) => ({ avatar })));
    },
    jwt: ({ request }) => {
      const { account } = signedIn(request);
      return Promise.resolve(ok(signChatToken(ctx.config.WIRE_SECRET, account, ctx.clock.now())));
    },
    uploadImage: ({ body, request }) => {
      const { account } = signedIn(request);
      const parsed = parseImageDataUrl(body.image);
      return Promise.resolve(
        answer(parsed, (image) => {
          const stored = ctx.state.member.uploads.add(account.userId, image, body.purpose, ctx.clock.now());
          return { id: stored.id, url: stored.url, mime: stored.mime, sizeBytes: stored.bytes.length };
        }),
      );
    },
  });
}
