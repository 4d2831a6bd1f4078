import type { StatusCode } from '@betsite/contracts/status-codes';
import { SCENARIOS_MAX, type ScenarioFault, type ScenarioWhen } from '@betsite/contracts/mock';
import { isSocketFault } from '@betsite/contracts/socket-faults';
import { SCENARIO_SETS_MAX } from '@betsite/contracts/scenario-sets';

export interface ScenarioInput {
  path: string;
  method: 'GET' | 'POST';
  /** The envelope's code; absent only with a fault that sends no envelope (contracts/src/mock.ts). */
  status_code?: StatusCode;
  /** An HTTP call's transport fault, or on the chat socket's path a socket fault. */
  fault?: ScenarioFault;
  when?: ScenarioWhen;
  message?: string;
  data?: unknown;
  times?: number;
  delayMs: number;
  session?: string;
}

export interface Scenario extends ScenarioInput {
  id: string;
  remaining: number | null;
  hits: number;
  /** The named scenario set that forced it, if one did (removing the set removes it). */
  set?: string;
}

/**
 * Forced answers for QA. The newest matching scenario wins; one scoped to the caller's
 * x-mock-session beats an unscoped one, so parallel QA runs do not collide.
 */
export function createScenarios() {
  let list: Scenario[] = [];
  let nextId = 1;
  // Named sets applied since the reset. Kept here, with the scenarios they force, so whatever
  // world this store belongs to (a QA sandbox) has its own, and its reset forgets them.
  const appliedSets = new Set<string>();
  return {
    add(input: ScenarioInput, set?: string): Scenario | 'full' {
      if (list.length >= SCENARIOS_MAX) return 'full';
      // A socket fault is taken by the socket's handshake, always a GET, whatever method was given.
      const method = isSocketFault(input.fault) ? 'GET' : input.method;
      const s: Scenario = { ...input, method, id: String(nextId++), remaining: input.times ?? null, hits: 0, ...(set === undefined ? {} : { set }) };
      list.push(s);
      return s;
    },
    /** Takes one use of the scenario that applies to this call (`matches`: its `when`), if any. */
    take(method: string, path: string, session: string | undefined, matches: (s: Scenario) => boolean = () => true): Scenario | undefined {
      const candidates = list.filter((s) => s.path === path && s.method === method && (s.session === undefined || s.session === session) && matches(s));
      const s = candidates.reverse().sort((a, b) => Number(b.session !== undefined) - Number(a.session !== undefined))[0];
      if (!s) return undefined;
      s.hits++;
      if (s.remaining !== null) {
        s.remaining--;
        if (s.remaining <= 0) list = list.filter((x) => x !== s);
      }
      return s;
    },
    list: () => [...list],
    size: () => list.length,
    /** Removes one scenario (id), one QA session's (session), or with neither, all of them. */
    remove(filter: { id?: string; session?: string }): number {
      const doomed = (s: Scenario) => (filter.id !== undefined ? s.id === filter.id : filter.session === undefined || s.session === filter.session);
      const before = list.length;
      list = list.filter((s) => !doomed(s));
      return before - list.length;
    },
    clear() {
      list = [];
      appliedSets.clear();
    },
    /** Records a named set as applied (the names are the loaded sets', so at most that many). */
    markSetApplied(name: string) {
      if (appliedSets.size < SCENARIO_SETS_MAX) appliedSets.add(name);
    },
    isSetApplied: (name: string) => appliedSets.has(name),
    /** Forgets a named set: the scenarios it forced are removed; answers how many. */
    removeSet(name: string): number {
      appliedSets.delete(name);
      const before = list.length;
      list = list.filter((s) => s.set !== name);
      return before - list.length;
    },
  };
}
export type Scenarios = ReturnType<typeof createScenarios>;
