import { CLIENT_TYPE, SITE_ID } from './constants';
import { METHOD_NOT_ALLOWED_MESSAGE } from './envelope';
import { MALFORMED_HEADER_CODE, MISSING_HEADER_CODE, REQUIRED_HEADERS, malformedHeaderMessage, missingHeaderMessage, type RequiredHeader } from './request-headers';
import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, HEADER, IDEMPOTENCY_KEY_RE, REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE } from './wire';

/** The words of the OpenAPI document that are not in any schema: the design a generic tool cannot guess. */

export const DEV_SERVER_URL = 'http://localhost:3000';

export const API_DESCRIPTION = `The API of a white-label betting and gaming site (spec 000 and 001), generated from the
ts-rest/zod contract in \`contracts/src\`; the server parses every request and reply with the same zod schemas.

## Every reply is HTTP 200 with an envelope

Every call answers **HTTP 200** with \`{status_code, data, message}\`. \`status_code\` 6000 is success and \`data\` is the
route's data; any other code (6001-6502, the catalogue of spec 000 section 8) is a business refusal whose \`data\` is
\`null\` or the code's own error data (the new-device codes 6025-6029 carry the masked phone), and \`message\` is a
Chinese text for the player. This is the product's design, not an accident: the client decides what to do from the
code (6001 logs out, 6021/6022 ask for a captcha, 6025-6029 switch to new-device verification), and with the safe
switch on the whole envelope travels sealed, so the HTTP status could not carry it anyway.

A generic tool that expects HTTP 4xx/5xx for errors must read \`status_code\` instead: each operation's 200 reply is a
\`oneOf\` of the success branch (\`status_code\` 6000) and error branches whose \`status_code\` is the enum of exactly
the codes that route can answer, with one example per code. A generated client narrows \`data\` by checking
\`status_code === 6000\`. Bad input: a missing field or a wrong type answers 6007, a right type with an illegal value
6008 (with the rule's Chinese message); for an \`enum\` or \`const\` field, \`"1"\` where the values are numbers is the wrong
type (6007), a number outside them an illegal value (6008). Only two things are not HTTP 200: a method the path does not have answers
**HTTP 405** with the envelope (6008, message 请求方法不允许, and an \`Allow\` header), and the QA API (its own document,
\`openapi-qa.json\`) answers plain HTTP statuses.

## Headers

Every call carries five **required** headers, each with its rule (\`components/parameters\`): ${REQUIRED_HEADERS.map((h) => `\`${h.name}\``).join(', ')}
(\`${HEADER.clientType}\` \`${CLIENT_TYPE}\`, \`${HEADER.siteId}\` \`${SITE_ID}\`, \`${HEADER.requestId}\` new for every request). A required header missing or empty
answers ${MISSING_HEADER_CODE} (message \`${missingHeaderMessage('<name>')}\`), one present that breaks its rule ${MALFORMED_HEADER_CODE} (\`${malformedHeaderMessage('<name>')}\`), in the
envelope on HTTP 200, before the session, the body or anything else is looked at. Optional: \`${HEADER.tsSign}\` (sent once preInfo has
told the client its ip; a bad one, or one sent empty, answers ${WIRE_REJECTION_CODE}, checked after the five required headers; a call without it is served, and its ip is not compared with the
caller's address, by decision: see the parameter), \`${HEADER.idempotencyKey}\` on money operations; \`${HEADER.token}\` is the security scheme
\`token\` of the routes that need a session (6001 without a valid one). A POST body is \`application/json\` (another type answers 6007).

## The safe switch: encrypted calls

The web client encrypts by default (off when the stored \`safeSwitch\` flag is 0, or built with VITE_SAFE_SWITCH=off); the
server answers plain and encrypted calls alike. \`paths\` describes the **plain** form of every call; the encrypted form is the
reusable path item \`components/pathItems/EncryptedCall\` (with \`SealedToken\`, \`SealedInput\`, \`SealedReply\` and \`WireRefusal\`), kept out of
\`paths\` because one address carries every operation and nobody can call it without the wire secret. The encrypted form of a call:

- **Path**: the same method to \`${ENCRYPTED_PATH_PREFIX}<token>\`, where the token seals \`<tsMs>|<original path and query>\`.
- **Body** (POST): \`{"data": <token>}\`, where the token seals \`<nonce>|<JSON body>\` (the nonce is that of the path token).
- **Reply**: \`{"encrypted": 1, "payload": <token>}\`, where the token seals the envelope JSON.

A token is \`base64url(iv || AES-256-CBC(encKey, iv, plaintext) || HMAC-SHA256(macKey, iv || ciphertext))\` without
padding, with keys derived from the site's wire secret (\`encKey = SHA-256(secret + ":enc")\`, \`macKey = SHA-256(secret +
":mac")\`). Each path token is single use and fresh within ${ENCRYPTION_MAX_SKEW_MS / 1000} s. Errors of the encryption layer come back
plain: ${WIRE_REJECTION_CODE} for a bad token or ts-sign, ${REPLAY_REJECTION_CODE} for a replayed path token. The full protocol, with a test vector,
is in \`contracts/README.md\`, "The wire protocol".`;

/** One tag per contract resource (a file in contracts/src/routes/), in the contract's order. */
export const RESOURCE_TAGS = [
  { name: 'auth', description: 'Login, registration, logout and the captchas (spec 000 section 4).' },
  { name: 'member', description: 'The player: member info, bindings (phone, email, passwords), VIP grades, rebates, avatars, uploads and the chat token.' },
  { name: 'verification', description: 'Verification codes, country areas and the forgotten-password steps by phone or email.' },
  { name: 'site', description: 'Site content before and after login: preInfo, menus, sponsors, customer service, notices, help topics.' },
  { name: 'activity', description: 'Promotions: their configuration, joining and applying, the VIP week and gift records.' },
  { name: 'feedback', description: 'Player feedback and its replies, and the records feedback can refer to.' },
  { name: 'letter', description: 'In-site letters (messages): unread counts, lists, reading and deleting.' },
  { name: 'payment', description: 'Deposits: payment types, orders, their status, 我已付款, closing.' },
  { name: 'venue', description: 'Game venues: balances, transfers between the wallet and venues, game lists, launching, the sports provider (resource), collections.' },
  { name: 'record', description: 'Bet records and their totals, live match details and stream history.' },
  { name: 'transfer', description: 'The wallet: balance, coin transfers and rates, deal records.' },
  { name: 'withdraw', description: 'Withdrawals and withdrawal accounts (bank cards, coin addresses, Alipay).' },
] as const;

export const TOKEN_SCHEME = {
  type: 'apiKey',
  in: 'header',
  name: HEADER.token,
  description: 'The login token (login\'s data.token). A protected route answers 6001 (请重新登录) without a valid one.',
} as const;

/** What verifyTsSign accepts as a shape: tsMs without leading zeros, the ip, the lower-case hex HMAC. */
export const TS_SIGN_PATTERN = '^(?:0|[1-9]\\d{0,15})\\.[0-9A-Fa-f.:]{2,45}\\.[0-9a-f]{64}$';

function header(name: string, description: string, schema: Record<string, unknown>, required: boolean) {
  return { name, in: 'header', required, description, schema };
}

const HEADER_REFUSALS = `Required: missing or empty, the call answers ${MISSING_HEADER_CODE} (${missingHeaderMessage('<name>')}); present but breaking its rule, ${MALFORMED_HEADER_CODE} (${malformedHeaderMessage('<name>')}).`;

/** A required header of the contract's rule (request-headers.ts) as a parameter: its pattern, its values when they are a list. */
function requiredHeader(rule: RequiredHeader) {
  const schema = rule.values ? { type: 'string', enum: [...rule.values], example: rule.example } : { type: 'string', pattern: rule.pattern.source, example: rule.example };
  return header(rule.name, `${rule.description} ${HEADER_REFUSALS}`, schema, true);
}

const ruleOf = (name: string): RequiredHeader => {
  const rule = REQUIRED_HEADERS.find((r) => r.name === name);
  if (!rule) throw new Error(`no header rule for ${name}`);
  return rule;
};

/** The headers of spec 000 section 7, as reusable parameters. */
export const HEADER_PARAMETERS = {
  ClientType: requiredHeader(ruleOf(HEADER.clientType)),
  AppVersion: requiredHeader(ruleOf(HEADER.appVersion)),
  DeviceUuid: requiredHeader(ruleOf(HEADER.deviceUuid)),
  RequestId: requiredHeader(ruleOf(HEADER.requestId)),
  SiteId: requiredHeader(ruleOf(HEADER.siteId)),
  TsSign: header(
    HEADER.tsSign,
    'tsMs.ip.hex(HMAC-SHA256(SHA-256(secret + ":sign"), tsMs.ip)), ip as preInfo reported it. Optional: a call without it is served. ' +
      'When sent it is checked, after the five required headers (a malformed one, empty included, or a wrongly signed or stale one, more than 300 s from the server\'s clock, answers 6008), ' +
      'but its ip is not compared with the caller\'s address: the secret ships in every browser bundle, so the header proves nothing about the sender ' +
      '(contracts/README.md, "ts-sign"). What protects an encrypted call is its sealed, single-use path.',
    { type: 'string', pattern: TS_SIGN_PATTERN },
    false,
  ),
  IdempotencyKey: header(
    HEADER.idempotencyKey,
    'One key per user action on a money operation: a repeat with the same key and body answers the first reply without acting; the same key with another body answers 6008, a bad key 6007.',
    { type: 'string', pattern: IDEMPOTENCY_KEY_RE.source },
    false,
  ),
} as const;

/**
 * HTTP 405: the path exists with another method (server/src/plugins/envelope.ts). Declared on every
 * operation so a tool that checks statuses knows the one non-200 reply of the product API.
 */
export const METHOD_NOT_ALLOWED = {
  description: 'Not this method: the path answers only the methods of the Allow header. The envelope says so (6008 请求方法不允许), before any header or signature is looked at.',
  headers: { Allow: { description: 'The methods this path answers, e.g. `POST`.', schema: { type: 'string', example: 'POST' } } },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { status_code: { type: 'integer', const: 6008 }, data: { type: ['object', 'null'], maxProperties: 0 }, message: { type: 'string', const: METHOD_NOT_ALLOWED_MESSAGE } },
        required: ['status_code', 'data', 'message'],
      },
      example: { status_code: 6008, data: null, message: METHOD_NOT_ALLOWED_MESSAGE },
    },
  },
} as const;
