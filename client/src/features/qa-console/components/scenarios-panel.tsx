import { useQaConnection } from '../api/qa-connection';
import { removeScenarios, useScenarios } from '../api/scenarios';
import { useAction } from '../hooks/use-action';
import { scenarioAnswer, scenarioWhenText } from '../utils/scenario-form';
import { ScenarioForm } from './scenario-form';
import { ActionResult, LoadState, Panel } from './panel';
import { QaTable } from './qa-table';

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
      <QaTable
        label="Scenarios in force"
        columns={['Route', 'Code', 'Remaining', 'Hits', 'Delay', 'Session', <span className="visually-hidden">Remove</span>]}
        rows={scenarios.data}
        empty={<p className="qa-note">No scenario in force.</p>}
      >
        {(s) => (
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
        )}
      </QaTable>
      <ActionResult result={action.result} />
    </Panel>
  );
}
