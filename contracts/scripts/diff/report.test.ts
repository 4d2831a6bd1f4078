import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { diffOpenApi } from './openapi-diff';
import { compareDocument, DOCUMENTS, runContractDiff, type DiffReport } from './report';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const hasGit = spawnSync('git', ['--version']).status === 0;
const hasPreviousCommit = hasGit && spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}'], { cwd: ROOT }).status === 0;

const openapi = (required: string[]) => ({
  openapi: '3.0.2',
  paths: {
    '/login': {
      post: {
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' }, code: { type: 'string' } }, required } } } },
        responses: {},
      },
    },
  },
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, output: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) } };
}

/** A throwaway repository whose one commit holds contracts/openapi.json, then the working tree's version. */
function repoWith(committed: object, working: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  mkdirSync(join(dir, 'contracts'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=qa', '-c', 'user.email=qa@example.invalid', ...args], { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  writeFileSync(join(dir, 'contracts/openapi.json'), JSON.stringify(committed));
  git('add', '.');
  git('commit', '-qm', 'contract');
  writeFileSync(join(dir, 'contracts/openapi.json'), JSON.stringify(working));
  return dir;
}

function expectWellFormed(report: DiffReport): void {
  expect(report.documents.map((d) => d.path)).toEqual(DOCUMENTS.map((d) => d.path));
  for (const doc of report.documents) {
    expect(['changed', 'unchanged', 'new', 'removed', 'absent']).toContain(doc.status);
    for (const change of [...doc.breaking, ...doc.compatible]) {
      expect(Object.keys(change).sort()).toEqual(['kind', 'message', 'pointer', 'severity', 'where']);
      expect(change.message.length).toBeGreaterThan(0);
    }
    expect(doc.breaking.every((c) => c.severity === 'breaking') && doc.compatible.every((c) => c.severity === 'compatible')).toBe(true);
  }
  expect(report.breakingCount).toBe(report.documents.reduce((n, d) => n + d.breaking.length, 0));
}

describe('a document at one side only', () => {
  it('is reported as a new document (compatible) when the ref does not have it', () => {
    expect(compareDocument('contracts/asyncapi.json', undefined, { asyncapi: '3.0.0' }, diffOpenApi)).toMatchObject({
      status: 'new',
      breaking: [],
      compatible: [{ kind: 'document-added', message: 'new document' }],
    });
  });

  it('is breaking when the working tree has lost it, and absent when neither side has it', () => {
    expect(compareDocument('contracts/asyncapi.json', { asyncapi: '3.0.0' }, undefined, diffOpenApi)).toMatchObject({ status: 'removed', breaking: [{ kind: 'document-removed' }] });
    expect(compareDocument('contracts/openapi-qa.json', undefined, undefined, diffOpenApi).status).toBe('absent');
  });
});

describe.skipIf(!hasGit)('npm run contract:diff', () => {
  it('exits 1 and lists the change when a request field was made required since the ref', () => {
    const { out, output } = capture();
    expect(runContractDiff(['--base', 'HEAD'], repoWith(openapi(['name']), openapi(['name', 'code'])), output)).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('contracts/openapi.json: 1 breaking, 0 warnings, 0 compatible');
    expect(text).toContain('BREAKING    POST /login  request body › code: made required');
    expect(text).toContain('contracts/asyncapi.json: absent at both sides');
    expect(text).toMatch(/1 breaking change \(exit 1\)/);
  });

  it('exits 0 when the changes are compatible, and writes the report as JSON with --json', () => {
    const { out, output } = capture();
    expect(runContractDiff(['--base', 'HEAD', '--json'], repoWith(openapi(['name', 'code']), openapi(['name'])), output)).toBe(0);
    const report = JSON.parse(out.join('\n')) as DiffReport;
    expectWellFormed(report);
    expect(report).toMatchObject({ base: 'HEAD', breakingCount: 0, compatibleCount: 1 });
    expect(report.documents[0]!.compatible[0]).toMatchObject({ kind: 'field-made-optional', where: 'POST /login', pointer: 'request body › code' });
  });

  it('exits 2, not 1, when a document cannot be read', () => {
    const { err, output } = capture();
    const dir = repoWith(openapi([]), openapi([]));
    writeFileSync(join(dir, 'contracts/openapi.json'), '{"openapi": "3.0.2", "paths": ');
    expect(runContractDiff(['--base', 'HEAD'], dir, output)).toBe(2);
    expect(err.join('\n')).toMatch(/could not compare the documents: contracts\/openapi.json is not JSON/);
  });

  it('exits 2 without --base, and with a ref that is not a commit', () => {
    const missing = capture();
    expect(runContractDiff([], ROOT, missing.output)).toBe(2);
    expect(missing.err.join('\n')).toContain('--base <git ref> is required');
    const unknown = capture();
    expect(runContractDiff(['--base', 'no-such-ref-anywhere'], repoWith(openapi([]), openapi([])), unknown.output)).toBe(2);
    expect(unknown.err.join('\n')).toContain('"no-such-ref-anywhere" is not a commit of this repository');
  });
});

describe('npm run contract:diff against the previous commit of this repository', () => {
  it.skipIf(!hasPreviousCommit)(
    hasPreviousCommit ? 'runs and writes a well-formed report (a breaking change may be deliberate: it is listed, not refused here)' : `skipped: ${hasGit ? 'this clone has no previous commit (HEAD~1)' : 'git is not installed'}`,
    () => {
      const { out, output } = capture();
      const code = runContractDiff(['--base', 'HEAD~1', '--json'], ROOT, output);
      const report = JSON.parse(out.join('\n')) as DiffReport;
      expectWellFormed(report);
      expect(report.base).toBe('HEAD~1');
      expect(code).toBe(report.breakingCount > 0 ? 1 : 0);
    },
  );

  it.skipIf(!hasPreviousCommit)(hasPreviousCommit ? 'runs as the npm script, with the same exit code' : 'skipped: no previous commit or no git', () => {
    const cli = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['contracts/scripts/contract-diff.ts', '--base', 'HEAD~1'], { cwd: ROOT, encoding: 'utf8' });
    expect(cli.stdout).toMatch(/^contract diff: the working tree against HEAD~1\n/);
    expect(cli.status).toBe(/no breaking change/.test(cli.stdout) ? 0 : 1);
  });
});
