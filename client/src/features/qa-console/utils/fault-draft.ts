import type { ScenarioFaultInput } from '@betsite/contracts/mock';
import { CHAT_SOCKET_PATH } from '@betsite/contracts/socket';

/** What a scenario answers: an envelope (a status code), or one of the faults of the QA contract. */
export type AnswerKind = 'status' | ScenarioFaultInput['kind'];

/** The answer picker's choices, in the order a QA engineer reads them. */
export const ANSWER_KINDS: readonly { kind: AnswerKind; label: string }[] = [
  { kind: 'status', label: 'An envelope with its code' },
  { kind: 'reset', label: 'Connection reset' },
  { kind: 'empty', label: 'Closed without a reply' },
  { kind: 'malformed', label: 'A body that is not JSON, or cut' },
  { kind: 'http', label: 'An HTTP status and body (gateway, 401)' },
  { kind: 'slow', label: 'A slow reply (the envelope dribbled)' },
  { kind: 'socket-drop', label: 'Chat socket: cut after N frames' },
  { kind: 'socket-close', label: 'Chat socket: close with a code' },
  { kind: 'socket-delay', label: 'Chat socket: delay every frame' },
];

/** The fault's fields as typed, each a text until the answer is built. */
export interface FaultDraft {
  answer: AnswerKind;
  malformedBody: 'not-json' | 'cut-json';
  httpStatus: string;
  httpBody: string;
  httpContentType: string;
  slowSeconds: string;
  afterFrames: string;
  closeCode: string;
  closeReason: string;
  frameDelayMs: string;
}

export const EMPTY_FAULT: FaultDraft = {
  answer: 'status',
  malformedBody: 'not-json',
  httpStatus: '502',
  httpBody: '',
  httpContentType: '',
  slowSeconds: '3',
  afterFrames: '0',
  closeCode: '4000',
  closeReason: '',
  frameDelayMs: '1000',
};

export const isSocketAnswer = (answer: AnswerKind): boolean => answer.startsWith('socket-');
/** Whether the answer carries the envelope's status code (a slow reply dribbles one). */
export const answerHasStatusCode = (answer: AnswerKind): boolean => answer === 'status' || answer === 'slow';
/** Where a socket fault must go: the contract refuses it on any other path. */
export const SOCKET_PATH = CHAT_SOCKET_PATH;

/**
 * A whole number from its text; any other text is passed on as it is, for the contract's schema to
 * refuse with its own words (the server would say the same).
 */
const numberOr = (text: string): number | string => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text);
const optional = (text: string) => (text === '' ? undefined : text);

/** The fault the draft names, as the QA API takes it (undefined: an envelope answer). */
export function faultOf(d: FaultDraft): ScenarioFaultInput | undefined {
  // Texts go in as typed where the contract wants a number: its schema says what is wrong with them.
  const n = (text: string) => numberOr(text) as number;
  switch (d.answer) {
    case 'status':
      return undefined;
    case 'reset':
    case 'empty':
      return { kind: d.answer };
    case 'malformed':
      return { kind: 'malformed', body: d.malformedBody };
    case 'http': {
      const body = optional(d.httpBody);
      const contentType = optional(d.httpContentType.trim());
      return { kind: 'http', status: n(d.httpStatus), ...(body === undefined ? {} : { body }), ...(contentType === undefined ? {} : { contentType }) };
    }
    case 'slow':
      return { kind: 'slow', seconds: n(d.slowSeconds) };
    case 'socket-drop':
      return { kind: 'socket-drop', afterFrames: n(d.afterFrames) };
    case 'socket-close': {
      const reason = optional(d.closeReason);
      return { kind: 'socket-close', code: n(d.closeCode), afterFrames: n(d.afterFrames), ...(reason === undefined ? {} : { reason }) };
    }
    case 'socket-delay':
      return { kind: 'socket-delay', ms: n(d.frameDelayMs) };
  }
}
