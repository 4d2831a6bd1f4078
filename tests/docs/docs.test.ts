import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandProblems, type RepoFacts } from './check-command';
import { linkProblems } from './links';
import { operationsMissing, operationsOf, siteSettings, tableVariables } from './reference-tables';
import { markdownFacts } from './markdown';
import { FIXTURES_DIR, linkTargets, readDocs, repoFacts } from './repository';
import { runBlock } from './run-block';
import { configSchema } from '../../server/src/config';
import { simpleCommands } from './shell-words';
import { freePort, startGroup, waitFor, type ProcessGroup } from '../process-group';

/**
 * Every command in the docs runs as written, and every link between them leads somewhere
 * (docs/reference/testing.md, "The docs check"). Blocks fenced as ```sh runnable run in bash
 * against a server started here (the docs' localhost:3000 becomes its port); blocks fenced as
 * ```sh check name what cannot run here (npm start, docker compose, a partner's URL) and are
 * checked instead: the npm script exists, each option of our tools is in its --help, each path
 * into the repository exists, each variable set in front of a command is read by some code.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const docs = readDocs(ROOT);
const targets = linkTargets(ROOT, docs);
/** A page with one of each mistake the check must catch (and a block and a link that are right). */
const FIXTURE = `${FIXTURES_DIR}broken-guide.md`;
const fixture = markdownFacts(readFileSync(`${ROOT}${FIXTURE}`, 'utf8'));
const blocks = [...docs].flatMap(([file, facts]) => facts.blocks.map((block) => ({ ...block, where: `${file}:${block.line}` })));
const BLOCK_TIMEOUT_MS = 30_000;
/**
 * The runnable blocks call the API with curl and read it with jq. .ci/run installs both; on a
 * machine without them the blocks are skipped with a message, as test:any-hour skips without
 * faketime, and under CI their absence fails the run.
 */
const missingTools = ['curl', 'jq'].filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
if (missingTools.length > 0 && process.env.CI) throw new Error(`the docs' runnable blocks need ${missingTools.join(' and ')} (.ci/run installs them)`);
if (missingTools.length > 0) console.warn(`skipping the docs' runnable blocks: ${missingTools.join(' and ')} missing (apt-get install ${missingTools.join(' ')})`);

describe('links between the docs', () => {
  it.each([...docs.keys()])('%s: every relative link and #anchor leads to a file and a heading', (file) => {
    expect(linkProblems(file, docs.get(file)!.links, targets)).toEqual([]);
  });

  it('finds the dead link and the dead anchor of the fixture, and nothing else', () => {
    const withFixture = linkTargets(ROOT, new Map([...docs, [FIXTURE, fixture]]));
    expect(linkProblems(FIXTURE, fixture.links, withFixture)).toEqual([
      '24: missing-guide.md: no such file or folder (tests/docs/fixtures/missing-guide.md)',
      '25: #no-such-heading: tests/docs/fixtures/broken-guide.md has no heading with the anchor #no-such-heading',
    ]);
  });
});

describe('shell blocks', () => {
  it.each([...docs.keys()])('%s: every shell block is marked `sh runnable` or `sh check`', (file) => {
    expect(docs.get(file)!.unmarked.map((line) => `${file}:${line}`)).toEqual([]);
  });

  it("finds the fixture's unmarked block", () => {
    expect(fixture.unmarked).toEqual([20]);
  });
});

describe('reference tables, held to the code', () => {
  const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

  it('docs/reference/qa-api.md names every operation of contracts/openapi-qa.json', () => {
    const operations = operationsOf(JSON.parse(read('contracts/openapi-qa.json')) as Parameters<typeof operationsOf>[0]);
    expect(operations.length).toBeGreaterThan(40);
    expect(operationsMissing(read('docs/reference/qa-api.md'), operations)).toEqual([]);
  });

  it("docs/operations.md's configuration table lists exactly the variables the server and the site's build read", () => {
    const names = [...Object.keys(configSchema.shape), ...siteSettings(read('client/vite.config.ts'))];
    expect(names.length).toBeGreaterThan(20);
    expect([...new Set(tableVariables(read('docs/operations.md'), 'Configuration'))].sort()).toEqual([...new Set(names)].sort());
  });
});

describe('```sh check blocks', () => {
  let repo: RepoFacts;
  beforeAll(async () => {
    repo = await repoFacts(ROOT);
  }, 120_000);

  it('exist (the check below is not vacuous)', () => {
    expect(blocks.filter((b) => b.kind === 'check').length).toBeGreaterThan(10);
  });

  it.each(blocks.filter((b) => b.kind === 'check'))('$where names scripts, options, paths and variables that exist', ({ text }) => {
    expect(simpleCommands(text).flatMap((command) => commandProblems(command, repo).map((problem) => `${command.words.join(' ')}\n  ${problem}`))).toEqual([]);
  });
});

describe.skipIf(missingTools.length > 0)('```sh runnable blocks, against a server started for them', () => {
  let server: ProcessGroup | undefined;
  let port = 0;
  const reset = () => fetch(`http://127.0.0.1:${port}/__mock/reset`, { method: 'POST' });

  beforeAll(async () => {
    port = await freePort();
    server = startGroup(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' } });
    await waitFor('the server', async () => ((await fetch(`http://127.0.0.1:${port}/__health`).catch(() => undefined))?.ok ? true : undefined), 60_000);
  }, 90_000);
  afterAll(() => server?.killGroup());

  it('exist (the check below is not vacuous)', () => {
    expect(blocks.filter((b) => b.kind === 'runnable').length).toBeGreaterThan(5);
  });

  it.each(blocks.filter((b) => b.kind === 'runnable'))(
    '$where runs and exits 0',
    async ({ text }) => {
      await reset();
      const run = await runBlock(text, { cwd: ROOT, port, timeoutMs: BLOCK_TIMEOUT_MS });
      expect(run.code, run.output).toBe(0);
    },
    BLOCK_TIMEOUT_MS + 5_000,
  );

  it("runs the fixture's blocks: the right one passes, a false answer and a QA call the server refuses fail", async () => {
    const runs = [];
    for (const block of fixture.blocks) runs.push(await runBlock(block.text, { cwd: ROOT, port, timeoutMs: BLOCK_TIMEOUT_MS }));
    expect(runs.map((run) => (run.code === 0 ? 'passes' : 'fails'))).toEqual(['passes', 'fails', 'fails']);
  });
});
