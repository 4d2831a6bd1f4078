import { parseArgs } from 'node:util';
import { scenarioSetName } from '@betsite/contracts/scenario-sets';
import { DEFAULT_WIRE_SECRET } from '@betsite/contracts/wire';
import { DEFAULT_REPLY_BOOK_LIMITS } from './record/reply-book';
import { RECORDING_DEFAULTS, startRecording } from './record/session';
import { reportToMarkdown } from './record/writers';

/**
 * `npm run record -- --target URL [--port 4010] [--wire-secret S] [--report FILE] [--save-set NAME]`
 * records a real backend's traffic through a proxy and reports where its replies drift from the
 * contract; Ctrl-C (or SIGTERM) ends the recording and writes the report. docs/integrator.md, "Drift from real traffic".
 */
const USAGE = `usage: npm run record -- --target URL [options]
  --target URL              the backend to record (required)
  --port N                  where the proxy listens (default ${RECORDING_DEFAULTS.port}; 0 picks a free port)
  --host H                  the proxy's address (default ${RECORDING_DEFAULTS.host})
  --wire-secret S           the backend's wire secret, to read encrypted calls (default the demo's)
  --report FILE             write the report as JSON to FILE and as Markdown beside it (FILE.md)
  --save-set NAME           save the replies as the scenario set NAME (NAME.yaml)
  --set-dir DIR             where the set file goes (default the current folder)
  --replies-per-route N     distinct replies kept per route for the set (default ${DEFAULT_REPLY_BOOK_LIMITS.repliesPerRouteMax})
  --data-max-bytes N        a reply's data kept for the set up to this size (default ${DEFAULT_REPLY_BOOK_LIMITS.dataBytesMax})
  --request-max-bytes N     larger request bodies are refused with HTTP 413 (default ${RECORDING_DEFAULTS.requestBytesMax})
  --reply-max-bytes N       larger replies are forwarded but not checked (default ${RECORDING_DEFAULTS.replyBytesMax})
  --fail-on-drift           exit with code 1 when a route drifted`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      target: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'wire-secret': { type: 'string' },
      report: { type: 'string' },
      'save-set': { type: 'string' },
      'set-dir': { type: 'string' },
      'replies-per-route': { type: 'string' },
      'data-max-bytes': { type: 'string' },
      'request-max-bytes': { type: 'string' },
      'reply-max-bytes': { type: 'string' },
      'fail-on-drift': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
} catch (err) {
  fail((err as Error).message);
}
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function count(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) fail(`--${name}: an integer of at least ${min}, got ${JSON.stringify(value)}`);
  return n;
}

const target = values.target;
if (!target || !/^https?:\/\/[^/]+/.test(target)) fail('--target: the backend\'s http(s) URL is required');
const setName = values['save-set'];
if (setName !== undefined && !scenarioSetName.safeParse(setName).success) fail(`--save-set: ${scenarioSetName.safeParse(setName).error?.issues[0]?.message}`);
const secret = values['wire-secret'] ?? DEFAULT_WIRE_SECRET;
if (secret === '') fail('--wire-secret: must not be empty');

const recording = await startRecording({
  targetUrl: target,
  port: count('port', values.port, RECORDING_DEFAULTS.port, 0),
  host: values.host ?? RECORDING_DEFAULTS.host,
  secret,
  requestBytesMax: count('request-max-bytes', values['request-max-bytes'], RECORDING_DEFAULTS.requestBytesMax, 1),
  replyBytesMax: count('reply-max-bytes', values['reply-max-bytes'], RECORDING_DEFAULTS.replyBytesMax, 1),
  limits: {
    repliesPerRouteMax: count('replies-per-route', values['replies-per-route'], DEFAULT_REPLY_BOOK_LIMITS.repliesPerRouteMax, 1),
    dataBytesMax: count('data-max-bytes', values['data-max-bytes'], DEFAULT_REPLY_BOOK_LIMITS.dataBytesMax, 0),
  },
  reportPath: values.report,
  saveSet: setName === undefined ? undefined : { name: setName, dir: values['set-dir'] ?? '.' },
  onForwardError: (method, url, error) => console.error(`${method} ${url.slice(0, 120)}: the backend did not answer (${error.message})`),
});
console.log(`recording ${target} through ${recording.url}: point the client there; Ctrl-C ends the recording and writes the report`);

/**
 * Ctrl-C reaches this process twice: from the terminal (the whole process group gets it) and from
 * npm, which passes its own copy on to the script. A repeat this soon after the first is that copy,
 * not a second press.
 */
const RELAYED_SIGNAL_MS = 1_000;
let lastSignalAt: number | undefined;

function onSignal(signal: NodeJS.Signals): void {
  const now = Date.now();
  const previous = lastSignalAt;
  lastSignalAt = now;
  if (previous === undefined) {
    console.error(`\n${signal}: stopping the recording; the report${setName === undefined ? '' : ' and the scenario set'} will be written before the recorder exits`);
    void stop();
    return;
  }
  if (now - previous < RELAYED_SIGNAL_MS) return;
  console.error(`still saving the recording (${recording.stopping() ?? 'stopping'}): it is written before the recorder exits`);
}

/** Ends the recording, prints and writes what it holds, then exits once the output is flushed. */
async function stop(): Promise<void> {
  let code = 0;
  const lines: string[] = [];
  try {
    const result = await recording.stop();
    lines.push('', reportToMarkdown(result.report));
    if (result.reportFiles) lines.push(`report: ${result.reportFiles.json} and ${result.reportFiles.markdown}`);
    if (result.set) {
      lines.push(`scenario set: ${result.set.file} (copy it into SCENARIOS_DIR, then POST /__mock/scenario-sets/${setName}/apply)`);
      if (result.set.routesLeftOut.length > 0) lines.push(`left out of the set to fit its bounds: ${result.set.routesLeftOut.join(', ')}`);
    } else if (setName !== undefined && result.failures.length === 0) {
      lines.push('scenario set: no reply was kept, no file written');
    }
    for (const failure of result.failures) console.error(`could not write ${failure}`);
    const drifted = result.report.routes.some((r) => r.drifting > 0);
    code = result.failures.length > 0 || (values['fail-on-drift'] && drifted) ? 1 : 0;
  } catch (err) {
    console.error(`the recording could not be stopped: ${(err as Error).message}`);
    code = 1;
  }
  // process.exit right after a large write to a pipe could cut the report short: exit once it is out.
  process.stdout.write(`${lines.join('\n')}\n`, () => process.exit(code));
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
