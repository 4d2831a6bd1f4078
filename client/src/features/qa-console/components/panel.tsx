import { useId, type ReactNode } from 'react';
import { qaErrorMessage } from '../api/qa-reply';

/** One panel of the console: a named region (its heading), so people and tests find it by name. */
export function Panel({ title, actions, children, wide = false }: { title: string; actions?: ReactNode; children: ReactNode; wide?: boolean }) {
  const id = useId();
  return (
    <section className={wide ? 'qa-panel qa-panel--wide' : 'qa-panel'} aria-labelledby={id}>
      <header className="qa-panel__header">
        <h2 id={id} className="qa-panel__title">
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** Loading and failure of a panel's data, in the console's words. */
export function LoadState({ of: { error, isLoading } }: { of: { error: unknown; isLoading: boolean } }) {
  if (error) return <p role="alert" className="qa-error">Failed: {qaErrorMessage(error)}</p>;
  if (isLoading) return <p role="status">Loading…</p>;
  return null;
}

/** The outcome of the panel's last action: a refusal in the server's words, or what was done. */
export function ActionResult({ result }: { result: { ok: boolean; text: string } | null }) {
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="qa-note">
      {result.text}
    </p>
  ) : (
    <p role="alert" className="qa-error">
      {result.text}
    </p>
  );
}

export function Json({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="qa-json" aria-label={label}>
      {JSON.stringify(value, null, 2) ?? 'undefined'}
    </pre>
  );
}
