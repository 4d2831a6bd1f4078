import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBusEvent } from '../../hooks/use-bus-event';
import { Dialog } from '../ui/dialog';

/**
 * The venue dialog of status 6413 (spec 001 section 8): the player is still in an activity, and
 * until its turnover target is met the money cannot be moved out.
 */
export function VenueEntryDialog() {
  const [message, setMessage] = useState<string | null>(null);
  useBusEvent('venue_entry', (payload) => setMessage(payload.message));
  const close = () => setMessage(null);
  // The message belongs to the screen that asked: it must not follow the player to the next one.
  const { pathname } = useLocation();
  useEffect(() => setMessage(null), [pathname]);
  return (
    <Dialog
      open={message !== null}
      size="small"
      title="温馨提示"
      onClose={close}
      footer={
        <button type="button" className="button button--primary" onClick={close}>
          我知道了
        </button>
      }
    >
      <p className="dialog__message">{message}</p>
      <p className="dialog__hint">您当前仍在参与活动，未达到流水要求前，资金将无法转出。</p>
    </Dialog>
  );
}
