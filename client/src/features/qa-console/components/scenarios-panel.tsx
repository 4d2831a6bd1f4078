import { useQaConnection } from '../api/qa-connection';
import { removeScenarios, useScenarios } from '../api/scenarios';
import { useAction } from '../hooks/use-action';
import { scenarioAnswer, scenarioWhenText } from '../utils/scenario-form';
import { ScenarioForm } from './scenario-form';
import { ActionResult, LoadState, Panel } from './panel';

/** Forced replies: a route answers a status code or a transport fault (the chat socket a socket fault) for the next calls or connections, or until removed. */
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
