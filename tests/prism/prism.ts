import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Prism (@stoplight/prism-cli, pinned in package.json), started by the tests themselves on a free
 * port and stopped after: `prism mock <document>` answers each operation's example, `prism proxy
 * <document> <upstream> --errors` forwards to our server and checks every request and reply
 * against the document. Prism logs each violation ("Violation: ...", a request it refuses
 * "Request terminated with error"); `violations()` returns those lines, so a test can require none.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PRISM = `${ROOT}node_modules/@stoplight/prism-cli/dist/index.js`;
/** Prism 5.16 says so in its engines: older Node stops it with a syntax or API error. */
export const PRISM_NODE_MIN = [24, 18] as const;
/** Prism reads and dereferences the 1 MB document before listening: slow on a loaded 2-core machine. */
const READY_TIMEOUT_MS = 90_000;
/** What a test keeps of the log: the lines about violations and errors, at most this many. */
const LOG_LINES_MAX = 2_000;

export const PRODUCT_DOCUMENT = `${ROOT}contracts/openapi.json`;
export const QA_DOCUMENT = `${ROOT}contracts/openapi-qa.json`;

export interface Prism {
  url: string;
  /** The log's violation and error lines so far. */
  violations(): string[];
  /** The last lines of the log, for a failure message. */
  tail(): string;
  close(): Promise<void>;
}

export function prismNodeProblem(version = process.versions.node): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = PRISM_NODE_MIN;
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return null;
  return `Prism 5.16 needs Node >= ${wantMajor}.${wantMinor} (package.json engines); this is Node ${version}`;
}

/** A port free now (the kernel's pick); Prism is told to listen on it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const VIOLATION_RE = /Violation:|Request terminated with error|✖/;
// Prism's log is coloured for terminals; the lines are kept as text.
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI_RE = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

export interface PrismOptions {
  /** The port to listen on (a free one when left out). */
  port?: number;
  /** Every line of Prism's log, as text, as it comes. */
  onLogLine?: (line: string) => void;
}

export async function startPrism(mode: 'mock' | 'proxy', document: string, upstream?: string, options: PrismOptions = {}): Promise<Prism> {
  const problem = prismNodeProblem();
  if (problem) throw new Error(problem);
  const port = options.port ?? (await freePort());
  const args = mode === 'mock' ? ['mock', document] : ['proxy', document, upstream ?? '', '--errors'];
  const child: ChildProcess = spawn(process.execPath, [PRISM, ...args, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: string[] = [];
  const tail: string[] = [];
  let pending = '';
  let onLine: (line: string) => void = () => {};
  const take = (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const raw of lines) {
      const line = raw.replace(ANSI_RE, '');
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (VIOLATION_RE.test(line) && kept.length < LOG_LINES_MAX) kept.push(line);
      options.onLogLine?.(line);
      onLine(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`prism ${mode} did not listen within ${READY_TIMEOUT_MS} ms:\n${tail.join('\n')}`)), READY_TIMEOUT_MS);
    onLine = (line) => {
      if (/Prism is listening/.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`prism ${mode} exited ${code} before listening:\n${tail.join('\n')}`));
    });
  });
  onLine = () => {};
  return {
    url: `http://127.0.0.1:${port}`,
    violations: () => [...kept],
    tail: () => tail.join('\n'),
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
