import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { writeFileAtomic } from '../../../server/src/lib/atomic-write';
import { startRecordingProxy } from './proxy';
import { createRecorder, type DriftReport } from './recorder';
import type { ReplyBookLimits } from './reply-book';
import { writeReport } from './writers';

export interface RecordingOptions {
  targetUrl: string;
  port: number;
  host: string;
  secret: string;
  requestBytesMax: number;
  replyBytesMax: number;
  limits: ReplyBookLimits;
  /** Where the JSON report goes (its Markdown twin beside it); none: the report is only returned. */
  reportPath?: string;
  /** The scenario set to save the replies as, and the folder its YAML file goes to. */
  saveSet?: { name: string; dir: string };
  onForwardError?(method: string, url: string, error: Error): void;
}

export interface RecordingResult {
  report: DriftReport;
  reportFiles?: { json: string; markdown: string };
  /** The set file written, the routes left out to fit a set file's bounds; absent when nothing was kept. */
  set?: { file: string; routesLeftOut: string[] };
  /** What could not be written, and why (the rest was still written). */
  failures: string[];
}

/** Defaults the CLI documents (docs/integrator.md, "Drift from real traffic"). */
export const RECORDING_DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  requestBytesMax: 1024 * 1024,
  replyBytesMax: 4 * 1024 * 1024,
} as const;

/** How long calls in flight when the recording stops may take to be answered and recorded. */
export const IN_FLIGHT_WAIT_MS = 10_000;

export interface Recording {
  url: string;
  /** Ends the recording: waits for the calls in flight, then writes what was asked. */
  stop(): Promise<RecordingResult>;
  /** While stopping, what it is doing now (for a person who asks again); undefined before. */
  stopping(): string | undefined;
}

/** A recording from start to stop: the proxy listens until `stop`, which writes what was asked. */
export async function startRecording(options: RecordingOptions): Promise<Recording> {
  const recorder = createRecorder({ secret: options.secret, limits: options.limits });
  const proxy = await startRecordingProxy({
    targetUrl: options.targetUrl,
    port: options.port,
    host: options.host,
    requestBytesMax: options.requestBytesMax,
    replyBytesMax: options.replyBytesMax,
    onExchange: (exchange) => recorder.observe(exchange),
    onForwardError: (method, url, error) => options.onForwardError?.(method, url, error),
  });
  let phase: string | undefined;
  return {
    url: proxy.url,
    stopping: () => phase,
    async stop() {
      const pending = proxy.inFlight();
      phase = pending > 0 ? `waiting up to ${IN_FLIGHT_WAIT_MS / 1000} s for ${pending} call${pending === 1 ? '' : 's'} in flight` : 'closing the proxy';
      await proxy.close(IN_FLIGHT_WAIT_MS);
      const report = recorder.report(options.targetUrl);
      const result: RecordingResult = { report, failures: [] };
      // Each write on its own: a report that cannot be written does not cost the set, nor the reverse.
      // Between steps the event loop turns, so a second Ctrl-C is answered while this runs.
      if (options.reportPath) {
        phase = 'writing the report';
        await nextTurn();
        try {
          result.reportFiles = await writeReport(options.reportPath, report);
        } catch (err) {
          result.failures.push(`the report ${options.reportPath}: ${(err as Error).message}`);
        }
      }
      if (options.saveSet && recorder.book.routeCount() > 0) {
        const { name, dir } = options.saveSet;
        const file = join(dir, `${name}.yaml`);
        phase = `saving the scenario set ${file}`;
        await nextTurn();
        try {
          const description = `Replies recorded from ${options.targetUrl} between ${report.startedAt} and ${report.endedAt} by npm run record: each route answers its recorded replies in the order seen, then keeps answering the last one. Tokens and passwords are redacted.`;
          const { yaml, routesLeftOut } = recorder.book.toScenarioSet(name, description);
          await writeFileAtomic(file, yaml);
          result.set = { file, routesLeftOut };
        } catch (err) {
          result.failures.push(`the scenario set ${file}: ${(err as Error).message}`);
        }
      }
      phase = 'done';
      return result;
    },
  };
}
