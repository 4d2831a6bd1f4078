import type { Exchange } from './exchange-log';

/** What `npm run conformance` found, the input of the summary line and of the JUnit and HTML writers. */
export type CheckStatus = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  /** The check's own name, e.g. `auth.login` or `auth.login 6002`. */
  name: string;
  /** Its suites, outermost first, e.g. `contract suite, plain mode`. */
  suites: string[];
  file: string;
  tag: string;
  route?: string;
  status: CheckStatus;
  durationMs: number;
  failure?: { message: string; details: string };
  skipNote?: string;
  exchanges: Exchange[];
}

/** A failure outside any check: a suite's hook, a file that did not load, an unhandled error. */
export interface RunError {
  where: string;
  message: string;
  details: string;
}

export interface RunReport {
  target: string;
  startedAt: string;
  durationMs: number;
  checks: CheckResult[];
  errors: RunError[];
}

export function countsOf(report: RunReport): Record<CheckStatus, number> {
  const counts: Record<CheckStatus, number> = { passed: 0, failed: 0, skipped: 0 };
  for (const check of report.checks) counts[check.status] += 1;
  return counts;
}

export function summaryLine(report: RunReport): string {
  const { passed, failed, skipped } = countsOf(report);
  const errorCount = report.errors.length;
  const errors = errorCount ? `, ${errorCount} error${errorCount === 1 ? '' : 's'} outside the checks` : '';
  const verdict = exitCodeOf(report) === 0 ? 'PASSED' : 'FAILED';
  const none = passed === 0 ? ' (no check passed: nothing was verified)' : '';
  return `conformance ${verdict}: ${passed} passed, ${failed} failed, ${skipped} skipped${errors}${none} in ${(report.durationMs / 1000).toFixed(1)} s against ${report.target}`;
}

/** 1 on any failure, and when nothing ran: a gate that checked nothing must not pass. */
export function exitCodeOf(report: RunReport): 0 | 1 {
  const { passed, failed } = countsOf(report);
  return failed > 0 || report.errors.length > 0 || passed === 0 ? 1 : 0;
}

export function checkLabel(check: Pick<CheckResult, 'suites' | 'name'>): string {
  return [...check.suites, check.name].join(' › ');
}
