import { useMemo, useState, type FormEvent } from 'react';
import { allRoutes } from '@betsite/contracts/walk';
import { contract } from '@betsite/contracts/contract';
import { ALL_STATUS_CODES, STATUS_CODES } from '@betsite/contracts/status-codes';
import { useQaConnection } from '../api/qa-connection';
import { addScenario, removeScenarios, useScenarios } from '../api/scenarios';
import { useAction } from '../hooks/use-action';
import { EMPTY_SCENARIO, scenarioAnswer, scenarioOf, scenarioWhenText, type ScenarioDraft } from '../utils/scenario-form';
import { ActionResult, LoadState, Panel } from './panel';

/** Forced replies: a route answers a status code for the next calls (or until removed), after a delay. */
export function ScenariosPanel() {
  const connection = useQaConnection();
  const scenarios = useScenarios();
  const action = useAction();
  const remove = (id?: string) => void action.run(() => removeScenarios(connection, id), (r) => `Removed ${r.removed} scenario${r.removed === 1 ? '' : 's'}.`);
  return (
    <Panel
      title="Forced scenarios"
      wide
      actions={
        <button type="button" className="button button--secondary" disabled={action.busy || !scenarios.data?.length} onClick={() => remove()}>
          Remove all
        </button>
      }
    >
      <ScenarioForm />
      <LoadState of={scenarios} />
      {scenarios.data && scenarios.data.length === 0 ? <p className="qa-note">No scenario in force.</p> : null}
      {scenarios.data && scenarios.data.length > 0 ? (
        <table className="data-table qa-table" aria-label="Scenarios in force">
          <thead>
            <tr>
              <th>Route</th>
              <th>Code</th>
              <th>Remaining</th>
              <th>Hits</th>
              <th>Delay</th>
              <th>Session</th>
              <th>
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {scenarios.data.map((s) => (
              <tr key={s.id}>
                <td>
                  {s.method} {s.path}
                  {s.when ? <span className="qa-tag">when {scenarioWhenText(s.when)}</span> : null}
                </td>
                <td>{scenarioAnswer(s)}</td>
                <td>{s.remaining ?? 'until removed'}</td>
                <td>{s.hits}</td>
                <td>{s.delayMs} ms</td>
                <td>{s.session ?? 'everyone'}</td>
                <td>
                  <button type="button" className="button button--link" aria-label={`Remove scenario ${s.id} (${s.path} ${scenarioAnswer(s)})`} onClick={() => remove(s.id)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ActionResult result={action.result} />
    </Panel>
  );
}

function ScenarioForm() {
  const connection = useQaConnection();
  const [draft, setDraft] = useState<ScenarioDraft>(EMPTY_SCENARIO);
  const action = useAction();
  // Every product route, so the path is picked rather than typed; its method comes with it.
  const routes = useMemo(() => allRoutes(contract).map(({ route }) => ({ path: route.path, method: route.method === 'GET' ? ('GET' as const) : ('POST' as const) })), []);
  const text = (name: keyof ScenarioDraft) => ({ value: draft[name], onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }) });
  const pickPath = (path: string) => setDraft({ ...draft, path, method: routes.find((r) => r.path === path)?.method ?? draft.method });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scenarioOf(draft);
    if ('invalid' in parsed) return action.fail(parsed.invalid);
    void action.run(() => addScenario(connection, parsed.input), (s) => `Scenario ${s.id} added: ${s.method} ${s.path} answers ${scenarioAnswer(s)}.`);
  };
  return (
    <form className="qa-form qa-form--grid" onSubmit={submit} aria-label="Add a scenario">
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
      <label className="qa-inline-field">
        Status code
        <select className="field__input" {...text('statusCode')}>
          {/* Not 6000: a forced success would need the route's data, which this form does not take. */}
          {ALL_STATUS_CODES.filter((code) => code !== 6000).map((code) => (
            <option key={code} value={code}>
              {code} {STATUS_CODES[code].name}
            </option>
          ))}
        </select>
      </label>
      <label className="qa-inline-field">
        Times (empty: until removed)
        <input className="field__input" inputMode="numeric" {...text('times')} />
      </label>
      <label className="qa-inline-field">
        Delay (ms)
        <input className="field__input" inputMode="numeric" {...text('delayMs')} />
      </label>
      <label className="qa-inline-field">
        Message (optional)
        <input className="field__input" {...text('message')} />
      </label>
      <label className="qa-inline-field">
        Only for session (optional)
        <input className="field__input" {...text('session')} placeholder="x-mock-session" />
      </label>
      <div className="qa-row">
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Add scenario
        </button>
      </div>
      <ActionResult result={action.result} />
    </form>
  );
}
