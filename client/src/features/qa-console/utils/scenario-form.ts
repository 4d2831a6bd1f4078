import { SCENARIO_DELAY_MAX_MS, scenarioInput, scenarioProblem, type ScenarioFault, type ScenarioWhen } from '@betsite/contracts/mock';
import type { ScenarioInput } from '../api/scenarios';
import { EMPTY_FAULT, answerHasStatusCode, faultOf, isSocketAnswer, type FaultDraft } from './fault-draft';
import { whenOf, type ConditionDraft } from './when-draft';

export interface ScenarioDraft extends FaultDraft {
  path: string;
  method: 'GET' | 'POST';
  statusCode: string;
  /** Empty: until removed. */
  times: string;
  delayMs: string;
  message: string;
  /** Empty: every caller. */
  session: string;
  /** Body conditions of the `when` (rows left empty are ignored). */
  conditions: ConditionDraft[];
  /** Empty: any logged-in user. */
  whenUserId: string;
}

export const EMPTY_SCENARIO: ScenarioDraft = {
  ...EMPTY_FAULT,
  path: '',
  method: 'POST',
  statusCode: '6005',
  times: '1',
  delayMs: '0',
  message: '',
  session: '',
  conditions: [],
  whenUserId: '',
};

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The form's names for the fields the contract's schema may name in a refusal. */
const FIELD_LABELS: Record<string, string> = {
  path: 'Route path',
  status_code: 'Status code',
  message: 'Message',
  session: 'Only for session',
  when: 'When',
  fault: 'Answer',
  'when.userId': 'When: user id',
  'fault.status': 'HTTP status',
  'fault.body': 'Body',
  'fault.contentType': 'Content type',
  'fault.seconds': 'Seconds',
  'fault.afterFrames': 'After frames',
  'fault.code': 'Close code',
  'fault.reason': 'Close reason',
  'fault.ms': 'Frame delay',
  delayMs: 'Delay',
};

/** Where a refusal points, in the form's words: "When: amount" for the field of a condition. */
function labelOf(path: readonly (string | number)[], conditions: readonly ConditionDraft[]): string {
  if (path[0] === 'when' && path[1] === 'body' && typeof path[2] === 'number') return `When ${path[2] + 1} (${conditions[path[2]]?.field || 'field'})`;
  return FIELD_LABELS[path.join('.')] ?? (path.join('.') || 'Scenario');
}

/**
 * The form's texts as the QA API's scenario, or what is wrong with them: a few friendly checks,
 * then the contract's own schema and rules, the ones the server applies (it checks again).
 */
export function scenarioOf(draft: ScenarioDraft): { input: ScenarioInput } | { invalid: string } {
  const path = draft.path.trim();
  if (!path.startsWith('/')) return { invalid: 'The route path starts with /, e.g. /site/api/v1/user/login.' };
  const withCode = answerHasStatusCode(draft.answer);
  const statusCode = wholeNumber(draft.statusCode);
  if (withCode && statusCode === null) return { invalid: 'Pick a status code.' };
  const times = draft.times.trim() === '' ? undefined : wholeNumber(draft.times);
  if (times === null || times === 0) return { invalid: 'Times is a whole number from 1, or empty for until removed.' };
  const delayMs = draft.delayMs.trim() === '' ? 0 : wholeNumber(draft.delayMs);
  if (delayMs === null || delayMs > SCENARIO_DELAY_MAX_MS) return { invalid: `Delay is 0 to ${SCENARIO_DELAY_MAX_MS} ms.` };
  const socket = isSocketAnswer(draft.answer);
  const message = socket ? '' : draft.message.trim();
  const session = draft.session.trim();
  const fault = faultOf(draft);
  const when = socket ? undefined : whenOf(draft.conditions, draft.whenUserId);
  const input: ScenarioInput = {
    path,
    method: draft.method,
    ...(withCode && statusCode !== null ? { status_code: statusCode } : {}),
    ...(fault === undefined ? {} : { fault }),
    ...(when === undefined ? {} : { when }),
    delayMs: socket ? 0 : delayMs,
    ...(times === undefined ? {} : { times }),
    ...(message === '' ? {} : { message }),
    ...(session === '' ? {} : { session }),
  };
  const parsed = scenarioInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { invalid: `${labelOf(issue.path, draft.conditions)}: ${issue.message}` };
  }
  const problem = scenarioProblem(parsed.data);
  if (problem !== null) return { invalid: `${labelOf([problem.field], draft.conditions)}: ${problem.message}` };
  return { input };
}

/** What a scenario answers, in a word or two: its code, or its transport fault. */
export function scenarioAnswer(s: { status_code?: number; fault?: ScenarioFault }): string {
  const { fault } = s;
  if (fault === undefined) return String(s.status_code);
  switch (fault.kind) {
    case 'reset':
      return 'connection reset';
    case 'empty':
      return 'closed, no reply';
    case 'malformed':
      return fault.body === 'cut-json' ? 'JSON cut in half' : 'not JSON';
    case 'http':
      return `HTTP ${fault.status}`;
    case 'slow':
      return `${s.status_code}, dribbled over ${fault.seconds} s`;
    case 'socket-drop':
      return `socket cut after ${framesText(fault.afterFrames)}`;
    case 'socket-close':
      return `socket closed ${fault.code}${fault.reason ? ` (${fault.reason})` : ''} after ${framesText(fault.afterFrames)}`;
    case 'socket-delay':
      return `socket frames held ${fault.ms} ms`;
  }
}

const framesText = (n: number) => (n === 1 ? '1 frame' : `${n} frames`);

const OP_TEXT = { eq: '=', ne: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤', in: 'in' } as const;

/** Which calls a scenario applies to beyond its route, in a line ('' when every call). */
export function scenarioWhenText(when: ScenarioWhen | undefined): string {
  if (when === undefined) return '';
  const parts = (when.body ?? []).map((c) => `${c.field} ${OP_TEXT[c.op]} ${JSON.stringify(c.value)}`);
  if (when.userId !== undefined) parts.push(`user ${when.userId}`);
  return parts.join(', ');
}
