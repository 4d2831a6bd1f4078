import type { BodyCondition, ScenarioWhen } from '@betsite/contracts/mock';

export type ConditionOp = BodyCondition['op'];
export const CONDITION_OPS: readonly { op: ConditionOp; label: string }[] = [
  { op: 'eq', label: '=' },
  { op: 'ne', label: '≠' },
  { op: 'gt', label: '>' },
  { op: 'gte', label: '≥' },
  { op: 'lt', label: '<' },
  { op: 'lte', label: '≤' },
  { op: 'in', label: 'in' },
];

/** One condition on a body field, as typed. */
export interface ConditionDraft {
  field: string;
  op: ConditionOp;
  value: string;
}

export const EMPTY_CONDITION: ConditionDraft = { field: '', op: 'eq', value: '' };

/** A value as typed: JSON when it reads as JSON (1000, true, null, "AG"), else the text itself (AG). */
function valueOf(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return trimmed;
  }
}

/** `in` takes a JSON list, or values separated by commas (AG, BG). */
function listOf(text: string): unknown {
  const value = valueOf(text);
  return Array.isArray(value) ? value : text.split(',').map(valueOf);
}

/**
 * The `when` the draft names (undefined: every call). The values go in as typed, for the
 * contract's schema to judge; rows left wholly empty are ignored.
 */
export function whenOf(conditions: readonly ConditionDraft[], userId: string): ScenarioWhen | undefined {
  const rows = conditions.filter((c) => c.field.trim() !== '' || c.value.trim() !== '');
  const body = rows.map((c) => ({ field: c.field.trim(), op: c.op, value: c.op === 'in' ? listOf(c.value) : valueOf(c.value) }) as BodyCondition);
  const user = userId.trim();
  const when = {
    ...(body.length > 0 ? { body } : {}),
    ...(user === '' ? {} : { userId: (/^\d+$/.test(user) ? Number(user) : user) as number }),
  };
  return Object.keys(when).length > 0 ? when : undefined;
}
