import { describe, expect, it } from 'vitest';
import { commandProblems, type RepoFacts } from './check-command';
import { linkProblems } from './links';
import { markdownFacts } from './markdown';
import { operationsMissing, operationsOf, siteSettings, tableVariables } from './reference-tables';
import { onPort } from './run-block';
import { simpleCommands } from './shell-words';

/** The docs check's parts on made-up docs: each must find what is wrong (docs.test.ts runs them on the real ones). */
const repo: RepoFacts = {
  scriptsOf: (workspace): Record<string, string> | undefined =>
    workspace === undefined ? { start: 'x', conformance: 'x', server: 'x' } : workspace === 'client' ? { dev: 'x' } : undefined,
  bins: new Set(['prism', 'vitest']),
  topLevel: new Set(['contracts', 'tests', 'docker-compose.yml', '.ci']),
  exists: (path) => ['contracts/openapi.json', 'tests/e2e', 'docker-compose.yml', '.ci/use-node-24.sh'].includes(path),
  envKnown: (name) => ['PORT', 'STATE_DIR'].includes(name),
  composeProfiles: new Set(['scale']),
  helpOf: (script) => (script === 'conformance' ? 'usage: npm run conformance -- [--base-url URL]\n  --only TAG|ROUTE  a part\n  --junit FILE  a report' : undefined),
};
const problemsOf = (text: string) => simpleCommands(text).flatMap((command) => commandProblems(command, repo));

describe('markdownFacts', () => {
  it('takes the shell blocks fenced `sh runnable` and `sh check`, with their line, and notes the shell blocks marked neither way', () => {
    const facts = markdownFacts('# Title\n\n```sh runnable\ncurl localhost:3000/__health\n```\n\n```sh\nnot marked\n```\n\n```sh check\nnpm start\n```\n\n```bash\nnpm test\n```\n\n```ts\nconst code = 1;\n```\n\n```\nplain\n```\n');
    expect(facts.blocks).toEqual([
      { kind: 'runnable', line: 3, text: 'curl localhost:3000/__health' },
      { kind: 'check', line: 11, text: 'npm start' },
    ]);
    expect(facts.unmarked).toEqual([7, 15]);
  });

  it("gives headings GitHub's anchors, code and repeats included", () => {
    expect([...markdownFacts('# Swap a side\n## `STATE_DIR` and snapshots\n## Swap a side\n').anchors]).toEqual(['swap-a-side', 'state_dir-and-snapshots', 'swap-a-side-1']);
  });
});

describe('linkProblems', () => {
  const docs = new Map([
    ['docs/qa.md', markdownFacts('# QA\n## Start here\n')],
    ['README.md', markdownFacts('# Readme\n')],
  ]);
  const targets = { exists: (path: string) => docs.has(path) || path === 'docs', anchorsOf: (path: string) => docs.get(path)?.anchors };
  const check = (file: string, source: string) => linkProblems(file, markdownFacts(source).links, targets);

  it('passes links to files, folders and headings that exist, and leaves outside links alone', () => {
    expect(check('README.md', '[qa](docs/qa.md#start-here) [docs](docs/) [top](#readme) [site](https://example.com/x.md)')).toEqual([]);
    expect(check('docs/qa.md', '[back](../README.md) [here](#qa) [root](/README.md)')).toEqual([]);
  });

  it('fails a link to a missing file, a missing heading, or out of the repository', () => {
    expect(check('README.md', '[a](docs/nope.md)\n\n[b](docs/qa.md#no-such-heading)\n\n[c](../outside.md)')).toEqual([
      '1: docs/nope.md: no such file or folder (docs/nope.md)',
      '3: docs/qa.md#no-such-heading: docs/qa.md has no heading with the anchor #no-such-heading',
      '5: ../outside.md: leads out of the repository',
    ]);
  });
});

describe('simpleCommands', () => {
  it('splits at operators and line ends, joins continued lines, drops comments and quotes, and sets assignments apart', () => {
    expect(simpleCommands("PORT=3100 npm start   # two\nnpx prism mock 'contracts/openapi.json' \\\n  --port 4010 && curl -s \"$api/x\" | jq .")).toEqual([
      { env: ['PORT'], words: ['npm', 'start'] },
      { env: [], words: ['npx', 'prism', 'mock', 'contracts/openapi.json', '--port', '4010'] },
      { env: [], words: ['curl', '-s', '$api/x'] },
      { env: [], words: ['jq', '.'] },
    ]);
  });

  it('keeps $( … ) inside its word and strips a loop keyword', () => {
    expect(simpleCommands('for i in a b; do curl "x/$(echo $i; echo)"; done')).toEqual([
      { env: [], words: ['for', 'i', 'in', 'a', 'b'] },
      { env: [], words: ['curl', 'x/$(echo $i; echo)'] },
      { env: [], words: ['done'] },
    ]);
  });
});

describe('commandProblems', () => {
  it('passes commands that would run as written', () => {
    expect(problemsOf('PORT=3100 npm start\nnpm run conformance -- --base-url https://x --only auth --junit reports/c.xml\nnpm run dev -w client\nnpx prism mock contracts/openapi.json\n. .ci/use-node-24.sh\ndocker compose --profile scale up')).toEqual([]);
  });

  it('fails an unknown script, workspace, option, binary, path, variable, profile or command', () => {
    expect(problemsOf('npm run nope')).toEqual(['npm run nope: no such script in the root package.json']);
    expect(problemsOf('npm run dev -w nowhere')).toEqual(['npm -w nowhere: no such workspace']);
    expect(problemsOf('npm run conformance -- --base-url x --no-such-flag')).toEqual(['npm run conformance -- --no-such-flag: not an option in its --help']);
    expect(problemsOf('npx nothing-here')).toEqual(['npx nothing-here: not installed in node_modules/.bin']);
    expect(problemsOf('npx vitest run tests/e2e/gone.spec.ts')).toEqual(['tests/e2e/gone.spec.ts: no such file or folder in the repository']);
    expect(problemsOf('STATE_DIRECTORY=x npm start')).toEqual(['STATE_DIRECTORY: no code, script or configuration reads this variable']);
    expect(problemsOf('docker compose --profile huge up')).toEqual(['docker compose --profile huge: no such profile in docker-compose.yml']);
    expect(problemsOf('make world')[0]).toMatch(/^make: a command the docs check does not know/);
    expect(problemsOf('npm rn server')[0]).toMatch(/^npm rn: not a command the docs use/);
  });
});

describe('onPort', () => {
  it("moves the docs' API address to the test server's port, and nothing else", () => {
    expect(onPort("curl localhost:3000/__mock/clock -H 'site-id: 3000'", 41234)).toBe("curl localhost:41234/__mock/clock -H 'site-id: 3000'");
  });
});

describe('reference tables', () => {
  it('finds the operations a reference does not name, whatever follows the path', () => {
    const operations = operationsOf({ paths: { '/__mock/reset': { post: {} }, '/__mock/journal': { get: {}, parameters: [] }, '/__mock/rooms/{rid}': { get: {}, delete: {} } } });
    expect(operations).toEqual(['POST /__mock/reset', 'GET /__mock/journal', 'GET /__mock/rooms/:rid', 'DELETE /__mock/rooms/:rid']);
    expect(operationsMissing('| `POST /__mock/reset` | … |\n| `GET /__mock/journal?limit=` | … |\n| `GET /__mock/rooms/:rid` `{x}` |', operations)).toEqual(['DELETE /__mock/rooms/:rid']);
    expect(operationsMissing('`POST /__mock/resets`', ['POST /__mock/reset'])).toEqual(['POST /__mock/reset']);
  });

  it('reads the settings the site reads, and those a table lists under its heading only', () => {
    expect(siteSettings("process.env.VITE_BRAND ?? x; portFrom('WEB_PORT', 5173); process.env.VITE_BRAND")).toEqual(['VITE_BRAND', 'WEB_PORT']);
    expect(tableVariables('# Ops\n\n## Configuration\n\n| `PORT` | 3000 |\n| `HOST` | x |\n\n## Health\n\n| `NOT_HERE` | y |\n', 'Configuration')).toEqual(['PORT', 'HOST']);
  });
});
