import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_CORE, pinningAvailable } from './cpu-pinning';

/**
 * The Node flags `npm start` gives the server, read from server/package.json's start script (the
 * one place they are written), so that the bench measures the server as it runs.
 * BENCH_SERVER_FLAGS replaces them (space-separated, empty for none) to measure another setting.
 */
const SERVER_NODE_FLAGS = process.env.BENCH_SERVER_FLAGS !== undefined ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean) : startScriptFlags();

function startScriptFlags(): string[] {
  const start = (JSON.parse(readFileSync(fileURLToPath(new URL('../../server/package.json', import.meta.url)), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const m = /(?:^|&& )node ((?:--[\w-]+(?:=\S+)? )*)--import tsx src\/server\.ts$/.exec(start);
  if (!m) throw new Error(`bench: server/package.json's start script is not "node [flags] --import tsx src/server.ts": ${start}`);
  return (m[1] ?? '').split(' ').filter(Boolean);
}

/** Where the bench's servers run: a child process per server, pinned to the server core where taskset exists. */
export const PINNED = pinningAvailable();
export const benchFile = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Starts `script` under tsx in a child; resolves once it is listening (an IPC 'ready', or the
 * server's own "betsite API ready" log line) with the time that took from spawning.
 */
export function startChild(script: string, env: Record<string, string>, pinned = PINNED, execArgv: string[] = []): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const stdio: StdioOptions = ['ignore', 'pipe', 'inherit', 'ipc'];
  const options = { env: { ...process.env, ...env }, stdio };
  // Under taskset the child is still node with an IPC channel: taskset execs it in place.
  const child = pinned
    ? spawn('taskset', ['-c', String(SERVER_CORE), process.execPath, ...execArgv, '--import', 'tsx', script], options)
    : fork(script, [], { ...options, execArgv: [...execArgv, '--import', 'tsx'] });
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

/** Our server (`script` runs it as the start script does) in a child: startChild with the start script's Node flags first. */
export function startOurServer(script: string, env: Record<string, string>, pinned = PINNED, execArgv: string[] = []): Promise<{ child: ChildProcess; readyMs: number }> {
  return startChild(script, env, pinned, [...SERVER_NODE_FLAGS, ...execArgv]);
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
