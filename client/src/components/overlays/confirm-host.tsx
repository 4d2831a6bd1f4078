import { confirmStore } from '../../lib/overlays';
import { useStore } from '../../lib/store';
import { Dialog } from '../ui/dialog';

/** Renders the first queued confirm dialog (default title 温馨提示). */
export function ConfirmHost() {
  const queue = useStore(confirmStore);
  const request = queue[0];
  if (!request) return null;
  return (
    <Dialog
      open
      size="small"
      title={request.title}
      onClose={request.closable ? () => request.resolve(false) : undefined}
      footer={
        <>
          {request.showCancel && (
            <button type="button" className="button button--secondary" onClick={() => request.resolve(false)}>
              {request.cancelText}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => request.resolve(true)}>
            {request.confirmText}
          </button>
        </>
      }
    >
      <p className="dialog__message">{request.message}</p>
    </Dialog>
  );
}
