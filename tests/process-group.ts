import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * A command started the way a terminal starts it: in a process group of its own, so a signal can
 * go to the whole group as Ctrl-C sends it (npm, tsx and node all get it), and nothing it spawned
 * outlives the test.
 */
export interface ProcessGroup {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /**
   * The exit code (or the signal's name) of the command, once every process that shares its output
   * has ended too (its children inherit the pipes: npm may exit before the script it ran).
   */
  exited: Promise<number | string>;
  /** Sends `signal` to every process of the group, as a terminal does. */
  signalGroup(signal: NodeJS.Signals): void;
  /** SIGKILL to the group, for cleanup; no-op when it is gone. */
  killGroup(): void;
}

/**
 * npm's own complaint about a key in the machine's npm configuration (the user's ~/.npmrc, or an
 * npm_config_* variable the outer npm passes down), such as `nodedir` on machines set up to build
 * native addons: `[api] npm warn Unknown user config "nodedir". This will stop working…`. It
 * comes from the machine, not from this project, so the checks for warnings of our own skip
 * exactly these lines (a warning about the project's .npmrc still counts).
 */
const MACHINE_NPM_CONFIG_WARNING = /^(\[\w+\] )?npm warn Unknown (user|env|global) config "[^"]*"\..*\n?/gm;

export function withoutMachineNpmConfigWarnings(output: string): string {
  return output.replace(MACHINE_NPM_CONFIG_WARNING, '');
}

export function startGroup(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): ProcessGroup {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) throw new Error(`${command} did not start`);
    process.kill(-child.pid, signal);
  };
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    signalGroup,
    killGroup: () => {
      try {
        signalGroup('SIGKILL');
      } catch {
        // the group is gone already
      }
    },
  };
}

/** Polls `check` (every `everyMs`) until it answers a value; fails after `timeoutMs` with `what`. */
export async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs: number, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A port nothing listens on right now (the kernel's pick), for a server started by a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
