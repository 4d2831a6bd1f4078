import { isEncryptedReply } from '@betsite/contracts/wire';
import { open } from '../../../server/src/lib/wire-node';
import { checkReply, type Finding } from './check-reply';
import { createDriftLog, type DriftSummary } from './drift-log';
import { locateCall } from './locate';
import type { Exchange } from './proxy';
import { createReplyBook, DEFAULT_REPLY_BOOK_LIMITS, type RecordedReply, type ReplyBookLimits } from './reply-book';

export interface RecorderOptions {
  /** The partner's wire secret: opens encrypted paths and replies (never written anywhere). */
  secret: string;
  limits?: ReplyBookLimits;
}

export interface DriftReport extends DriftSummary {
  target: string;
  startedAt: string;
  endedAt: string;
  /** Every call the proxy forwarded and got an answer to. */
  calls: number;
  /** Replies to contract routes that parsed as JSON and were checked. */
  checked: number;
  /** Replies kept out of the saved scenario set, by reason. */
  notSaved: Record<string, number>;
}

/**
 * What the proxy hands over, made into drift: each exchange is located in the contract, its reply
 * decrypted when sealed, checked, tallied, and kept for the scenario set.
 */
export function createRecorder(options: RecorderOptions) {
  const log = createDriftLog();
  const book = createReplyBook(options.limits ?? DEFAULT_REPLY_BOOK_LIMITS);
  const startedAt = new Date();
  let calls = 0;
  let checked = 0;

  return {
    book,
    observe(exchange: Exchange): void {
      calls += 1;
      const located = locateCall(exchange.method, exchange.url, options.secret);
      if (located.kind === 'unreadable') return log.addUnreadable(located.reason);
      if (located.kind === 'not-in-contract') return log.addNotInContract(located.method, located.path);
      if (exchange.replyBody === null) return log.addUnreadable('reply larger than the recorder keeps (forwarded, not checked)');
      const reply = readReply(exchange, options.secret);
      if (reply.kind === 'unreadable') return log.addUnreadable(reply.reason);
      const { route, key } = located.route;
      checked += 1;
      const findings: Finding[] = checkReply(route, reply.value);
      if (exchange.httpStatus !== 200) findings.unshift({ field: '(http status)', expected: '200 (every reply is an envelope on HTTP 200)', got: `number ${exchange.httpStatus}` });
      log.addReply({ key, method: route.method, path: route.path }, located.encrypted, findings);
      // The contract's API routes are GET or POST only (route.ts builds nothing else).
      if (isEnvelopeLike(reply.value) && (route.method === 'GET' || route.method === 'POST')) book.add(route.method, route.path, reply.value);
    },
    report(target: string): DriftReport {
      return { target, startedAt: startedAt.toISOString(), endedAt: new Date().toISOString(), calls, checked, ...log.summary(), notSaved: book.skipped() };
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;

type ReadReply = { kind: 'json'; value: unknown } | { kind: 'unreadable'; reason: string };

/** The reply's JSON, opened first when it is sealed; anything that is not JSON is checked as text. */
function readReply(exchange: Exchange, secret: string): ReadReply {
  const text = exchange.replyBody?.toString('utf8') ?? '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON at all (an HTML error page, an empty body): the check reports it as the reply's drift.
    return { kind: 'json', value: text.length > 200 ? `${text.slice(0, 200)}…` : text };
  }
  if (!isEncryptedReply(value)) return { kind: 'json', value };
  const plaintext = open(secret, value.payload);
  if (plaintext === null) return { kind: 'unreadable', reason: 'encrypted reply does not open with the wire secret' };
  try {
    return { kind: 'json', value: JSON.parse(plaintext) };
  } catch {
    return { kind: 'json', value: plaintext };
  }
}

function isEnvelopeLike(value: unknown): value is RecordedReply {
  return typeof value === 'object' && value !== null && 'status_code' in value && typeof value.status_code === 'number' && 'message' in value && typeof value.message === 'string' && 'data' in value;
}
