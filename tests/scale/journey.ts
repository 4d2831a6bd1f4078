import { createHash, randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { INSTANCE_REPLY_HEADER, MOCK_SESSION_HEADER, SANDBOX_REPLY_HEADER, SANDBOX_STAMP_HEADER } from '@betsite/contracts/mock';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch } from '@betsite/contracts/socket';

/**
 * One QA sandbox's run through the proxy: log in, a venue transfer of an amount of its own, a
 * sportsbook bet, a chat message in a live room and a score pushed there by its QA call, then its
 * balance read back. Half the sandboxes name themselves by header, half by cookie (what a browser
 * does, the chat socket's handshake included). Every reply's instance is recorded, and the
 * sandbox's stamp (x-mock-stamp) is kept and sent back as the typed QA client and a browser do:
 * by header with the header, as the cookie the server sets with the cookie.
 */
export const DEMO = { name: 'demo01', password: 'demo1234', device: 'demo-device-01' } as const;
const RID = '7000101';
const WAIT_MS_MAX = 20_000;
const STAKE = '10';
const SAID_PREFIX = 'hello from ';
/** Runs push home scores from here up (no simulated match gets near): one below it is the room's own. */
const SCORE_BASE = 100;

export interface Naming {
  name: string;
  byCookie: boolean;
}

export interface JourneyResult {
  name: string;
  naming: Naming;
  /** Every instance that answered one of its HTTP requests (one expected). */
  instances: Set<string>;
  token: string;
  /** The sandbox's stamp as its replies gave it (x-mock-stamp). */
  stamp: string | undefined;
  transferCents: number;
  /** After the transfer and the bet. */
  balance: Balances;
  /** Chat frames seen that another sandbox's run sent (none expected). */
  foreignFrames: string[];
}

interface Envelope<D> {
  status_code: number;
  message: string;
  data: D;
}

export function sandboxHeaders(n: Naming, stamp?: string): Record<string, string> {
  if (n.byCookie) return { cookie: `${MOCK_SESSION_HEADER}=${n.name}${stamp === undefined ? '' : `; ${SANDBOX_STAMP_HEADER}=${stamp}`}` };
  return { [MOCK_SESSION_HEADER]: n.name, ...(stamp === undefined ? {} : { [SANDBOX_STAMP_HEADER]: stamp }) };
}

/** The stamp a reply gives: the cookie the server sets when named by cookie (what a browser keeps), else the header. */
function stampOf(res: Response, byCookie: boolean): string | undefined {
  if (!byCookie) return res.headers.get(SANDBOX_STAMP_HEADER) ?? undefined;
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SANDBOX_STAMP_HEADER}=`));
  return set?.slice(SANDBOX_STAMP_HEADER.length + 1).split(';', 1)[0];
}

export class Caller {
  readonly instances = new Set<string>();
  /** The last reply's x-mock-sandbox: the sandbox's name, or `evicted` when it was refused as one evicted or lost. */
  lastSandbox: string | null = null;
  constructor(
    readonly base: string,
    readonly naming: Naming | null,
    /** The sandbox's stamp to send back (none: the name as it is now); each reply's replaces it. */
    public stamp?: string,
  ) {}

  /** The headers naming the sandbox (and its stamp), none for the default world. */
  sandbox(): Record<string, string> {
    return this.naming ? sandboxHeaders(this.naming, this.stamp) : {};
  }

  async post<D>(path: string, body: unknown, extra: Record<string, string> = {}): Promise<Envelope<D>> {
    const headers = { 'content-type': 'application/json', ...requiredHeaderValues(DEMO.device, randomUUID()), ...this.sandbox(), ...extra };
    const res = await fetch(`${this.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    this.note(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${this.naming?.name ?? 'default'} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as Envelope<D>;
  }

  async ok<D>(path: string, body: unknown, extra: Record<string, string> = {}): Promise<D> {
    const reply = await this.post<D>(path, body, extra);
    if (reply.status_code !== 6000) throw new Error(`${this.naming?.name ?? 'default'} ${path}: ${reply.status_code} ${reply.message}`);
    return reply.data;
  }

  async qa<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { status, body: answer } = await this.qaReply(method, path, body);
    if (status !== 200) throw new Error(`${this.naming?.name ?? 'default'} QA ${path}: HTTP ${status} ${JSON.stringify(answer)}`);
    return answer as T;
  }

  /** A QA call's status and body, whatever the status. */
  async qaReply(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const headers = { 'content-type': 'application/json', ...this.sandbox() };
    const res = await fetch(`${this.base}/__mock${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    this.note(res);
    return { status: res.status, body: await res.json() };
  }

  private note(res: Response) {
    this.instances.add(res.headers.get(INSTANCE_REPLY_HEADER) ?? '(none)');
    this.lastSandbox = res.headers.get(SANDBOX_REPLY_HEADER);
    if (this.naming) this.stamp = stampOf(res, this.naming.byCookie) ?? this.stamp;
  }
}

export const login = (c: Caller) => c.ok<{ token: string }>('/site/api/v1/user/login', { isAgent: 0, name: DEMO.name, password: createHash('md5').update(DEMO.password).digest('hex'), kaptchcate: 0 }).then((d) => d.token);
export interface Balances {
  /** The centre wallet (the transfer leaves it) and everything with the venues (the stake leaves that). */
  centerCents: number;
  totalCents: number;
}
export const balances = (c: Caller, token: string): Promise<Balances> =>
  c
    .ok<{ centerWalletBalance: number; totalBalance: number }>('/fd/api/v1/transfer/getBalance', {}, { token })
    .then((d) => ({ centerCents: Math.round(d.centerWalletBalance * 100), totalCents: Math.round(d.totalBalance * 100) }));

interface Odd {
  wtype: string;
  rtype: string;
  ratio: string;
  r: number;
  suspended: boolean;
}

async function placeBet(c: Caller, token: string): Promise<void> {
  const launched = await c.ok<{ url: string }>('/game/api/v1/venue/launch', { enName: 'CRTY', gameCode: '' }, { token });
  const provider = new URL(launched.url, c.base).searchParams.get('token') ?? '';
  const call = (method: string, Request: unknown) => ({ timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request });
  const resource = '/game/api/v1/venue/resource';
  const listed = await c.ok<{ list: { gameId: string; odds: Odd[] }[] }>(resource, call('getMatches', { gameType: 'ALL', marketType: 'FU' }), { token });
  const match = listed.list.find((m) => m.odds.some((o) => o.wtype === 'R' && !o.suspended));
  const odd = match?.odds.find((o) => o.wtype === 'R' && !o.suspended);
  if (!match || !odd) throw new Error(`${c.naming?.name}: no open price to bet on`);
  const entry = { gameId: match.gameId, wtype: odd.wtype, rtype: odd.rtype, ratio: odd.ratio, r: odd.r, stake: STAKE };
  await c.ok(resource, call('placeBet', { oddsType: 'H', series: 0, entries: [entry] }), { token, 'idempotency-key': randomUUID() });
}

interface Frame {
  msgId: number;
  msgData: { code?: number; body?: { msg?: string; sc_FT_H?: string } };
}

/**
 * The chat part: a member socket in the sandbox joins the room, says `said`, and waits for the
 * score `home` its own QA call pushes. Any message or score that is not its own is recorded.
 */
async function chat(c: Caller, token: string, said: string, home: number, foreign: string[]): Promise<void> {
  const jwt = (await c.ok<{ jwt: string }>('/site/api/v1/user/member/jwt', {}, { token })).jwt;
  const url = `${c.base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`;
  const ws = new WebSocket(url, { headers: c.sandbox() });
  ws.on('upgrade', (res) => c.instances.add(String(res.headers[INSTANCE_REPLY_HEADER] ?? '(none)')));
  const waiting = new Map<string, () => void>();
  const seen = (key: string) => new Promise<void>((resolve) => waiting.set(key, resolve));
  ws.on('message', (data: Buffer) => {
    const m = JSON.parse(data.toString()) as Frame;
    if (m.msgId === MSG_ID.LOGIN && m.msgData.code === 6000) waiting.get('login')?.();
    if (m.msgId === MSG_ID.JOIN_UNICAST && m.msgData.code === 6000) waiting.get('join')?.();
    // The room's own life (the simulator's goals) is not foreign: only another run's marks are.
    const msg = m.msgId === MSG_ID.SEND_MESSAGE ? m.msgData.body?.msg : undefined;
    if (msg === said) waiting.get('said')?.();
    else if (msg?.startsWith(SAID_PREFIX)) foreign.push(`message ${msg}`);
    const score = m.msgId === MSG_ID.SCORE_PUSH ? Number(m.msgData.body?.sc_FT_H) : NaN;
    if (score === home) waiting.get('score')?.();
    else if (score >= SCORE_BASE) foreign.push(`score ${score}`);
  });
  const step = async (what: string, done: Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${c.naming?.name}: no ${what} within ${WAIT_MS_MAX} ms`)), WAIT_MS_MAX)));
    await Promise.race([done, late]).finally(() => clearTimeout(timer));
  };
  try {
    await step('socket', new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject))));
    const loggedIn = seen('login');
    ws.send(JSON.stringify({ msgId: MSG_ID.LOGIN, msgData: { token, jwt } }));
    await step('chat login', loggedIn);
    const joined = seen('join');
    ws.send(JSON.stringify({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: RID } }));
    await step('join', joined);
    const echoed = seen('said');
    ws.send(JSON.stringify({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: RID, msg: said } }));
    await step('own message', echoed);
    const pushed = seen('score');
    await c.qa('POST', `/sports/matches/${RID}/score`, { h: home, c: 0 });
    await step('score push', pushed);
  } finally {
    ws.terminate();
  }
}

/** The whole run of sandbox `index` (its transfer amount and score are its own, to tell worlds apart). */
export async function runJourney(base: string, naming: Naming, index: number): Promise<JourneyResult> {
  const c = new Caller(base, naming);
  const token = await login(c);
  const transferCents = 100 + index;
  await c.ok('/game/api/v1/venue/transfer', { channelCode: 'PG', amount: (transferCents / 100).toFixed(2), ty: 1 }, { token });
  await placeBet(c, token);
  const foreignFrames: string[] = [];
  await chat(c, token, `${SAID_PREFIX}${naming.name}`, SCORE_BASE + (index % 400), foreignFrames);
  const balance = await balances(c, token);
  return { name: naming.name, naming, instances: c.instances, token, stamp: c.stamp, transferCents, balance, foreignFrames };
}
