import { createHash } from 'node:crypto';
import { getHeapSpaceStatistics, setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import { testConfig } from '../../server/src/config';
import { BENCH_HEADERS } from './loads';
import { census, censusGrowth, type CensusRow } from './soak-census';
import { rssBreakdown } from './rss-breakdown';
import { waitFor } from '../process-group';

/**
 * Memory over simulated time: worlds (the default one, or `sandboxes` QA sandboxes) played every
 * simulated day as a player would (log in, deposit, bet on the sportsbook, play slot and lottery
 * rounds, read balance, records and letters), then the QA clock moved a day. In-process (inject),
 * so what is measured is the server's own state. Answers the heap after a full collection at the
 * end of each day (and the RSS): what a world holds should stop growing once its windows (the
 * 93-day record window, open tickets) are full.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const DAY_MS = 86_400_000;
const password = createHash('md5').update('demo1234').digest('hex');

export interface SoakDay {
  day: number;
  heapMb: number;
  rssMb: number;
  /** Of the RSS, anonymous pages (heap, malloc, buffers); the rest is file-backed (code). */
  anonMb: number;
  /**
   * V8's old space after that collection: the pages it holds and the objects on them. The RSS
   * follows the pages, and V8 moves only a few MB of objects out of sparse pages per collection
   * (`node --trace-evacuation-candidates`), so pages can stay far emptier than the heap suggests.
   */
  oldPagesMb: number;
  oldObjectsMb: number;
  /** Wall time of the day's clock moves (all worlds). */
  clockMoveMs: number;
}

/** A POST of the player's, in process (inject) or over HTTP (served-soak.ts): the envelope. */
export type Post = <T>(url: string, body: unknown, headers: Record<string, string>) => Promise<{ status_code: number; data: T }>;

export const injectPost = (app: FastifyInstance): Post => async <T>(url: string, body: unknown, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'POST', url, headers: { ...BENCH_HEADERS, ...headers }, payload: JSON.stringify(body) });
  return res.json<{ status_code: number; data: T }>();
};

/**
 * The player of a world, logged in once: sessions are made to last the whole soak (a daily login
 * would run into the login route's flood guard, 60 a minute of real time).
 */
export async function playerOf(post: Post, world: Record<string, string>): Promise<Record<string, string>> {
  const login = await post<{ token: string }>('/site/api/v1/user/login', { isAgent: 0, name: 'demo01', password, kaptchcate: 0 }, { 'device-uuid': 'demo-device-01', ...world });
  if (login.status_code !== 6000) throw new Error(`soak: login answered ${login.status_code}`);
  const headers = { ...world, token: login.data.token };
  await post('/game/api/v1/status/setAutoTransferStatus', { status: 1 }, headers);
  return headers;
}

/**
 * A deposit order, as a player makes it: the route's flood guard counts real time (60 a minute),
 * and a long soak makes its weekly orders faster than that (day 427 was the 61st within a minute),
 * so a 6011 is waited out, a second at a time, as a player would try again.
 */
function depositOrder(post: Post, headers: Record<string, string>, amount: number) {
  return waitFor('the deposit route to take an order again (6011)', async () => {
    const order = await post<{ orderNo: string }>('/fd/api/v1/payment/pay', { payTypeId: 4, amount }, headers);
    return order.status_code === 6011 ? undefined : order;
  }, 70_000, 1_000);
}

/** One simulated day of one player in one world. */
export async function playDay(post: Post, world: Record<string, string>, headers: Record<string, string>, day: number): Promise<void> {
  if (day % 7 === 0) {
    const order = await depositOrder(post, headers, 2_000 + day);
    if (order.status_code !== 6000) throw new Error(`soak: day ${day}: a deposit order answered ${JSON.stringify(order)}`);
    await post('/fd/api/v1/payment/confirmPaid', { orderNo: order.data.orderNo }, headers);
  }
  const launched = await post<{ url: string }>('/game/api/v1/venue/launch', { enName: 'CRTY', gameCode: '' }, headers);
  const provider = new URL(launched.data.url, 'http://local').searchParams.get('token') ?? '';
  const call = (method: string, Request: unknown) => ({ timestamp: Date.now(), token: provider, langx: 'zh-cn', remoteip: '127.0.0.1', enName: 'CRTY', method, Request });
  for (const marketType of ['FT', 'FU', 'RB']) {
    const listed = await post<{ list: { gameId: string; odds: { wtype: string; rtype: string; ratio: string | null; r: number; suspended: boolean }[] }[] }>(
      '/game/api/v1/venue/resource', call('getMatches', { gameType: 'ALL', marketType }), headers,
    );
    const entries = listed.data.list.flatMap((m) => m.odds.filter((o) => !o.suspended && o.wtype !== 'FS').slice(0, 1).map((o) => ({ gameId: m.gameId, wtype: o.wtype, rtype: o.rtype, ratio: o.ratio, r: o.r, stake: '10' })));
    for (const entry of entries.slice(0, 3)) await post('/game/api/v1/venue/resource', call('placeBet', { oddsType: 'H', series: 0, entries: [entry] }), headers);
  }
  await post('/game/api/v1/venue/resource', call('getBets', { status: 'all', pageNum: 1, pageSize: 20 }), headers);
  for (const [enName, gameCode, n] of [['PGDZ', 'PG_1001', 5]] as const) {
    const slot = await post<{ url: string }>('/game/api/v1/venue/launch', { enName, gameCode }, headers);
    const token = new URL(slot.data.url, 'http://local').searchParams.get('token') ?? slot.data.url;
    for (let i = 0; i < n; i++) await post('/__provider/round', { token, gameCode, stake: '10' }, world);
  }
  await post('/fd/api/v1/transfer/getBalance', { withLockMoney: 1 }, headers);
  await post('/site/api/v1/user/member/info', {}, headers);
  await post('/game/api/v1/record/betRecordList', { beginTime: (day - 7) * DAY_MS, endTime: Date.now() + (day + 1) * DAY_MS, pageNum: 1, pageSize: 20 }, headers);
  await post('/site/api/v1/site/letter/list', { pageNum: 1, pageSize: 20 }, headers);
}

/** The census of the first world of the soak (the default world, or the first sandbox). */
function worldCensus(app: FastifyInstance, sandbox: string | undefined): CensusRow[] {
  const world = sandbox === undefined ? app.ctx : app.sandboxes.peek(sandbox);
  if (!world) return [];
  return census({ state: world.state, sessions: world.sessions.dump(), journal: world.journal, outbox: world.outbox, scenarios: world.scenarios, sportsBus: world.sportsEvents });
}

/**
 * What each part of the first world retains, at the end of the soak: the heap after a full
 * collection, then after dropping each part in turn (the journal, the outbox, each slice of the
 * State), then after the world's reset. Destroys the world, so only at the end.
 */
function attribute(app: FastifyInstance, sandbox: string | undefined, collect: () => void): void {
  const world = sandbox === undefined ? app.ctx.world() : app.sandboxes.peek(sandbox);
  if (!world) return;
  const heap = () => {
    collect();
    return process.memoryUsage().heapUsed;
  };
  let last = heap();
  console.log(`attribution of the first world (heap ${(last / 1e6).toFixed(2)} MB): what dropping each part frees`);
  const drop = (part: string, act: () => void) => {
    act();
    const now = heap();
    console.log(`  ${part}: ${((last - now) / 1e6).toFixed(3)} MB`);
    last = now;
  };
  drop('journal', () => world.journal.clear());
  drop('outbox', () => world.outbox.clear());
  const state = world.state as unknown as Record<string, unknown>;
  for (const key of Object.keys(state)) drop(`state.${key}`, () => delete state[key]);
  drop('reset (plugin state, sessions, a fresh state)', () => world.reset());
  console.log(`  left: ${(last / 1e6).toFixed(2)} MB`);
}

export async function soak(options: { days: number; sandboxes?: number; onDay?: (d: SoakDay) => void; censusDays?: ReadonlySet<number>; snapshotDays?: ReadonlySet<number>; attribute?: boolean; onCensus?: (day: number, rows: CensusRow[], growth: ReturnType<typeof censusGrowth>) => void }): Promise<SoakDay[]> {
  const count = options.sandboxes ?? 0;
  const longMs = (options.days + 10) * DAY_MS;
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'silent', RESPONSE_VALIDATION: false, SANDBOXES_MAX: Math.max(1, count), SESSION_IDLE_MS: longMs, SESSION_ABSOLUTE_MS: longMs }) });
  await app.ready();
  const worlds: Record<string, string>[] = count === 0 ? [{}] : Array.from({ length: count }, (_, i) => ({ 'x-mock-session': `soak-${i}` }));
  const players: Record<string, string>[] = [];
  const post = injectPost(app);
  for (const world of worlds) players.push(await playerOf(post, world));
  const out: SoakDay[] = [];
  let lastCensus: CensusRow[] = [];
  try {
    for (let day = 1; day <= options.days; day++) {
      for (const [i, world] of worlds.entries()) await playDay(post, world, players[i]!, day);
      const started = performance.now();
      for (const world of worlds) {
        const moved = await app.inject({ method: 'POST', url: '/__mock/clock', headers: { 'content-type': 'application/json', ...world }, payload: { advanceMs: DAY_MS } });
        if (moved.statusCode !== 200) throw new Error(`soak: clock move answered ${moved.statusCode}`);
      }
      const clockMoveMs = performance.now() - started;
      gc();
      const { heapUsed, rss } = process.memoryUsage();
      const old = getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
      const d = { day, heapMb: heapUsed / 1e6, rssMb: rss / 1e6, anonMb: rssBreakdown('self')?.anonMb ?? 0, oldPagesMb: (old?.space_size ?? 0) / 1e6, oldObjectsMb: (old?.space_used_size ?? 0) / 1e6, clockMoveMs };
      out.push(d);
      options.onDay?.(d);
      if (options.censusDays?.has(day)) {
        const rows = worldCensus(app, worlds[0]!['x-mock-session']);
        options.onCensus?.(day, rows, censusGrowth(lastCensus, rows));
        lastCensus = rows;
      }
      if (options.snapshotDays?.has(day)) console.log(`heap snapshot of day ${day}: ${writeHeapSnapshot(join(tmpdir(), `soak-day-${day}.heapsnapshot`))}`);
    }
    if (options.attribute) attribute(app, worlds[0]!['x-mock-session'], gc);
  } finally {
    await app.close();
  }
  return out;
}

const printCensus = (day: number, rows: CensusRow[], growth: ReturnType<typeof censusGrowth>) => {
  console.log(`census of day ${day} (first world): part, objects (change since the last census), characters (change)`);
  for (const r of growth.slice(0, 25)) console.log(`  ${r.part}: ${r.objects} (${r.objectsDelta >= 0 ? '+' : ''}${r.objectsDelta}), ${r.chars} (${r.charsDelta >= 0 ? '+' : ''}${r.charsDelta})`);
  const total = rows.reduce((a, r) => ({ objects: a.objects + r.objects, chars: a.chars + r.chars }), { objects: 0, chars: 0 });
  console.log(`  all parts: ${total.objects} objects, ${total.chars} characters`);
};

/**
 * `tsx tests/bench/soak.ts DAYS [SANDBOXES] [--json] [--census=120,360] [--heap-snapshots=120,360] [--attribute]`:
 * a line per day (JSON for the bench, run.ts); with `--census`, on the days named, what the first
 * world holds by part and what changed since the census before (tests/bench/soak-census.ts); with
 * `--heap-snapshots`, a V8 heap snapshot of each day named, in the temporary directory (compare
 * two by constructor with tests/bench/heap-diff.ts); with `--attribute`, at the end, what each
 * part of the first world retains.
 */
if (/[/\\]soak\.ts$/.test(process.argv[1] ?? '')) {
  const [days, sandboxes] = process.argv.slice(2).filter((a) => !a.startsWith('--')).map(Number);
  const json = process.argv.includes('--json');
  const daysOf = (flag: string) => {
    const arg = process.argv.find((a) => a.startsWith(`${flag}=`));
    return arg ? new Set(arg.slice(flag.length + 1).split(',').map(Number)) : undefined;
  };
  await soak({
    days: days ?? 30,
    sandboxes: sandboxes ?? 0,
    onDay: (d) => console.log(json ? JSON.stringify(d) : `day ${d.day}: heap ${d.heapMb.toFixed(1)} MB, rss ${d.rssMb.toFixed(0)} MB (anonymous ${d.anonMb.toFixed(0)}; old space: ${d.oldPagesMb.toFixed(0)} MB of pages, ${d.oldObjectsMb.toFixed(0)} MB of objects), clock move ${d.clockMoveMs.toFixed(0)} ms`),
    censusDays: daysOf('--census'),
    snapshotDays: daysOf('--heap-snapshots'),
    attribute: process.argv.includes('--attribute'),
    onCensus: printCensus,
  });
}
