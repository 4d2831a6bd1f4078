import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
}

/** Defaults the CLI documents (README, "Drift from real traffic"). */
export const RECORDING_DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  requestBytesMax: 1024 * 1024,
  replyBytesMax: 4 * 1024 * 1024,
} as const;

/** A recording from start to stop: the proxy listens until `stop`, which writes what was asked. */
export async function startRecording(options: RecordingOptions): Promise<{ url: string; stop(): Promise<RecordingResult> }> {
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
  return {
    url: proxy.url,
    async stop() {
      await proxy.close();
      const report = recorder.report(options.targetUrl);
      const result: RecordingResult = { report };
      if (options.reportPath) result.reportFiles = writeReport(options.reportPath, report);
      if (options.saveSet && recorder.book.routeCount() > 0) {
        const { name, dir } = options.saveSet;
        const description = `Replies recorded from ${options.targetUrl} between ${report.startedAt} and ${report.endedAt} by npm run record: each route answers its recorded replies in the order seen, then keeps answering the last one. Tokens and passwords are redacted.`;
        const { yaml, routesLeftOut } = recorder.book.toScenarioSet(name, description);
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${name}.yaml`);
        writeFileSync(file, yaml);
        result.set = { file, routesLeftOut };
      }
      return result;
    },
  };
}
