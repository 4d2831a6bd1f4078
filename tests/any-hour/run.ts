/**
 * The suite must not care what time it is (docs/reference/testing.md, "Tests at any hour"). This runs the unit and
 * route suites (vitest's `unit` project, tests/suites.ts) with the machine's clock started at the
 * hard instants of a Beijing calendar (libfaketime, Debian's `faketime`), both at once (one
 * worker each: a run per core), and fails if any run fails.
 *
 *   npm run test:any-hour                         # every instant
 *   npm run test:any-hour -- --only leap-sunday     # one of them
 *
 * The tests' own server clock starts at a known instant whatever the machine says (config.ts,
 * TEST_CLOCK_START); this proves that nothing else reads the machine's clock in a way that
 * matters: not the code, not a test's expectation.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { INSTANTS, faketimeSpec, summarise, type Instant, type RunResult } from './instants';

const FAKETIME = '/usr/bin/faketime';
/** Two cores: one run per core. */
const RUNS_AT_ONCE = 2;

function run(instant: Instant): Promise<RunResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(FAKETIME, ['-f', faketimeSpec(instant.utc), 'npx', 'vitest', 'run', '--project', 'unit', '--max-workers', '1', '--reporter=dot'], {
      // faketime reads the spec as local time; the monotonic clock stays real so timers behave.
      env: { ...process.env, TZ: 'UTC', FAKETIME_DONT_FAKE_MONOTONIC: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ instant, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

async function main(): Promise<void> {
  if (!existsSync(FAKETIME)) {
    const message = `${FAKETIME} is missing: apt-get install -y faketime (.ci/run installs it)`;
    if (process.env.CI) throw new Error(message);
    console.warn(`test:any-hour skipped: ${message}`);
    return;
  }
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const chosen = INSTANTS.filter((i) => only === undefined || i.name === only);
  if (chosen.length === 0) throw new Error(`--only: no instant named ${only}; known: ${INSTANTS.map((i) => i.name).join(', ')}`);

  const queue = [...chosen];
  const results: RunResult[] = [];
  await Promise.all(
    Array.from({ length: RUNS_AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        console.log(`test:any-hour: ${next.name} (${next.beijing} Beijing) started`);
        const result = await run(next);
        results.push(result);
        console.log(summarise(result));
      }
    }),
  );
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.log(`\n--- ${r.instant.name}: the run's output ---\n${r.output}`);
  if (failed.length > 0) {
    console.error(`test:any-hour: ${failed.length} of ${results.length} instants failed: ${failed.map((r) => r.instant.name).join(', ')}`);
    process.exit(1);
  }
  console.log(`test:any-hour: green at ${results.length} instants`);
}

await main();
