import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useJournal } from '../api/journal';
import { isSandboxName } from '../utils/sandbox-cookie';
import { sessionsIn } from '../utils/journal-filter';
import { ActionResult, Panel } from './panel';

/**
 * Which world the console acts on: a sandbox by name (typed, or picked among the sessions the
 * journal has seen) or the default world. The page sends it as x-mock-session on its own calls and
 * sets the x-mock-session cookie, so the site opened in this browser joins the same sandbox.
 */
export function SandboxPanel({ sandbox, onSelect }: { sandbox: string | null; onSelect: (name: string | null) => void }) {
  const journal = useJournal();
  const known = journal.data ? sessionsIn(journal.data) : [];
  const [name, setName] = useState(sandbox ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!isSandboxName(typed)) return setProblem('A sandbox name is 1-64 letters, digits, ".", "_" or "-".');
    setProblem(null);
    onSelect(typed);
  };
  return (
    <Panel title="Sandbox" wide>
      <p>
        Acting on: <strong aria-label="Current world">{sandbox === null ? 'the default world' : `sandbox ${sandbox}`}</strong>.{' '}
        <a href={paths.home.to()} target="_blank" rel="noreferrer">
          Open the site
        </a>{' '}
        in this browser to use the same world.
      </p>
      <form className="qa-row" onSubmit={submit} aria-label="Choose the sandbox">
        <label className="qa-inline-field">
          Sandbox name
          <input className="field__input" list="qa-known-sandboxes" value={name} onChange={(e) => setName(e.target.value)} placeholder="qa-run-1" />
        </label>
        <datalist id="qa-known-sandboxes">
          {known.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <button type="submit" className="button button--primary">
          Join sandbox
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={sandbox === null}
          onClick={() => {
            setName('');
            onSelect(null);
          }}
        >
          Use the default world
        </button>
      </form>
      <ActionResult result={problem === null ? null : { ok: false, text: problem }} />
    </Panel>
  );
}
