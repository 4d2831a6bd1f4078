import { beforeEach } from 'vitest';
import { loadFixtures } from '../src/composition/fixtures';
import { type State, createState } from '../src/composition/state';
import { type Clock, createClock } from '../src/lib/clock';
import { installCrypto } from '../src/lib/crypto';
import { nodeCrypto } from '../src/node/node-crypto';

/**
 * Test support for the domain tests that drive a State directly (no app, no HTTP): the real
 * fixtures, loaded once per test file, and a fresh State before every test on a clock held at the
 * file's chosen instant, so what a test sees depends on neither the hour it runs at nor the
 * machine's speed. The clock moves only when the test moves it: `clock.advance` (a QA move, the
 * usual way) or `moveWall` (the wall under the clock, for the rules that read elapsed real time).
 */
export const testFixtures = loadFixtures();
// The server's crypto, as the app installs it (lib/crypto.ts): the default is the pure-JavaScript one.
installCrypto(nodeCrypto);

export interface TestState {
  readonly state: State;
  readonly clock: Clock;
  /** Moves the wall clock under `clock` forward by `ms`, leaving its QA offset alone. */
  readonly moveWall: (ms: number) => void;
}

/** A State over the fixtures on a clock whose wall reads `startMs` until the test moves it. */
export function createTestState(startMs: number): TestState {
  let elapsedMs = 0;
  const clock = createClock(() => startMs + elapsedMs);
  return {
    state: createState(testFixtures, clock),
    clock,
    moveWall: (ms) => {
      elapsedMs += ms;
    },
  };
}

/** Registers a `beforeEach` that hands every test a fresh TestState starting at `startMs`. */
export function freshStateBeforeEach(startMs: number, onFresh: (fresh: TestState) => void): void {
  beforeEach(() => onFresh(createTestState(startMs)));
}
