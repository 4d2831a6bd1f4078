import type { FormHTMLAttributes } from 'react';

interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Runs on submit (Enter or the submit button); the page does not reload. */
  onSubmit: () => unknown;
}

/**
 * A form whose submit runs `onSubmit` in place of the browser's: no reload, and no browser
 * validation bubbles, since every form here checks its fields itself and shows its own errors.
 */
export function SubmitForm({ onSubmit, children, ...form }: SubmitFormProps) {
  return (
    <form
      noValidate
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
