import { applyScenarioSet, removeScenarioSet, useScenarioSets } from '../api/scenario-sets';
import { useQaConnection } from '../api/qa-connection';
import { useAction } from '../hooks/use-action';
import { ActionResult, LoadState, Panel } from './panel';
import { ActionButton } from './action-button';

/** The named scenario sets (SCENARIOS_DIR): apply one to the world the console acts on, or remove what it forced. */
export function ScenarioSetsPanel() {
  const connection = useQaConnection();
  const sets = useScenarioSets();
  const action = useAction();
  return (
    <Panel title="Scenario sets">
      <LoadState of={sets} />
      {sets.data?.length === 0 ? <p>No set loaded (SCENARIOS_DIR is empty).</p> : null}
      <ul className="qa-list" aria-label="Scenario sets">
        {sets.data?.map((set) => (
          <li key={set.name}>
            <p>
              <strong>{set.name}</strong> ({set.steps} steps){set.applied ? ' · applied' : ''}
            </p>
            <p className="qa-note">{set.description}</p>
            <div className="qa-row">
              <ActionButton action={action} run={() => applyScenarioSet(connection, set.name)} done={(r) => `Applied ${r.name}: ${r.steps.length} steps.`} primary>
                Apply {set.name}
              </ActionButton>
              <ActionButton action={action} run={() => removeScenarioSet(connection, set.name)} done={(r) => `Removed ${r.name}: ${r.removedScenarios} forced replies taken away.`} disabled={!set.applied}>
                Remove {set.name}
              </ActionButton>
            </div>
          </li>
        ))}
      </ul>
      <ActionResult result={action.result} />
    </Panel>
  );
}
