import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DriftReport } from './recorder';
import { markdownPathOf, reportToMarkdown, writeReport } from './writers';

const report: DriftReport = {
  target: 'https://api.partner.example',
  startedAt: '2026-11-24T06:00:00.000Z',
  endedAt: '2026-11-24T06:10:00.000Z',
  calls: 12,
  checked: 10,
  routes: [
    { key: 'site.preInfo', method: 'POST', path: '/p', replies: 4, drifting: 3, plain: 2, encrypted: 2, fieldsNotListed: 2, fields: [{ field: 'data.captchaKind', expected: "'graphic' | 'slider'", count: 3, got: ['missing'] }] },
    { key: 'auth.login', method: 'POST', path: '/l', replies: 6, drifting: 0, plain: 6, encrypted: 0, fieldsNotListed: 0, fields: [] },
  ],
  notInContract: [{ method: 'GET', path: '/favicon.ico', count: 1 }],
  notInContractOther: 0,
  unreadable: { 'encrypted reply does not open with the wire secret': 1 },
  notSaved: { 'data over 16384 bytes': 2 },
};

describe('reportToMarkdown', () => {
  const text = reportToMarkdown(report);

  it('opens with the totals and gives each drifting route a table, pipes escaped', () => {
    expect(text).toContain('12 calls, 10 replies checked against the contract, 1 of 2 routes drifting.');
    expect(text).toContain('## POST /p (site.preInfo)\n\n3 of 4 replies do not match (2 plain, 2 encrypted).');
    expect(text).toContain("| data.captchaKind | 'graphic' \\| 'slider' | missing | 3 |");
    expect(text).toContain('…and 2 more findings not listed.');
  });

  it('lists the clean routes, the paths outside the contract, what was not checked and not saved', () => {
    expect(text).toContain('## Routes that match\n\n- POST /l (auth.login): 6 replies (6 plain, 0 encrypted)');
    expect(text).toContain('- GET /favicon.ico: 1');
    expect(text).toContain('- encrypted reply does not open with the wire secret: 1');
    expect(text).toContain('- data over 16384 bytes: 2');
  });
});

describe('writeReport', () => {
  it('writes the JSON and its Markdown twin beside it, creating the folder, and leaves no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drift-writers-'));
    try {
      const files = await writeReport(join(dir, 'out', 'drift.json'), report);
      expect(files).toEqual({ json: join(dir, 'out', 'drift.json'), markdown: join(dir, 'out', 'drift.md') });
      expect(JSON.parse(readFileSync(files.json, 'utf8'))).toEqual(report);
      expect(readFileSync(files.markdown, 'utf8')).toBe(reportToMarkdown(report));
      expect(readdirSync(join(dir, 'out')).sort()).toEqual(['drift.json', 'drift.md']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the Markdown file after the JSON one', () => {
    expect(markdownPathOf('a/report.json')).toBe('a/report.md');
    expect(markdownPathOf('a/report')).toBe('a/report.md');
  });
});
