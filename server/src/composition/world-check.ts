import { z } from 'zod';
import { WorldImageError, type WorldImage } from './world-image';

/**
 * What a world file must be, beyond its checksum: a valid SHA-256 only says the bytes are the
 * ones written, not that what was written is a world of this server (a file put there by hand, a
 * tool's `{}`, an older build's mistake). Checked once, at STATE_DIR's load, before anything of it
 * is used: the image's parts and the kind of each slice of the State, money as safe integers
 * wherever it is kept (every `…Cents` field, the convention of every context), and the wallets'
 * own rule that no balance and no ledger amount is ever below zero. A snapshot restored from
 * memory was made by this process and is not checked again.
 */
const safeInt = z.number().int().safe();
const map = z.instanceof(Map);
const set = z.instanceof(Set);
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).passthrough();

/** The State's slices as an image keeps them (composition/world-image.ts StateImage); world-check.test.ts holds this to a fresh world's image. */
export const STATE_SLICES = {
  accounts: map,
  settings: obj({}),
  nextUserId: safeInt,
  content: obj({}),
  activities: obj({ byId: map, participations: map }),
  feedback: obj({ byId: map }),
  letters: obj({ byId: map, nextId: safeInt }),
  payouts: obj({ since: safeInt, progress: obj({ byUser: map }), paid: set }),
  wallets: obj({ byUser: map, nextEntryId: safeInt, nextOrderSeq: safeInt }),
  deposits: obj({ orders: map, byUser: map }),
  withdrawals: obj({ orders: map, byUser: map, cards: map }),
  currencies: z.array(z.unknown()),
  office: obj({ notices: z.array(z.unknown()) }),
  games: obj({ venues: z.array(z.unknown()), byEnName: map }),
  betRecords: obj({ byUser: map }),
  provider: obj({ rounds: map }),
  sports: obj({ history: map }),
  forcedNextBet: map,
  member: obj({ payPasswords: map, uploads: z.array(z.unknown()) }),
  chat: obj({ rooms: map, destroyed: set }),
  predictions: map,
  world: obj({ matches: map, advancedToMs: z.number() }),
  book: obj({ byId: map, byUser: map }),
} satisfies Record<string, z.ZodTypeAny>;

const session = obj({ token: z.string(), userId: safeInt, deviceUuid: z.string(), createdAt: safeInt, lastSeenAt: safeInt });
const imageShape = z.object({
  sandbox: z.string().nullable(),
  holder: z.object({ instance: z.string(), boot: z.string() }).optional(),
  savedAt: safeInt,
  clockOffsetMs: safeInt.nonnegative(),
  sessions: z.array(session),
  state: z.object(STATE_SLICES).passthrough(),
});

const wallet = obj({
  userId: safeInt,
  centreCents: safeInt.nonnegative(),
  lockedCents: safeInt.nonnegative(),
  pendingCents: safeInt.nonnegative(),
  stakesCents: safeInt.nonnegative(),
  venues: z.map(z.string(), safeInt.nonnegative()),
  coins: z.map(z.string(), safeInt.nonnegative()),
  journal: z.array(obj({ amountCents: safeInt.nonnegative(), centreAfterCents: safeInt.nonnegative() })),
});

/** `value` as a WorldImage, or WorldImageError naming the first thing wrong and where. */
export function checkWorldImage(value: unknown): WorldImage {
  const parsed = imageShape.safeParse(value);
  if (!parsed.success) throw new WorldImageError(`not a world of this server: ${firstIssue(parsed.error)}`);
  const image = value as WorldImage;
  for (const [userId, w] of image.state.wallets.byUser) {
    const checked = wallet.safeParse(w);
    if (!checked.success) throw new WorldImageError(`the wallet of player ${String(userId)} breaks the wallets' rules: ${firstIssue(checked.error, `state.wallets.byUser[${String(userId)}]`)}`);
  }
  const bad = badMoney(image.state);
  if (bad) throw new WorldImageError(`money must be a safe integer of cents: ${bad}`);
  return image;
}

function firstIssue(error: z.ZodError, under = ''): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const path = [under, ...issue.path.map(String)].filter(Boolean).join('.');
  return `${path || 'the image'}: ${issue.message}`;
}

const describe = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
const isCents = (v: unknown) => v === null || v === undefined || Number.isSafeInteger(v);

/** The path of the first `…Cents` field that holds no safe integer (nor null), undefined when all do. Walks each shared object once. */
function badMoney(state: unknown): string | undefined {
  const seen = new Set<object>();
  const stack: [unknown, string][] = [[state, 'state']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) {
      for (const [k, v] of value) stack.push([v, `${path}[${String(k)}]`]);
    } else if (value instanceof Set || Array.isArray(value)) {
      let i = 0;
      for (const v of value as Iterable<unknown>) stack.push([v, `${path}[${i++}]`]);
    } else {
      for (const [k, v] of Object.entries(value)) {
        const at = `${path}.${k}`;
        if (k.endsWith('Cents')) {
          const values = v instanceof Map ? [...v.values()] : Array.isArray(v) ? v : [v];
          const wrong = values.findIndex((x) => !isCents(x));
          if (wrong >= 0) return `${at} is ${describe(values[wrong])}`;
        }
        stack.push([v, at]);
      }
    }
  }
  return undefined;
}
