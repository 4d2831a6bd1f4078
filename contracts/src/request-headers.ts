import { APP_VERSION, CLIENT_TYPE, SITE_ID } from './constants';
import { Code } from './status-codes';

/**
 * The header rule of the product API (spec 000 section 7: "Headers on every request: client type
 * web, app version, device uuid, token, request id, site id, a signed timestamp-and-ip header, JSON
 * content type"). Five of them are required on every contract route, with the rule each value
 * must meet; the server, the OpenAPI document and every client of ours read this one table.
 *
 * Not in the table, on purpose: `token` is the session (the security scheme: 6001 on a protected
 * route without a valid one, nothing on a public one); `ts-sign` is optional, since a client can
 * sign only once preInfo told it its ip (checked when sent: a bad one answers 6008); the JSON
 * content type is the body's (a POST body of another type answers 6007); `idempotency-key` is
 * optional on the money operations.
 *
 * A required header missing answers 6007 (请求参数错误: the request lacks something, as a missing
 * body field does); one present whose value breaks its rule answers 6008 (非法请求: the right
 * shape, an illegal value, as a body field does). Both come in the envelope on HTTP 200 with a
 * message naming the header, before the session, the QA scenarios and the body are looked at.
 */
export interface RequiredHeader {
  readonly name: string;
  /** What the value is, for the document. */
  readonly description: string;
  /** The rule, as a JavaScript regular expression without flags (it is also the document's `pattern`). */
  readonly pattern: RegExp;
  /** The only values allowed, when the rule is a list. */
  readonly values?: readonly string[];
  /** A valid value, for examples and our own tools. */
  readonly example: string;
}

/** Letters, digits and `. _ : -`: what ids look like, and nothing a log line or a map should fear. */
const ID_PATTERN_BODY = '[A-Za-z0-9._:-]';

export const REQUIRED_HEADERS: readonly RequiredHeader[] = [
  { name: 'client-type', description: `The client kind: \`${CLIENT_TYPE}\`.`, pattern: new RegExp(`^${CLIENT_TYPE}$`), values: [CLIENT_TYPE], example: CLIENT_TYPE },
  {
    name: 'app-version',
    description: 'The client version: one to four dot-separated numbers (`1.0.0`).',
    pattern: /^\d{1,6}(?:\.\d{1,6}){0,3}$/,
    example: APP_VERSION,
  },
  {
    name: 'device-uuid',
    description:
      'The stored device id, 1-128 of `A-Z a-z 0-9 . _ : -` (a UUID or a hex fingerprint). Login and the new-device rules check it against the player\'s trusted devices.',
    pattern: new RegExp(`^${ID_PATTERN_BODY}{1,128}$`),
    example: 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607',
  },
  {
    name: 'request-id',
    description:
      'A new id for every request (a UUID fits), 1-64 of `A-Z a-z 0-9 . _ : -`, to correlate client and server logs. The server does not remember them: a repeat is not refused (acting once is the `idempotency-key`\'s job).',
    pattern: new RegExp(`^${ID_PATTERN_BODY}{1,64}$`),
    example: '7d0c9a52-1f3e-4b8a-9c6d-2e4f6a8b0c1d',
  },
  { name: 'site-id', description: `The site: \`${SITE_ID}\`.`, pattern: new RegExp(`^${SITE_ID}$`), values: [String(SITE_ID)], example: String(SITE_ID) },
];

export const MISSING_HEADER_CODE = Code.INVALID_PARAMETER;
export const MALFORMED_HEADER_CODE = Code.ILLEGAL_PARAMETER;

export const missingHeaderMessage = (name: string) => `缺少请求头 ${name}`;
export const malformedHeaderMessage = (name: string) => `请求头 ${name} 不合法`;

export interface HeaderRefusal {
  code: typeof MISSING_HEADER_CODE | typeof MALFORMED_HEADER_CODE;
  message: string;
}

/**
 * The refusal of a request's headers (lower-case names, as Node gives them), or null when every
 * required header is there and well formed. The first header of the table that fails is named.
 */
export function headerRefusal(headers: Readonly<Record<string, string | string[] | undefined>>): HeaderRefusal | null {
  for (const rule of REQUIRED_HEADERS) {
    const value = headers[rule.name];
    if (value === undefined || value === '') return { code: MISSING_HEADER_CODE, message: missingHeaderMessage(rule.name) };
    // A header sent twice arrives joined (or as a list): one value is the rule.
    if (typeof value !== 'string' || !rule.pattern.test(value)) return { code: MALFORMED_HEADER_CODE, message: malformedHeaderMessage(rule.name) };
  }
  return null;
}

/**
 * The required headers with their standard values, for a tool or a test that calls the API: the
 * device it speaks for and a request id (give a new one per request).
 */
export function requiredHeaderValues(deviceUuid: string, requestId: string): Record<string, string> {
  return { 'client-type': CLIENT_TYPE, 'app-version': APP_VERSION, 'device-uuid': deviceUuid, 'request-id': requestId, 'site-id': String(SITE_ID) };
}
