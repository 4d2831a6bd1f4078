import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch, type ClientMessageInput } from '@betsite/contracts/socket';

/**
 * `npm run bench:chat` (issue 11 figures): real sockets on 127.0.0.1 against our server in a child
 * process. One run measures, in one room:
 * 1. memory per idle socket (the server's heap and RSS after a GC, before and after SOCKETS joins);
 * 2. score push latency: from the QA score call to the LAST of SOCKETS sockets receiving the push,
 *    p50/p99 over ROUNDS pushes (and p50/p99 of every single delivery);
 * 3. messages per second one room sustains with SENDERS members sending once a second each for
 *    SEND_SECONDS (the per-member policy allows 5 in 5 s), and the frames it delivers per second.
 * Scale by environment: CHAT_BENCH_SOCKETS (2000), CHAT_BENCH_SENDERS (200), CHAT_BENCH_ROUNDS (30),
 * CHAT_BENCH_SEND_SECONDS (10). Every loop is bounded by these counts.
 */
const SOCKETS = Number(process.env.CHAT_BENCH_SOCKETS ?? 2_000);
const SENDERS = Number(process.env.CHAT_BENCH_SENDERS ?? 200);
const ROUNDS = Number(process.env.CHAT_BENCH_ROUNDS ?? 30);
const SEND_SECONDS = Number(process.env.CHAT_BENCH_SEND_SECONDS ?? 10);
const PORT = Number(process.env.CHAT_BENCH_PORT ?? 3903);
const RID = '7000101';
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECT_BATCH = 100;
const WAIT_MS_MAX = 30_000;

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

function startServer(): Promise<ChildProcess> {
  const child = fork(new URL('./chat-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'silent', MOCK_API: 'true', CHAT_CONNECTIONS_PER_IP_MAX: String(SOCKETS + SENDERS + 10) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m === 'ready' ? resolve(child) : reject(new Error(JSON.stringify(m)))));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}
const memory = (child: ChildProcess) =>
  new Promise<{ heapUsed: number; rss: number; external: number }>((resolve) => {
    child.once('message', (m) => resolve(m as { heapUsed: number; rss: number; external: number }));
    child.send('mem');
  });

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const r = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...requiredHeaderValues('bench-chat-device', randomUUID()), ...headers }, body: JSON.stringify(body) });
  return (await r.json()) as T;
}

interface Client {
  ws: WebSocket;
  onFrame: ((m: { msgId: number; msgData: Record<string, unknown> }) => void) | null;
}

/** A socket that has logged in (as a guest, or with the member's token and jwt) and joined the room. */
function openClient(login: ClientMessageInput): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`);
    const client: Client = { ws, onFrame: null };
    const timer = setTimeout(() => reject(new Error('join timed out')), WAIT_MS_MAX);
    ws.on('open', () => {
      ws.send(JSON.stringify(login));
      ws.send(JSON.stringify({ msgId: MSG_ID.JOIN_ROOM, msgData: { rid: RID } }));
    });
    ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString()) as { msgId: number; msgData: Record<string, unknown> };
      if (m.msgId === MSG_ID.JOIN_UNICAST) {
        clearTimeout(timer);
        if (m.msgData.code === 6000) resolve(client);
        else reject(new Error(`join answered ${String(m.msgData.code)}`));
      }
      client.onFrame?.(m);
    });
    ws.on('error', reject);
  });
}

async function openMany(count: number, login: ClientMessageInput): Promise<Client[]> {
  const out: Client[] = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) out.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, () => openClient(login)))));
  return out;
}

async function scoreLatency(clients: Client[]) {
  const lastMs: number[] = [];
  const each: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const want = String(round);
    const t0 = performance.now();
    let left = clients.length;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`round ${round}: ${left} sockets never got the push`)), WAIT_MS_MAX);
      for (const c of clients) {
        c.onFrame = (m) => {
          if (m.msgId !== MSG_ID.SCORE_PUSH || (m.msgData.body as { sc_FT_H?: string }).sc_FT_H !== want) return;
          c.onFrame = null;
          each.push(performance.now() - t0);
          if (--left === 0) {
            clearTimeout(timer);
            lastMs.push(performance.now() - t0);
            resolve();
          }
        };
      }
    });
    const r = await fetch(`${BASE}/__mock/sports/matches/${RID}/score`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ h: round, c: 0 }) });
    if (!r.ok) throw new Error(`QA score answered ${r.status}: ${await r.text()}`);
    await done;
  }
  return { lastMs, each };
}

async function sendRate(senders: Client[], listeners: Client[]) {
  let refused = 0;
  let delivered = 0;
  // Every reader gets every message the room accepted: what they got in all, per reader, is what the room took.
  for (const c of listeners) c.onFrame = (m) => void (m.msgId === MSG_ID.SEND_MESSAGE && m.msgData.body && (delivered += 1));
  for (const c of senders) c.onFrame = (m) => void (m.msgId === MSG_ID.SEND_MESSAGE && m.msgData.code !== 6000 && (refused += 1));
  const t0 = performance.now();
  for (let second = 0; second < SEND_SECONDS; second++) {
    const tick = performance.now();
    senders.forEach((c, i) => c.ws.send(JSON.stringify({ msgId: MSG_ID.SEND_MESSAGE, msgData: { rid: RID, msg: `m${second}-${i}` } })));
    await new Promise((r) => setTimeout(r, Math.max(0, 1_000 - (performance.now() - tick))));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const seconds = (performance.now() - t0) / 1_000;
  const accepted = listeners.length > 0 ? delivered / listeners.length : 0;
  return { acceptedPerSecond: accepted / seconds, deliveredPerSecond: delivered / seconds, refused, seconds };
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

const server = await startServer();
try {
  const before = await memory(server);
  const idle = await openMany(SOCKETS, { msgId: MSG_ID.GUEST_LOGIN, msgData: {} });
  const after = await memory(server);
  const perSocket = (k: 'heapUsed' | 'rss') => (after[k] - before[k]) / SOCKETS / 1024;
  console.log(`sockets in one room: ${SOCKETS}`);
  console.log(`memory per idle socket: heap ${perSocket('heapUsed').toFixed(1)} KB, rss ${perSocket('rss').toFixed(1)} KB`);

  const { lastMs, each } = await scoreLatency(idle);
  console.log(`score event → last of ${SOCKETS} sockets (${ROUNDS} pushes): p50 ${ms(percentile(lastMs, 50))}, p99 ${ms(percentile(lastMs, 99))}; every delivery p50 ${ms(percentile(each, 50))}, p99 ${ms(percentile(each, 99))}`);

  const login = await post<{ status_code: number; data: { token: string } }>('/site/api/v1/user/login', { isAgent: 0, name: 'demo01', password: md5('demo1234'), kaptchcate: 0 }, { 'device-uuid': 'demo-device-01' });
  if (login.status_code !== 6000) throw new Error(`login answered ${login.status_code}`);
  const token = login.data.token;
  const jwt = (await post<{ data: { jwt: string } }>('/site/api/v1/user/member/jwt', {}, { token })).data.jwt;
  const senders = await openMany(SENDERS, { msgId: MSG_ID.LOGIN, msgData: { token, jwt } });
  const rate = await sendRate(senders, idle);
  console.log(`${SENDERS} senders once a second for ${SEND_SECONDS} s: ${rate.acceptedPerSecond.toFixed(0)} messages/s accepted by the room, ${rate.deliveredPerSecond.toFixed(0)} frames/s delivered to its ${SOCKETS} readers, ${rate.refused} refused`);
  for (const c of [...idle, ...senders]) c.ws.terminate();
} finally {
  server.kill();
}
