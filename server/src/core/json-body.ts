import secureJson from 'secure-json-parse';
import { JSON_DEPTH_MAX, nestsDeeperThan } from '../lib/json-depth';
import { BodyParseError } from './error-replies';

/** Refuse `__proto__` and `constructor.prototype` keys (made once: the parser runs for every JSON body). */
const POISON_CHECKS = { protoAction: 'error', constructorAction: 'error' } as const;

/** The empty object most reads send, shared by its callers' parses (each gets a new one). */
const EMPTY_BODY = '{}';

/**
 * A JSON body's text parsed as every transport parses it: like Fastify's own parser
 * (secure-json-parse, refusing prototype poisoning) but keeping the reason, so the envelope policy
 * answers a poisoned body 6008 and plain bad JSON 6007; nesting deeper than JSON_DEPTH_MAX is
 * refused before the parse. Undefined: no body (an empty one, whatever its content type says: the
 * pipeline's defaultBody decides, core/empty-body.ts).
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) return undefined;
  // Most reads send exactly {}: what the scan and the parse below make of it, without them.
  if (text === EMPTY_BODY) return {};
  if (nestsDeeperThan(text, JSON_DEPTH_MAX)) throw new BodyParseError(false);
  try {
    return secureJson.parse(text, undefined, POISON_CHECKS) as unknown;
  } catch (e) {
    throw new BodyParseError(e instanceof SyntaxError && /prototype|constructor/i.test(e.message) && !/JSON/.test(e.message));
  }
}
