import { useCallback, useEffect, useRef, useState } from 'react';
import { CAPTCHA_TEXT_LENGTH_MAX } from '@betsite/contracts/constants';
import { captchaText } from '@betsite/contracts/validation';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api/errors';
import { firstIssueMessage } from '../../../utils/form-errors';
import { fetchDefaultKaptcha } from '../api/default-kaptcha';

interface Captcha {
  image: string;
  codeId: string;
}

/**
 * 图形验证 (spec 000 section 4): an input and a clickable image that refreshes it. Every opening
 * shows a new image (each is single use on the server); an answer that arrives after a newer
 * image was asked for is dropped, so the x-code sent is always the one on screen.
 */
export function GraphicCaptchaDialog({ open, onCancel, onSubmit }: { open: boolean; onCancel: () => void; onSubmit: (codeId: string, code: string) => void }) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setCaptcha(null);
    fetchDefaultKaptcha().then(
      (data) => {
        if (request === latest.current) setCaptcha({ image: data.image, codeId: data['x-code'] });
      },
      (failure: unknown) => {
        // The fetcher has shown the message; the player can click the image to try again.
        if (!isApiError(failure)) throw failure;
      },
    );
  }, []);

  // A new image on each opening only: effects that run twice (React's strict mode) must not ask twice.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (open) refresh();
    else latest.current += 1;
    setCode('');
    setError(undefined);
  }, [open, refresh]);

  const submit = () => {
    const parsed = captchaText.safeParse(code.trim());
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    if (!captcha) return;
    onSubmit(captcha.codeId, parsed.data);
  };

  return (
    <Dialog
      open={open}
      size="small"
      title="图形验证"
      onClose={onCancel}
      footer={
        <button type="button" className="button button--primary" onClick={submit} disabled={!captcha}>
          确定
        </button>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <button type="button" className="captcha-image" aria-label="看不清？点击刷新验证码" onClick={refresh}>
          {/* The x-code on the image lets QA look the answer up (the replies themselves are encrypted). */}
          {captcha ? <img src={captcha.image} alt="图形验证码" data-code-id={captcha.codeId} /> : <span>加载中…</span>}
        </button>
        <TextField
          label="验证码"
          value={code}
          maxLength={CAPTCHA_TEXT_LENGTH_MAX}
          autoComplete="off"
          autoFocus
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
