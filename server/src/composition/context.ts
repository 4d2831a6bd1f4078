import assert from 'node:assert/strict';
import type { Config } from '../config';
import { createClock, type Clock } from '../lib/clock';
import { createSessions, type Sessions } from '../accounts/sessions';
import { createOutbox, type Outbox } from '../qa/outbox';
import { createJournal, type Journal } from '../qa/journal';
import { createScenarios, type Scenarios } from '../qa/scenarios';
import { loadFixtures, type Fixtures } from './fixtures';
import { createState, type State } from './state';
import { relayMoneyNotices } from './money-letters';
import { createEventBus, type EventBus } from '../lib/event-bus';
import type { SportsEvent } from '../sports/sportsbook';
import type { Notice } from '../lib/notices';
import type { ChatPush } from '../chat/pushes';

/**
 * What every plugin and handler works with. `state` is replaced wholesale on reset, so read
 * `ctx.state` at call time, never keep a reference to it.
 */
export interface AppContext {
  readonly config: Config;
  readonly clock: Clock;
  readonly fixtures: Fixtures;
  state: State;
  readonly sessions: Sessions;
  readonly outbox: Outbox;
  readonly journal: Journal;
  readonly scenarios: Scenarios;
  /**
   * What happens in the sports world and the sportsbook (scores, periods, results, tickets), for
   * the chat socket's pushes and notifications. Lives across resets: its listeners are plugins.
   */
  readonly sportsEvents: EventBus<SportsEvent>;
  /**
   * Notifications for one member (lib/notices.ts): publish a `noticeFor(userId, text)` from any
   * context (a deposit credited, a bet settled, a new letter) and the chat socket relays it as a
   * 60000 to that member's open sockets. Lives across resets: its listener is the socket plugin.
   */
  readonly notices: EventBus<Notice>;
  /** Frames for the chat socket to deliver (moderation from the QA API): see chat/pushes.ts. */
  readonly chatPushes: EventBus<ChatPush>;
  /**
   * Back to the fixtures: state, scenarios, journal, outbox, sessions, clock, and what plugins
   * keep themselves and registered with onReset (the throttle's counts).
   */
  reset(): void;
  /**
   * Registers the clearing of state a plugin keeps outside the context, for reset() to run.
   * Answers the unregistering, for the plugin's onClose.
   */
  onReset(clear: () => void): () => void;
}

const SESSIONS_PER_USER_MAX = 10;
const SESSIONS_TOTAL_MAX = 100_000;
/** A few plugins keep state of their own; more hooks than this means apps are leaking them. */
const RESET_HOOKS_MAX = 8;
/** Listeners of the sports bus (a few plugins) and the recent events kept for inspection. */
const SPORTS_BUS_LIMITS = { listenersMax: 16, recentMax: 1_000 };
const NOTICE_BUS_LIMITS = { listenersMax: 4, recentMax: 200 };

export function createContext(config: Config, clock: Clock = createClock()): AppContext {
  const fixtures = loadFixtures(config.FIXTURES_DIR);
  const sessions = createSessions(clock, {
    idleMs: config.SESSION_IDLE_MS,
    absoluteMs: config.SESSION_ABSOLUTE_MS,
    perUserMax: SESSIONS_PER_USER_MAX,
    totalMax: SESSIONS_TOTAL_MAX,
  });
  const resetHooks = new Set<() => void>();
  const notices = createEventBus<Notice>(NOTICE_BUS_LIMITS);
  /** A state from the fixtures whose back-office outcomes also reach the member as notifications. */
  const freshState = (): State => {
    const state = createState(fixtures, clock);
    relayMoneyNotices(state, notices);
    return state;
  };
  const ctx: AppContext = {
    config,
    clock,
    fixtures,
    state: freshState(),
    sessions,
    outbox: createOutbox(clock),
    journal: createJournal(config.JOURNAL_SIZE),
    scenarios: createScenarios(),
    sportsEvents: createEventBus<SportsEvent>(SPORTS_BUS_LIMITS),
    notices,
    chatPushes: createEventBus<ChatPush>(NOTICE_BUS_LIMITS),
    reset() {
      clock.reset();
      ctx.state = freshState();
      sessions.clear();
      ctx.outbox.clear();
      ctx.journal.clear();
      ctx.scenarios.clear();
      ctx.sportsEvents.clear();
      ctx.notices.clear();
      ctx.chatPushes.clear();
      for (const clear of resetHooks) clear();
    },
    onReset(clear) {
      assert(resetHooks.size < RESET_HOOKS_MAX, `onReset: more than ${RESET_HOOKS_MAX} reset hooks (is each closed app unregistering its own?)`);
      resetHooks.add(clear);
      return () => {
        resetHooks.delete(clear);
      };
    },
  };
  return ctx;
}
