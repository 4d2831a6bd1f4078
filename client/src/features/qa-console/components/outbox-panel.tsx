import { useState } from 'react';
import { formatDateTime } from '../../../utils/date';
import { useOutbox } from '../api/outbox';
import { LoadState, Panel } from './panel';
import { QaTable } from './qa-table';

/** Codes shown at once; the outbox keeps more, the newest matter. */
const OUTBOX_SHOWN_MAX = 20;

/** Every SMS, voice and email code the server "sent", newest first, each with a copy button. */
export function OutboxPanel() {
  const outbox = useOutbox();
  const [copied, setCopied] = useState<{ id: number; ok: boolean } | null>(null);
  const copy = (id: number, code: string) => {
    // Started inside a promise: outside a secure context (a LAN address over http) there is no
    // navigator.clipboard, and the button then says it failed instead of throwing.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(code))
      .then(
        () => setCopied({ id, ok: true }),
        () => setCopied({ id, ok: false }),
      );
  };
  const entries = outbox.data?.slice(0, OUTBOX_SHOWN_MAX);
  return (
    <Panel title="Outbox">
      <LoadState of={outbox} />
      <QaTable label="Codes sent" columns={['Sent', 'Channel', 'To', 'Purpose', 'Code']} rows={entries} empty={<p className="qa-note">No code sent yet.</p>}>
        {(e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.at)}</td>
            <td>{e.channel}</td>
            <td>{e.to}</td>
            <td>{e.purpose}</td>
            <td>
              <code className="qa-code">{e.code}</code>{' '}
              <button type="button" className="button button--link" aria-label={`Copy code ${e.code}`} onClick={() => copy(e.id, e.code)}>
                {copied?.id === e.id ? (copied.ok ? 'Copied' : 'Copy failed') : 'Copy'}
              </button>
            </td>
          </tr>
        )}
      </QaTable>
    </Panel>
  );
}
