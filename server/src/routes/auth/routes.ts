import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import type { AppContext } from '../../context';
import { answer, fail, ok } from '../../lib/reply';
import { captchaImage } from '../../domain/captcha';
import { checkCredentials, register } from '../../domain/accounts';

const s = initServer();

function suspended(mode: 'off' | 'popup' | 'silent') {
  return mode === 'popup' ? fail(Code.SUSPENDED_WITH_POPUP, '登录注册已暂停') : fail(Code.SUSPENDED_WITHOUT_POPUP, '登录注册已暂停');
}

export function authRoutes(ctx: AppContext) {
  return s.router(contract.auth, {
    login: async ({ body, request }) => {
      const { settings } = ctx.state;
      if (settings.loginSuspended !== 'off') return suspended(settings.loginSuspended);
      const result = await checkCredentials(ctx.state, body.name, body.password);
      if (!result.ok) return answer(result, () => null);
      const device = request.headers[HEADER.deviceUuid];
      const session = ctx.sessions.issue(result.value.userId, typeof device === 'string' ? device : '');
      result.value.lastLoginAt = ctx.clock.now();
      return ok({ token: session.token, userId: result.value.userId });
    },
    register: async ({ body }) => {
      const { settings } = ctx.state;
      if (settings.registerSuspended !== 'off') return suspended(settings.registerSuspended);
      const result = await register(ctx.state, { name: body.name, passwordMd5: body.password, rCode: body.rCode, iCode: body.iCode, domain: body.domain }, ctx.clock.now());
      return answer(result, (a) => ({ userId: a.userId }));
    },
    logout: ({ request }) => {
      if (request.session) ctx.sessions.end(request.session.token);
      return Promise.resolve(ok(null));
    },
    kaptchcate: () => {
      // Which captcha a step needs: the kind the site setting chooses (issue 4 refines per ktype).
      const kind = ctx.state.settings.captchaKind === 'graphic' ? 2 : 1;
      return Promise.resolve(ok({ kaptchcate: kind }));
    },
    defaultKaptcha: () => {
      const c = ctx.state.captchas.issueGraphic();
      return Promise.resolve(ok({ image: captchaImage(c.answer), 'x-code': c.codeId }));
    },
    validateGeeCheck: () => Promise.resolve(fail(Code.AUTHENTICATION_CODE_ERROR, '验证失败，请重试')),
  });
}
