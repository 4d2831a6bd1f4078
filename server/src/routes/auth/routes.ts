import type { FastifyRequest } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { contract } from '@betsite/contracts/contract';
import { Code } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import type { AppContext } from '../../composition/context';
import { answer, fail, ok } from '../../lib/reply';
import { captchaImage } from '../../accounts/captcha';
import type { Caller } from '../../accounts/login-guard';
import { captchaNeed, captchaNeeded } from '../../accounts/captcha-policy';
import { login } from '../../accounts/login';
import { registerPlayer } from '../../accounts/registration';

const s = initServer();

/** The caller as the login rules see it: the device-uuid header and the address of the connection. */
function callerOf(request: FastifyRequest): Caller {
  const device = request.headers[HEADER.deviceUuid];
  return { device: typeof device === 'string' ? device.slice(0, 128) : '', ip: request.ip };
}

export function authRoutes(ctx: AppContext) {
  return s.router(contract.auth, {
    login: async ({ body, request }) => {
      const caller = callerOf(request);
      const result = await login({ state: ctx.state, clock: ctx.clock }, { ...body, passwordMd5: body.password }, caller);
      if (!result.ok) return answer(result, () => null);
      // A new token per login: two tabs or two devices each hold their own session.
      const session = ctx.sessions.issue(result.value.userId, caller.device);
      return ok({ token: session.token, userId: result.value.userId });
    },
    register: async ({ body, request }) => {
      const result = await registerPlayer(ctx.state, { ...body, passwordMd5: body.password }, callerOf(request), ctx.clock.now());
      return answer(result, (a) => ({ userId: a.userId }));
    },
    logout: ({ request }) => {
      if (request.session) ctx.sessions.end(request.session.token);
      return Promise.resolve(ok(null));
    },
    kaptchcate: ({ body, request }) => {
      const need = captchaNeed(ctx.state, body.ktype, callerOf(request), body.context.name);
      if (need === 'none') return Promise.resolve(ok({ kaptchcate: 0 as const }));
      // 6021 / 6022 are the answer itself here: the kind the step needs, returned as a value.
      const needed = captchaNeeded(ctx.state, need);
      return Promise.resolve(needed.ok ? ok({ kaptchcate: 0 as const }) : fail(needed.code, needed.message, needed.data));
    },
    defaultKaptcha: () => {
      const c = ctx.state.captchas.issueGraphic();
      return Promise.resolve(ok({ image: captchaImage(c.answer), 'x-code': c.codeId }));
    },
    validateGeeCheck: ({ body }) => {
      const r = ctx.state.captchas.validateSlider(body);
      if (r.check === 'ok') return Promise.resolve(ok({ result: 'success' as const, codeId: r.passId }));
      return Promise.resolve(r.check === 'expired' ? fail(Code.AUTHENTICATION_CODE_EXPIRED, '安全验证已过期，请重试') : fail(Code.AUTHENTICATION_CODE_ERROR, '安全验证未通过，请重试'));
    },
  });
}
