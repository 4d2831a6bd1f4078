import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on the close icon and on Escape; omitted means the dialog cannot be dismissed. */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Hide the heading visually (it still names the dialog for assistive technology). */
  hideTitle?: boolean;
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal on the native <dialog>: the browser provides the focus trap, Escape, the top layer and
 * the dialog role, so nothing here re-implements them.
 */
export function Dialog({ open, title, onClose, children, footer, hideTitle = false, size = 'medium' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <header className="dialog__header">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
          {title}
        </h2>
        {onClose && (
          <button type="button" className="dialog__close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        )}
      </header>
      <div className="dialog__body">{children}</div>
      {footer && <footer className="dialog__footer">{footer}</footer>}
    </dialog>
  );
}
