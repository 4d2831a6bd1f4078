import type { ZodError, ZodIssue } from 'zod';
import { Code } from '@betsite/contracts/status-codes';

const HAS_CJK = /[\u4e00-\u9fff]/;

/**
 * A body that is missing fields or has fields of the wrong type answers 6007; a body whose fields
 * have the right types but illegal values answers 6008. A rule's own Chinese message is kept.
 */
export function classifyZodError(error: ZodError): { code: typeof Code.INVALID_PARAMETER | typeof Code.ILLEGAL_PARAMETER; message?: string } {
  const ruleMessage = error.issues.map((i) => i.message).find((m) => HAS_CJK.test(m));
  return { code: error.issues.some(isShapeProblem) ? Code.INVALID_PARAMETER : Code.ILLEGAL_PARAMETER, message: ruleMessage };
}

const typeOf = (value: unknown): string => (value === null ? 'null' : typeof value);

/**
 * Whether an issue is about the request's shape (a field missing, an unknown key, a value of
 * another type) rather than a value of the right type that breaks a rule. For a field limited to
 * a few values, as the document states it (`enum`, `const`), `"1"` where the values are numbers
 * is the wrong type, `7` a number outside them an illegal value; a union of such values is the
 * wrong type only when no option has the value's type.
 */
function isShapeProblem(issue: ZodIssue): boolean {
  switch (issue.code) {
    case 'invalid_type':
    case 'unrecognized_keys':
    case 'invalid_union_discriminator':
      return true;
    case 'invalid_literal':
      return typeOf(issue.received) !== typeOf(issue.expected);
    case 'invalid_enum_value':
      return !issue.options.some((option) => typeOf(option) === typeOf(issue.received));
    case 'invalid_union':
      // A value problem when some option has the value's shape and only its rule fails.
      return issue.unionErrors.every((branch) => branch.issues.some(isShapeProblem));
    // A value of the right type that breaks a rule: a bound, a pattern, a refinement.
    case 'custom':
    case 'invalid_intersection_types':
    case 'invalid_arguments':
    case 'invalid_return_type':
    case 'invalid_date':
    case 'invalid_string':
    case 'not_finite':
    case 'not_multiple_of':
    case 'too_big':
    case 'too_small':
      return false;
  }
}
