import { parseArgs } from 'node:util';

/** The options of `npm run conformance`, parsed; `env` holds what the suite reads (tests/contract/target.ts). */
export interface ConformanceOptions {
  env: Record<string, string>;
  junitFile?: string;
  htmlFile?: string;
  /** `--only` values, split at commas. */
  only: string[];
  help: boolean;
}

export const USAGE = `usage: npm run conformance -- [--base-url URL] [options]

  --base-url URL        the backend to check (default: our own server, started for the run)
  --user NAME --password PLAIN --device UUID
                        an account on that backend (default: the demo account demo01)
  --pay-password PLAIN  that account's withdrawal password (default: demo01's, 123456): the
                        success of a withdrawal and of a password change needs it
  --secret S            its wire secret, for the encrypted mode
  --qa-url URL          where its QA control API (/__mock) answers, when not at --base-url (e.g. the
                        backend itself, behind a gateway that carries only the product API)
  --socket-url URL      where its chat socket (/chat/ws) is opened, when not at --base-url
  --strict-gateway      a gateway in front validates every request against contracts/openapi.json:
                        the checks that send a deliberately invalid request are skipped, with why
  --stateless-mock      the target is a mock of the document answering its examples (prism mock):
                        the checks that need state, the backend's refusals or the socket are
                        skipped, each with why (implies --strict-gateway, and --modes plain unless
                        --modes is given: a mock cannot seal replies in the encrypted form)
  --room RID            the chat room the socket checks join (default: 7000101, a fixture live room)
  --modes plain,encrypted
                        the transport modes to check (default: both)
  --only TAG|ROUTE      run a part: a tag (a contract resource such as auth, or socket), a route key
                        (auth.login) or a path (/site/api/v1/user/login); repeatable or comma-separated
  --junit FILE          write a JUnit XML report (a testsuite per tag, a testcase per check)
  --html FILE           write a self-contained HTML report (each failing check with its request,
                        reply and how the reply differs from contracts/openapi.json)
  --help                this text

Every reply is held to contracts/openapi.json whole: HTTP status, content type, a whole JSON body
(sealed as the call was), the envelope, a declared status_code, the reply schema. Every route's
valid request must get its success (6000) and its data, set up through the product API (the QA
API where only it can help); the summary is preceded by a line saying which routes' successes were
checked and which not, and why.

Exit code: 0 when every selected check passed, 1 when one failed (or none ran), 2 on bad usage.`;

/** Thrown for bad usage: the runner prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

const ENV_OF_OPTION = {
  'base-url': 'BETSITE_BASE_URL',
  user: 'BETSITE_USER',
  password: 'BETSITE_PASSWORD',
  device: 'BETSITE_DEVICE',
  'pay-password': 'BETSITE_PAY_PASSWORD',
  secret: 'BETSITE_WIRE_SECRET',
  'qa-url': 'BETSITE_QA_URL',
  'socket-url': 'BETSITE_SOCKET_URL',
  modes: 'BETSITE_MODES',
  room: 'BETSITE_CHAT_ROOM',
} as const;

const MODES = ['plain', 'encrypted'];

export function parseConformanceArgs(argv: readonly string[]): ConformanceOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        device: { type: 'string' },
        'pay-password': { type: 'string' },
        secret: { type: 'string' },
        modes: { type: 'string' },
        room: { type: 'string' },
        'qa-url': { type: 'string' },
        'socket-url': { type: 'string' },
        'strict-gateway': { type: 'boolean' },
        'stateless-mock': { type: 'boolean' },
        only: { type: 'string', multiple: true },
        junit: { type: 'string' },
        html: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const env: Record<string, string> = {};
  for (const [option, name] of Object.entries(ENV_OF_OPTION)) {
    const value = values[option as keyof typeof ENV_OF_OPTION];
    if (value !== undefined) env[name] = value;
  }
  for (const option of ['base-url', 'qa-url', 'socket-url'] as const) {
    const url = values[option];
    if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) throw new UsageError(`--${option} must be an http(s) URL, got "${url}"`);
  }
  if (values['strict-gateway']) env.BETSITE_STRICT_GATEWAY = '1';
  if (values['stateless-mock']) {
    env.BETSITE_STATELESS_MOCK = '1';
    // A mock answers the document's examples in plain: an encrypted call would fail the suite's login.
    env.BETSITE_MODES ??= 'plain';
  }
  const badMode = values.modes?.split(',').find((m) => !MODES.includes(m));
  if (badMode !== undefined) throw new UsageError(`--modes: unknown mode "${badMode}" (plain, encrypted)`);
  const only = (values.only ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (values.only && only.length === 0) throw new UsageError('--only needs a tag or a route');
  return {
    env,
    ...(values.junit ? { junitFile: values.junit } : {}),
    ...(values.html ? { htmlFile: values.html } : {}),
    only,
    help: values.help ?? false,
  };
}
