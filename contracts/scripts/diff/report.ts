import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffAsyncApi } from './asyncapi-diff';
import type { Change } from './change';
import { diffOpenApi } from './openapi-diff';
import type { Json } from './refs';

/** The documents compared, relative to the repository root, and how each is read. */
export const DOCUMENTS: readonly { path: string; diff: (base: Json, head: Json) => Change[] }[] = [
  { path: 'contracts/openapi.json', diff: diffOpenApi },
  { path: 'contracts/openapi-qa.json', diff: diffOpenApi },
  { path: 'contracts/asyncapi.json', diff: diffAsyncApi },
];

export type DocumentStatus = 'changed' | 'unchanged' | 'new' | 'removed' | 'absent';

export interface DocumentReport {
  path: string;
  status: DocumentStatus;
  breaking: Change[];
  warnings: Change[];
  compatible: Change[];
}

export interface DiffReport {
  base: string;
  documents: DocumentReport[];
  breakingCount: number;
  warningCount: number;
  compatibleCount: number;
}

/** Compares one document's two versions; `undefined` is a side where it does not exist. */
export function compareDocument(path: string, base: Json | undefined, head: Json | undefined, diff: (b: Json, h: Json) => Change[]): DocumentReport {
  if (base === undefined && head === undefined) return { path, status: 'absent', breaking: [], warnings: [], compatible: [] };
  if (base === undefined) {
    return { path, status: 'new', breaking: [], warnings: [], compatible: [{ severity: 'compatible', kind: 'document-added', where: 'document', pointer: '', message: 'new document' }] };
  }
  if (head === undefined) {
    return { path, status: 'removed', breaking: [{ severity: 'breaking', kind: 'document-removed', where: 'document', pointer: '', message: 'document removed' }], warnings: [], compatible: [] };
  }
  const changes = diff(base, head);
  return {
    path,
    status: changes.length ? 'changed' : 'unchanged',
    breaking: changes.filter((c) => c.severity === 'breaking'),
    warnings: changes.filter((c) => c.severity === 'warning'),
    compatible: changes.filter((c) => c.severity === 'compatible'),
  };
}

export class DiffUsageError extends Error {}

/** Reads a document at a git ref, or undefined when the ref has no such file. */
export function readAtRef(root: string, ref: string, path: string): Json | undefined {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new DiffUsageError('git is not installed: contract:diff reads the base documents with git show');
    throw new DiffUsageError(`--base: "${ref}" is not a commit of this repository`);
  }
  let text: string;
  try {
    text = execFileSync('git', ['show', `${ref}:./${path}`], { cwd: root, stdio: 'pipe', encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
  return parseJson(text, `${path} at ${ref}`);
}

export function readWorkingTree(root: string, path: string): Json | undefined {
  const file = join(root, path);
  return existsSync(file) ? parseJson(readFileSync(file, 'utf8'), path) : undefined;
}

function parseJson(text: string, what: string): Json {
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new Error(`${what} is not JSON: ${(error as Error).message}`);
  }
}

export function buildDiffReport(root: string, base: string): DiffReport {
  const documents = DOCUMENTS.map(({ path, diff }) => compareDocument(path, readAtRef(root, base, path), readWorkingTree(root, path), diff));
  return {
    base,
    documents,
    breakingCount: documents.reduce((n, d) => n + d.breaking.length, 0),
    warningCount: documents.reduce((n, d) => n + d.warnings.length, 0),
    compatibleCount: documents.reduce((n, d) => n + d.compatible.length, 0),
  };
}

/** Lines of compatible changes printed per document; `--json` has them all. */
export const COMPATIBLE_LINES_MAX = 200;

export function formatDiffReport(report: DiffReport): string {
  const lines = [`contract diff: the working tree against ${report.base}`];
  for (const doc of report.documents) {
    if (doc.status === 'absent') {
      lines.push(`${doc.path}: absent at both sides`);
      continue;
    }
    const state = { changed: '', unchanged: ' (unchanged)', new: ' (new document)', removed: ' (document removed)' }[doc.status];
    lines.push(`${doc.path}${state}: ${doc.breaking.length} breaking, ${doc.warnings.length} warning${doc.warnings.length === 1 ? '' : 's'}, ${doc.compatible.length} compatible`);
    for (const change of doc.breaking) lines.push(`  BREAKING    ${line(change)}`);
    for (const change of doc.warnings) lines.push(`  WARNING     ${line(change)}`);
    for (const change of doc.compatible.slice(0, COMPATIBLE_LINES_MAX)) lines.push(`  compatible  ${line(change)}`);
    if (doc.compatible.length > COMPATIBLE_LINES_MAX) lines.push(`  … and ${doc.compatible.length - COMPATIBLE_LINES_MAX} more compatible changes (--json lists them all)`);
  }
  const warnings = `${report.warningCount} warning${report.warningCount === 1 ? '' : 's'}`;
  lines.push(
    report.breakingCount
      ? `${report.breakingCount} breaking change${report.breakingCount === 1 ? '' : 's'} (exit 1), ${warnings}, ${report.compatibleCount} compatible`
      : `no breaking change, ${warnings}, ${report.compatibleCount} compatible`,
  );
  return lines.join('\n');
}

const line = (change: Change) => `${change.where}${change.pointer ? `  ${change.pointer}` : ''}: ${change.message}`;

export const DIFF_USAGE = `usage: npm run contract:diff -- --base <git ref> [--json]

Compares contracts/openapi.json, contracts/openapi-qa.json and contracts/asyncapi.json of the
working tree with those at the ref, and lists breaking changes apart from compatible ones, and
warnings between: compatible by the document's rules but able to break a generated client (a
reply's enum that gains a value). Exit code: 1 when a change is breaking, 0 when none is (warnings
included), 2 on bad usage or a document that cannot be read (not JSON, a $ref to nothing).`;

export function parseDiffArgs(argv: readonly string[]): { base: string; json: boolean; help: boolean } {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], strict: true, allowPositionals: false, options: { base: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new DiffUsageError((error as Error).message);
  }
  if (values.help) return { base: '', json: false, help: true };
  if (!values.base) throw new DiffUsageError('--base <git ref> is required (e.g. --base origin/main or --base HEAD~1)');
  return { base: values.base, json: values.json ?? false, help: false };
}

/** `npm run contract:diff`: resolves to the exit code. */
export function runContractDiff(argv: readonly string[], root: string, output: { out(text: string): void; err(text: string): void }): number {
  try {
    const args = parseDiffArgs(argv);
    if (args.help) {
      output.out(DIFF_USAGE);
      return 0;
    }
    const report = buildDiffReport(root, args.base);
    output.out(args.json ? JSON.stringify(report, null, 2) : formatDiffReport(report));
    return report.breakingCount > 0 ? 1 : 0;
  } catch (error) {
    // Exit 2, never 1: a gate must tell "breaking" apart from "could not compare".
    if (error instanceof DiffUsageError) output.err(`${error.message}\n\n${DIFF_USAGE}`);
    else output.err(`contract:diff could not compare the documents: ${(error as Error).message}`);
    return 2;
  }
}
