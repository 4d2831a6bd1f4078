import type { ZodError } from 'zod';
import { Code } from '@betsite/contracts/status-codes';

const HAS_CJK = /[\u4e00-\u9fff]/;

/**
 * A body that is missing fields or has fields of the wrong type answers 6007; a body whose fields
 * have the right types but illegal values answers 6008. A rule's own Chinese message is kept.
 */
export function classifyZodError(error: ZodError): { code: typeof Code.INVALID_PARAMETER | typeof Code.ILLEGAL_PARAMETER; message?: string } {
  const shapeProblem = error.issues.some((i) => i.code === 'invalid_type' || i.code === 'invalid_union' || i.code === 'unrecognized_keys' || i.code === 'invalid_union_discriminator');
  const ruleMessage = error.issues.map((i) => i.message).find((m) => HAS_CJK.test(m));
  return { code: shapeProblem ? Code.INVALID_PARAMETER : Code.ILLEGAL_PARAMETER, message: ruleMessage };
}
