import { useId, useMemo, useState, type FormEvent, type ReactElement } from 'react';
import { allRoutes } from '@betsite/contracts/walk';
import { contract } from '@betsite/contracts/contract';
import { ALL_STATUS_CODES, STATUS_CODES } from '@betsite/contracts/status-codes';
import { useQaConnection } from '../api/qa-connection';
import { addScenario } from '../api/scenarios';
import { useAction } from '../hooks/use-action';
import { ANSWER_KINDS, SOCKET_PATH, answerHasStatusCode, isSocketAnswer, type AnswerKind } from '../utils/fault-draft';
import { EMPTY_SCENARIO, scenarioAnswer, scenarioOf, type ScenarioDraft } from '../utils/scenario-form';
import { CONDITION_OPS, EMPTY_CONDITION, type ConditionDraft, type ConditionOp } from '../utils/when-draft';
import { ActionResult } from './panel';

/** Body conditions one form may hold (the contract takes 10). */
const CONDITION_ROWS_MAX = 10;

type TextField = { [K in keyof ScenarioDraft]: ScenarioDraft[K] extends string ? K : never }[keyof ScenarioDraft];

/**
 * A forced scenario from the console: a route (or the chat socket), what it answers (a status code
 * or a transport fault with its fields), and which calls (`when`). Checked against the contract's
 * schema before it is sent, so the form says what the server would refuse and why.
 */
export function ScenarioForm() {
  const connection = useQaConnection();
  const [draft, setDraft] = useState<ScenarioDraft>(EMPTY_SCENARIO);
  const action = useAction();
  const answerId = useId();
  // Every product route and the chat socket, so the path is picked rather than typed; its method comes with it.
  const routes = useMemo(
    () => [...allRoutes(contract).map(({ route }) => ({ path: route.path, method: route.method === 'GET' ? ('GET' as const) : ('POST' as const) })), { path: SOCKET_PATH, method: 'GET' as const }],
    [],
  );
  const text = (name: TextField) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const pickPath = (path: string) => setDraft({ ...draft, path, method: routes.find((r) => r.path === path)?.method ?? draft.method });
  // A socket fault goes on the socket's path: picking one puts it there.
  const pickAnswer = (answer: AnswerKind) => setDraft({ ...draft, answer, ...(isSocketAnswer(answer) ? { path: SOCKET_PATH, method: 'GET' as const } : {}) });
  const setCondition = (i: number, change: Partial<ConditionDraft>) => setDraft({ ...draft, conditions: draft.conditions.map((c, j) => (j === i ? { ...c, ...change } : c)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scenarioOf(draft);
    if ('invalid' in parsed) return action.fail(parsed.invalid);
    void action.run(() => addScenario(connection, parsed.input), (s) => `Scenario ${s.id} added: ${s.method} ${s.path} answers ${scenarioAnswer(s)}.`);
  };
  const socket = isSocketAnswer(draft.answer);
  const field = (label: string, name: TextField, extra: { placeholder?: string; numeric?: boolean } = {}) => (
    <label className="qa-inline-field">
      {label}
      <input className="field__input" inputMode={extra.numeric ? 'numeric' : undefined} placeholder={extra.placeholder} {...text(name)} />
    </label>
  );

  return (
    <form className="qa-form qa-form--grid" onSubmit={submit} aria-label="Add a scenario" noValidate>
      <label className="qa-inline-field qa-span-2">
        Route path
        <input className="field__input" list="qa-route-paths" value={draft.path} onChange={(e) => pickPath(e.target.value)} placeholder="/site/api/v1/user/login" />
      </label>
      <datalist id="qa-route-paths">
        {routes.map((r) => (
          <option key={r.path} value={r.path} />
        ))}
      </datalist>
      <label className="qa-inline-field">
        Method
        <select className="field__input" value={draft.method} onChange={(e) => setDraft({ ...draft, method: e.target.value === 'GET' ? 'GET' : 'POST' })}>
          <option value="POST">POST</option>
          <option value="GET">GET</option>
        </select>
      </label>
      {/* Labelled by id, not wrapped: a wrapping label's text would hold every choice's words ("HTTP status"). */}
      <div className="qa-inline-field">
        <label htmlFor={answerId}>Answer</label>
        <select id={answerId} className="field__input" value={draft.answer} onChange={(e) => pickAnswer(e.target.value as AnswerKind)}>
          {ANSWER_KINDS.map((a) => (
            <option key={a.kind} value={a.kind}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      {answerHasStatusCode(draft.answer) ? (
        <label className="qa-inline-field">
          Status code
          <select className="field__input" {...text('statusCode')}>
            {/* Not 6000 for a plain answer: a forced success would need the route's data, which this form does not take. */}
            {ALL_STATUS_CODES.filter((code) => code !== 6000 || draft.answer === 'slow').map((code) => (
              <option key={code} value={code}>
                {code} {STATUS_CODES[code].name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <FaultFields draft={draft} setDraft={setDraft} field={field} />
      {field('Times (empty: until removed)', 'times', { numeric: true })}
      {socket ? null : field('Delay (ms)', 'delayMs', { numeric: true })}
      {socket ? null : field('Message (optional)', 'message')}
      {field('Only for session (optional)', 'session', { placeholder: 'x-mock-session' })}
      {socket ? null : (
        <fieldset className="qa-form qa-span-2">
          <legend className="qa-note">When (optional): only calls whose body matches, or of one user</legend>
          {draft.conditions.map((c, i) => (
            <div className="qa-row" key={i} role="group" aria-label={`Condition ${i + 1}`}>
              <label className="qa-inline-field">
                Body field
                <input className="field__input" value={c.field} placeholder="amount" onChange={(e) => setCondition(i, { field: e.target.value })} />
              </label>
              <label className="qa-inline-field">
                Test
                <select className="field__input" value={c.op} onChange={(e) => setCondition(i, { op: e.target.value as ConditionOp })}>
                  {CONDITION_OPS.map((o) => (
                    <option key={o.op} value={o.op}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="qa-inline-field">
                Value
                <input className="field__input" value={c.value} placeholder={c.op === 'in' ? 'AG, BG' : '1000'} onChange={(e) => setCondition(i, { value: e.target.value })} />
              </label>
              <button type="button" className="button button--link" onClick={() => setDraft({ ...draft, conditions: draft.conditions.filter((_, j) => j !== i) })}>
                Remove condition {i + 1}
              </button>
            </div>
          ))}
          <div className="qa-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={draft.conditions.length >= CONDITION_ROWS_MAX}
              onClick={() => setDraft({ ...draft, conditions: [...draft.conditions, EMPTY_CONDITION] })}
            >
              Add a body condition
            </button>
            {field('When: user id (optional)', 'whenUserId', { numeric: true, placeholder: '10001' })}
          </div>
        </fieldset>
      )}
      <div className="qa-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Add scenario
        </button>
      </div>
      <ActionResult result={action.result} />
    </form>
  );
}

/** The fields of the chosen fault (none for an envelope, a reset or an empty reply). */
function FaultFields({
  draft,
  setDraft,
  field,
}: {
  draft: ScenarioDraft;
  setDraft: (d: ScenarioDraft) => void;
  field: (label: string, name: TextField, extra?: { placeholder?: string; numeric?: boolean }) => ReactElement;
}) {
  switch (draft.answer) {
    case 'malformed':
      return (
        <label className="qa-inline-field">
          Body
          <select className="field__input" value={draft.malformedBody} onChange={(e) => setDraft({ ...draft, malformedBody: e.target.value === 'cut-json' ? 'cut-json' : 'not-json' })}>
            <option value="not-json">Not JSON (a page of text)</option>
            <option value="cut-json">The envelope cut in half</option>
          </select>
        </label>
      );
    case 'http':
      return (
        <>
          {field('HTTP status', 'httpStatus', { numeric: true })}
          {field('Body (optional: a gateway page)', 'httpBody')}
          {field('Content type (optional)', 'httpContentType', { placeholder: 'text/html; charset=utf-8' })}
        </>
      );
    case 'slow':
      return field('Seconds', 'slowSeconds', { numeric: true });
    case 'socket-drop':
      return field('After frames', 'afterFrames', { numeric: true });
    case 'socket-close':
      return (
        <>
          {field('Close code', 'closeCode', { numeric: true })}
          {field('Close reason (optional)', 'closeReason')}
          {field('After frames', 'afterFrames', { numeric: true })}
        </>
      );
    case 'socket-delay':
      return field('Frame delay (ms)', 'frameDelayMs', { numeric: true });
    case 'status':
    case 'reset':
    case 'empty':
      return null;
  }
}
