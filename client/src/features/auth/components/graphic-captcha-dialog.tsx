import { useState } from 'react';
import { CAPTCHA_TEXT_LENGTH_MAX } from '@betsite/contracts/constants';
import { MESSAGES } from '@betsite/contracts/validation';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useDefaultKaptcha } from '../api/default-kaptcha';

/** 图形验证: an input and a clickable image that refreshes it (spec 000 section 4). */
export function GraphicCaptchaDialog({ open, onCancel, onSubmit }: { open: boolean; onCancel: () => void; onSubmit: (codeId: string, code: string) => void }) {
  const { data, mutate, isLoading } = useDefaultKaptcha(open);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = () => {
    const text = code.trim();
    if (!text) {
      setError(MESSAGES.codeRequired);
      return;
    }
    if (!data) return;
    setCode('');
    setError(undefined);
    onSubmit(data['x-code'], text);
  };

  return (
    <Dialog
      open={open}
      size="small"
      title="图形验证"
      onClose={() => {
        setCode('');
        setError(undefined);
        onCancel();
      }}
      footer={
        <button type="button" className="button button--primary" onClick={submit} disabled={!data}>
          确定
        </button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <button type="button" className="captcha-image" aria-label="看不清？点击刷新验证码" onClick={() => void mutate()}>
          {data && !isLoading ? <img src={data.image} alt="图形验证码" /> : <span>加载中…</span>}
        </button>
        <TextField
          label="验证码"
          value={code}
          maxLength={CAPTCHA_TEXT_LENGTH_MAX}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      </form>
    </Dialog>
  );
}
