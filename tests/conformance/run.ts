import { runConformance } from './main';

/**
 * `npm run conformance -- --base-url URL [--only auth,site.preInfo] [--junit FILE] [--html FILE]`
 * runs the contract suite against any backend (options: `--help`, tests/README.md).
 */
const code = await runConformance(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
// Vitest may leave handles (its server, a target's sockets) open: the verdict is in, so leave.
process.exit(code);
