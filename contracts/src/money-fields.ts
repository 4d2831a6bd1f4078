import { z } from 'zod';
import { epochMs, money } from './envelope';
import { documented } from './openapi-hints';
import { charsAtMost } from './char-count';

/**
 * Field schemas shared by the money and games resources (payment, venue, record, transfer,
 * withdraw). Money on the wire is yuan with at most 2 decimals; the server keeps integer cents.
 */

/** The largest amount any single money field accepts: 12 characters, like the transfer input. */
export const MONEY_YUAN_MAX = 99_999_999.99;

/** A positive amount of yuan with at most 2 decimals (3 decimals, 0 or negative are illegal: 6008). */
export const positiveMoney = money(z.number().positive().max(MONEY_YUAN_MAX));

/** A signed amount of yuan (win/loss, a debit in the deal records). */
export const signedMoney = money(z.number());

/** A number field limited to a few values; a number outside them is illegal (6008), a string or a fraction the wrong type (6007). */
export function oneOf<const T extends readonly number[]>(values: T) {
  const rule = z
    .number()
    .int()
    .refine((n): n is T[number] => values.includes(n), `must be one of ${values.join(', ')}`);
  return documented(rule, { enum: [...values] });
}

/** 0 or 1, the spec's flag style (isActivity, withLockMoney, status). */
export const flag = oneOf([0, 1] as const);

/** A venue's enName or a wallet channelCode: short ASCII codes such as CRTY, AGZR, PG. */
export const venueCode = z.string().min(1).regex(charsAtMost(32)).regex(/^[A-Za-z0-9_]+$/);

/**
 * Order numbers the server issues: a letter prefix, the Beijing date and time, a sequence
 * (D20260115120000000001). Opaque to clients: any short alphanumeric text is accepted and an
 * unknown one answers 6004.
 */
export const orderNo = z.string().min(1).regex(charsAtMost(40)).regex(/^[A-Za-z0-9]+$/);

/**
 * Record queries look back at most this far in one call (a bounded scan). The mock server keeps
 * closed records this long after their last change too (its record window); open bets always.
 */
export const RECORD_QUERY_SPAN_DAYS_MAX = 93;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A [beginTime, endTime] window on the server clock, in milliseconds. */
export const timeWindow = {
  beginTime: epochMs,
  endTime: epochMs,
};

export const WINDOW_MESSAGES = { order: '结束时间不能早于开始时间', span: `查询时间跨度不能超过${RECORD_QUERY_SPAN_DAYS_MAX}天` } as const;

/** What the OpenAPI document says of a body checked with `checkWindow`. */
export const WINDOW_DOCUMENTED = {
  'x-max-span-days': RECORD_QUERY_SPAN_DAYS_MAX,
  description: `endTime must not be before beginTime, and the window spans at most ${RECORD_QUERY_SPAN_DAYS_MAX} days; otherwise 6008 (${WINDOW_MESSAGES.order}, ${WINDOW_MESSAGES.span}).`,
};

export function checkWindow(w: { beginTime: number; endTime: number }, ctx: z.RefinementCtx) {
  if (w.endTime < w.beginTime) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['endTime'], message: WINDOW_MESSAGES.order });
  else if (w.endTime - w.beginTime > RECORD_QUERY_SPAN_DAYS_MAX * DAY_MS) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['beginTime'], message: WINDOW_MESSAGES.span });
  }
}
