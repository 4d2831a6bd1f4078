import { startGroup } from '../process-group';

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

export async function runBlock(text: string, options: { cwd: string; port: number; timeoutMs: number }): Promise<BlockRun> {
  // stderr joins stdout in the shell itself, so the output keeps the order the block wrote it in.
  const block = startGroup('bash', ['-e', '-o', 'pipefail', '-c', `exec 2>&1\n${onPort(text, options.port)}`], { cwd: options.cwd });
  let stopped = '';
  const timer = setTimeout(() => {
    stopped = `\n(stopped after ${options.timeoutMs} ms)`;
    block.killGroup();
  }, options.timeoutMs);
  const code = await block.exited;
  clearTimeout(timer);
  return { code, output: block.stdout() + block.stderr() + stopped };
}
