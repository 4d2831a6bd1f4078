import type { Envelope } from '@betsite/contracts/envelope';

/**
 * The ways a partner's backend can differ from contracts/openapi.json that the conformance runner
 * and the recorder must each catch, one at a time (drift-proxy.ts makes our server answer so).
 * Each names the replies it changes, by the route's key and the envelope our server gave, and how.
 */
export interface DriftReply {
  /** The contract route's key (`auth.login`). */
  key: string;
  /** The call came on the encrypted path. */
  encrypted: boolean;
  envelope: Envelope;
}

/** How a reply is changed; absent fields keep what our server answered. */
export interface Drift {
  status?: number;
  contentType?: string;
  /** A value sent in place of the envelope, as JSON, sealed when the call was. */
  body?: unknown;
  /** Sent in plain even when the call was encrypted. */
  plain?: true;
  /** Bytes sent in place of the reply, as they are. */
  text?: string;
  /** The reply stops half-way: the whole length is announced, then the connection is closed. */
  cut?: true;
}

export interface DriftKind {
  /** What the partner's backend does, in a sentence. */
  what: string;
  change(reply: DriftReply): Drift | undefined;
}

/** A REST habit: a bad request, no session, a server failure each on its own HTTP status. */
const HTTP_STATUS_OF_REFUSAL: Record<number, number> = { 6007: 400, 6001: 401, 6005: 500 };

const success = (reply: DriftReply, key: string) => reply.key === key && reply.envelope.status_code === 6000;
const withData = (reply: DriftReply, data: unknown) => ({ body: { ...reply.envelope, data } });
const dataOf = (reply: DriftReply) => reply.envelope.data as Record<string, unknown>;

export const DRIFT_KINDS = {
  'refusals-on-http-errors': {
    what: 'answers its refusals on HTTP errors instead of the envelope\'s HTTP 200: 6007 on 400, 6001 on 401, 6005 on 500',
    change: (r) => {
      const status = HTTP_STATUS_OF_REFUSAL[r.envelope.status_code];
      return status === undefined ? undefined : { status };
    },
  },
  'renamed-field': {
    what: 'names member info\'s nickName nickname',
    change: (r) => {
      if (!success(r, 'member.info')) return undefined;
      const { nickName, ...rest } = dataOf(r);
      return withData(r, { ...rest, nickname: nickName });
    },
  },
  'wrong-type': {
    what: 'sends login\'s userId as a string',
    change: (r) => (success(r, 'auth.login') ? withData(r, { ...dataOf(r), userId: String(dataOf(r).userId) }) : undefined),
  },
  'missing-field': {
    what: 'leaves preInfo\'s captchaKind out',
    change: (r) => {
      if (!success(r, 'site.preInfo')) return undefined;
      const { captchaKind: _left, ...rest } = dataOf(r);
      return withData(r, rest);
    },
  },
  'undeclared-code': {
    what: 'refuses a bad login with 6999, a code no operation declares',
    change: (r) => (r.key === 'auth.login' && r.envelope.status_code === 6007 ? { body: { ...r.envelope, status_code: 6999 } } : undefined),
  },
  'foreign-code': {
    what: 'refuses a bad login with 6003, a code of other operations',
    change: (r) => (r.key === 'auth.login' && r.envelope.status_code === 6007 ? { body: { ...r.envelope, status_code: 6003, message: '请求拒绝' } } : undefined),
  },
  'wrong-content-type': {
    what: 'labels preInfo\'s JSON text/plain',
    change: (r) => (r.key === 'site.preInfo' ? { contentType: 'text/plain; charset=utf-8' } : undefined),
  },
  'not-json': {
    what: 'answers preInfo with an HTML page',
    change: (r) => (r.key === 'site.preInfo' ? { contentType: 'text/html; charset=utf-8', text: '<html><body><h1>Service temporarily unavailable</h1></body></html>' } : undefined),
  },
  'not-envelope': {
    what: 'sends preInfo\'s data without the envelope around it',
    change: (r) => (success(r, 'site.preInfo') ? { body: r.envelope.data } : undefined),
  },
  'cut-reply': {
    what: 'closes the connection half-way through preInfo\'s reply',
    change: (r) => (r.key === 'site.preInfo' ? { cut: true } : undefined),
  },
  // A route whose success the runner reaches only through set-up steps (a deposit order placed first).
  'one-route-shape': {
    what: 'answers a deposit order\'s status with its number and status alone, on that route only (the other order routes send the whole order)',
    change: (r) => {
      if (!success(r, 'payment.getDepositOrderStatus')) return undefined;
      const { orderNo, status } = dataOf(r);
      return withData(r, { orderNo, status });
    },
  },
  'plain-for-encrypted': {
    what: 'answers an encrypted preInfo call in plain',
    change: (r) => (r.encrypted && r.key === 'site.preInfo' ? { body: r.envelope, plain: true } : undefined),
  },
} satisfies Record<string, DriftKind>;

export type DriftKindName = keyof typeof DRIFT_KINDS;
export const DRIFT_KIND_NAMES = Object.keys(DRIFT_KINDS) as DriftKindName[];
