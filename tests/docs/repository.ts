import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { RepoFacts } from './check-command';
import type { LinkTargets } from './links';
import { markdownFacts, type MarkdownFacts } from './markdown';

/**
 * The repository on disk, read once for the docs check: its Markdown files (tracked, and new ones
 * git does not ignore, so a page being written is checked before its commit), its scripts and
 * files, and the `--help` of the command-line tools whose options the docs name.
 */

/** Root npm scripts whose options the docs spell out; their --help lists every option. */
export const HELPED_SCRIPTS = ['conformance', 'record', 'contract:diff'] as const;

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;

/** The docs check's own fixtures: Markdown that is wrong on purpose, checked by the check's tests alone. */
export const FIXTURES_DIR = 'tests/docs/fixtures/';

export function markdownFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'], { cwd: root, encoding: 'utf8' });
  return listed.split('\n').filter((file) => file !== '' && !file.includes('node_modules/') && !file.startsWith(FIXTURES_DIR) && existsSync(join(root, file)));
}

/** Every Markdown file's facts, by repository path. */
export function readDocs(root: string): Map<string, MarkdownFacts> {
  return new Map(markdownFiles(root).map((file) => [file, markdownFacts(readFileSync(join(root, file), 'utf8'))]));
}

export function linkTargets(root: string, docs: ReadonlyMap<string, MarkdownFacts>): LinkTargets {
  const inClone = clonePaths(root);
  return { exists: (path) => inClone.has(path.replace(/\/$/, '')), anchorsOf: (path) => docs.get(path)?.anchors };
}

/** Runs `npm run <script> -- --help` and answers what it printed (both streams). */
function helpText(root: string, script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', '--help'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', () => (out.includes('usage') ? resolve(out) : reject(new Error(`npm run ${script} -- --help printed no usage:\n${out}`))));
  });
}

/**
 * Folders a build writes, which git ignores, by the root npm script that writes them: a command
 * naming one is true once that script has run, as the docs say it must be.
 */
export const BUILD_OUTPUTS: Readonly<Record<string, string>> = { 'client/dist-demo': 'build:demo' };

/**
 * The paths a fresh clone holds (tracked files, and new ones git does not ignore) and their folders:
 * what is on this disk alone (an earlier build's output) must not pass here and fail on CI's clone.
 */
function clonePaths(root: string): Set<string> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const paths = new Set<string>();
  for (const file of listed.split('\n')) {
    if (file === '' || !existsSync(join(root, file))) continue;
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
  }
  return paths;
}

export async function repoFacts(root: string): Promise<RepoFacts> {
  const rootPackage = readJson(join(root, 'package.json'));
  const workspaces = new Map<string, Record<string, string>>();
  for (const folder of rootPackage.workspaces ?? []) {
    const pkg = readJson(join(root, folder, 'package.json'));
    workspaces.set(folder, pkg.scripts ?? {});
    if (pkg.name !== undefined) workspaces.set(pkg.name, pkg.scripts ?? {});
  }
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { profiles?: string[] }> };
  const helps = new Map(await Promise.all(HELPED_SCRIPTS.map(async (script) => [script, await helpText(root, script)] as const)));
  const envCache = new Map<string, boolean>();
  const inClone = clonePaths(root);
  const built = (path: string) =>
    Object.entries(BUILD_OUTPUTS).some(([folder, script]) => (path === folder || path.startsWith(`${folder}/`)) && rootPackage.scripts?.[script] !== undefined);
  return {
    scriptsOf: (workspace) => (workspace === undefined ? rootPackage.scripts : workspaces.get(workspace.replace(/\/$/, ''))),
    bins: new Set(readdirSync(join(root, 'node_modules/.bin'))),
    topLevel: new Set(readdirSync(root).filter((entry) => entry !== '.git')),
    exists: (path) => inClone.has(path) || built(path),
    envKnown: (name) => {
      if (!envCache.has(name)) {
        // Read by code, a script or a configuration file; documentation does not count.
        const args = ['grep', '-q', '-w', '-F', name, '--', '*.ts', '*.tsx', '*.js', '*.sh', '*.yml', '*.yaml', 'package.json', '.ci/*', ':!**/generated/**'];
        envCache.set(name, spawnOk('git', args, root));
      }
      return envCache.get(name)!;
    },
    composeProfiles: new Set(Object.values(compose.services).flatMap((service) => service.profiles ?? [])),
    helpOf: (script) => helps.get(script as (typeof HELPED_SCRIPTS)[number]),
  };
}

function spawnOk(command: string, args: string[], cwd: string): boolean {
  try {
    execFileSync(command, args, { cwd, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
