import { SCENARIO_DELAY_MAX_MS, type ScenarioWhen, type ScenarioFault } from '@betsite/contracts/mock';
import type { ScenarioInput } from '../api/scenarios';

export interface ScenarioDraft {
  path: string;
  method: 'GET' | 'POST';
  statusCode: string;
  /** Empty: until removed. */
  times: string;
  delayMs: string;
  message: string;
  /** Empty: every caller. */
  session: string;
}

export const EMPTY_SCENARIO: ScenarioDraft = { path: '', method: 'POST', statusCode: '6005', times: '1', delayMs: '0', message: '', session: '' };

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The form's texts as the QA API's scenario, or what is wrong with them (the server checks again). */
export function scenarioOf(draft: ScenarioDraft): { input: ScenarioInput } | { invalid: string } {
  const path = draft.path.trim();
  if (!path.startsWith('/')) return { invalid: 'The route path starts with /, e.g. /site/api/v1/user/login.' };
  const statusCode = wholeNumber(draft.statusCode);
  if (statusCode === null) return { invalid: 'Pick a status code.' };
  const times = draft.times.trim() === '' ? undefined : wholeNumber(draft.times);
  if (times === null || times === 0) return { invalid: 'Times is a whole number from 1, or empty for until removed.' };
  const delayMs = draft.delayMs.trim() === '' ? 0 : wholeNumber(draft.delayMs);
  if (delayMs === null || delayMs > SCENARIO_DELAY_MAX_MS) return { invalid: `Delay is 0 to ${SCENARIO_DELAY_MAX_MS} ms.` };
  const message = draft.message.trim();
  const session = draft.session.trim();
  return {
    input: {
      path,
      method: draft.method,
      status_code: statusCode,
      delayMs,
      ...(times === undefined ? {} : { times }),
      ...(message === '' ? {} : { message }),
      ...(session === '' ? {} : { session }),
    },
  };
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
