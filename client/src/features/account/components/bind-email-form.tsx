import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { CODE_CATE, bindEmail, sendMemberCode } from '../api/member-binding';
import { readCode, readEmail } from '../utils/binding-forms';
import { CodeField } from './code-field';

/** Bind an email: the address and the code sent to it. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const guard = useSubmitGuard();
  const emailProblem = () => {
    const r = readEmail(email);
    return r.ok ? null : r.message;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const m = readEmail(email);
    const c = readCode(code);
    setErrors({ email: m.ok ? undefined : m.message, code: c.ok ? undefined : c.message });
    if (!m.ok || !c.ok) return;
    void guard.run(async () => {
      try {
        await bindEmail({ email: m.value, code: c.value });
        bus.emit('tips', { message: '邮箱绑定成功', kind: 'success' });
        onDone();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="stack" aria-label="绑定邮箱" onSubmit={submit} noValidate>
      <TextField label="邮箱地址" type="email" autoComplete="email" maxLength={40} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <CodeField value={code} onChange={setCode} error={errors.code} check={emailProblem} send={() => sendMemberCode({ target: email.trim(), cate: CODE_CATE.email, purpose: 'bind' })} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        绑定邮箱
      </button>
    </form>
  );
}
