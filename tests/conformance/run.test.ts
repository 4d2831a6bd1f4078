import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrokenBackend } from './broken-backend';
import { runConformanceCli } from './cli';
import { parseXml } from './xml-check';

/** A terminal colour code, or what an XML writer left of one (U+FFFD for the escape character). */
const hasColourCode = (text: string) => text.includes('\u001b') || text.includes('\uFFFD[');

describe('npm run conformance against a backend that answers login wrong', () => {
  let backend: Awaited<ReturnType<typeof startBrokenBackend>>;
  let run: Awaited<ReturnType<typeof runConformanceCli>>;
  const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
  const junit = join(dir, 'reports/junit.xml');
  const html = join(dir, 'reports/report.html');

  beforeAll(async () => {
    backend = await startBrokenBackend();
    // Colours forced on, as in a CI log: the reports must carry the text alone all the same.
    run = await runConformanceCli(['--base-url', backend.baseUrl, '--modes', 'plain', '--only', 'auth.login', '--junit', junit, '--html', html], { FORCE_COLOR: '1' });
  }, 120_000);
  afterAll(() => backend.close());

  it('exits 1 and ends with a one-line summary counting the failed, passed and skipped checks', () => {
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toMatch(new RegExp(`^conformance FAILED: 1 passed, 1 failed, \\d+ skipped in \\d+\\.\\d s against ${backend.baseUrl}\\n$`));
  });

  it('prints a progress line per selected check to stderr, with the failure under it', () => {
    expect(run.stderr).toMatch(/FAIL \[ ?\d+\/\d+\] contract suite, plain mode › every route answers a valid request with its success \(6000\) and data › auth\.login/);
    expect(run.stderr).toMatch(/ok {3}\[ ?\d+\/\d+\] contract suite, plain mode › a missing or wrong field answers 6007 › auth\.login/);
    expect(run.stderr).toMatch(/skip \[ ?\d+\/\d+\] .* auth\.login 6002/);
    expect(run.stderr).not.toMatch(/auth\.register|site\.preInfo|sports provider/);
  });

  it('writes reports free of terminal colour codes', () => {
    for (const file of [junit, html]) expect(hasColourCode(readFileSync(file, 'utf8'))).toBe(false);
  });

  it('writes JUnit XML with the failing check, its reply and how it differs from the document', () => {
    const root = parseXml(readFileSync(junit, 'utf8'));
    const [auth] = root.children;
    expect(auth!.attributes).toMatchObject({ name: 'auth', failures: '1' });
    const failing = auth!.children.find((c) => c.name === 'testcase' && c.children.some((f) => f.name === 'failure'))!;
    expect(failing.attributes.classname).toBe('auth.login');
    const failure = failing.children.find((f) => f.name === 'failure')!;
    expect(failure.text).toContain(`POST ${backend.baseUrl}/site/api/v1/user/login`);
    expect(failure.text).toContain('"userId": "seven"');
    expect(failure.attributes.message).toBe('POST /site/api/v1/user/login: data.userId: expected integer, got string "seven"');
    expect(failure.text).toContain('how the reply differs from contracts/openapi.json for POST /site/api/v1/user/login:\n  data.userId: expected integer, got string "seven"');
  });

  it('writes an HTML report with the failing check, its request, reply and how it differs from the document', () => {
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('<h2>Failing checks (1)</h2>');
    expect(page).toContain(`POST ${backend.baseUrl}/site/api/v1/user/login`);
    expect(page).toContain('&quot;userId&quot;: &quot;seven&quot;');
    expect(page).toContain('<li>data.userId: expected integer, got string &quot;seven&quot;</li>');
  });
});

describe('npm run conformance against a backend whose login is down', () => {
  it('exits 1, reports the failed login with its request, HTTP status and reply in stderr, JUnit and HTML, and says why the checks did not run', async () => {
    const backend = await startBrokenBackend({ loginDown: true });
    const dir = mkdtempSync(join(tmpdir(), 'conformance-'));
    const junit = join(dir, 'junit.xml');
    const html = join(dir, 'report.html');
    try {
      // Colours forced on: the reports must carry the text alone all the same.
      const run = await runConformanceCli(['--base-url', backend.baseUrl, '--modes', 'plain', '--only', 'auth.login', '--junit', junit, '--html', html], { FORCE_COLOR: '1' });
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^conformance FAILED: 0 passed, 0 failed, \d+ skipped, 1 error outside the checks/);
      expect(run.stderr).toMatch(/ERR {2}tests\/contract\/contract\.test\.ts › contract suite, plain mode: login as demo01: HTTP 200, status_code 6005 服务开小差了/);
      const call = [`POST ${backend.baseUrl}/site/api/v1/user/login`, 'request-id: ', 'reply: HTTP 200', '"status_code": 6005'];
      for (const part of call) expect(run.stderr).toContain(part);
      const xml = readFileSync(junit, 'utf8');
      const page = readFileSync(html, 'utf8');
      for (const report of [xml, page]) expect(hasColourCode(report)).toBe(false);
      for (const part of call) expect(page).toContain(part.replace(/"/g, '&quot;'));
      const root = parseXml(xml);
      const errors = root.children.find((s) => s.attributes.name === 'errors outside the checks')!;
      expect(errors.children[0]!.children[0]!.name).toBe('error');
      for (const part of call) expect(errors.children[0]!.children[0]!.attributes.message).toContain(part);
      const skipped = root.children[0]!.children.filter((c) => c.name === 'testcase').flatMap((c) => c.children.filter((k) => k.name === 'skipped'));
      expect(skipped[0]!.attributes.message).toBe('not run: tests/contract/contract.test.ts › contract suite, plain mode failed before it');
    } finally {
      await backend.close();
    }
  }, 120_000);
});
