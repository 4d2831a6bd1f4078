import type { Config } from '../config';
import { createClock, wallClockFrom, type Clock } from '../lib/clock';
import { createSessions, type Sessions } from '../accounts/sessions';
import { createOutbox, type Outbox } from '../qa/outbox';
import { createJournal, type Journal } from '../qa/journal';
import { createScenarios, type Scenarios } from '../qa/scenarios';
import type { Fixtures } from './fixture-set';
import type { Platform } from './platform';
import { createState, type State } from './state';
import { stateFromImage, type WorldImage } from './world-image';
import { sharedCompetitions } from '../sports/world';
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
  /** The QA sandbox this world belongs to (composition/sandboxes.ts); null for the default world. */
  readonly sandbox: string | null;
  readonly config: Config;
  /** What the world runs on (composition/platform.ts): shared by every world of a server. */
  readonly platform: Platform;
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
   * keep in `own` (the throttle's counts).
   */
  reset(): void;
  /**
   * Becomes the saved world of `image` (composition/world-image.ts: STATE_DIR at start, a QA
   * snapshot's restore): its state, sessions and clock offset; what an image does not keep (the
   * journal, outbox, scenarios, what plugins `own`) starts empty, as after reset().
   */
  restore(image: WorldImage): void;
  /**
   * State a plugin keeps per world (the throttle's counts): created on first use in this world,
   * dropped by reset(). Keys are the plugins' own symbols.
   */
  own<T>(key: symbol, create: () => T): T;
  /**
   * The world itself: a world answers itself, the routed context of composition/current-world.ts
   * answers the world of the work in progress (for what must hold on to one, like a socket).
   */
  world(): AppContext;
  /** Runs `work` inside this world (composition/current-world.ts): what it reads of `app.ctx` is this world's. */
  within<T>(work: () => T): T;
}

/**
 * What the worlds of one server share: the fixtures (read once; each world clones them) and the
 * event buses, whose listeners are plugins that answer in the publisher's world (see
 * composition/current-world.ts).
 */
export interface SharedParts {
  /** The wall clock every world's clock runs on (real time, or from CLOCK_START): one per server. */
  readonly wallNow: () => number;
  readonly platform: Platform;
  readonly fixtures: Fixtures;
  readonly sportsEvents: EventBus<SportsEvent>;
  readonly notices: EventBus<Notice>;
  readonly chatPushes: EventBus<ChatPush>;
}

const SESSIONS_PER_USER_MAX = 10;
const SESSIONS_TOTAL_MAX = 100_000;
/** A few plugins keep state of their own; more kinds than this means one is leaking keys. */
const OWN_KEYS_MAX = 8;
/** Listeners of the sports bus (a few plugins) and the recent events kept for inspection. */
const SPORTS_BUS_LIMITS = { listenersMax: 16, recentMax: 1_000 };
const NOTICE_BUS_LIMITS = { listenersMax: 4, recentMax: 200 };

/** The parts of a server's worlds: `fixtures` parsed (composition/fixture-set.ts), the platform they run on. */
export function createSharedParts(config: Config, fixtures: Fixtures, platform: Platform): SharedParts {
  return {
    wallNow: wallClockFrom(config.CLOCK_START),
    platform,
    fixtures,
    sportsEvents: createEventBus<SportsEvent>(SPORTS_BUS_LIMITS),
    notices: createEventBus<Notice>(NOTICE_BUS_LIMITS),
    chatPushes: createEventBus<ChatPush>(NOTICE_BUS_LIMITS),
  };
}

/** What a world shares with every other world of its server (for the sandboxes made beside it). */
export function sharedPartsOf(world: AppContext): SharedParts {
  return { wallNow: world.clock.wallNow, platform: world.platform, fixtures: world.fixtures, sportsEvents: world.sportsEvents, notices: world.notices, chatPushes: world.chatPushes };
}

/**
 * One world: the default one (`sandbox` null, built at start) or a QA sandbox's. A sandbox's
 * reset leaves the shared buses alone (other worlds' recent events are not its to clear).
 *
 * `stateNow` false: the world's state from the fixtures is made on its first read rather than now,
 * for a world whose state is about to be replaced (a snapshot restored into it, a saved world
 * loaded): 150 restores at once used to make 150 states only to throw them away, work and garbage
 * every other request waited for.
 */
export function createContext(config: Config, shared: SharedParts, sandbox: string | null = null, clock: Clock = createClock(shared.wallNow), stateNow = true): AppContext {
  const { fixtures, notices } = shared;
  const sessions = createSessions(clock, {
    idleMs: config.SESSION_IDLE_MS,
    absoluteMs: config.SESSION_ABSOLUTE_MS,
    perUserMax: SESSIONS_PER_USER_MAX,
    totalMax: SESSIONS_TOTAL_MAX,
  });
  const { scope } = shared.platform;
  const owned = new Map<symbol, unknown>();
  /** A state from the fixtures whose back-office outcomes also reach the member as notifications. */
  const relayed = (state: State): State => {
    relayMoneyNotices(state, notices);
    return state;
  };
  const freshState = (): State => relayed(createState(fixtures, clock));
  let state: State | undefined = stateNow ? freshState() : undefined;
  const ctx: AppContext = {
    sandbox,
    config,
    platform: shared.platform,
    clock,
    fixtures,
    get state() {
      return (state ??= freshState());
    },
    set state(next) {
      state = next;
    },
    sessions,
    outbox: createOutbox(clock),
    journal: createJournal(config.JOURNAL_SIZE),
    scenarios: createScenarios(),
    sportsEvents: shared.sportsEvents,
    notices,
    chatPushes: shared.chatPushes,
    reset() {
      clock.reset();
      ctx.state = freshState();
      sessions.clear();
      ctx.outbox.clear();
      ctx.journal.clear();
      ctx.scenarios.clear();
      owned.clear();
      if (sandbox !== null) return;
      ctx.sportsEvents.clear();
      ctx.notices.clear();
      ctx.chatPushes.clear();
    },
    restore(image) {
      const state = relayed(stateFromImage(image.state, clock, sharedCompetitions(fixtures)));
      // A world's clock never goes back: a server started again on CLOCK_START begins at that instant
      // once more, so the offset grows by the time the saved world had run past it.
      clock.restoreOffset(Math.max(image.clockOffsetMs, image.savedAt - clock.wallNow()));
      ctx.state = state;
      sessions.load(image.sessions);
      ctx.outbox.clear();
      ctx.journal.clear();
      ctx.scenarios.clear();
      owned.clear();
    },
    world: () => ctx,
    within: (work) => scope.run(ctx, work),
    own<T>(key: symbol, create: () => T): T {
      if (owned.has(key)) return owned.get(key) as T;
      if (owned.size >= OWN_KEYS_MAX) throw new Error(`own: more than ${OWN_KEYS_MAX} kinds of plugin state (is a plugin making a key per call?)`);
      const made = create();
      owned.set(key, made);
      return made;
    },
  };
  return ctx;
}
