import { NO_SUCCESS, NO_SUCCESS_TITLE, SUCCESS_TITLE } from '../contract/success/plan';
import type { CheckResult } from './results';

/**
 * Which routes' success replies a run checked: a route counts when its success check passed in
 * every mode the run checked (a skipped or failed one, or a route whose success the account cannot
 * reach, does not), and the others are listed by the reason.
 */
export interface SuccessCoverage {
  /** Routes the run's success checks were about (the selected part of the contract). */
  routes: number;
  /** Routes whose success reply was checked in every mode. */
  checked: number;
  byMode: { mode: string; checked: number }[];
  notChecked: { reason: string; routes: string[] }[];
}

const modeOf = (check: CheckResult) => /(\w+) mode$/.exec(check.suites[0] ?? '')?.[1] ?? check.suites[0] ?? '';

/** Why a route's success was not checked in one mode; undefined when it was. */
function reasonOf(check: CheckResult): string | undefined {
  if (check.suites.at(-1) === NO_SUCCESS_TITLE) return NO_SUCCESS[check.route!] ?? 'its success cannot be reached';
  if (check.status === 'passed') return undefined;
  return check.status === 'skipped' ? `skipped: ${check.skipNote ?? 'no reason given'}` : 'its success check failed';
}

/** Undefined when the run had no success checks (`--only socket`). */
export function successCoverage(checks: readonly CheckResult[]): SuccessCoverage | undefined {
  const relevant = checks.filter((c) => c.route !== undefined && [SUCCESS_TITLE, NO_SUCCESS_TITLE].includes(c.suites.at(-1) ?? ''));
  if (relevant.length === 0) return undefined;
  const modes = [...new Set(relevant.map(modeOf))];
  const routes = [...new Set(relevant.map((c) => c.route!))];
  const byReason = new Map<string, string[]>();
  let checked = 0;
  for (const route of routes) {
    const missed = modes.map((mode) => ({ mode, check: relevant.find((c) => c.route === route && modeOf(c) === mode) })).flatMap(({ mode, check }) => {
      const reason = check ? reasonOf(check) : 'not run';
      return reason === undefined ? [] : [{ mode, reason }];
    });
    if (missed.length === 0) {
      checked += 1;
      continue;
    }
    const { reason } = missed[0]!;
    const where = missed.length < modes.length ? ` (${missed.map((m) => m.mode).join(', ')} mode)` : '';
    byReason.set(`${reason}${where}`, [...(byReason.get(`${reason}${where}`) ?? []), route]);
  }
  return {
    routes: routes.length,
    checked,
    byMode: modes.map((mode) => ({ mode, checked: relevant.filter((c) => modeOf(c) === mode && reasonOf(c) === undefined).length })),
    notChecked: [...byReason.entries()].map(([reason, keys]) => ({ reason, routes: keys })),
  };
}

/** The report line: `success replies checked for 96 of 96 routes (plain 96, encrypted 96)`, then what was not and why. */
export function coverageLine(coverage: SuccessCoverage): string {
  const modes = coverage.byMode.map((m) => `${m.mode} ${m.checked}`).join(', ');
  const missed = coverage.notChecked.map((g) => `${g.routes.join(', ')}: ${g.reason}`).join('; ');
  return `success replies checked for ${coverage.checked} of ${coverage.routes} routes (${modes})${missed ? `; not checked: ${missed}` : ''}`;
}
