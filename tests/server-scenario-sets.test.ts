import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../server/src/server.ts', import.meta.url));

it('refuses to start on a bad scenario set file, with the file, the line and exit code 1, without a stack trace', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'scenario-sets-start-'));
  writeFileSync(join(dir, 'late.yaml'), 'name: late\ndescription: d\nsteps:\n  - clock: { advanceMs: -5 }\n');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env: { ...process.env, PORT: '0', SCENARIOS_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, out).toBe(1);
    expect(out).toMatch(/Invalid scenario sets \(SCENARIOS_DIR .*\):\n {2}.*late\.yaml:4:25: steps\.0\.clock\.advanceMs: Number must be greater than or equal to 0/);
    expect(out).not.toMatch(/\n\s+at /);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
