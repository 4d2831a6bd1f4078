import { modeNote, type Exchange } from './exchange-log';
import { checkLabel, countsOf, type CheckResult, type RunReport } from './results';

/**
 * JUnit XML as CI systems read it (Jenkins, GitLab, GitHub test reporters): one <testsuite> per
 * tag, one <testcase> per check (classname: its route key, or the tag), a <failure> with the
 * assertion's message and, in its text, the details, the request, the reply and the schema issues.
 * Errors outside the checks (a hook, a file that did not load) are <error> cases of a suite of their own.
 */
export function toJUnitXml(report: RunReport): string {
  const byTag = new Map<string, CheckResult[]>();
  for (const check of report.checks) byTag.set(check.tag, [...(byTag.get(check.tag) ?? []), check]);
  const counts = countsOf(report);
  const suites = [...byTag.entries()].map(([tag, checks]) => testSuite(tag, checks, report));
  if (report.errors.length > 0) suites.push(errorSuite(report));
  const totals = attrs({
    name: 'conformance',
    tests: report.checks.length + report.errors.length,
    failures: counts.failed,
    errors: report.errors.length,
    skipped: counts.skipped,
    time: seconds(report.durationMs),
    timestamp: report.startedAt,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${totals}>\n${suites.join('')}</testsuites>\n`;
}

function testSuite(tag: string, checks: CheckResult[], report: RunReport): string {
  const failures = checks.filter((c) => c.status === 'failed').length;
  const skipped = checks.filter((c) => c.status === 'skipped').length;
  const time = checks.reduce((sum, c) => sum + c.durationMs, 0);
  const head = attrs({ name: tag, tests: checks.length, failures, errors: 0, skipped, time: seconds(time), timestamp: report.startedAt });
  const properties = `    <properties>\n      <property${attrs({ name: 'target', value: report.target })}/>\n    </properties>\n`;
  return `  <testsuite${head}>\n${properties}${checks.map(testCase).join('')}  </testsuite>\n`;
}

function testCase(check: CheckResult): string {
  const head = attrs({ name: checkLabel(check), classname: check.route ?? check.tag, time: seconds(check.durationMs), file: check.file });
  if (check.status === 'passed') return `    <testcase${head}/>\n`;
  if (check.status === 'skipped') return `    <testcase${head}>\n      <skipped${check.skipNote ? attrs({ message: check.skipNote }) : ''}/>\n    </testcase>\n`;
  const failure = check.failure ?? { message: 'failed', details: '' };
  const body = [failure.details, ...check.exchanges.map(exchangeText)].filter(Boolean).join('\n\n');
  return `    <testcase${head}>\n      <failure${attrs({ message: failure.message, type: 'AssertionError' })}>${escapeXml(body)}</failure>\n    </testcase>\n`;
}

function errorSuite(report: RunReport): string {
  const cases = report.errors
    .map((e) => `    <testcase${attrs({ name: e.where, classname: 'run' })}>\n      <error${attrs({ message: e.message, type: 'Error' })}>${escapeXml(e.details)}</error>\n    </testcase>\n`)
    .join('');
  const head = attrs({ name: 'errors outside the checks', tests: report.errors.length, failures: 0, errors: report.errors.length, skipped: 0, time: '0', timestamp: report.startedAt });
  return `  <testsuite${head}>\n${cases}  </testsuite>\n`;
}

/** A call as plain text: what a CI log shows of a failing check. */
export function exchangeText(exchange: Exchange): string {
  const headers = Object.entries(exchange.request.headers).map(([k, v]) => `${k}: ${v}`).join('\n');
  return [
    `request (${modeNote(exchange.mode)}): ${exchange.request.method} ${exchange.request.url}`,
    headers,
    exchange.request.body,
    `reply: HTTP ${exchange.reply.httpStatus}, content-type ${exchange.reply.contentType || 'none'}`,
    exchange.reply.body,
    verdictText(exchange),
  ]
    .filter(Boolean)
    .join('\n');
}

/** What the reply's check found: its differences from the document, or that it has none. */
export function verdictText(exchange: Exchange): string {
  if (exchange.differences.length === 0) return `${MATCHES} ${exchange.route}`;
  return `${DIFFERS} ${exchange.route}:\n${exchange.differences.map((d) => `  ${d.text}`).join('\n')}`;
}

export const MATCHES = 'the reply is the one contracts/openapi.json documents (HTTP status, content type, envelope, status_code, schema) for';
export const DIFFERS = 'how the reply differs from contracts/openapi.json for';

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value)).replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;')}"`)
    .join('');
}

/**
 * Text safe inside XML 1.0 elements and quoted attributes. Characters XML 1.0 cannot carry at all,
 * even escaped (most C0 controls, lone surrogates, U+FFFE/U+FFFF), become U+FFFD.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
