import { createHash } from 'node:crypto';
import { DEFAULT_WIRE_SECRET, ENCRYPTED_PATH_PREFIX, decryptReply, pathNonce } from '@betsite/contracts/wire';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { seal } from '../../server/src/lib/wire-node';

/**
 * The product API's required headers (contracts/src/request-headers.ts). autocannon repeats one
 * request, so every call of a load carries the same request id: the server does not remember them.
 */
export const BENCH_HEADERS = { 'content-type': 'application/json', ...requiredHeaderValues('bench-device', 'bench-load') };

/** One kind of request the benches send (run.ts measures them, profile.ts profiles them). */
export interface Load {
  name: string;
  url: string;
  body: string;
  headers?: Record<string, string>;
  /** A new path and body for every request (encrypted calls are single use), under `url`'s origin. */
  /** Headers, when given, replace the request's (autocannon's setupRequest): give them all. */
  fresh?: () => { path: string; body: string; headers?: Record<string, string> };
}

export async function post<T = { token?: string }>(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { ...BENCH_HEADERS, ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; data: T };
}

/** demo01 logged in from its trusted device: the token of a session. */
export async function loginDemo(base: string): Promise<string> {
  const login = await post(`${base}/site/api/v1/user/login`, { isAgent: 0, name: 'demo01', password: createHash('md5').update('demo1234').digest('hex'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01' });
  const token = login.data.token ?? '';
  if (!token) throw new Error(`bench login failed: ${JSON.stringify(login)}`);
  return token;
}

/**
 * One encrypted call, sealed with the server's node:crypto implementation: the contract's
 * crypto-js one is an order of magnitude slower and would limit the load generator.
 */
export function sealedCall(path: string, body: unknown): { path: string; body: string } {
  const encryptedPath = ENCRYPTED_PATH_PREFIX + seal(DEFAULT_WIRE_SECRET, `${Date.now()}|${path}`);
  return { path: encryptedPath, body: JSON.stringify({ data: seal(DEFAULT_WIRE_SECRET, `${pathNonce(encryptedPath)}|${JSON.stringify(body)}`) }) };
}

/** One call first: a load that answers an error would measure the wrong thing. */
export async function checkAnswersSuccess(load: Load) {
  const call = load.fresh ? load.fresh() : null;
  const url = call ? new URL(call.path, load.url).href : load.url;
  const res = await fetch(url, { method: 'POST', headers: { ...BENCH_HEADERS, ...load.headers, ...call?.headers }, body: call ? call.body : load.body });
  const raw = (await res.json()) as { status_code?: number; encrypted?: number };
  const body = raw.encrypted === 1 ? decryptReply(DEFAULT_WIRE_SECRET, raw) : raw;
  if (body?.status_code !== 6000) throw new Error(`${load.name} answers ${JSON.stringify(body)}`);
}

/** bare-server.ts's one route: the baseline every ratio is taken to. */
export const bareLoad = (url: string): Load => ({ name: 'bare Fastify (baseline)', url, body: '{}' });

const MEMBER_INFO_PATH = '/site/api/v1/user/member/info';

/** Member info, encrypted: the API bench's encrypted load, and the wire floor step's pipeline row. */
export const encryptedReadLoad = (base: string, token: string, name = 'authenticated read, encrypted'): Load => ({
  name,
  // Sealed afresh for every request, as a client does: the server refuses a path token it has
  // already seen (replays), which also puts its nonce check into what is measured.
  url: base,
  body: '{}',
  fresh: () => sealedCall(MEMBER_INFO_PATH, {}),
  headers: { token },
});

/** The four loads of the API bench, baseline first. */
export function apiLoads(bareUrl: string, base: string, token: string): Load[] {
  return [
    bareLoad(bareUrl),
    { name: 'public (preInfo)', url: `${base}/site/api/v1/configuration/preInfo`, body: '{}' },
    { name: 'authenticated read (member info)', url: `${base}${MEMBER_INFO_PATH}`, body: '{}', headers: { token } },
    encryptedReadLoad(base, token),
    // Marking a letter read changes state on every call (idempotently: the letter stays read).
    { name: 'write (mark a letter read)', url: `${base}/site/api/v1/site/letter/read`, body: JSON.stringify({ id: 1 }), headers: { token } },
  ];
}

interface Listed {
  data: { list: { gameId: string; odds: { wtype: string; rtype: string; ratio: string | null; r: number; suspended: boolean }[] }[] };
}

export interface PlaceBetSetup {
  /** Singles of 10.00 on later days' handicaps in turn, each a new request. */
  load: Load;
  token: string;
  /** The player's whole balance in yuan (centre and venue wallets). */
  balance(): Promise<number>;
  /** The player's open bets, as getBets counts them. */
  openBets(): Promise<number>;
}

/**
 * placeBet as the bench runs it: the world reset, demo01 logged in with `deposits` deposits of
 * 50,000.00 paid through the QA API, automatic transfer on (so every bet is covered), and singles
 * of 10.00 on later days' handicaps (prices that stay open for days), in turn.
 */
export async function placeBetSetup(base: string, deposits = 1): Promise<PlaceBetSetup> {
  await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const token = await loginDemo(base);
  for (let i = 0; i < deposits; i++) {
    // Each a different amount: the same body twice within a second is a double submission (6011).
    const order = (await post(`${base}/fd/api/v1/payment/pay`, { payTypeId: 4, amount: 50_000 - i }, { token })) as unknown as { data: { orderNo: string } };
    await post(`${base}/fd/api/v1/payment/confirmPaid`, { orderNo: order.data.orderNo }, { token });
    await post(`${base}/__mock/deposits/${order.data.orderNo}`, { decision: 'paid' });
  }
  await post(`${base}/game/api/v1/status/setAutoTransferStatus`, { status: 1 }, { token });
  const launched = (await post(`${base}/game/api/v1/venue/launch`, { enName: 'CRTY', gameCode: '' }, { token })) as unknown as { data: { url: string } };
  const provider = new URL(launched.data.url, base).searchParams.get('token') ?? '';
  const call = (method: string, Request: unknown) => ({ timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request });
  const resource = `${base}/game/api/v1/venue/resource`;
  const listed = (await post(resource, call('getMatches', { gameType: 'ALL', marketType: 'FU' }), { token })) as unknown as Listed;
  const entries = listed.data.list.flatMap((m) => m.odds.filter((o) => o.wtype === 'R' && !o.suspended).map((o) => ({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype, ratio: o.ratio, r: o.r, stake: '10' })));
  if (entries.length < 20) throw new Error(`placeBet bench: only ${entries.length} open prices`);
  let next = 0;
  const body = () => JSON.stringify(call('placeBet', { oddsType: 'H', series: 0, entries: [entries[next++ % entries.length]] }));
  // Each bet is one press of 投注: a key of its own, as the client sends (the same slip again within
  // a second without one is a double submit, 6011, and the entries repeat faster than that).
  let pressed = 0;
  const press = () => ({ ...BENCH_HEADERS, token, 'idempotency-key': `bench-bet-${process.pid}-${pressed++}` });
  const load: Load = { name: 'placeBet', url: resource, body: body(), headers: press(), fresh: () => ({ path: '/game/api/v1/venue/resource', body: body(), headers: press() }) };
  return {
    load,
    token,
    async balance() {
      const reply = (await post(`${base}/fd/api/v1/transfer/getBalance`, {}, { token })) as unknown as { data: { totalBalance: number } };
      return reply.data.totalBalance;
    },
    async openBets() {
      const reply = (await post(resource, call('getBets', { status: 'open', pageNum: 1, pageSize: 1 }), { token })) as unknown as { data: { total: number } };
      return reply.data.total;
    },
  };
}
