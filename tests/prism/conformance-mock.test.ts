import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@betsite/contracts/contract';
import { allRoutes } from '@betsite/contracts/walk';
import { runConformanceCli } from '../conformance/cli';
import { parseXml } from '../conformance/xml-check';
import { PRODUCT_DOCUMENT, startPrism, type Prism } from './prism';

/** A terminal colour code, or what an XML writer left of one (U+FFFD for the escape character). */
const hasColourCode = (text: string) => text.includes('\u001b') || text.includes('\uFFFD[');

/**
 * Proof by an outside tool (issue 23), 1: `prism mock contracts/openapi.json` is a backend that
 * follows the document and nothing else. The conformance runner, told it is a stateless mock, logs
 * in and passes every route's success check on Prism's answers (each operation's example); each check that needs
 * state, the backend's own refusals, the QA API or the socket is skipped with its reason. Prism,
 * which checks every request against the document, sees none it must refuse.
 */
const ROUTE_COUNT = allRoutes(contract).length;

describe('npm run conformance against prism mock contracts/openapi.json', () => {
  let prism: Prism;
  let run: Awaited<ReturnType<typeof runConformanceCli>>;
  const dir = mkdtempSync(join(tmpdir(), 'conformance-prism-mock-'));
  const junit = join(dir, 'junit.xml');
  const html = join(dir, 'report.html');

  beforeAll(async () => {
    prism = await startPrism('mock', PRODUCT_DOCUMENT);
    // As docs/integrator.md gives it: --stateless-mock alone implies the plain mode.
    run = await runConformanceCli(['--base-url', prism.url, '--stateless-mock', '--junit', junit, '--html', html], { FORCE_COLOR: '1' });
  }, 240_000);
  afterAll(() => prism?.close());

  it(`logs in, passes the success check of all ${ROUTE_COUNT} routes and nothing fails: exit 0`, () => {
    expect(run.code, `${run.stdout}\n${run.stderr.slice(-3000)}`).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^conformance PASSED: ${ROUTE_COUNT} passed, 0 failed, \\d+ skipped in`));
    expect(run.stderr).not.toMatch(/^ERR /m);
    const passed = run.stderr.split('\n').filter((line) => /^ok {3}\[.*every route answers a valid request with its success \(6000\) and data › /.test(line));
    expect(passed).toHaveLength(ROUTE_COUNT);
  });

  it('skips every other check with the reason it cannot pass against a stateless mock, in stderr and in the JUnit report', () => {
    const notes = new Set(run.stderr.split('\n').filter((line, i, lines) => lines[i - 1]?.startsWith('skip ')).map((line) => line.trim()));
    expect([...notes].sort()).toEqual([
      'a mock of contracts/openapi.json has no chat socket (contracts/asyncapi.json)',
      'needs state (a launched provider token, the match list, tickets): a stateless mock answers each operation\'s example',
      `no QA API at ${prism.url}/__mock: a code the backend's logic does not produce cannot be forced (give --qa-url when the QA API answers elsewhere)`,
      'the request breaks contracts/openapi.json on purpose: behind a strict gateway (or a mock) the gateway refuses it before the backend, so the backend\'s 6007 cannot be seen',
    ]);
    const skipped = parseXml(readFileSync(junit, 'utf8')).children.flatMap((suite) => suite.children.flatMap((c) => c.children.filter((k) => k.name === 'skipped')));
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.filter((k) => !k.attributes.message)).toEqual([]);
  });

  it('sent Prism no request it had to refuse (0 violations in its log)', () => {
    expect(prism.violations(), prism.tail()).toEqual([]);
  });

  it('writes JUnit and HTML free of terminal colour codes', () => {
    for (const file of [junit, html]) expect(hasColourCode(readFileSync(file, 'utf8'))).toBe(false);
  });
});
