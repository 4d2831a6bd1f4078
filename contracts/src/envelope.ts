import { z } from 'zod';
import { isMoneyYuan, MONEY_RULE_MESSAGE } from './money-rule';
import { Code } from './status-codes';
import { documented } from './openapi-hints';

/**
 * Every reply is `{status_code, data, message}` on HTTP 200 (spec 000 section 3). A success
 * carries the route's data; any other code carries `null` or the code's own error data.
 */
export function envelope<D extends z.ZodTypeAny>(data: D) {
  return z.union([
    z.object({ status_code: z.literal(Code.SUCCESS), data, message: z.string() }),
    z.object({
      status_code: z.number().int().min(6001).max(6999),
      data: z.unknown(),
      message: z.string(),
    }),
  ]);
}

/** The message of the HTTP 405 reply: the path exists, with other methods (the Allow header lists them). */
export const METHOD_NOT_ALLOWED_MESSAGE = '请求方法不允许';

export interface Envelope<D = unknown> {
  status_code: number;
  data: D;
  message: string;
}

/** A body with no fields: the spec's "no payload" calls still send `{}`. */
export const emptyBody = z.object({}).passthrough();

/**
 * An amount field: the number rules of `base` (sign, bounds) and then the one money rule (at most
 * 2 decimals, in range: money-rule.ts), refused with 6008 and the rule's message. Every amount
 * field of the contract is built with this, so the server's conversion to cents never fails.
 */
export function money(base: z.ZodNumber) {
  // Not `multipleOf(0.01)`: JSON Schema validators compute it in floating point and refuse 8.88.
  // The document states the rule in words and as `x-decimal-places` instead.
  return documented(base.refine(isMoneyYuan, MONEY_RULE_MESSAGE), MONEY_DOCUMENTED);
}

const MONEY_DOCUMENTED = {
  description: `Yuan with at most 2 decimals (the text of the number, e.g. 8.88, has at most 2 digits after the point); otherwise 6008 ${MONEY_RULE_MESSAGE}.`,
  'x-decimal-places': 2,
};

/** Money on the wire: a decimal with at most 2 places (the spec's "2 decimals"). Cents inside. */
export const moneyAmount = money(z.number().nonnegative());

/** Milliseconds since the epoch (server clock), bounded by what a Date can hold. */
export const epochMs = z.number().int().nonnegative().max(8_640_000_000_000_000);

/** The id of a stored row (a letter, a notice, an activity): a positive 32-bit integer. */
export const rowId = z.number().int().positive().max(2_147_483_647);

export const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });

export const pageQuery = z.object({
  pageNum: z.number().int().positive().max(10_000).default(1),
  pageSize: z.number().int().positive().max(100).default(15),
});
