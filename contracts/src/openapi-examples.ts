import type { z } from 'zod';
import { exampleOf } from './example-of';
import { newDeviceErrorData } from './routes/auth';

/**
 * Error data a reader recognises, where the generic example builder would fill in any valid text
 * (the masked phone of the new-device codes is what the verification screen shows).
 */
const ERROR_DATA_EXAMPLES = new Map<z.ZodTypeAny, unknown>([
  [newDeviceErrorData, { phoneNumber: '138****5678', areaCode: '86' }],
]);

export function errorDataExample(schema: z.ZodTypeAny): unknown {
  return ERROR_DATA_EXAMPLES.get(schema) ?? exampleOf(schema);
}
