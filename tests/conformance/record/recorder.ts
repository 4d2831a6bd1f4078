import { checkReply } from './check-reply';
import { createDriftLog, type DriftSummary } from './drift-log';
import { locateCall } from './locate';
import type { Exchange } from './proxy';
import { createReplyBook, DEFAULT_REPLY_BOOK_LIMITS, type ReplyBookLimits } from './reply-book';

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
      const { route, key } = located.route;
      const wire = { httpStatus: exchange.httpStatus, contentType: exchange.contentType, text: exchange.replyBody.toString('utf8'), ...(exchange.cut === undefined ? {} : { cut: exchange.cut }) };
      const reply = checkReply(route, wire, { encryptedCall: located.encrypted, secret: options.secret });
      // Another secret than the backend's opens nothing: that is the recording's fault, not drift.
      if (reply.unopened) return log.addUnreadable('encrypted reply does not open with the wire secret');
      checked += 1;
      log.addReply({ key, method: route.method, path: route.path }, located.encrypted, reply.findings);
      // The contract's API routes are GET or POST only (route.ts builds nothing else).
      if (reply.envelope && (route.method === 'GET' || route.method === 'POST')) book.add(route.method, route.path, reply.envelope);
    },
    report(target: string): DriftReport {
      return { target, startedAt: startedAt.toISOString(), endedAt: new Date().toISOString(), calls, checked, ...log.summary(), notSaved: book.skipped() };
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
