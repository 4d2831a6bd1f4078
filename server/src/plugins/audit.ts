import fp from 'fastify-plugin';
import type { onResponseHookHandler, preSerializationHookHandler } from 'fastify';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { STATUS_CODES, isStatusCode } from '@betsite/contracts/status-codes';
import { HEADER } from '@betsite/contracts/wire';
import { withRouteHook } from './route-facts';

declare module 'fastify' {
  interface FastifyRequest {
    /** userId of a successful login or registration, read from the reply for the audit line. */
    auditUserId: number | null;
    /** status_code of the envelope sent, read before the reply is serialized (or encrypted). */
    replyStatusCode: number | null;
  }
}

const AUDITED_MEMBER_ROUTES = new Set(['member.bindPassword', 'member.bindPasswordByPhone', 'member.bindPasswordByEmail', 'member.bindPhone', 'member.bindEmail']);

const AUDITED_PATHS: ReadonlyMap<string, string> = new Map(
  allRoutes(contract)
    .filter(({ key }) => key.startsWith('auth.') || (key.startsWith('verification.') && key !== 'verification.queryCountryArea') || AUDITED_MEMBER_ROUTES.has(key))
    .map(({ key, route }) => [route.path, key]),
);

/**
 * One structured log line per authentication attempt: login (new-device login included),
 * registration, logout, the captchas, the codes, the forgotten-password steps and the password and
 * contact changes. It says who tried (name, user id, device, address), on which route and with what
 * outcome (the status code and its catalogue name), and never carries a secret: no password, code,
 * captcha answer or token. The journal (QA API) records the same requests with their bodies redacted.
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('auditUserId', null);
    app.decorateRequest('replyStatusCode', null);

    const rememberOutcome: preSerializationHookHandler = (request, _reply, payload, next) => {
      const envelope = payload as { status_code?: unknown; data?: { userId?: unknown } | null } | null;
      if (typeof envelope?.status_code === 'number') request.replyStatusCode = envelope.status_code;
      const userId = envelope?.data?.userId;
      if (typeof userId === 'number') request.auditUserId = userId;
      next(null, payload);
    };

    const writeAuditLine =
      (route: string): onResponseHookHandler =>
      (request, _reply, next) => {
        const code = request.replyStatusCode;
        const body = request.body as { name?: unknown } | null | undefined;
        const device = request.headers[HEADER.deviceUuid];
        app.log.info(
          {
            event: 'auth',
            reqId: request.id,
            route,
            status_code: code,
            outcome: code !== null && isStatusCode(code) ? STATUS_CODES[code].name.toLowerCase() : 'no_reply',
            name: typeof body?.name === 'string' ? body.name.slice(0, 64) : null,
            userId: request.session?.userId ?? request.auditUserId,
            device: typeof device === 'string' ? device.slice(0, 128) : null,
            ip: request.ip,
            encrypted: request.encrypted,
          },
          'auth attempt',
        );
        next();
      };

    // Only the audited routes carry these hooks.
    app.addHook('onRoute', (route) => {
      const key = AUDITED_PATHS.get(route.url);
      if (key === undefined) return;
      route.preSerialization = withRouteHook(route.preSerialization, rememberOutcome);
      route.onResponse = withRouteHook(route.onResponse, writeAuditLine(key));
    });
    done();
  },
  { name: 'audit', dependencies: ['context', 'route-facts'] },
);
