import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEALTH_PATH, healthReply, type HealthReply } from '@betsite/contracts/health';
import { nginxStandaloneConfig, type Instance } from '../../deploy/nginx/nginx-config';
import { waitFor } from '../process-group';
import { TEST_CLOCK_START } from '../../server/src/test-clock-start';

/**
 * API instances and Debian's nginx in front, as child processes on loopback ports (nginx not a
 * daemon, its files in a temp directory). Each instance is the real server (`src/server.ts`).
 */
export const NGINX_BIN = '/usr/sbin/nginx';
const SERVER = fileURLToPath(new URL('../../server/src/server.ts', import.meta.url));
const START_MS_MAX = 60_000;
/** Short, so that the test sees a restarted instance taken back soon; compose keeps the default. */
const FAIL_TIMEOUT_S = 2;

export interface RunningInstance extends Instance {
  port: number;
  child: ChildProcess;
}

export async function health(base: string): Promise<HealthReply | undefined> {
  try {
    const res = await fetch(`${base}${HEALTH_PATH}`);
    return res.ok ? healthReply.parse(await res.json()) : undefined;
  } catch {
    return undefined;
  }
}

export function ensureNginx(): void {
  if (existsSync(NGINX_BIN)) return;
  console.log('nginx is missing: apt-get install -y nginx');
  const installed = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit' });
  if (installed.status !== 0 || !existsSync(NGINX_BIN)) throw new Error(`could not install nginx (${NGINX_BIN}); install Debian's nginx package and run again`);
}

/** nginx's address as the instances see it: the one proxy they trust for the client's address. */
export const NGINX_ADDRESS = '127.0.0.1';

/**
 * `chatPerIpMax`: chat sockets per client address (CHAT_CONNECTIONS_PER_IP_MAX); the server's
 * default when not given.
 */
export async function startInstance(name: string, port: number, sandboxesMax: number, chatPerIpMax?: number): Promise<RunningInstance> {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    INSTANCE_NAME: name,
    LOG_LEVEL: 'warn',
    MOCK_API: 'true',
    SANDBOXES_MAX: String(sandboxesMax),
    CLOCK_START: TEST_CLOCK_START,
    TRUST_PROXY: NGINX_ADDRESS,
    ...(chatPerIpMax === undefined ? {} : { CHAT_CONNECTIONS_PER_IP_MAX: String(chatPerIpMax) }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  await waitFor(`${name} on ${port} to answer ${HEALTH_PATH}`, async () => {
    if (exited) throw new Error(`${name} exited while starting`);
    return (await health(base))?.instance === name ? true : undefined;
  }, START_MS_MAX, 100);
  return { name, address: `127.0.0.1:${port}`, port, child };
}

export async function stopInstance(instance: RunningInstance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  await exited;
}

export interface Nginx {
  base: string;
  /** The pids of nginx's master and workers (their CPU is the proxy's cost). */
  pids(): number[];
  stop(): Promise<void>;
}

export async function startNginx(port: number, instances: Instance[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'betsite-scale-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxStandaloneConfig(dir, { listen: `127.0.0.1:${port}`, instances, maxFails: 1, failTimeoutS: FAIL_TIMEOUT_S }));
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${port}`, async () => {
    if (exited) throw new Error(`nginx exited while starting (config in ${conf})`);
    return (await health(base)) ? true : undefined;
  }, START_MS_MAX, 100);
  return {
    base,
    pids() {
      const master = child.pid!;
      const workers = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return [master, ...workers];
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: nginx's graceful stop (TERM is its fast one); either ends master and workers.
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
