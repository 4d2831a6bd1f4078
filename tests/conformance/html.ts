import { modeNote, type Exchange } from './exchange-log';
import { DIFFERS, MATCHES } from './junit';
import { checkLabel, countsOf, summaryLine, type CheckResult, type RunReport } from './results';
import { coverageLine, successCoverage } from './success-coverage';

/**
 * One HTML file a person opens from a CI artifact: no script, no external style, font or image.
 * Every failing check with its message, its details, each request and reply, and the schema
 * errors of the reply; then the errors outside the checks; then every check, grouped by tag.
 * All content from the backend or the suite passes through escapeHtml.
 */
export function toHtmlReport(report: RunReport): string {
  const counts = countsOf(report);
  const coverage = successCoverage(report.checks);
  const failed = report.checks.filter((c) => c.status === 'failed');
  const byTag = new Map<string, CheckResult[]>();
  for (const check of report.checks) byTag.set(check.tag, [...(byTag.get(check.tag) ?? []), check]);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Conformance report: ${escapeHtml(report.target)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Conformance report</h1>
<p class="summary ${failed.length || report.errors.length ? 'bad' : 'good'}">${escapeHtml(summaryLine(report))}</p>
<p>Target <code>${escapeHtml(report.target)}</code>, started ${escapeHtml(report.startedAt)}:
<b>${counts.passed}</b> passed, <b>${counts.failed}</b> failed, <b>${counts.skipped}</b> skipped.</p>
${coverage ? `<p class="coverage">${escapeHtml(coverageLine(coverage))}</p>` : ''}
<h2>Failing checks (${failed.length})</h2>
${failed.length ? failed.map(failingCheck).join('\n') : '<p>None.</p>'}
${report.errors.length ? `<h2>Errors outside the checks (${report.errors.length})</h2>\n${report.errors.map((e) => `<section class="check"><h3>${escapeHtml(e.where)}</h3><pre>${escapeHtml(e.message)}</pre>${e.details ? `<pre>${escapeHtml(e.details)}</pre>` : ''}</section>`).join('\n')}` : ''}
<h2>All checks by tag</h2>
${[...byTag.entries()].map(([tag, checks]) => tagTable(tag, checks)).join('\n')}
</body>
</html>
`;
}

function failingCheck(check: CheckResult): string {
  return `<section class="check">
<h3>${escapeHtml(checkLabel(check))}</h3>
<p>Tag <code>${escapeHtml(check.tag)}</code>${check.route ? `, route <code>${escapeHtml(check.route)}</code>` : ''}, ${escapeHtml(check.file)}</p>
<pre class="failure">${escapeHtml(check.failure?.message ?? 'failed')}</pre>
${check.failure?.details ? `<details><summary>Details</summary><pre>${escapeHtml(check.failure.details)}</pre></details>` : ''}
${check.exchanges.length ? check.exchanges.map(exchangeHtml).join('\n') : '<p>No HTTP call was recorded for this check.</p>'}
</section>`;
}

function exchangeHtml(exchange: Exchange, index: number): string {
  const headers = Object.entries(exchange.request.headers).map(([k, v]) => `${k}: ${v}`).join('\n');
  const issues = exchange.differences.length
    ? `<h4>${escapeHtml(capitalised(DIFFERS))} <code>${escapeHtml(exchange.route)}</code></h4><ul class="issues">${exchange.differences.map((d) => `<li>${escapeHtml(d.text)}</li>`).join('')}</ul>`
    : `<p>${escapeHtml(capitalised(MATCHES))} <code>${escapeHtml(exchange.route)}</code>.</p>`;
  return `<div class="exchange">
<h4>Call ${index + 1}: request (${escapeHtml(modeNote(exchange.mode))})</h4>
<pre>${escapeHtml(`${exchange.request.method} ${exchange.request.url}\n${headers}${exchange.request.body ? `\n\n${exchange.request.body}` : ''}`)}</pre>
<h4>Reply: HTTP ${exchange.reply.httpStatus}, content-type ${escapeHtml(exchange.reply.contentType || 'none')}</h4>
<pre>${escapeHtml(exchange.reply.body)}</pre>
${issues}
</div>`;
}

function tagTable(tag: string, checks: CheckResult[]): string {
  const rows = checks
    .map((c) => `<tr class="${c.status}"><td>${c.status}</td><td>${escapeHtml(checkLabel(c))}${c.skipNote ? `<br><small>${escapeHtml(c.skipNote)}</small>` : ''}</td><td>${Math.round(c.durationMs)} ms</td></tr>`)
    .join('\n');
  const failed = checks.filter((c) => c.status === 'failed').length;
  return `<details${failed ? ' open' : ''}><summary>${escapeHtml(tag)}: ${checks.length} checks, ${failed} failed</summary>
<table><thead><tr><th>status</th><th>check</th><th>time</th></tr></thead><tbody>
${rows}
</tbody></table></details>`;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:80rem;color:#1a1a1a}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}h3{font-size:1rem;margin:.2rem 0}h4{font-size:.9rem;margin:.8rem 0 .2rem}
.summary{padding:.6rem .8rem;border-radius:4px;font-weight:600}.summary.good{background:#e6f4ea}.summary.bad{background:#fce8e6}
.check{border:1px solid #ddd;border-left:4px solid #c5221f;padding:.6rem 1rem;margin:1rem 0;border-radius:4px}
pre{background:#f6f8fa;padding:.5rem;overflow:auto;white-space:pre-wrap;word-break:break-word;margin:.2rem 0}
pre.failure{background:#fce8e6}.exchange{border-top:1px dashed #ccc;margin-top:.6rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:.2rem .4rem;text-align:left}
tr.failed td:first-child{color:#c5221f;font-weight:600}tr.skipped td{color:#777}
`;
