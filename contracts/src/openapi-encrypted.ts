import { ENCRYPTED_PATH_PREFIX, ENCRYPTION_MAX_SKEW_MS, REPLAY_REJECTION_CODE, SEALED_TOKEN_CHARS_MAX, WIRE_REJECTION_CODE } from './wire';
import { defaultMessage } from './status-codes';

/**
 * The encrypted form of every call (the safe switch, contracts/README.md "The wire protocol"), as
 * far as OpenAPI can say it: the `/api/enc/{token}` path, the same headers, the sealed body and the
 * sealed reply, with the plain refusals of the wire layer. A reusable path item
 * (`components/pathItems/EncryptedCall`), not an entry of `paths`: one address carries every
 * operation, its token is sealed with a secret and single use, so no example could be replayed,
 * and a mock or a generated client built from `paths` would offer a call nobody can make without
 * the secret (and `prism mock` would answer the site's encrypted calls with an example instead of
 * the 404 that tells the site the backend takes only the plain form).
 */
const TOKEN = { type: 'string', pattern: '^[A-Za-z0-9_-]+$', minLength: 86, maxLength: SEALED_TOKEN_CHARS_MAX } as const;
const sealedAs = (what: string) => `base64url(iv || AES-256-CBC(encKey, iv, ${what}) || HMAC-SHA256(macKey, iv || ciphertext)), without padding.`;
const sealed = (what: string) => ({ $ref: '#/components/schemas/SealedToken', description: sealedAs(what) });

export const ENCRYPTED_SCHEMAS = {
  SealedToken: { ...TOKEN, description: sealedAs('plaintext') },
  SealedInput: {
    type: 'object',
    description: 'The body of an encrypted POST: the JSON body of the plain call, sealed with the nonce of its path token (`<nonce>|<JSON body>`). A call without a payload seals `{}`.',
    properties: { data: sealed('<nonce>|<JSON body>') },
    required: ['data'],
    additionalProperties: false,
  },
  SealedReply: {
    type: 'object',
    description: 'The reply of an encrypted call: the plain reply\'s whole envelope JSON, sealed.',
    properties: { encrypted: { type: 'integer', const: 1 }, payload: sealed('the envelope JSON') },
    required: ['encrypted', 'payload'],
    additionalProperties: false,
  },
  WireRefusal: {
    type: 'object',
    description: `A refusal of the encryption layer, plain (the caller may not hold the secret): ${WIRE_REJECTION_CODE} for a bad path or body token, a bad ts-sign or a stale timestamp (more than ${ENCRYPTION_MAX_SKEW_MS / 1000} s off), ${REPLAY_REJECTION_CODE} for a path token already used.`,
    properties: {
      status_code: { type: 'integer', enum: [WIRE_REJECTION_CODE, REPLAY_REJECTION_CODE] },
      data: { type: ['object', 'null'], maxProperties: 0 },
      message: { type: 'string', enum: [defaultMessage(WIRE_REJECTION_CODE), defaultMessage(REPLAY_REJECTION_CODE)] },
    },
    required: ['status_code', 'data', 'message'],
  },
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const header = (name: string) => ({ $ref: `#/components/parameters/${name}` });

const reply = {
  description: 'The sealed reply (`encrypted: 1`), or a plain refusal of the encryption layer. Once opened, the envelope is the plain operation\'s reply, its codes included.',
  content: { 'application/json': { schema: { oneOf: [ref('SealedReply'), ref('WireRefusal')] } } },
};

function encryptedOperation(method: 'GET' | 'POST') {
  return {
    operationId: `encrypted${method === 'GET' ? 'Get' : 'Post'}`,
    summary: `Any ${method} operation of this document, encrypted`,
    description:
      `The same method to \`${ENCRYPTED_PATH_PREFIX}{token}\`, the token sealing \`<tsMs>|<the operation's path and query>\`; ` +
      `the same headers (the five required ones, ts-sign, token, idempotency-key); ` +
      (method === 'POST' ? 'the body sealed (SealedInput). ' : 'no body. ') +
      'Each path token is single use and fresh within 300 s of the server\'s clock. contracts/README.md, "The wire protocol", has every step and a test vector.',
    security: [{}, { token: [] }],
    ...(method === 'POST' ? { requestBody: { required: true, content: { 'application/json': { schema: ref('SealedInput') } } } } : {}),
    responses: { '200': reply, '405': { $ref: '#/components/responses/MethodNotAllowed' } },
  };
}

export const ENCRYPTED_CALL = {
  summary: `The encrypted form of every operation: ${ENCRYPTED_PATH_PREFIX}{token}`,
  description:
    `With the safe switch on (the web client's default), every operation of \`paths\` travels in this form, at \`${ENCRYPTED_PATH_PREFIX}{token}\`: ` +
    '{token} is a SealedToken of `<tsMs>|<the path and query>` (components/schemas/SealedToken). ' +
    'The keys come from the site\'s wire secret: encKey = SHA-256(secret + ":enc"), macKey = SHA-256(secret + ":mac").',
  // `{token}` (a SealedToken of `<tsMs>|<path and query>`) is not a path parameter here: a path
  // item outside `paths` has no template for it to name (Redocly: path-parameters-defined).
  parameters: ['ClientType', 'AppVersion', 'DeviceUuid', 'RequestId', 'SiteId', 'TsSign'].map(header),
  get: encryptedOperation('GET'),
  post: encryptedOperation('POST'),
};
