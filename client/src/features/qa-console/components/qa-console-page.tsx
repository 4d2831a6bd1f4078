import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQaApiState } from '../api/probe';
import { QaConnectionProvider } from '../api/qa-connection';
import { sandboxCookie, sandboxFromCookies, stampCookieCleared, tokenCookie } from '../utils/sandbox-cookie';
import { CaptchaPanel } from './captcha-panel';
import { ClockPanel } from './clock-panel';
import { JournalPanel } from './journal-panel';
import { OutboxPanel } from './outbox-panel';
import { ReviewPolicyPanel } from './review-policy-panel';
import { SandboxPanel } from './sandbox-panel';
import { SandboxesPanel } from './sandboxes-panel';
import { ScenarioSetsPanel } from './scenario-sets-panel';
import { ScenariosPanel } from './scenarios-panel';
import { SettingsPanel } from './settings-panel';
import { SnapshotsPanel } from './snapshots-panel';
import { SportsPanel } from './sports-panel';
import './qa-console.css';

/** The panels under the sandbox choice, in reading order; a new panel is one file and one entry here. */
const PANELS = [ClockPanel, OutboxPanel, CaptchaPanel, SportsPanel, ScenariosPanel, ScenarioSetsPanel, JournalPanel, SettingsPanel, ReviewPolicyPanel];

/**
 * /__qa: the QA console, a page for people over the QA control API (/__mock), through the typed
 * QA client. Labels are English, unlike the site: it is a tool for the QA team (client/README.md).
 * When the QA API is off or refuses this page, the page says so and shows nothing else.
 */
export function QaConsolePage() {
  const [sandbox, setSandbox] = useState<string | null>(() => sandboxFromCookies(document.cookie));
  const [token, setToken] = useState('');
  useEffect(() => {
    document.title = 'QA console';
  }, []);
  // The site in this browser joins the selected sandbox by cookie; on a server with a QA token it
  // needs the token beside it, lent only while a sandbox is selected.
  useEffect(() => {
    document.cookie = tokenCookie(sandbox === null ? null : token);
  }, [sandbox, token]);
  const select = (name: string | null) => {
    document.cookie = sandboxCookie(name);
    document.cookie = stampCookieCleared();
    setSandbox(name);
  };
  return (
    <QaConnectionProvider sandbox={sandbox} token={token}>
      <main className="qa-console">
        <header className="qa-console__header">
          <h1 className="qa-console__title">QA console</h1>
        </header>
        <QaApiGate onToken={setToken} sandbox={sandbox} onLeaveSandbox={() => select(null)}>
          <SandboxPanel key={sandbox ?? ''} sandbox={sandbox} onSelect={select} />
          <SandboxesPanel onSelect={select} />
          <SnapshotsPanel />
          <div className="qa-console__grid">
            {PANELS.map((P) => (
              <P key={P.name} />
            ))}
          </div>
        </QaApiGate>
      </main>
    </QaConnectionProvider>
  );
}

interface GateProps {
  onToken: (token: string) => void;
  sandbox: string | null;
  onLeaveSandbox: () => void;
  children: ReactNode;
}

/**
 * Shows the console only while the QA API answers this page. In a sandbox the server refuses (say
 * one it no longer keeps), the way back to the default world stays offered.
 */
function QaApiGate({ onToken, sandbox, onLeaveSandbox, children }: GateProps) {
  const state = useQaApiState();
  if (state === undefined) return <p role="status">Checking the QA API…</p>;
  if (state.kind === 'on') return <>{children}</>;
  if (state.kind === 'locked') return <TokenForm reason={state.reason} onToken={onToken} />;
  return (
    <div role="alert" className="qa-off">
      <h2>{state.kind === 'off' ? 'The QA API is off' : 'The QA API refuses this page'}</h2>
      <p>{state.reason}</p>
      {state.kind === 'off' ? (
        <p>
          The console works only against a server started with <code>MOCK_API=true</code>.
        </p>
      ) : null}
      {state.kind !== 'off' && sandbox !== null ? (
        <p>
          <button type="button" className="button button--secondary" onClick={onLeaveSandbox}>
            Leave sandbox {sandbox} for the default world
          </button>
        </p>
      ) : null}
    </div>
  );
}

function TokenForm({ reason, onToken }: { reason: string; onToken: (token: string) => void }) {
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onToken(token.trim());
  };
  return (
    <form className="qa-off" onSubmit={submit} aria-label="QA token">
      <h2>The QA API needs its token</h2>
      <p role="alert">{reason}</p>
      <label className="qa-inline-field">
        Token (MOCK_API_TOKEN; kept in this page, and lent to the site as a cookie while a sandbox is selected)
        <input className="field__input" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
      </label>
      <button type="submit" className="button button--primary">
        Connect
      </button>
    </form>
  );
}
