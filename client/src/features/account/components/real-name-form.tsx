import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { bindOther } from '../api/member-binding';
import { readRealName } from '../utils/binding-forms';

/** Bind the real name, once: withdrawals check it against every card holder. */
export function RealNameForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const r = readRealName(name);
    setError(r.ok ? undefined : r.message);
    if (!r.ok) return;
    void guard.run(async () => {
      try {
        await bindOther({ realName: r.value });
        bus.emit('tips', { message: '实名信息已绑定', kind: 'success' });
        onDone();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="stack" aria-label="绑定真实姓名" onSubmit={submit} noValidate>
      <p className="muted">真实姓名绑定后不可修改，须与提款银行卡、支付宝的户名一致。</p>
      <TextField label="真实姓名" autoComplete="name" maxLength={30} value={name} onChange={(e) => setName(e.target.value)} error={error} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        确认绑定
      </button>
    </form>
  );
}
