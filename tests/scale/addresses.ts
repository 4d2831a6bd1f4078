import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { CHAT_CLOSE, CHAT_SOCKET_PATH, MSG_ID, chatHandshakeSearch } from '@betsite/contracts/socket';

/**
 * The clients' own addresses through nginx (TRUST_PROXY): players on distinct loopback addresses
 * (127.0.0.x, every one routed to this machine) call through nginx, which puts the address it sees
 * in X-Forwarded-For; the instance trusts that from nginx alone. Each player's preInfo must show
 * its own address, a header a player sends itself must not change it, and the chat socket's
 * per-address admission must count players, not the proxy: more sockets than one address may hold
 * are admitted from many addresses, while one address is still held to its bound.
 */
const SOCKETS_PER_PLAYER = 2;
const WAIT_MS_MAX = 20_000;
/** The first player's address: 127.0.0.1 is nginx's own, and the journeys'. */
const FIRST_HOST = 10;

export const playerAddress = (i: number) => `127.0.0.${FIRST_HOST + i}`;

/** preInfo's `ip` for a call from `localAddress` through `base`, with extra headers. */
function preInfoIp(base: string, localAddress: string, extra: Record<string, string> = {}): Promise<string> {
  const body = '{}';
  const headers = { 'content-type': 'application/json', 'content-length': String(body.length), ...requiredHeaderValues('scale-addresses', randomUUID()), ...extra };
  return new Promise((resolve, reject) => {
    const req = request(`${base}/site/api/v1/configuration/preInfo`, { method: 'POST', headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const reply = JSON.parse(Buffer.concat(chunks).toString()) as { status_code: number; data: { ip: string } | null };
        if (reply.status_code !== 6000 || !reply.data) reject(new Error(`preInfo from ${localAddress}: ${reply.status_code}`));
        else resolve(reply.data.ip);
      });
    });
    req.setTimeout(WAIT_MS_MAX, () => req.destroy(new Error(`preInfo from ${localAddress}: no reply`)));
    req.once('error', reject);
    req.end(body);
  });
}

/** A chat socket from `localAddress`: 'admitted' once the server answers its heartbeat, else the close code. */
function openSocket(base: string, localAddress: string): Promise<{ ws: WebSocket; outcome: 'admitted' | number }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${chatHandshakeSearch()}`, { localAddress, handshakeTimeout: WAIT_MS_MAX });
  return new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ msgId: MSG_ID.HEARTBEAT, msgData: {} })));
    ws.once('message', () => resolve({ ws, outcome: 'admitted' }));
    ws.once('close', (code: number) => resolve({ ws, outcome: code }));
    ws.once('error', reject);
  });
}

export interface AddressFigures {
  players: number;
  sockets: number;
}

/** Runs the checks through nginx at `base` against an instance holding `perIpMax` sockets per address; throws on the first broken one. */
export async function checkClientAddresses(base: string, perIpMax: number, check: (ok: boolean, what: string) => void): Promise<AddressFigures> {
  // Enough players that their sockets are more than one address may hold (and more than it held before TRUST_PROXY).
  const players = Math.ceil((perIpMax + 10) / SOCKETS_PER_PLAYER);
  check(FIRST_HOST + players + 1 <= 255, `at most ${254 - FIRST_HOST} players on 127.0.0.x (${players} asked)`);
  const open: WebSocket[] = [];
  try {
    for (let i = 0; i < players; i++) {
      const address = playerAddress(i);
      const seen = await preInfoIp(base, address);
      check(seen === address, `preInfo through nginx shows ${address} its own address (got ${seen})`);
    }
    const spoofer = playerAddress(0);
    const claimed = await preInfoIp(base, spoofer, { 'x-forwarded-for': '203.0.113.9' });
    check(claimed === spoofer, `an X-Forwarded-For a player sends is replaced by nginx (${spoofer} claiming 203.0.113.9 seen as ${claimed})`);

    const sockets = await Promise.all(Array.from({ length: players * SOCKETS_PER_PLAYER }, (_, k) => openSocket(base, playerAddress(k % players))));
    open.push(...sockets.map((s) => s.ws));
    const refused = sockets.filter((s) => s.outcome !== 'admitted').length;
    check(refused === 0, `${sockets.length} chat sockets from ${players} addresses through nginx all admitted (${perIpMax} per address; ${refused} refused)`);

    // One address is still held to its bound through the proxy: the one past it is refused 4400.
    const crowded = playerAddress(players);
    const fromOne: { ws: WebSocket; outcome: 'admitted' | number }[] = [];
    for (let k = 0; k <= perIpMax; k++) fromOne.push(await openSocket(base, crowded));
    open.push(...fromOne.map((s) => s.ws));
    const outcomes = fromOne.map((s) => s.outcome);
    const admitted = outcomes.filter((o) => o === 'admitted').length;
    check(admitted === perIpMax && outcomes.at(-1) === CHAT_CLOSE.BAD_HANDSHAKE, `${perIpMax + 1} sockets from ${crowded} through nginx: ${perIpMax} admitted, the last refused ${CHAT_CLOSE.BAD_HANDSHAKE} (admitted ${admitted}, the last ${String(outcomes.at(-1))})`);
    return { players, sockets: sockets.length };
  } finally {
    for (const ws of open) ws.terminate();
  }
}
