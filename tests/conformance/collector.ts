import type { Reporter, SerializedError, TestCase, TestModule, TestSuite } from 'vitest/node';
import { classifyCheck, isSelected, type Catalogue, type Selector } from './selection';
import { checkLabel, type CheckResult, type RunError } from './results';

/** Lines of a stack kept in a report: enough to find the assertion, not the runner's frames. */
const STACK_LINES_MAX = 8;
/** Lines of an error outside the checks printed to stderr (a failed hook's call: request, status, reply). */
const ERROR_LINES_MAX = 40;

/** vitest colours its messages and diffs for terminals; reports and logs get the text alone. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI_RE = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
export const withoutAnsi = (text: string) => text.replace(ANSI_RE, '');

/**
 * A vitest reporter that turns the suite's tests into CheckResults, prints one progress line per
 * check as it ends, and keeps what failed outside the checks (hooks, loading).
 */
export class ConformanceCollector implements Reporter {
  readonly checks: CheckResult[] = [];
  readonly errors: RunError[] = [];
  private expected = 0;
  private readonly byId = new Map<string, CheckResult>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly selectors: readonly Selector[],
    private readonly progress: (line: string) => void,
  ) {}

  onTestModuleCollected(module: TestModule): void {
    for (const test of module.children.allTests()) if (this.isSelected(test)) this.expected += 1;
  }

  onTestCaseResult(test: TestCase): void {
    if (!this.isSelected(test)) return;
    const check = toCheckResult(test, this.catalogue);
    this.checks.push(check);
    this.byId.set(test.id, check);
    const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' }[check.status];
    const width = String(this.expected).length;
    this.progress(`${mark} [${String(this.checks.length).padStart(width)}/${this.expected}] ${checkLabel(check)} (${Math.round(check.durationMs)} ms)`);
    if (check.failure) this.progress(`       ${check.failure.message.split('\n')[0]}`);
    if (check.skipNote) this.progress(`       ${check.skipNote}`);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    for (const module of modules) {
      this.keepErrors(module.relativeModuleId, module.errors());
      for (const suite of module.children.allSuites()) {
        const where = `${module.relativeModuleId} › ${suiteLabel(suite)}`;
        this.keepErrors(where, suite.errors());
        // A failed beforeAll leaves its checks unrun: say so where a reader sees "skipped".
        if (suite.errors().length === 0) continue;
        for (const test of suite.children.allTests()) {
          const check = this.byId.get(test.id);
          if (check?.status === 'skipped' && !check.skipNote) check.skipNote = `not run: ${where} failed before it`;
        }
      }
    }
    this.keepErrors('outside any check', unhandled);
  }

  private keepErrors(where: string, errors: ReadonlyArray<SerializedError>): void {
    for (const error of errors) {
      const { message, details } = describeError(error);
      this.errors.push({ where, message, details });
      const [first, ...rest] = message.split('\n');
      this.progress(`ERR  ${where}: ${first}`);
      // No check carries a hook's calls: the message shows them (tests/contract/contract.test.ts callFailed).
      for (const line of rest.slice(0, ERROR_LINES_MAX)) this.progress(`       ${line}`);
      if (rest.length > ERROR_LINES_MAX) this.progress(`       … (${rest.length - ERROR_LINES_MAX} more lines in the reports)`);
    }
  }

  private isSelected(test: TestCase): boolean {
    return isSelected(this.selectors, classifyCheck(namesOf(test), this.catalogue));
  }
}

function suiteLabel(suite: TestSuite): string {
  return suite.fullName.split(' > ').join(' › ');
}

/** The module path, the suites outermost first, then the test's own name. */
function namesOf(test: TestCase): string[] {
  const suites: string[] = [];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) suites.unshift(parent.name);
  return [test.module.relativeModuleId, ...suites, test.name];
}

function toCheckResult(test: TestCase, catalogue: Catalogue): CheckResult {
  const names = namesOf(test);
  const group = classifyCheck(names, catalogue);
  const result = test.result();
  const status = result.state === 'passed' ? 'passed' : result.state === 'failed' ? 'failed' : 'skipped';
  const check: CheckResult = {
    name: test.name,
    suites: names.slice(1, -1),
    file: test.module.relativeModuleId,
    tag: group.tag,
    ...(group.route ? { route: group.route } : {}),
    status,
    durationMs: test.diagnostic()?.duration ?? 0,
    exchanges: test.meta().exchanges ?? [],
  };
  if (result.state === 'failed') {
    const described = result.errors.map((e) => describeError(e));
    check.failure = { message: described.map((d) => d.message).join('\n'), details: described.map((d) => d.details).join('\n\n') };
  }
  if (result.state === 'skipped' && result.note) check.skipNote = withoutAnsi(result.note);
  return check;
}

function describeError(error: { message?: string; diff?: string; stack?: string; name?: string }): { message: string; details: string } {
  const message = withoutAnsi(error.message ?? error.name ?? 'unknown error');
  const stack = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).slice(0, STACK_LINES_MAX).join('\n');
  return { message, details: withoutAnsi([error.diff, stack].filter(Boolean).join('\n\n')) };
}
