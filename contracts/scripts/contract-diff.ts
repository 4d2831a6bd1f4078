import { fileURLToPath } from 'node:url';
import { runContractDiff } from './diff/report';

/** `npm run contract:diff -- --base <git ref> [--json]`: breaking contract changes since the ref (contracts/README.md). */
const root = fileURLToPath(new URL('../..', import.meta.url));
process.exitCode = runContractDiff(process.argv.slice(2), root, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
