import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';

/**
 * The committed documents as tools nobody here wrote see them (openapi.test.ts keeps them equal to
 * the contract). Spectral and Redocly run through their own CLIs with the rule files at the root.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const DOCUMENTS = ['contracts/openapi.json', 'contracts/openapi-qa.json'];

interface SpectralResult { code: string; severity: number; message: string; path: string[] }
interface RedoclyReport { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] }

/** The CLIs exit non-zero when they find errors; their JSON report is what the test reads. */
async function cli(bin: string, args: string[]): Promise<string> {
  try {
    return (await run(`${root}node_modules/.bin/${bin}`, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (e) {
    const stdout = (e as { stdout?: string }).stdout;
    if (stdout) return stdout;
    throw e;
  }
}

describe.each(DOCUMENTS)('%s', (file) => {
  it('[spectral] spectral:oas reports no errors and no warnings', async () => {
    const out = await cli('spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet']);
    const results = JSON.parse(out) as SpectralResult[];
    expect(results.map((r) => `${r.code}: ${r.message} @ ${r.path.join('/')}`)).toEqual([]);
  }, 30_000);

  it('[redocly] the recommended rules report no errors and no warnings', async () => {
    const out = await cli('redocly', ['lint', file, '--config', 'redocly.yaml', '--format', 'json']);
    const report = JSON.parse(out.slice(out.indexOf('{'))) as RedoclyReport;
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 30_000);

  it('[swagger-parser] validates', async () => {
    await expect(SwaggerParser.validate(`${root}${file}`)).resolves.toBeDefined();
  }, 30_000);
});
