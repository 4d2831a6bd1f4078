import { useEffect, useState } from 'react';
import { LOADING_TOAST_AUTO_CLOSE_MS } from '@betsite/contracts/constants';
import { useBusEvent } from '../../hooks/use-bus-event';

export const LOADING_DEFAULT_TEXT = '加载中';

/** The loading toast: default text 加载中; closes itself after 3 s when asked to (autoClose). */
export function LoadingToast() {
  const [state, setState] = useState<{ text: string; autoClose: boolean } | null>(null);

  useBusEvent('loading', (payload) => {
    if (!payload.open) setState(null);
    else setState({ text: payload.text ?? LOADING_DEFAULT_TEXT, autoClose: payload.autoClose ?? false });
  });

  // Each open is a new state object, so a repeated open restarts the auto-close timer.
  useEffect(() => {
    if (!state?.autoClose) return;
    const timer = setTimeout(() => setState(null), LOADING_TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!state) return null;
  return (
    <div className="loading-toast" role="alert" aria-busy="true">
      <span className="loading-toast__spinner" aria-hidden="true" />
      {state.text}
    </div>
  );
}
