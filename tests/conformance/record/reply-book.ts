import { stringify } from 'yaml';
import { SCENARIO_SET_FILE_BYTES_MAX, SCENARIO_SET_STEPS_MAX, scenarioSet, scenarioStep, type ScenarioSet } from '@betsite/contracts/scenario-sets';
import { redactSecrets } from './redact';

/** What the recorder keeps of a reply: the envelope, secrets redacted. */
export interface RecordedReply {
  status_code: number;
  message: string;
  data: unknown;
}

export interface ReplyBookLimits {
  /** Distinct replies kept per route; later distinct ones are counted as skipped. */
  repliesPerRouteMax: number;
  /** A reply whose data is longer than this as JSON is not kept (a set file holds at most 256 KiB). */
  dataBytesMax: number;
}

export const DEFAULT_REPLY_BOOK_LIMITS: ReplyBookLimits = { repliesPerRouteMax: 3, dataBytesMax: 16 * 1024 };

/** The most a force step can answer before it is used up (the QA API's own bound on `times`). */
const TIMES_MAX = 10_000;
/** The description's bound in the set schema. */
const DESCRIPTION_CHARS_MAX = 2_000;
/** How the list of steps opens in the set's YAML. */
const STEPS_KEY = 'steps:\n';

interface Kept {
  reply: RecordedReply;
  json: string;
  count: number;
}

interface RouteBook {
  method: 'GET' | 'POST';
  path: string;
  kept: Kept[];
}

/**
 * The distinct replies of each route, in the order first seen, for the scenario set the recording
 * is saved as. Bounded three ways: replies per route, bytes per reply and, when the set is
 * written, the set file's own limits (steps and bytes: whole routes are left out from the last
 * one seen until it fits, and named).
 */
export function createReplyBook(limits: ReplyBookLimits = DEFAULT_REPLY_BOOK_LIMITS) {
  const routes = new Map<string, RouteBook>();
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);

  return {
    add(method: 'GET' | 'POST', path: string, envelope: RecordedReply): void {
      const reply = redactSecrets({ status_code: envelope.status_code, message: envelope.message, data: envelope.data }) as RecordedReply;
      const json = JSON.stringify(reply);
      const id = `${method} ${path}`;
      let book = routes.get(id);
      const same = book?.kept.find((k) => k.json === json);
      if (same) {
        same.count += 1;
        return;
      }
      if (book && book.kept.length >= limits.repliesPerRouteMax) return void skip(`more than ${limits.repliesPerRouteMax} distinct replies on one route`);
      if ((JSON.stringify(reply.data) ?? '').length > limits.dataBytesMax) return void skip(`data over ${limits.dataBytesMax} bytes`);
      const step = scenarioStep.safeParse({ force: forceOf(method, path, reply) });
      if (!step.success) return void skip(`not a valid force step (${step.error.issues[0]?.message ?? 'invalid'})`);
      if (!book) {
        book = { method, path, kept: [] };
        routes.set(id, book);
      }
      book.kept.push({ reply, json, count: 1 });
    },
    /** Replies not kept, by reason. */
    skipped: () => ({ ...skipped }),
    /**
     * The recording as a named scenario set and its YAML text. On replay each route answers its
     * recorded replies in the order first seen, each as often as it was seen, and then keeps
     * answering the last one: the QA API answers the newest matching scenario first, so a route's
     * steps are written last reply first, and the last reply has no `times`.
     */
    toScenarioSet(name: string, description: string): { set: ScenarioSet; yaml: string; routesLeftOut: string[] } {
      const head = { name, description: description.slice(0, DESCRIPTION_CHARS_MAX) };
      const comment = `# Recorded by npm run record; replay: POST /__mock/scenario-sets/${name}/apply\n`;
      const textOf = (steps: unknown[]) => `${comment}${stringify({ ...head, steps })}`;
      // A route's steps are the same YAML inside the set as alone under `steps:`, so the file's size
      // is the sum of its routes': each route is written once, in the order seen, until one does
      // not fit. (Writing the whole set again per route left out took seconds on a big recording.)
      const groups = [...routes.values()].map((book) => ({ label: `${book.method} ${book.path}`, steps: stepsOf(book) }));
      let bytes = Buffer.byteLength(textOf([]).replace(/steps: \[\]\n$/, STEPS_KEY));
      let stepCount = 0;
      let fitting = 0;
      for (const group of groups) {
        bytes += Buffer.byteLength(stringify({ steps: group.steps })) - STEPS_KEY.length;
        stepCount += group.steps.length;
        if (stepCount > SCENARIO_SET_STEPS_MAX || bytes > SCENARIO_SET_FILE_BYTES_MAX) break;
        fitting += 1;
      }
      if (fitting === 0) throw new Error('the recording kept no reply that fits a scenario set file: there is no scenario set to write');
      const steps = groups.slice(0, fitting).flatMap((g) => g.steps);
      const yaml = textOf(steps);
      // The sum is exact; this guards the arithmetic rather than the recording.
      if (Buffer.byteLength(yaml) > SCENARIO_SET_FILE_BYTES_MAX) throw new Error(`scenario set ${name}: ${Buffer.byteLength(yaml)} bytes, over the bound the sum allowed`);
      return { set: scenarioSet.parse({ ...head, steps }), yaml, routesLeftOut: groups.slice(fitting).map((g) => g.label) };
    },
    /** Routes with at least one kept reply. */
    routeCount: () => routes.size,
  };
}
export type ReplyBook = ReturnType<typeof createReplyBook>;

function forceOf(method: 'GET' | 'POST', path: string, reply: RecordedReply) {
  return { path, method, status_code: reply.status_code, message: reply.message, ...(reply.data === null ? {} : { data: reply.data }) };
}

function stepsOf(book: RouteBook) {
  return [...book.kept].reverse().map((k, i) => ({ force: { ...forceOf(book.method, book.path, k.reply), ...(i === 0 ? {} : { times: Math.min(k.count, TIMES_MAX) }) } }));
}
