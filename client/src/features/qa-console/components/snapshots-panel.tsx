import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../utils/date';
import { deleteSnapshot, restoreSnapshot, saveSnapshot, useSnapshots } from '../api/snapshots';
import { useQaConnection } from '../api/qa-connection';
import { useAction } from '../hooks/use-action';
import { isSandboxName } from '../utils/sandbox-cookie';
import { ActionResult, LoadState, Panel } from './panel';
import { QaTable } from './qa-table';
import { ActionButton } from './action-button';

const worldName = (sandbox: string | null) => (sandbox === null ? 'the default world' : `sandbox ${sandbox}`);
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

/**
 * World snapshots: save the world the console acts on under a name, restore a copy of one into it
 * (its state, sessions and clock; journal, outbox and scenarios start empty), delete one.
 */
export function SnapshotsPanel() {
  const connection = useQaConnection();
  const snapshots = useSnapshots();
  const action = useAction();
  const [name, setName] = useState('');
  const here = worldName(connection.sandbox);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    // Snapshots are named under the sandboxes' rule.
    if (!isSandboxName(wanted)) return action.fail('A snapshot name is 1-64 of A-Z a-z 0-9 . _ -');
    void action.run(() => saveSnapshot(connection, wanted), (s) => `Saved ${here} as ${s.name} (${kib(s.bytes)}).`);
  };
  const list = snapshots.data;
  return (
    <Panel title="Snapshots" wide>
      <form className="qa-row" onSubmit={submit}>
        <label className="qa-inline-field">
          Snapshot name
          <input className="field__input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. rich-player" />
        </label>
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Save {here}
        </button>
      </form>
      <LoadState of={snapshots} />
      {list ? (
        <>
          <p>
            {list.snapshots.length} of at most {list.limit} kept, {kib(list.bytes)} of {kib(list.bytesMax)}.
          </p>
          <QaTable label="Snapshots" columns={['Name', 'Taken in', 'Saved at', 'Size', 'Actions']} rows={list.snapshots} empty={<p>No snapshot yet.</p>}>
            {(s) => (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>{s.from ?? 'default world'}</td>
                <td>{formatDateTime(s.savedAt)}</td>
                <td>{kib(s.bytes)}</td>
                <td className="qa-row">
                  <ActionButton action={action} run={() => restoreSnapshot(connection, s.name)} done={() => `Restored ${s.name} into ${here}.`}>
                    Restore {s.name}
                  </ActionButton>
                  <ActionButton action={action} run={() => deleteSnapshot(connection, s.name)} done={() => `Snapshot ${s.name} deleted.`}>
                    Delete {s.name}
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
