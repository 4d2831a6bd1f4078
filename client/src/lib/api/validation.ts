import { isZodType, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import type { Envelope } from '@betsite/contracts/envelope';

/**
 * A custom fetcher turns off ts-rest's own response validation, so replies are checked here
 * against the route's schema. Development and tests only: in production the check would cost
 * time on every reply and a drift would break the page instead of showing the data.
 */
export function replyProblem(route: AppRoute, envelope: Envelope): string | null {
  const declared = route.responses[200];
  if (!isZodType(declared)) return null;
  const result = branchFor(declared, envelope.status_code).safeParse(envelope);
  if (result.success) return null;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return `${route.method} ${route.path} answered outside its contract: ${issues.join('; ')}`;
}

/**
 * The envelope is a union (success | failure). Checked as a whole, zod reports the branch that
 * failed least badly, often "status_code must be >= 6001" for a success whose data drifted; the
 * useful report is the one of the branch the status code selects.
 */
function branchFor(schema: z.ZodTypeAny, statusCode: number): z.ZodTypeAny {
  if (!(schema instanceof z.ZodUnion)) return schema;
  const options = schema.options as readonly z.ZodTypeAny[];
  const chosen = options.find(
    (option) => option instanceof z.ZodObject && (option.shape as Record<string, z.ZodTypeAny>).status_code?.safeParse(statusCode).success,
  );
  return chosen ?? schema;
}
