interface SubmitButtonProps {
  /** True while the submit is under way (useSubmitGuard's `pending`): the button is disabled. */
  pending: boolean;
  label: string;
  /** What the button says while pending; `label` when not given. */
  pendingLabel?: string;
  /** As wide as the form (the auth dialog's buttons). */
  block?: boolean;
}

/** A form's primary submit button, disabled while its submit is pending so one press sends once. */
export function SubmitButton({ pending, label, pendingLabel = label, block = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={block ? 'button button--primary button--block' : 'button button--primary'} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
