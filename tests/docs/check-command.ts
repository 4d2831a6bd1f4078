import type { SimpleCommand } from './shell-words';

/**
 * What a `sh check` block's command may be checked against without running it: the repository's
 * scripts, binaries, files, environment variables and the `--help` of our own command-line tools.
 */
export interface RepoFacts {
  /** `npm run` scripts of the root (workspace undefined) or of a workspace, by folder or package name. */
  scriptsOf(workspace: string | undefined): Record<string, string> | undefined;
  /** Commands installed in node_modules/.bin (what npx runs without a download). */
  bins: ReadonlySet<string>;
  /** The top-level entries of the repository: a word starting with one of them is a path into it. */
  topLevel: ReadonlySet<string>;
  exists(path: string): boolean;
  /** An environment variable some code, script or configuration of the repository reads. */
  envKnown(name: string): boolean;
  /** The profiles docker-compose.yml declares. */
  composeProfiles: ReadonlySet<string>;
  /** The `--help` text of a root npm script whose options the docs name (`conformance`), else undefined. */
  helpOf(script: string): string | undefined;
}

/** Commands of the machine (Debian's or the shell's) whose words are only checked for repository paths. */
const MACHINE_COMMANDS = new Set([
  'apt-get', 'cat', 'cd', 'curl', 'done', 'echo', 'export', 'faketime', 'fi', 'flock', 'fnm', 'for', 'git', 'jq', 'kill', 'nvm', 'python3', 'sleep', 'wait',
]);
/** npm commands the docs may use besides run (each checked as below). */
const NPM_COMMANDS = new Set(['install', 'i', 'ci', 'run', 'run-script', 'start', 'test']);

/** The word after an option of npm that takes a value (`-w client`), else undefined. */
function npmWorkspace(words: string[]): string | undefined {
  for (const [i, word] of words.entries()) {
    if (word === '-w' || word === '--workspace') return words[i + 1];
    if (word.startsWith('--workspace=')) return word.slice('--workspace='.length);
  }
  return undefined;
}

/** npm's words without its options and their values: `npm run build -w client` → run, build. */
function npmPlainWords(words: string[]): string[] {
  const plain: string[] = [];
  for (let i = 1; i < words.length && words[i] !== '--'; i++) {
    const word = words[i]!;
    if (word === '-w' || word === '--workspace') i++;
    else if (!word.startsWith('-')) plain.push(word);
  }
  return plain;
}

function npmProblems(words: string[], repo: RepoFacts): string[] {
  const [command, script] = npmPlainWords(words);
  if (command === undefined || !NPM_COMMANDS.has(command)) return [`npm ${command ?? ''}: not a command the docs use (${[...NPM_COMMANDS].join(', ')})`];
  if (command === 'install' || command === 'i' || command === 'ci') return [];
  const name = command === 'run' || command === 'run-script' ? script : command;
  const workspace = npmWorkspace(words);
  const scripts = repo.scriptsOf(workspace);
  if (scripts === undefined) return [`npm -w ${workspace}: no such workspace`];
  if (name === undefined) return ['npm run without a script name'];
  if (!(name in scripts)) return [`npm run ${name}: no such script in ${workspace ?? 'the root'} package.json`];
  const help = workspace === undefined ? repo.helpOf(name) : undefined;
  if (help === undefined) return [];
  const afterDashes = words.slice(words.indexOf('--') + 1);
  const options = words.includes('--') ? afterDashes.filter((w) => w.startsWith('--')).map((w) => w.split('=')[0]!) : [];
  // An option as its --help lists it: at a line's start, after a space or `[`, and not the start of a longer one.
  const listed = (option: string) => new RegExp(`(^|[\\s[])${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'm').test(help);
  return options.filter((option) => !listed(option)).map((option) => `npm run ${name} -- ${option}: not an option in its --help`);
}

function dockerProblems(words: string[], repo: RepoFacts): string[] {
  if (words[1] !== 'compose') return [`docker ${words[1] ?? ''}: the docs use docker compose only`];
  if (!repo.exists('docker-compose.yml')) return ['docker compose: no docker-compose.yml'];
  const problems: string[] = [];
  for (const [i, word] of words.entries()) {
    if (word !== '--profile') continue;
    const profile = words[i + 1] ?? '';
    if (!repo.composeProfiles.has(profile)) problems.push(`docker compose --profile ${profile}: no such profile in docker-compose.yml`);
  }
  return problems;
}

/** A word naming a path into the repository: its first segment is a top-level entry (`tests/e2e/x.ts`). */
function repoPathOf(word: string, repo: RepoFacts): string | undefined {
  const value = word.startsWith('--') && word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
  if (/[$*<>{}?]/.test(value) || value.startsWith('/') || value.startsWith('-')) return undefined;
  const path = value.replace(/^\.\//, '');
  const first = path.split('/')[0]!;
  if (!repo.topLevel.has(first)) return undefined;
  // A bare top-level name (`client`, `server`) is as often a word as a folder: only a path with a slash counts,
  // or a top-level file named whole (`docker-compose.yml`).
  return path.includes('/') || first.includes('.') ? path.replace(/\/$/, '') : undefined;
}

/** What is wrong with one command of a `sh check` block, as sentences; none when it would run as written. */
export function commandProblems(command: SimpleCommand, repo: RepoFacts): string[] {
  const problems = command.env.filter((name) => !repo.envKnown(name)).map((name) => `${name}: no code, script or configuration reads this variable`);
  const [program, ...rest] = command.words;
  if (program === undefined) return problems;
  if (program === 'npm') problems.push(...npmProblems(command.words, repo));
  else if (program === 'npx') {
    const bin = rest.find((w) => !w.startsWith('-'));
    if (bin === undefined || !repo.bins.has(bin)) problems.push(`npx ${bin ?? ''}: not installed in node_modules/.bin`);
  } else if (program === 'docker') problems.push(...dockerProblems(command.words, repo));
  else if (program === '.' || program === 'source') {
    if (rest[0] === undefined || !repo.exists(rest[0])) problems.push(`${program} ${rest[0] ?? ''}: no such file`);
  } else if (!['node', 'bash', 'sh'].includes(program) && !MACHINE_COMMANDS.has(program)) {
    problems.push(`${program}: a command the docs check does not know (add it to MACHINE_COMMANDS if it is the machine's)`);
  }
  for (const word of rest) {
    const path = repoPathOf(word, repo);
    if (path !== undefined && !repo.exists(path)) problems.push(`${path}: no such file or folder in the repository`);
  }
  return problems;
}
