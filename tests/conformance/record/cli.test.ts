import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriftReport } from './recorder';

const CLI = fileURLToPath(new URL('../record.ts', import.meta.url));
const PRE_INFO = '/site/api/v1/configuration/preInfo';

/** A backend that answers every call with an empty success: preInfo's data lacks every field. */
let backend: Server;
let backendUrl: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'record-cli-'));
  backend = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status_code":6000,"message":"成功","data":{}}'));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => backend.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run record', () => {
  it('records until SIGTERM, then prints the report, writes it and the set, and exits 1 with --fail-on-drift', async () => {
    const report = join(dir, 'drift.json');
    const args = ['--import', 'tsx', CLI, '--target', backendUrl, '--port', '0', '--report', report, '--save-set', 'from-cli', '--set-dir', join(dir, 'sets'), '--fail-on-drift'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const proxyUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const url = / through (http:\/\/\S+):/.exec(out)?.[1];
          if (url) resolve(url);
        });
        void exited.then(() => reject(new Error(`the recorder stopped before listening:\n${out}`)));
      });
      const reply = await fetch(`${proxyUrl}${PRE_INFO}`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      expect(reply.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited, out).toBe(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    expect(out).toContain(`## POST ${PRE_INFO} (site.preInfo)`);
    const written = JSON.parse(readFileSync(report, 'utf8')) as DriftReport;
    expect(written.routes.map((r) => [r.key, r.drifting])).toEqual([['site.preInfo', 1]]);
    expect(existsSync(join(dir, 'drift.md'))).toBe(true);
    expect(readFileSync(join(dir, 'sets', 'from-cli.yaml'), 'utf8')).toContain(`path: ${PRE_INFO}`);
  });

  it('exits 2 with the reason and the usage on a set name that cannot be a path segment', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI, '--target', backendUrl, '--save-set', 'Bad Name'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--save-set: lower-case letters, digits and dashes[\s\S]*usage: npm run record/);
  });

  it('exits 2 without a target', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--target: the backend\'s http(s) URL is required');
  });
});
