import { bus } from '../../lib/event-bus';
import { LOGIN_REQUIRED_MESSAGE, loginPromptStore } from '../../lib/overlays';
import { useStore } from '../../lib/store';
import { Dialog } from '../ui/dialog';

/** The login-needed prompt: OK goes to login. */
export function LoginPrompt() {
  const open = useStore(loginPromptStore);
  const close = () => loginPromptStore.set(false);
  return (
    <Dialog
      open={open}
      size="small"
      title="温馨提示"
      onClose={close}
      footer={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            bus.emit('login');
          }}
        >
          确定
        </button>
      }
    >
      <p className="dialog__message">{LOGIN_REQUIRED_MESSAGE}</p>
    </Dialog>
  );
}
