import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import { ConformanceCollector } from './collector';
import { toHtmlReport } from './html';
import { toJUnitXml } from './junit';
import { parseConformanceArgs, USAGE, UsageError } from './options';
import { exitCodeOf, summaryLine, type RunReport } from './results';
import { contractCatalogue, namePatternOf, resolveOnly } from './selection';
import { coverageLine, successCoverage } from './success-coverage';

/**
 * The suite's files (vitest path filters): the HTTP contract suite and whatever joins it in
 * tests/contract/ (the chat socket's checks included: contract/socket.test.ts).
 */
export const SUITE_PATHS = ['tests/contract/'];
const SETUP_FILE = fileURLToPath(new URL('./exchange-setup.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Output {
  out(line: string): void;
  /** Progress and errors: CI logs show them live, and stdout stays the summary. */
  err(line: string): void;
}

/** `npm run conformance`: runs the suite, prints progress and a summary, writes the reports; resolves to the exit code. */
export async function runConformance(argv: readonly string[], output: Output): Promise<number> {
  let options;
  try {
    options = parseConformanceArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    output.out(USAGE);
    return 0;
  }
  const catalogue = contractCatalogue();
  const only = resolveOnly(options.only, catalogue);
  if ('error' in only) {
    output.err(only.error);
    return 2;
  }
  // The suite reads its target from the environment (tests/contract/target.ts); vitest's workers inherit it.
  Object.assign(process.env, options.env);
  const target = options.env.BETSITE_BASE_URL ?? 'our own server (no --base-url given)';
  output.err(`contract suite against ${target}${options.only.length ? ` (only ${options.only.join(', ')})` : ''}`);

  const collector = new ConformanceCollector(catalogue, only.selectors, (line) => output.err(line));
  const startedAt = new Date();
  const pattern = namePatternOf(only.selectors, catalogue);
  const vitest = await startVitest('test', SUITE_PATHS, {
    root: ROOT,
    // Not the repository's vitest.config.ts: its projects would take the suite without this run's
    // setup file (the exchanges in the reports); the suite needs nothing else from it.
    config: false,
    include: SUITE_PATHS.map((path) => `${path}**/*.test.ts`),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    watch: false,
    reporters: [collector],
    setupFiles: [SETUP_FILE],
    passWithNoTests: true,
    ...(pattern ? { testNamePattern: pattern } : {}),
  });
  await vitest.close();

  const report: RunReport = {
    target,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    checks: collector.checks,
    errors: collector.errors,
  };
  const coverage = successCoverage(report.checks);
  if (coverage) output.err(coverageLine(coverage));
  if (options.junitFile) writeReport(options.junitFile, toJUnitXml(report), output);
  if (options.htmlFile) writeReport(options.htmlFile, toHtmlReport(report), output);
  output.out(summaryLine(report));
  return exitCodeOf(report);
}

function writeReport(file: string, text: string, output: Output): void {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  output.err(`wrote ${path}`);
}
