import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../utils/date';
import { captchaAnswer } from '../api/captcha';
import { useJournal } from '../api/journal';
import { useQaConnection } from '../api/qa-connection';
import { useAction } from '../hooks/use-action';
import { captchasIn } from '../utils/journal-filter';
import { ActionResult, Panel } from './panel';

const CAPTCHAS_SHOWN_MAX = 8;

/**
 * Answers to the captchas the site was given (found in the journal's replies) or to a codeId typed:
 * a graphic captcha's text by its x-code, a slider's captcha_output by its lot_number.
 */
export function CaptchaPanel() {
  const connection = useQaConnection();
  const journal = useJournal();
  const seen = journal.data ? captchasIn(journal.data, CAPTCHAS_SHOWN_MAX) : [];
  const [codeId, setCodeId] = useState('');
  const action = useAction();
  const reveal = (id: string) => void action.run(() => captchaAnswer(connection, id), (c) => `Answer to ${c.kind} captcha ${c.codeId}: ${c.answer}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeId.trim() !== '') reveal(codeId.trim());
  };
  return (
    <Panel title="Captcha answers">
      {seen.length === 0 ? <p className="qa-note">No captcha issued in the journal yet.</p> : null}
      {seen.length > 0 ? (
        <ul className="qa-list" aria-label="Captchas issued">
          {seen.map((c) => (
            <li key={c.codeId}>
              <span className="qa-tag">{c.kind}</span> <code>{c.codeId}</code> <small>{formatDateTime(c.at)}</small>{' '}
              <button type="button" className="button button--link" aria-label={`Answer to ${c.codeId}`} onClick={() => reveal(c.codeId)}>
                Show answer
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="qa-row" onSubmit={submit}>
        <label className="qa-inline-field">
          codeId (x-code or lot_number)
          <input className="field__input" value={codeId} onChange={(e) => setCodeId(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary" disabled={action.busy}>
          Show answer
        </button>
      </form>
      <ActionResult result={action.result} />
    </Panel>
  );
}
