import type { ReactNode } from 'react';
import type { useAction } from '../hooks/use-action';

interface ActionButtonProps<T> {
  action: ReturnType<typeof useAction>;
  /** The call to make, and the text to show when it succeeds. */
  run: () => Promise<T>;
  done: (value: T) => string;
  primary?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A panel's button that runs one QA call through the panel's action: off while any action of the panel runs. */
export function ActionButton<T>({ action, run, done, primary = false, disabled = false, children }: ActionButtonProps<T>) {
  return (
    <button type="button" className={primary ? 'button button--primary' : 'button button--secondary'} disabled={action.busy || disabled} onClick={() => void action.run(run, done)}>
      {children}
    </button>
  );
}
