import { spawn } from 'node:child_process';

/**
 * A `sh runnable` block run as a reader would paste it into bash, against the server the docs
 * test started. The one substitution: the docs' API address, `localhost:3000`, becomes the test
 * server's port. Blocks run with `-e -o pipefail`, so the first command that fails (curl -f on an
 * HTTP error, jq -e on a false answer) fails the block.
 */
export const DOCS_API_ADDRESS = 'localhost:3000';

export function onPort(text: string, port: number): string {
  return text.replaceAll(DOCS_API_ADDRESS, `localhost:${port}`);
}

export interface BlockRun {
  code: number | string;
  output: string;
}

export function runBlock(text: string, options: { cwd: string; port: number; timeoutMs: number }): Promise<BlockRun> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', onPort(text, options.port)], { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      output += `\n(stopped after ${options.timeoutMs} ms)`;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal ?? 'unknown', output });
    });
  });
}
