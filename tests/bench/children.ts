import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, SERVER_BUNDLE, SERVER_ENTRY } from '../../server/scripts/build';
import { startCommand } from '../../server/scripts/start-command';
import { SERVER_CORE, pinningAvailable } from './cpu-pinning';

/**
 * The bench runs the built server as `npm start` does (server/scripts/start-command.ts).
 * BENCH_SERVER_FLAGS replaces its Node flags (space-separated, empty for none) to measure another
 * setting.
 */
const START = startCommand();
const SERVER_NODE_FLAGS = process.env.BENCH_SERVER_FLAGS !== undefined ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean) : START.flags;
export const SERVER_START_ENV = START.env;

const built = new Map<string, Promise<string>>();

/**
 * A TypeScript entry bundled to plain JavaScript as `npm start` builds the server
 * (server/scripts/build.ts), beside it in `dist/`, once per run: no TypeScript loader in a measured
 * process. A `.js` entry is run as it is.
 */
export function builtEntry(script: string): Promise<string> {
  if (!script.endsWith('.ts')) return Promise.resolve(script);
  let out = built.get(script);
  if (out === undefined) {
    const outfile = join(dirname(script), 'dist', `${basename(script, '.ts')}.js`);
    out = bundle(script, outfile).then(() => outfile);
    built.set(script, out);
  }
  return out;
}

let serverBuild: Promise<{ path: string; buildMs: number }> | undefined;

/** The server as `npm start` builds it (server/dist/server.js), built once per run, and what the build took. */
export function builtServer(): Promise<{ path: string; buildMs: number }> {
  serverBuild ??= (async () => {
    const started = performance.now();
    await bundle(SERVER_ENTRY, SERVER_BUNDLE);
    return { path: SERVER_BUNDLE, buildMs: performance.now() - started };
  })();
  return serverBuild;
}

/** Where the bench's servers run: a child process per server, pinned to the server core where taskset exists. */
export const PINNED = pinningAvailable();
export const benchFile = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Starts `script` (built first, builtEntry) in a child; resolves once it is listening (an IPC
 * 'ready', or the server's own "betsite API ready" log line) with the time that took from spawning.
 */
export async function startChild(script: string, env: Record<string, string>, pinned = PINNED, execArgv: string[] = []): Promise<{ child: ChildProcess; readyMs: number }> {
  const entry = await builtEntry(script);
  const started = performance.now();
  const stdio: StdioOptions = ['ignore', 'pipe', 'inherit', 'ipc'];
  const options = { env: { ...process.env, ...env }, stdio };
  // Under taskset the child is still node with an IPC channel: taskset execs it in place.
  const child = pinned
    ? spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, ...execArgv, entry], options)
    : fork(entry, [], { ...options, execArgv });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    const done = () => {
      clearTimeout(timer);
      resolve({ child, readyMs: performance.now() - started });
    };
    child.on('message', (m) => m === 'ready' && done());
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('betsite API ready')) done();
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

/** Our server (`script` runs it as the start script does) in a child: startChild with the start script's environment and Node flags. */
export function startOurServer(script: string, env: Record<string, string>, pinned = PINNED, execArgv: string[] = []): Promise<{ child: ChildProcess; readyMs: number }> {
  return startChild(script, { ...SERVER_START_ENV, ...env }, pinned, [...SERVER_NODE_FLAGS, ...execArgv]);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill();
  await exited;
}

export function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { cpuMicros: number }) => resolve(m.cpuMicros));
    child.send('cpu');
  });
}
