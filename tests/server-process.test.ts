import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productHeaders } from '../server/test-support/helpers';
import { startGroup, waitFor, withoutMachineNpmConfigWarnings } from './process-group';

const SERVER = fileURLToPath(new URL('../server/src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const output = () => out;
  return { child, exited, output };
}

describe('server process', () => {
  it('refuses bad configuration with one readable line per variable and exit code 1', async () => {
    const p = run({ PORT: 'eighty', SESSION_IDLE_MS: '-5' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toMatch(/Invalid configuration/);
    expect(p.output()).toMatch(/PORT/);
    expect(p.output()).toMatch(/SESSION_IDLE_MS/);
  });

  it('starts, answers, and closes gracefully on SIGTERM', async () => {
    const p = run({ PORT: '0', LOG_LEVEL: 'info' });
    const deadline = Date.now() + 20_000;
    // The ready line follows the listening line: wait for both (a busy machine can print them apart).
    while (!(/Server listening at (http:\/\/[\d.:]+)/.test(p.output()) && /betsite API ready/.test(p.output())) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const url = /Server listening at (http:\/\/[\d.:]+)/.exec(p.output())?.[1];
    expect(url, p.output()).toBeDefined();
    expect(p.output()).toMatch(/betsite API ready/);
    const reply = await fetch(`${url}/site/api/v1/user/register/defaultKaptcha`, { method: 'POST', headers: productHeaders(), body: '{}' });
    expect(((await reply.json()) as { status_code: number }).status_code).toBe(6000);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/closing/);
  });

  it('starts through npm run server and stops on Ctrl-C without a warning: nothing on stderr, no log line above info', async () => {
    const p = startGroup('npm', ['run', 'server'], { cwd: ROOT, env: { ...process.env, PORT: '0', LOG_LEVEL: 'info' } });
    try {
      await waitFor('the ready line', () => (/betsite API ready/.test(p.stdout()) ? true : undefined), 60_000);
      p.signalGroup('SIGINT');
      // npm ends itself with the signal its script got (as a shell expects); the server's own
      // failure to close would be exit code 1.
      expect([0, 'SIGINT'], p.stderr()).toContain(await p.exited);
    } finally {
      p.killGroup();
    }
    expect(p.stdout()).toMatch(/closing/);
    expect(withoutMachineNpmConfigWarnings(p.stderr())).toBe('');
    const levels = p.stdout().split('\n').filter((line) => line.startsWith('{')).map((line) => (JSON.parse(line) as { level: number; msg: string }));
    expect(levels.filter((l) => l.level > 30).map((l) => l.msg)).toEqual([]);
  }, 90_000);
});
