import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createQaClient, type QaClient } from '@betsite/contracts/qa-client';

/**
 * The console's link to the QA API: the typed client on the page's own origin (vite proxies
 * /__mock in development), carrying the selected sandbox as x-mock-session and the token, when
 * one is given, as x-mock-token. Every SWR key starts with the sandbox, so switching sandboxes
 * never shows another world's data.
 */
export interface QaConnection {
  qa: QaClient;
  sandbox: string | null;
  /** The same connection acting on another sandbox (to reset one from the list). */
  inSandbox: (name: string) => QaClient;
  /** An SWR key for this connection. */
  key: (...parts: (string | number | null)[]) => readonly (string | number | null)[];
}

const QaConnectionContext = createContext<QaConnection | null>(null);

export function QaConnectionProvider({ sandbox, token, children }: { sandbox: string | null; token: string; children: ReactNode }) {
  const connection = useMemo<QaConnection>(
    () => ({
      qa: createQaClient({ baseUrl: '', sandbox: sandbox ?? undefined, token: token || undefined }),
      sandbox,
      inSandbox: (name) => createQaClient({ baseUrl: '', sandbox: name, token: token || undefined }),
      key: (...parts) => ['qa', sandbox ?? '', token === '' ? 0 : 1, ...parts] as const,
    }),
    [sandbox, token],
  );
  return <QaConnectionContext.Provider value={connection}>{children}</QaConnectionContext.Provider>;
}

export function useQaConnection(): QaConnection {
  const connection = useContext(QaConnectionContext);
  if (!connection) throw new Error('useQaConnection outside QaConnectionProvider');
  return connection;
}
