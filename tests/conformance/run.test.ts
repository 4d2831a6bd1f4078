import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrokenBackend } from './broken-backend';
import { parseXml } from './xml-check';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function runConformanceCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['tests/conformance/run.ts', ...args], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run conformance against a backend that answers login wrong', () => {
  let backend: Awaited<ReturnType<typeof startBrokenBackend>>;
  let run: Awaited<ReturnType<typeof runConformanceCli>>;
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  const junit = join(dir, 'reports/junit.xml');
  const html = join(dir, 'reports/report.html');

  beforeAll(async () => {
    backend = await startBrokenBackend();
    run = await runConformanceCli(['--base-url', backend.baseUrl, '--modes', 'plain', '--only', 'auth.login', '--junit', junit, '--html', html]);
  }, 120_000);
  afterAll(() => backend.close());

  it('exits 1 and ends with a one-line summary counting the failed, passed and skipped checks', () => {
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toMatch(new RegExp(`^conformance FAILED: 1 passed, 1 failed, \\d+ skipped in \\d+\\.\\d s against ${backend.baseUrl}\\n$`));
  });

  it('prints a progress line per selected check to stderr, with the failure under it', () => {
    expect(run.stderr).toMatch(/FAIL \[ ?\d+\/\d+\] contract suite, plain mode › every route answers a schema-valid reply to a valid request › auth\.login/);
    expect(run.stderr).toMatch(/ok {3}\[ ?\d+\/\d+\] contract suite, plain mode › a missing or wrong field answers 6007 › auth\.login/);
    expect(run.stderr).toMatch(/skip \[ ?\d+\/\d+\] .* auth\.login 6002/);
    expect(run.stderr).not.toMatch(/auth\.register|site\.preInfo|sports provider/);
  });

  it('writes JUnit XML with the failing check, its reply and its schema error', () => {
    const root = parseXml(readFileSync(junit, 'utf8'));
    const [auth] = root.children;
    expect(auth!.attributes).toMatchObject({ name: 'auth', failures: '1' });
    const failing = auth!.children.find((c) => c.name === 'testcase' && c.children.some((f) => f.name === 'failure'))!;
    expect(failing.attributes.classname).toBe('auth.login');
    const failure = failing.children.find((f) => f.name === 'failure')!;
    expect(failure.text).toContain(`POST ${backend.baseUrl}/site/api/v1/user/login`);
    expect(failure.text).toContain('"userId": "seven"');
    expect(failure.text).toMatch(/data\.userId: Expected number, received string/);
  });

  it('writes an HTML report with the failing check, its request, reply and schema error', () => {
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h2>Failing checks (1)</h2>');
    expect(page).toContain(`POST ${backend.baseUrl}/site/api/v1/user/login`);
    expect(page).toContain('&quot;userId&quot;: &quot;seven&quot;');
    expect(page).toContain('<code>data.userId</code>: Expected number, received string');
  });
});

describe('npm run conformance against a backend whose login is down', () => {
  it('exits 1, reports the failed login as an error outside the checks, and says why the checks did not run', async () => {
    const backend = await startBrokenBackend({ loginDown: true });
    const junit = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'junit.xml');
    try {
      const run = await runConformanceCli(['--base-url', backend.baseUrl, '--modes', 'plain', '--only', 'auth.login', '--junit', junit]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^conformance FAILED: 0 passed, 0 failed, \d+ skipped, 1 error outside the checks/);
      expect(run.stderr).toMatch(/ERR {2}tests\/contract\/contract\.test\.ts › contract suite, plain mode: login as demo01: 服务开小差了/);
      const root = parseXml(readFileSync(junit, 'utf8'));
      const errors = root.children.find((s) => s.attributes.name === 'errors outside the checks')!;
      expect(errors.children[0]!.children[0]!.name).toBe('error');
      const skipped = root.children[0]!.children.filter((c) => c.name === 'testcase').flatMap((c) => c.children.filter((k) => k.name === 'skipped'));
      expect(skipped[0]!.attributes.message).toBe('not run: tests/contract/contract.test.ts › contract suite, plain mode failed before it');
    } finally {
      await backend.close();
    }
  }, 120_000);
});
