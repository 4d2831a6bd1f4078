import { formatDateTime } from '../../../utils/date';
import { deleteSandbox, resetSandbox, useSandboxes } from '../api/sandboxes';
import { useQaConnection } from '../api/qa-connection';
import { useAction } from '../hooks/use-action';
import { formatDurationMs } from '../utils/duration';
import { ActionResult, LoadState, Panel } from './panel';
import { QaTable } from './qa-table';
import { ActionButton } from './action-button';

/**
 * Every sandbox the server keeps (most recently used first), the limit, the names it evicted and
 * the instance that answered (x-mock-instance): act on one, reset it to the fixtures, or remove it.
 */
export function SandboxesPanel({ onSelect }: { onSelect: (name: string) => void }) {
  const connection = useQaConnection();
  const sandboxes = useSandboxes();
  const action = useAction();
  const list = sandboxes.data;
  return (
    <Panel title="Sandboxes" wide>
      <LoadState of={sandboxes} />
      {list ? (
        <>
          <p>
            {list.sandboxes.length} of at most {list.limit} kept by instance {list.instance} (the least recently used is evicted past it; behind a proxy sharding sandboxes, each instance lists its own).
            {list.evicted.length > 0 ? ` Evicted lately: ${list.evicted.slice(0, 10).join(', ')}.` : ''}
          </p>
          <QaTable
            label="Sandboxes"
            columns={['Name', 'Last used', 'Requests', 'Clock moved', 'Actions']}
            rows={list.sandboxes}
            empty={<p>No sandbox yet: a request with an x-mock-session header or cookie makes one.</p>}
          >
            {(s) => (
              <tr key={s.name} aria-current={s.name === connection.sandbox ? 'true' : undefined}>
                <th scope="row">{s.name}</th>
                <td>{formatDateTime(s.lastUsedAt)}</td>
                <td>{s.requests}</td>
                <td>{formatDurationMs(s.clockOffsetMs)}</td>
                <td className="qa-row">
                  <button type="button" className="button button--secondary" disabled={s.name === connection.sandbox} onClick={() => onSelect(s.name)}>
                    Act on {s.name}
                  </button>
                  <ActionButton action={action} run={() => resetSandbox(connection, s.name)} done={() => `Sandbox ${s.name} is back to the fixtures.`}>
                    Reset {s.name}
                  </ActionButton>
                  <ActionButton action={action} run={() => deleteSandbox(connection, s.name)} done={() => `Sandbox ${s.name} removed.`}>
                    Remove {s.name}
                  </ActionButton>
                </td>
              </tr>
            )}
          </QaTable>
        </>
      ) : null}
      <ActionResult result={action.result} />
    </Panel>
  );
}
