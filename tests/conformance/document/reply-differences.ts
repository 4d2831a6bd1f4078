import { isEncryptedReply, REPLAY_REJECTION_CODE, WIRE_REJECTION_CODE } from '@betsite/contracts/wire';
import type { Envelope } from '@betsite/contracts/envelope';
import { open } from '../../../server/src/lib/wire-node';
import { redactSecrets } from '../record/redact';
import { describeValue, type Difference } from './difference';
import type { DocumentedOperation } from './operation';
import { schemaDifferences } from './schema-differences';

/** A reply as it came over HTTP, before anything is read from it. */
export interface WireReply {
  httpStatus: number;
  /** The Content-Type header; '' when there was none. */
  contentType: string;
  /** The body's text, as much of it as came. */
  text: string;
  /** Why the body stopped before its end (the connection closed); absent when it came whole. */
  cut?: string;
}

export interface ReplyContext {
  /** The call went on the encrypted path (`/api/enc/…`): its reply must come sealed. */
  encryptedCall: boolean;
  /** The wire secret that opens a sealed reply. */
  secret: string;
  /**
   * The wire layer's own refusals (6008, and 6003 for a replayed path) come back plain: the
   * caller's key may be exactly what failed. Traffic from real clients meets them (a retried call);
   * the conformance suite's calls are valid, so for it they are differences.
   */
  wireRefusalsInPlain: boolean;
}

export interface ReadReply {
  /** Every difference found, the first real one first. */
  differences: Difference[];
  /** The body's JSON, opened when it came sealed; absent when the body is not JSON. */
  value?: unknown;
  /** The value when it is an envelope. */
  envelope?: Envelope;
  /** The envelope when its status_code is the operation's: what the reply schema judges next. */
  checkable?: Envelope;
  /** The reply came sealed and the secret does not open it (a recorder given another secret reads nothing). */
  unopened?: true;
}

const WIRE_REFUSALS: readonly number[] = [WIRE_REJECTION_CODE, REPLAY_REJECTION_CODE];
const ENVELOPE_TEXT = '{status_code: integer, data, message: string}';
const TEXT_SHOWN_CHARS_MAX = 200;

/**
 * The whole documented reply of `operation`, checked in the order a reader needs it: the HTTP
 * status (the envelope rule: every reply the document gives a call of its own method is HTTP 200),
 * the content type, a body that came whole and is JSON, sealed when the call was (and opened), an
 * envelope, a status_code the operation declares, and the reply schema of contracts/openapi.json
 * (the branch its status_code selects) by ajv with Prism's options.
 */
export function replyDifferences(operation: DocumentedOperation, wire: WireReply, context: ReplyContext): ReadReply {
  const read = readReply(operation, wire, context);
  if (!read.checkable) return read;
  return { ...read, differences: [...read.differences, ...schemaDifferences(operation.schemaErrors(read.checkable))] };
}

/** All of replyDifferences but the reply schema: what a caller with a schema of its own (the recorder's zod) checks first. */
export function readReply(operation: DocumentedOperation, wire: WireReply, context: ReplyContext): ReadReply {
  const differences: Difference[] = [];
  if (!operation.statuses.includes(wire.httpStatus)) {
    const documented = operation.statuses.join(' or ');
    differences.push({ field: '(http status)', expected: documented, got: String(wire.httpStatus), text: `HTTP ${wire.httpStatus}, the document says ${documented}` });
  }
  const media = wire.contentType.split(';')[0]!.trim().toLowerCase();
  const documentedMedia = operation.mediaTypesOf(wire.httpStatus);
  if (!documentedMedia.includes(media)) {
    const got = media || 'none';
    differences.push({ field: '(content type)', expected: documentedMedia.join(' or '), got, text: `content-type ${got}, the document says ${documentedMedia.join(' or ')}` });
  }
  if (wire.cut !== undefined) {
    const got = `${Buffer.byteLength(wire.text)} bytes, then ${wire.cut}`;
    differences.push({ field: '(reply)', expected: 'the whole body', got, text: `the reply was cut: ${got}` });
    return { differences };
  }
  const body = readBody(wire.text, context);
  differences.push(...body.differences);
  if (!body.read) return body.unopened ? { differences, unopened: true } : { differences };
  const { value, wireRefusal } = body.read;
  const problem = envelopeProblem(value);
  if (problem) {
    // Whatever came in its place may carry a token (a login's data without the envelope).
    const got = describeValue(redactSecrets(value), '');
    differences.push({ field: '(envelope)', expected: ENVELOPE_TEXT, got, text: `the reply is not an envelope ${ENVELOPE_TEXT}: ${problem}` });
    return { differences, value };
  }
  const envelope = value as Envelope;
  // A plain wire refusal is the wire layer's, not the operation's: no schema of it says more.
  if (wireRefusal) return { differences, value, envelope };
  if (!operation.codes.includes(envelope.status_code)) {
    differences.push({
      field: 'status_code',
      expected: `a code ${operation.label} declares (${operation.codes.join(', ')})`,
      got: String(envelope.status_code),
      text: `status_code ${envelope.status_code} is not declared by ${operation.label}`,
    });
    return { differences, value, envelope };
  }
  return { differences, value, envelope, checkable: envelope };
}

interface Body {
  differences: Difference[];
  /** The JSON read, opened when sealed; absent when there is none to read. */
  read?: { value: unknown; wireRefusal: boolean };
  unopened?: true;
}

/** The body's JSON, opened when sealed; the sealing must match the call's. */
function readBody(text: string, context: ReplyContext): Body {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    return { differences: [{ field: '(reply)', expected: 'JSON', got: shown(text), text: `the reply is not JSON (${parsed.error}): ${shown(text)}` }] };
  }
  if (!isEncryptedReply(parsed.value)) {
    const code = (parsed.value as { status_code?: unknown } | null)?.status_code;
    const wireRefusal = context.encryptedCall && context.wireRefusalsInPlain && typeof code === 'number' && WIRE_REFUSALS.includes(code);
    const differences: Difference[] =
      context.encryptedCall && !wireRefusal
        ? [{ field: '(encryption)', expected: 'a sealed reply {encrypted: 1, payload}', got: 'a plain reply', text: 'an encrypted call answered in plain: the encrypted form seals every reply' }]
        : [];
    return { differences, read: { value: parsed.value, wireRefusal } };
  }
  const differences: Difference[] = context.encryptedCall
    ? []
    : [{ field: '(encryption)', expected: 'a plain reply', got: 'a sealed reply', text: 'a plain call answered sealed' }];
  const plaintext = open(context.secret, parsed.value.payload);
  if (plaintext === null) {
    differences.push({ field: '(encryption)', expected: 'a payload the wire secret opens', got: 'a payload that does not open', text: 'the sealed reply does not open with the wire secret' });
    return { differences, unopened: true };
  }
  const opened = parseJson(plaintext);
  if (!opened.ok) {
    differences.push({ field: '(reply)', expected: 'JSON', got: shown(plaintext), text: `the sealed reply opens to something that is not JSON (${opened.error}): ${shown(plaintext)}` });
    return { differences };
  }
  return { differences, read: { value: opened.value, wireRefusal: false } };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const shown = (text: string) => (text === '' ? 'an empty body' : describeValue(text.length > TEXT_SHOWN_CHARS_MAX ? `${text.slice(0, TEXT_SHOWN_CHARS_MAX)}…` : text, ''));

/** What keeps `value` from being an envelope, or '' when it is one. */
function envelopeProblem(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `it is ${describeValue(value, '')}`;
  const body = value as Record<string, unknown>;
  const missing = ['status_code', 'data', 'message'].filter((k) => !(k in body));
  if (missing.length > 0) return `${missing.join(', ')} missing`;
  if (!Number.isInteger(body.status_code)) return `status_code is ${describeValue(body.status_code, 'status_code')}`;
  if (typeof body.message !== 'string') return `message is ${describeValue(body.message, 'message')}`;
  return '';
}
