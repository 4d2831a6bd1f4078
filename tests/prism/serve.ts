import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { VIOLATION_RE, startPrism } from './prism';

/**
 * `prism proxy <document> <upstream> --errors` (or, without --upstream, `prism mock <document>`) as a
 * long-running server for Playwright's webServer (playwright.prism.config.ts): its whole log goes
 * to --log, its violation and error lines to --violations as they come, for the run's global
 * teardown to read. Stops with its parent (SIGTERM).
 */
const { values } = parseArgs({
  options: {
    document: { type: 'string' },
    upstream: { type: 'string' },
    port: { type: 'string' },
    log: { type: 'string' },
    violations: { type: 'string' },
  },
});
const { document, upstream, port, log, violations } = values;
if (!document || !port || !log || !violations) {
  console.error('usage: tsx tests/prism/serve.ts --document FILE [--upstream URL] --port N --log FILE --violations FILE');
  process.exit(2);
}
for (const file of [log, violations]) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
}
const prism = await startPrism(upstream ? 'proxy' : 'mock', document, upstream, {
  port: Number(port),
  onLogLine: (line) => {
    appendFileSync(log, `${line}\n`);
    if (VIOLATION_RE.test(line)) appendFileSync(violations, `${line}\n`);
  },
});
console.log(`prism ${upstream ? `proxy ${document} ${upstream}` : `mock ${document}`} on ${prism.url}`);
const stop = () => void prism.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
