import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { INSTANCE_REPLY_HEADER } from '@betsite/contracts/mock';
import { requiredHeaderValues } from '@betsite/contracts/request-headers';
import { ensureNginx, startInstance, startNginx, stopInstance, type RunningInstance } from './cluster';
import { checkClientAddresses } from './addresses';
import { CHAT_CONNECTIONS_PER_IP_DEFAULT } from '@betsite/contracts/socket';
import { Caller, balances, login, runJourney, type Balances, type JourneyResult, type Naming } from './journey';
import { waitFor } from '../process-group';
import { median } from '../bench/stats';

/**
 * `npm run test:scale` (issue 28): the sharded deployment for real on this machine. Debian's nginx
 * (installed if missing) in front of API instances on loopback ports:
 * 1. one instance behind nginx: SCALE_SANDBOXES (300) sandboxes' runs (journey.ts), wall time; the
 *    proxy's cost per request against calling the instance directly;
 * 2. three instances: the same runs, wall time; every sandbox answered by one instance, listed by
 *    that instance only, seeing only its own money and chat; the default world untouched;
 * 3. one instance (not the default world's) killed: the others' sandboxes answer as before; each
 *    of its sandboxes, sending back its stamp (x-mock-stamp), gets the evicted reply while it is
 *    down (from another instance, which makes no world of it) and once it is back (restarted
 *    without STATE_DIR), never data; POST /__mock/reset starts each again there, a fresh world;
 * 4. one instance behind nginx at the default per-address bounds, called from many loopback
 *    addresses (addresses.ts): each player's preInfo shows its own address, and more chat sockets
 *    than one address may hold are admitted from many addresses (nginx's X-Forwarded-For, believed
 *    from nginx alone: TRUST_PROXY), one address still held to its bound.
 * Exits non-zero on the first broken expectation; prints the figures docs/performance.md quotes.
 * Ports: SCALE_API_PORT (3301: the three instances from it, the one-instance run's 10 above, the
 * addresses' run 20 above) and SCALE_NGINX_PORT (8301, likewise), so that two runs on one machine need not collide.
 */
const COUNT = Number(process.env.SCALE_SANDBOXES ?? 300);
/** Runs in flight at once (a QA farm's parallel jobs); the same for both deployments. */
const PARALLEL = Number(process.env.SCALE_PARALLEL ?? 30);
const PROXY_REQUESTS = Number(process.env.SCALE_PROXY_REQUESTS ?? 2_000);
const PROXY_ROUNDS = 3;
const API_PORT = Number(process.env.SCALE_API_PORT ?? 3301);
const NGINX_PORT = Number(process.env.SCALE_NGINX_PORT ?? 8301);
const PORTS = { solo: API_PORT + 10, soloNginx: NGINX_PORT + 10, first: API_PORT, nginx: NGINX_PORT, addresses: API_PORT + 20, addressesNginx: NGINX_PORT + 20 } as const;
/**
 * The sandbox runs all come from this machine's one address, as a QA farm's jobs from its host:
 * 300 runs' chat joins in seconds are past what one address may do, and not what that bound is for.
 */
const RUNS_CHAT_PER_IP_MAX = 20_000;
const NAMES = ['api-1', 'api-2', 'api-3'] as const;
const STAKE_CENTS = 1_000;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`test:scale: ${what}`);
}

const same = (a: Balances, b: Balances) => a.centerCents === b.centerCents && a.totalCents === b.totalCents;
const shown = (b: Balances) => `centre ${b.centerCents / 100}, total ${b.totalCents / 100}`;
const rssMb = (pid: number | undefined) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
/** CPU time a process has used (user and system), from /proc: what the instances spent, whatever else ran beside them. */
function cpuMs(pid: number | undefined): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}
const cpuOf = (instances: RunningInstance[]) => instances.reduce((sum, i) => sum + cpuMs(i.child.pid), 0);

/** Runs `count` jobs, `parallel` at a time, in index order; answers their results and the wall time. */
async function pool<T>(count: number, parallel: number, job: (i: number) => Promise<T>): Promise<{ results: T[]; ms: number }> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { results, ms: performance.now() - started };
}

const naming = (run: string, i: number): Naming => ({ name: `${run}-${i}`, byCookie: i % 2 === 0 });
const runAll = (base: string, run: string) => pool(COUNT, PARALLEL, (i) => runJourney(base, naming(run, i), i));

interface PerRequest {
  ms: number;
  instanceCpuMs: number;
  proxyCpuMs: number;
}

/** Mean wall time and CPU (the instance's, nginx's) per request of the default world's preInfo, 10 at once. */
async function perRequest(base: string, instancePids: (number | undefined)[], proxyPids: number[] = []): Promise<PerRequest> {
  const headers = { 'content-type': 'application/json', ...requiredHeaderValues('scale-proxy', 'scale-proxy') };
  const cpu = (pids: (number | undefined)[]) => pids.reduce((sum: number, pid) => sum + cpuMs(pid), 0);
  const [instanceBefore, proxyBefore] = [cpu(instancePids), cpu(proxyPids)];
  const { ms } = await pool(PROXY_REQUESTS, 10, async () => {
    const res = await fetch(`${base}/site/api/v1/configuration/preInfo`, { method: 'POST', headers, body: '{}' });
    check(res.ok && ((await res.json()) as { status_code: number }).status_code === 6000, 'preInfo answers 6000');
  });
  return { ms: ms / PROXY_REQUESTS, instanceCpuMs: (cpu(instancePids) - instanceBefore) / PROXY_REQUESTS, proxyCpuMs: (cpu(proxyPids) - proxyBefore) / PROXY_REQUESTS };
}

async function onlyOne(label: string, fn: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await fn();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function soloPhase() {
  const solo = await startInstance('solo', PORTS.solo, COUNT + 50, RUNS_CHAT_PER_IP_MAX);
  const nginx = await startNginx(PORTS.soloNginx, [solo]);
  try {
    const cpuBefore = cpuOf([solo]);
    const { ms } = await runAll(nginx.base, 'solo');
    const cpuPerSandboxMs = (cpuOf([solo]) - cpuBefore) / COUNT;
    // Both paths warmed, then measured in turns (the machine's other work falls on both alike):
    // medians of the time per request, and of the CPU the instance and nginx spent per request.
    const directBase = `http://127.0.0.1:${PORTS.solo}`;
    const direct: PerRequest[] = [];
    const proxied: PerRequest[] = [];
    await perRequest(directBase, [solo.child.pid]);
    await perRequest(nginx.base, [solo.child.pid]);
    for (let round = 0; round < PROXY_ROUNDS; round++) {
      direct.push(await perRequest(directBase, [solo.child.pid]));
      proxied.push(await perRequest(nginx.base, [solo.child.pid], nginx.pids()));
    }
    const medianOf = (runs: PerRequest[], key: keyof PerRequest) => median(runs.map((r) => r[key]));
    return {
      wallMs: ms,
      cpuPerSandboxMs,
      direct: { ms: medianOf(direct, 'ms'), instanceCpuMs: medianOf(direct, 'instanceCpuMs'), proxyCpuMs: 0 },
      proxied: { ms: medianOf(proxied, 'ms'), instanceCpuMs: medianOf(proxied, 'instanceCpuMs'), proxyCpuMs: medianOf(proxied, 'proxyCpuMs') },
    };
  } finally {
    await nginx.stop();
    await stopInstance(solo);
  }
}

/** Phase 4: the players' own addresses through nginx, on an instance at the default per-address bounds. */
async function addressesPhase() {
  const instance = await startInstance('addresses', PORTS.addresses, 10);
  const nginx = await startNginx(PORTS.addressesNginx, [instance]);
  try {
    return await checkClientAddresses(nginx.base, CHAT_CONNECTIONS_PER_IP_DEFAULT, check);
  } finally {
    await nginx.stop();
    await stopInstance(instance);
  }
}

/** The sandbox names each instance lists, read through nginx's /__instance/<name>/. */
async function listedBy(base: string, name: string): Promise<Set<string>> {
  const res = await fetch(`${base}/__instance/${name}/__mock/sandboxes`);
  check(res.ok, `GET /__instance/${name}/__mock/sandboxes answers 200`);
  const body = (await res.json()) as { instance: string; sandboxes: { name: string }[] };
  check(body.instance === name && res.headers.get(INSTANCE_REPLY_HEADER) === name, `${name}'s list says it is ${name} (${body.instance})`);
  return new Set(body.sandboxes.map((s) => s.name));
}

function checkRuns(results: JourneyResult[], initial: Balances) {
  for (const r of results) {
    check(r.instances.size === 1 && !r.instances.has('(none)'), `${r.name} answered by one named instance (${[...r.instances].join(', ')})`);
    check(r.stamp?.startsWith(`${r.name}@${[...r.instances][0]}:`) === true, `${r.name}'s stamp names it and its instance (${r.stamp})`);
    const expected = { centerCents: initial.centerCents - r.transferCents, totalCents: initial.totalCents - STAKE_CENTS };
    check(same(r.balance, expected), `${r.name} sees only its own transfer and stake (${shown(r.balance)}; ${shown(expected)} expected)`);
    check(r.foreignFrames.length === 0, `${r.name} saw no other sandbox's chat (${r.foreignFrames.join('; ')})`);
  }
}

/** The evicted reply in the envelope: 6003, no data, the message saying `says`, x-mock-sandbox: evicted. */
const evictedReply = (reply: { status_code: number; message: string; data: unknown }, sandbox: string | null, says: string) =>
  reply.status_code === 6003 && reply.data === null && reply.message.includes(says) && sandbox === 'evicted';

async function main() {
  ensureNginx();
  console.log(`test:scale: ${COUNT} sandboxes, ${PARALLEL} at once`);
  const addresses = await addressesPhase();
  console.log(`  ${addresses.players} players on their own addresses through nginx: each seen as itself, ${addresses.sockets} chat sockets admitted (${CHAT_CONNECTIONS_PER_IP_DEFAULT} per address)`);
  const solo = await soloPhase();
  console.log(`  1 instance behind nginx: ${(solo.wallMs / 1000).toFixed(1)} s`);

  const instances: RunningInstance[] = await Promise.all(NAMES.map((name, i) => startInstance(name, PORTS.first + i, COUNT + 50, RUNS_CHAT_PER_IP_MAX)));
  const nginx = await startNginx(PORTS.nginx, instances);
  try {
    const world = new Caller(nginx.base, null);
    const defaultToken = await login(world);
    const initial = await balances(world, defaultToken);
    const rssBefore = instances.map((i) => rssMb(i.child.pid));
    const cpuBefore = cpuOf(instances);
    const { results, ms: wall3 } = await runAll(nginx.base, 'shard');
    const cpuPerSandboxMs = (cpuOf(instances) - cpuBefore) / COUNT;
    console.log(`  3 instances behind nginx: ${(wall3 / 1000).toFixed(1)} s`);
    const rssAfter = instances.map((i) => rssMb(i.child.pid));
    checkRuns(results, initial);

    const where = new Map(results.map((r) => [r.name, [...r.instances][0]!]));
    const lists = new Map<string, Set<string>>();
    for (const name of NAMES) lists.set(name, await listedBy(nginx.base, name));
    for (const r of results) {
      const holders = NAMES.filter((n) => lists.get(n)!.has(r.name));
      check(holders.length === 1 && holders[0] === where.get(r.name), `${r.name} listed by ${where.get(r.name)} only (listed by ${holders.join(', ') || 'none'})`);
    }
    const share = NAMES.map((n) => results.filter((r) => where.get(r.name) === n).length);
    check(share.every((s) => s > 0), `every instance holds sandboxes (${share.join('/')})`);
    check(same(await balances(world, defaultToken), initial) && world.instances.size === 1 && world.instances.has('api-1'), 'the default world is untouched, and answered by api-1 only');

    // DELETE /__mock/sandboxes/<name> names no sandbox by header: nginx routes it by the path's name.
    const removed = results.pop()!;
    const deleted = await fetch(`${nginx.base}/__mock/sandboxes/${removed.name}`, { method: 'DELETE' });
    check(deleted.status === 200 && deleted.headers.get(INSTANCE_REPLY_HEADER) === where.get(removed.name), `DELETE /__mock/sandboxes/${removed.name} reaches ${where.get(removed.name)} (${deleted.status} from ${deleted.headers.get(INSTANCE_REPLY_HEADER)})`);
    check(!(await listedBy(nginx.base, where.get(removed.name)!)).has(removed.name), `${removed.name} no longer listed once removed`);

    // An instance that is not the default world's goes down hard.
    const victim = instances[1]!;
    const victims = results.filter((r) => where.get(r.name) === victim.name);
    const others = results.filter((r) => where.get(r.name) !== victim.name);
    const othersUnaffected = (when: string) =>
      onlyOne(`the other instances' ${others.length} sandboxes ${when}`, async () => {
        await pool(others.length, PARALLEL, async (i) => {
          const r = others[i]!;
          const c = new Caller(nginx.base, r.naming, r.stamp);
          check(same(await balances(c, r.token), r.balance) && c.instances.has(where.get(r.name)!) && c.instances.size === 1, `${r.name} unaffected ${when}`);
        });
      });
    await stopInstance(victim, 'SIGKILL');
    await othersUnaffected(`while ${victim.name} is down`);
    // Down: nginx passes its names on (passive health) to instances that never held them. Each run
    // sends back its stamp, so it is told its world is gone: the evicted reply, never a fresh world.
    await onlyOne(`${victim.name}'s ${victims.length} sandboxes while it is down`, async () => {
      await pool(victims.length, PARALLEL, async (i) => {
        const r = victims[i]!;
        const c = new Caller(nginx.base, r.naming, r.stamp);
        const product = await c.post('/fd/api/v1/transfer/getBalance', {}, { token: r.token });
        check(evictedReply(product, c.lastSandbox, `was held by instance ${victim.name}`) && !c.instances.has(victim.name), `${r.name} while ${victim.name} is down: the evicted reply from another instance (got ${product.status_code} ${product.message} from ${[...c.instances].join(', ')})`);
        const qa = await c.qaReply('GET', '/clock');
        check(qa.status === 410 && c.lastSandbox === 'evicted', `${r.name}'s QA call while ${victim.name} is down: 410 (got ${qa.status})`);
      });
    });
    for (const name of NAMES.filter((n) => n !== victim.name)) {
      const listed = await listedBy(nginx.base, name);
      check(victims.every((r) => !listed.has(r.name)), `${name} made no world of ${victim.name}'s sandboxes while it was down`);
    }

    instances[1] = await startInstance(victim.name, victim.port, COUNT + 50, RUNS_CHAT_PER_IP_MAX);
    await onlyOne(`${victim.name}'s ${victims.length} sandboxes once it is back`, async () => {
      await pool(victims.length, PARALLEL, async (i) => {
        const r = victims[i]!;
        // nginx takes it back once its fail_timeout has passed.
        const c = await waitFor(`${r.name} answered by ${victim.name} again`, async () => {
          const probe = new Caller(nginx.base, r.naming, r.stamp);
          const reply = await probe.post<unknown>('/fd/api/v1/transfer/getBalance', {}, { token: r.token });
          return probe.instances.has(victim.name) ? { probe, reply } : undefined;
        }, 15_000, 250);
        check(evictedReply(c.reply, c.probe.lastSandbox, `${victim.name} has restarted since`), `${r.name} on the restarted ${victim.name}: the evicted reply (got ${c.reply.status_code} ${c.reply.message})`);
        // The run starts its sandbox again: a fresh world there, under a new stamp.
        const fresh = new Caller(nginx.base, r.naming, r.stamp);
        check((await fresh.qaReply('POST', '/reset', {})).status === 200 && fresh.stamp !== r.stamp, `${r.name} reset on ${victim.name} with its old stamp`);
        const balance = await balances(fresh, await login(fresh));
        check(same(balance, initial) && fresh.instances.size === 1 && fresh.instances.has(victim.name), `${r.name} is a fresh world on ${victim.name} (${shown(balance)})`);
      });
    });

    await othersUnaffected(`once ${victim.name} is back`);

    const direct = solo.direct;
    const proxied = solo.proxied;
    const heldMb = rssAfter.map((after, i) => after - rssBefore[i]!);
    // api-1 also warms up on the default world's calls: the others' growth is the sandboxes' alone.
    const perSandboxMb = (heldMb[1]! + heldMb[2]!) / (share[1]! + share[2]!);
    console.log('test:scale: green');
    console.log(`  figures: ${COUNT} sandboxes, ${PARALLEL} at once: 1 instance ${(solo.wallMs / 1000).toFixed(1)} s, 3 instances ${(wall3 / 1000).toFixed(1)} s (${(solo.wallMs / wall3).toFixed(2)}x)`);
    console.log(`  the instances' CPU per sandbox run: ${solo.cpuPerSandboxMs.toFixed(1)} ms on 1 instance, ${cpuPerSandboxMs.toFixed(1)} ms over 3`);
    console.log(`  sandboxes per instance ${share.join('/')}; RSS grew ${heldMb.map((m) => m.toFixed(0)).join('/')} MB (api-2 and api-3: ${perSandboxMb.toFixed(1)} MB per sandbox)`);
    const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
    console.log(`  preInfo at 10 in flight, medians of ${PROXY_ROUNDS} turns of ${PROXY_REQUESTS}: wall time per request direct ${us(direct.ms)}, through nginx ${us(proxied.ms)} (${(proxied.ms / direct.ms).toFixed(2)}x)`);
    const proxiedCpu = proxied.instanceCpuMs + proxied.proxyCpuMs;
    console.log(`  CPU per request: direct ${us(direct.instanceCpuMs)} (instance); through nginx ${us(proxiedCpu)} (instance ${us(proxied.instanceCpuMs)}, nginx ${us(proxied.proxyCpuMs)}): ${(proxiedCpu / direct.instanceCpuMs).toFixed(2)}x`);
  } finally {
    await nginx.stop();
    for (const i of instances) await stopInstance(i);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
