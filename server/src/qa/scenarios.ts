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
  /**
   * Socket faults carried by open connections, by scenario, with how to lift each: a connection
   * keeps its fault after the scenario's last use, so a spent scenario stays listed while one
   * carries it, and removing it (by id, session, set, or all; the reset) lifts it from them all.
   */
  const carried = new Map<Scenario, Set<() => void>>();
  /** Removes the scenarios `doomed` picks, listed or carried, lifting their faults; answers how many. */
  const removeWhere = (doomed: (s: Scenario) => boolean): number => {
    const gone = new Set([...list, ...carried.keys()].filter(doomed));
    list = list.filter((s) => !gone.has(s));
    for (const s of gone) {
      for (const lift of carried.get(s) ?? []) lift();
      carried.delete(s);
    }
    return gone.size;
  };
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
    /**
     * A connection carries `s`'s fault until it ends (the answer: call it then); `lift` takes the
     * fault off it when the scenario is removed first.
     */
    carry(s: Scenario, lift: () => void): () => void {
      const lifts = carried.get(s) ?? new Set();
      lifts.add(lift);
      carried.set(s, lifts);
      return () => {
        lifts.delete(lift);
        if (lifts.size === 0 && carried.get(s) === lifts) carried.delete(s);
      };
    },
    /** What is in force: the scenarios with uses left, and the spent ones open connections carry. */
    list: (): Scenario[] => {
      const spent = [...carried.keys()].filter((s) => !list.includes(s));
      return spent.length === 0 ? [...list] : [...list, ...spent].sort((a, b) => Number(a.id) - Number(b.id));
    },
    /** Scenarios with uses left (0: no call or connection can take one). */
    size: () => list.length,
    /** Removes one scenario (id), one QA session's (session), or with neither, all of them. */
    remove(filter: { id?: string; session?: string }): number {
      return removeWhere((s) => (filter.id !== undefined ? s.id === filter.id : filter.session === undefined || s.session === filter.session));
    },
    clear() {
      removeWhere(() => true);
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
      return removeWhere((s) => s.set === name);
    },
  };
}
export type Scenarios = ReturnType<typeof createScenarios>;
