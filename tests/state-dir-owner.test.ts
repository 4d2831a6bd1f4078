import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from './process-group';

/**
 * One owner per STATE_DIR, with real server processes: a second instance on the folder refuses to
 * start with a line naming the owner; once the owner is killed (-9: no clean stop, its lock left
 * behind) a new one takes the folder over; a clean stop gives it back. And a folder that cannot be
 * one is refused at start, in one line.
 */
const SERVER = fileURLToPath(new URL('../server/src/server.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'betsite-owner-'));
const lock = join(dir, 'owner.lock');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(instance: string, stateDir = dir) {
  const env = { ...process.env, PORT: '0', LOG_LEVEL: 'info', STATE_DIR: stateDir, INSTANCE_NAME: instance, RESPONSE_VALIDATION: 'false' };
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const ready = () => waitFor(`${instance} ready`, () => (/betsite API ready/.test(out) ? true : child.exitCode !== null ? Promise.reject(new Error(`${instance} exited:\n${out}${err}`)) : undefined), 60_000, 50);
  return { child, exited, ready, stdout: () => out, stderr: () => err };
}

describe('one server per STATE_DIR', () => {
  it('refuses a second instance naming the owner, takes over after a kill -9, gives the folder back at a clean stop', async () => {
    const owner = start('owner-a');
    let second: ReturnType<typeof start> | undefined;
    try {
      await owner.ready();
      second = start('owner-b');
      expect(await Promise.race([second.exited, second.ready().then(() => 'started')])).toBe(1);
      expect(second.stderr().trim()).toBe(`STATE_DIR ${dir} is in use by ${describeLock()}: one folder per instance. Stop that one, or give this one another STATE_DIR`);
      expect(second.stderr()).toContain(`instance owner-a (pid ${owner.child.pid} on `);
    } finally {
      owner.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
    await owner.exited;
    expect(existsSync(lock), 'a kill -9 leaves its lock').toBe(true);

    const next = start('owner-c');
    await next.ready();
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ instance: 'owner-c', pid: next.child.pid });
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(lock), 'a clean stop gives the folder back').toBe(false);
  }, 120_000);

  it('refuses in one line a STATE_DIR that cannot be a folder', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const p = start('no-folder', file);
    expect(await p.exited).toBe(1);
    expect(p.stderr().trim()).toMatch(new RegExp(`^STATE_DIR ${file}: cannot make the directory \\([^\\n]+\\)$`));
  }, 60_000);
});

function describeLock(): string {
  const o = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number; instance: string; host: string; startedAt: string };
  return `instance ${o.instance} (pid ${o.pid} on ${o.host}, started ${o.startedAt})`;
}
