import type { Finding } from './check-reply';

/** One drifting field of one route, summed over the replies recorded. */
export interface DriftEntry {
  field: string;
  expected: string;
  /** Replies in which this field drifted this way (a field drifting in every row of a list counts once per reply). */
  count: number;
  /** Up to GOT_SAMPLES_MAX distinct values seen, first ones first. */
  got: string[];
}

export interface RouteDrift {
  /** The contract's dotted key, e.g. "site.preInfo". */
  key: string;
  method: string;
  path: string;
  replies: number;
  /** Replies with at least one finding. */
  drifting: number;
  plain: number;
  encrypted: number;
  fields: DriftEntry[];
  /** Distinct findings past FIELDS_PER_ROUTE_MAX, counted and not listed. */
  fieldsNotListed: number;
}

export interface PassedThrough {
  method: string;
  path: string;
  count: number;
}

export interface DriftSummary {
  routes: RouteDrift[];
  /** Calls to paths the contract does not have (the QA API, static files, a partner's extras). */
  notInContract: PassedThrough[];
  /** Distinct paths past PASSED_THROUGH_MAX, summed. */
  notInContractOther: number;
  /** Calls the recorder could not read (a sealed path or reply that does not open), by reason. */
  unreadable: Record<string, number>;
}

export const GOT_SAMPLES_MAX = 3;
export const FIELDS_PER_ROUTE_MAX = 50;
export const PASSED_THROUGH_MAX = 100;
/** Reasons are the recorder's own short texts; the bound only guards against a bug that varies them. */
const UNREADABLE_REASONS_MAX = 20;

/**
 * The running tally of a recording. Every list has a bound: routes are the contract's, fields per
 * route and passed-through paths stop being listed past their maximum (and are counted instead),
 * samples of bad values stop at three.
 */
export function createDriftLog() {
  const routes = new Map<string, RouteDrift>();
  const passedThrough = new Map<string, PassedThrough>();
  let notInContractOther = 0;
  const unreadable: Record<string, number> = {};

  return {
    /** One reply to a contract route and what its check found (nothing when it matches). */
    addReply(route: { key: string; method: string; path: string }, encrypted: boolean, findings: readonly Finding[]): void {
      let entry = routes.get(route.key);
      if (!entry) {
        entry = { ...route, replies: 0, drifting: 0, plain: 0, encrypted: 0, fields: [], fieldsNotListed: 0 };
        routes.set(route.key, entry);
      }
      entry.replies += 1;
      entry[encrypted ? 'encrypted' : 'plain'] += 1;
      if (findings.length > 0) entry.drifting += 1;
      const seenInThisReply = new Set<string>();
      for (const finding of findings) {
        const id = `${finding.field}\n${finding.expected}`;
        if (seenInThisReply.has(id)) {
          addSample(entry.fields.find((f) => f.field === finding.field && f.expected === finding.expected), finding.got);
          continue;
        }
        seenInThisReply.add(id);
        const known = entry.fields.find((f) => f.field === finding.field && f.expected === finding.expected);
        if (known) {
          known.count += 1;
          addSample(known, finding.got);
        } else if (entry.fields.length < FIELDS_PER_ROUTE_MAX) {
          entry.fields.push({ field: finding.field, expected: finding.expected, count: 1, got: [finding.got] });
        } else {
          entry.fieldsNotListed += 1;
        }
      }
    },
    addNotInContract(method: string, path: string): void {
      const id = `${method} ${path}`;
      const known = passedThrough.get(id);
      if (known) known.count += 1;
      else if (passedThrough.size < PASSED_THROUGH_MAX) passedThrough.set(id, { method, path, count: 1 });
      else notInContractOther += 1;
    },
    addUnreadable(reason: string): void {
      if (reason in unreadable || Object.keys(unreadable).length < UNREADABLE_REASONS_MAX) unreadable[reason] = (unreadable[reason] ?? 0) + 1;
    },
    /** A snapshot: routes drifting first (most drifting replies first), then the clean ones by key. */
    summary(): DriftSummary {
      const list = [...routes.values()].map((r) => ({ ...r, fields: r.fields.map((f) => ({ ...f, got: [...f.got] })) }));
      list.sort((a, b) => b.drifting - a.drifting || a.key.localeCompare(b.key));
      return { routes: list, notInContract: [...passedThrough.values()].map((p) => ({ ...p })), notInContractOther, unreadable: { ...unreadable } };
    },
  };
}
export type DriftLog = ReturnType<typeof createDriftLog>;

function addSample(entry: DriftEntry | undefined, got: string): void {
  if (entry && entry.got.length < GOT_SAMPLES_MAX && !entry.got.includes(got)) entry.got.push(got);
}
