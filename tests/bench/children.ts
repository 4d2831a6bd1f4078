import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_CORE, pinningAvailable } from './cpu-pinning';

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
