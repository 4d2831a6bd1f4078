import { installedCrypto } from '../lib/crypto';
import { hexText, latin1Bytes, latin1Text, releaseBytes } from '../lib/bytes';
import type { Clock } from '../lib/clock';
import type { Session } from '../accounts/sessions';
import type { StoredImage } from '../accounts/uploads';
import type { MemberStore } from '../accounts/member-store';
import { createCaptchas } from '../accounts/captcha';
import { createLoginGuard } from '../accounts/login-guard';
import { createVerificationCodes } from '../accounts/verification-codes';
import { createPasswordResets } from '../accounts/password-reset-progress';
import { createUploads } from '../accounts/uploads';
import { createChatState } from '../chat/state';
import type { ChatRoomsDump } from '../chat/rooms';
import type { Prediction } from '../chat/predictions';
import type { MatchInfo, World } from '../sports/world';
import { timelineFrom, timelineInputFor } from '../sports/world';
import type { Timeline, TimelineInput } from '../sports/engine/timeline';
import { type BookImage, bookFromImage, bookImage } from '../sports/book';
import { type State, wireState } from './state';

/**
 * A world as bytes (issue 25): what STATE_DIR keeps on disk and a QA snapshot keeps in memory.
 *
 * Saved: the whole State (accounts, wallets and their ledgers, orders, tickets, bet records, letters,
 * activities, the match world's QA changes, chat rooms and predictions, uploads), the sessions (a
 * signed-in player stays signed in) and the clock's QA offset. Rebuilt instead: the timelines the
 * match world generated (pure functions of their input, most of a world's size: the input is kept),
 * and the wiring between slices (the back office's subscribers). Not kept, a loaded world starts
 * without them: challenges in flight (captchas, SMS and e-mail codes, password-reset progress, login
 * failure counts and locks, auto-login grants), the QA journal, outbox and forced scenarios, and what
 * plugins keep per world (the throttle's counts, the idempotency keys).
 *
 * The bytes are a structured serialisation (`WorldCodec`: on the server Node's v8.serialize, in
 * server/src/node/world-bytes.ts: Maps, Sets, shared references kept; a function anywhere in the
 * State makes it throw, so a new store of closures cannot be saved half), behind a line that names
 * the format, its version, the payload's length and its SHA-256: a file of another version, cut
 * short or altered, is refused whole.
 */
export const WORLD_FORMAT = 'betsite-world';
export const WORLD_FORMAT_VERSION = 1;

/** The stores of closures the image replaces with their data, or leaves out. */
type Rebuilt = 'captchas' | 'loginGuard' | 'verificationCodes' | 'passwordResets' | 'chat' | 'predictions' | 'member' | 'world' | 'book';

interface SavedMatch {
  info: MatchInfo;
  /** The input that remakes the timeline, or the timeline itself when QA replaced it. */
  timeline: { input: TimelineInput } | { whole: Timeline };
}

export interface StateImage extends Omit<State, Rebuilt> {
  member: Omit<MemberStore, 'uploads'> & { uploads: StoredImage[] };
  chat: ChatRoomsDump;
  predictions: Map<string, Map<number, Prediction>>;
  /**
   * plannedToMs is absent from images saved before it. The competitions are not saved: they are the
   * fixtures' (rebuilt on load); images saved before them hold the leagues' rosters (plannedLeagues), dropped on load.
   */
  world: Omit<World, 'matches' | 'plannedToMs' | 'competitions'> & { matches: Map<string, SavedMatch>; plannedToMs?: number; plannedLeagues?: unknown };
  book: BookImage;
}

export interface WorldImage {
  /** The sandbox it was taken in; null: the default world. */
  sandbox: string | null;
  /**
   * Which process made the sandbox's world (its x-mock-stamp's instance and boot), saved by STATE_DIR
   * so that a restarted instance still answers the stamps it handed out; absent in a snapshot (a
   * world restored from one keeps its own) and in files saved before stamps.
   */
  holder?: { instance: string; boot: string };
  /** Server time of the capture, on the world's own clock. */
  savedAt: number;
  clockOffsetMs: number;
  sessions: Session[];
  state: StateImage;
}

export class WorldImageError extends Error {}

/**
 * Values as bytes and back, keeping what the State is made of (Maps, Sets, typed arrays, shared
 * references), and throwing on a function: the platform's (Node's v8.serialize on the server).
 */
export interface WorldCodec {
  serialize(value: unknown): Uint8Array;
  deserialize(bytes: Uint8Array): unknown;
}

/** What a world is made of, as the image needs it (an AppContext is one). */
export interface WorldParts {
  readonly sandbox: string | null;
  readonly state: State;
  readonly clock: Clock;
  readonly sessions: { dump(): Session[] };
}

function stateImage(state: State): StateImage {
  const { captchas: _c, loginGuard: _l, verificationCodes: _v, passwordResets: _p, chat, predictions, member, world, book, ...plain } = state;
  // The competitions are the fixtures', not saved (stateFromImage is given them).
  const { competitions: _fixtures, ...savedWorld } = world;
  const matches = new Map<string, SavedMatch>();
  for (const [gameId, m] of world.matches) {
    const input = timelineInputFor(m.timeline);
    matches.set(gameId, { info: m.info, timeline: input ? { input } : { whole: m.timeline } });
  }
  return {
    ...plain,
    member: { ...member, uploads: member.uploads.dump() },
    chat: chat.dump(),
    predictions: predictions.dump(),
    // The price cache is a memo of pure functions of the rest (sports/match-view.ts): made again on use.
    world: { ...savedWorld, matches, priceCache: new Map(), advancing: false },
    book: bookImage(book),
  };
}

/** The world as bytes: a copy, taken at once (nothing in it is shared with the live world). */
export function captureWorldWith(codec: Pick<WorldCodec, 'serialize'>, world: WorldParts, holder?: WorldImage['holder']): Uint8Array {
  const { office } = world.state;
  // The subscribers are wiring, remade on load: out of the way while the state is copied.
  const subscribers = office.subscribers.splice(0);
  let payload: Uint8Array;
  try {
    const image: WorldImage = { sandbox: world.sandbox, ...(holder ? { holder } : {}), savedAt: world.clock.now(), clockOffsetMs: world.clock.offsetMs(), sessions: world.sessions.dump(), state: stateImage(world.state) };
    payload = codec.serialize(image);
  } finally {
    office.subscribers.push(...subscribers);
  }
  return sealWorld(payload);
}

/** A payload behind the header line that names the format, its version, the payload's length and its SHA-256. */
export function sealWorld(payload: Uint8Array): Uint8Array {
  const header = latin1Bytes(`${WORLD_FORMAT} ${WORLD_FORMAT_VERSION} ${payload.length} ${sha256(payload)}\n`);
  const sealed = new Uint8Array(header.length + payload.length);
  sealed.set(header, 0);
  sealed.set(payload, header.length);
  releaseBytes(payload);
  return sealed;
}

const sha256 = (bytes: Uint8Array) => hexText(installedCrypto().sha256(bytes));
const HEADER_MAX = 200;

/** The image in `bytes`, checked whole before anything is read from it; WorldImageError says what is wrong. */
export function readWorldWith(codec: Pick<WorldCodec, 'deserialize'>, bytes: Uint8Array): WorldImage {
  const end = bytes.subarray(0, HEADER_MAX).indexOf(0x0a);
  if (end < 0) throw new WorldImageError(`not a ${WORLD_FORMAT} file (no header line)`);
  const [format, version, length, digest, ...rest] = latin1Text(bytes, 0, end).split(' ');
  if (format !== WORLD_FORMAT || rest.length > 0) throw new WorldImageError(`not a ${WORLD_FORMAT} file`);
  if (version !== String(WORLD_FORMAT_VERSION)) throw new WorldImageError(`format version ${version ?? '?'}, this server reads version ${WORLD_FORMAT_VERSION} only`);
  const payload = bytes.subarray(end + 1);
  if (String(payload.length) !== length) throw new WorldImageError(`cut short or padded: ${payload.length} bytes of payload, the header says ${length}`);
  if (sha256(payload) !== digest) throw new WorldImageError('corrupt: the payload does not match its SHA-256');
  try {
    return codec.deserialize(payload) as WorldImage;
  } catch (err) {
    throw new WorldImageError(`unreadable payload (${(err as Error).message})`);
  }
}

/**
 * A live State from an image (owned by the caller: load one image into several worlds by reading it
 * again), its match world planning the fixtures' competitions.
 */
export function stateFromImage(image: StateImage, clock: Clock, competitions: World['competitions']): State {
  const { member, chat, predictions, world: saved, book, ...plain } = image;
  const { plannedLeagues: _before, ...world } = saved;
  const uploads = createUploads();
  uploads.load(member.uploads);
  const fresh = createChatState();
  fresh.chat.load(chat);
  fresh.predictions.load(predictions);
  const matches = new Map([...world.matches].map(([gameId, m]) => [gameId, { info: m.info, timeline: 'input' in m.timeline ? timelineFrom(m.timeline.input) : m.timeline.whole }]));
  const state: State = {
    ...plain,
    captchas: createCaptchas(clock),
    loginGuard: createLoginGuard(clock),
    verificationCodes: createVerificationCodes(clock),
    passwordResets: createPasswordResets(clock),
    member: { ...member, uploads },
    ...fresh,
    // An image from before plannedToMs: the next step offers the whole window, as every step did then.
    world: { ...world, competitions, matches, plannedToMs: world.plannedToMs ?? -Infinity },
    book: bookFromImage(book),
  };
  // Saved before the wallets said when they were made: their folds count deposits from the payouts' start, the same instant.
  state.wallets.countedFrom ??= state.payouts.since;
  wireState(state);
  return state;
}
