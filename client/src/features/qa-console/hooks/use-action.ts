import { useState } from 'react';
import { qaErrorMessage } from '../api/qa-reply';

export type ActionOutcome = { ok: boolean; text: string } | null;

/**
 * Runs a panel's action once at a time and keeps its outcome: the text to show when it succeeded,
 * or the server's refusal.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionOutcome>(null);
  const run = async <T,>(action: () => Promise<T>, done: (value: T) => string) => {
    if (busy) return;
    setBusy(true);
    try {
      setResult({ ok: true, text: done(await action()) });
    } catch (error) {
      setResult({ ok: false, text: qaErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, run, fail: (text: string) => setResult({ ok: false, text }) };
}
