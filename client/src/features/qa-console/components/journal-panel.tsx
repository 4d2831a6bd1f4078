import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../utils/date';
import { JOURNAL_ENTRIES_SHOWN_MAX, useJournal } from '../api/journal';
import { filterJournal, NO_FILTER, type JournalEntry, type JournalFilter } from '../utils/journal-filter';
import { Json, LoadState, Panel } from './panel';
import { QaTable } from './qa-table';

/** The live journal: the site's last requests, newest first, filtered; an entry opens to its body and reply. */
export function JournalPanel() {
  // Paused: the panel keeps what it showed (the poll goes on for the other panels).
  const [frozen, setFrozen] = useState<JournalEntry[] | null>(null);
  const [filter, setFilter] = useState<JournalFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<number | null>(null);
  const journal = useJournal();
  const entries = frozen ?? journal.data;
  const shown = entries ? filterJournal(entries, filter) : undefined;
  const field = (name: keyof JournalFilter) => ({
    value: filter[name],
    onChange: (e: { target: { value: string } }) => setFilter({ ...filter, [name]: e.target.value }),
  });
  return (
    <Panel
      title="Journal"
      wide
      actions={
        <label className="checkbox">
          <input type="checkbox" checked={frozen === null} onChange={(e) => setFrozen(e.target.checked ? null : (journal.data ?? []))} /> Live (every 2 s)
        </label>
      }
    >
      <form className="qa-row" role="search" aria-label="Journal filters" onSubmit={(e) => e.preventDefault()}>
        <label className="qa-inline-field">
          Path contains
          <input className="field__input" {...field('path')} placeholder="/user/login" />
        </label>
        <label className="qa-inline-field">
          Status code
          <input className="field__input" inputMode="numeric" {...field('statusCode')} placeholder="6001" size={6} />
        </label>
        <label className="qa-inline-field">
          Session
          <input className="field__input" {...field('session')} placeholder="x-mock-session" />
        </label>
      </form>
      <p className="qa-note">
        Filters apply to the last {JOURNAL_ENTRIES_SHOWN_MAX} requests. Times are the server clock. Bodies are shown decrypted, passwords hidden, long values cut.
      </p>
      <LoadState of={journal} />
      <QaTable label="Requests" columns={['Time', 'Request', 'Code', 'Session', 'User', 'ms']} rows={shown} empty={<p className="qa-note">No request matches.</p>}>
        {(entry) => <JournalRow key={entry.id} entry={entry} open={openId === entry.id} onToggle={() => setOpenId(openId === entry.id ? null : entry.id)} />}
      </QaTable>
    </Panel>
  );
}

function JournalRow({ entry, open, onToggle }: { entry: JournalEntry; open: boolean; onToggle: () => void }) {
  const detailId = `qa-journal-${entry.id}`;
  return (
    <Fragment>
      <tr className={entry.status_code !== null && entry.status_code !== 6000 ? 'qa-row--failed' : undefined}>
        <td>{formatDateTime(entry.at)}</td>
        <td>
          <button type="button" className="button button--link qa-path" aria-expanded={open} aria-controls={open ? detailId : undefined} onClick={onToggle}>
            {entry.method} {entry.path}
          </button>
          {entry.encrypted ? <span className="qa-tag">encrypted</span> : null}
        </td>
        <td>{entry.status_code ?? '—'}</td>
        <td>{entry.session ?? '—'}</td>
        <td>{entry.userId ?? '—'}</td>
        <td>{entry.durationMs}</td>
      </tr>
      {open ? (
        <tr id={detailId}>
          <td colSpan={6}>
            <div className="qa-detail">
              <div>
                <h3 className="qa-detail__title">Request body</h3>
                <Json value={entry.body} label="Request body" />
              </div>
              <div>
                <h3 className="qa-detail__title">Reply</h3>
                <Json value={entry.reply} label="Reply" />
              </div>
            </div>
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
