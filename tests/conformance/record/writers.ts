import { writeFileAtomic } from '../../../server/src/lib/atomic-write';
import type { DriftReport } from './recorder';

/** Table cells: a pipe or a line break inside a value would break the Markdown table. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** The report for people: what drifted first, then the clean routes, then what was not checked. */
export function reportToMarkdown(report: DriftReport): string {
  const drifting = report.routes.filter((r) => r.drifting > 0);
  const clean = report.routes.filter((r) => r.drifting === 0);
  const lines = [
    `# Drift report: ${report.target}`,
    '',
    `Recorded ${report.startedAt} to ${report.endedAt}: ${report.calls} calls, ${report.checked} replies checked against the contract, ` +
      `${drifting.length} of ${report.routes.length} routes drifting.`,
    '',
  ];
  for (const route of drifting) {
    lines.push(`## ${route.method} ${route.path} (${route.key})`, '');
    lines.push(`${route.drifting} of ${route.replies} replies do not match (${route.plain} plain, ${route.encrypted} encrypted).`, '');
    lines.push('| field | expected | got | replies |', '|---|---|---|---|');
    for (const f of route.fields) lines.push(`| ${cell(f.field)} | ${cell(f.expected)} | ${cell(f.got.join('; '))} | ${f.count} |`);
    if (route.fieldsNotListed > 0) lines.push('', `…and ${route.fieldsNotListed} more findings not listed.`);
    lines.push('');
  }
  if (clean.length > 0) {
    lines.push('## Routes that match', '');
    for (const r of clean) lines.push(`- ${r.method} ${r.path} (${r.key}): ${r.replies} replies (${r.plain} plain, ${r.encrypted} encrypted)`);
    lines.push('');
  }
  if (report.notInContract.length > 0 || report.notInContractOther > 0) {
    lines.push('## Forwarded, not in the contract (not checked)', '');
    for (const p of report.notInContract) lines.push(`- ${p.method} ${p.path}: ${p.count}`);
    if (report.notInContractOther > 0) lines.push(`- other paths: ${report.notInContractOther}`);
    lines.push('');
  }
  const unreadable = Object.entries(report.unreadable);
  if (unreadable.length > 0) {
    lines.push('## Not checked', '');
    for (const [reason, count] of unreadable) lines.push(`- ${reason}: ${count}`);
    lines.push('');
  }
  const notSaved = Object.entries(report.notSaved);
  if (notSaved.length > 0) {
    lines.push('## Replies not saved in the scenario set', '');
    for (const [reason, count] of notSaved) lines.push(`- ${reason}: ${count}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The Markdown twin of a JSON report file: report.json → report.md (any other name gets .md added). */
export function markdownPathOf(jsonPath: string): string {
  return jsonPath.endsWith('.json') ? `${jsonPath.slice(0, -'.json'.length)}.md` : `${jsonPath}.md`;
}

/** Writes the report as JSON (for a CI to read) and as Markdown beside it, each atomically; answers both paths. */
export async function writeReport(jsonPath: string, report: DriftReport): Promise<{ json: string; markdown: string }> {
  await writeFileAtomic(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  const markdown = markdownPathOf(jsonPath);
  await writeFileAtomic(markdown, reportToMarkdown(report));
  return { json: jsonPath, markdown };
}
