import { useState, type FormEvent } from 'react';
import { PASSWORD_TYPE } from '@betsite/contracts/routes/member';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { endSession } from '../../../lib/session';
import { CODE_CATE, type PasswordType, bindPassword, bindPasswordByCode, sendMemberCode } from '../api/member-binding';
import { type ReadForm, readCode, readNewLoginPassword, readNewPayPassword, readOldPassword } from '../utils/binding-forms';
import { CodeField } from './code-field';

const NAMES = { [PASSWORD_TYPE.login]: '登录密码', [PASSWORD_TYPE.withdraw]: '资金密码' } as const;
const readNew = (type: PasswordType, a: string, b: string): ReadForm<{ password: string; secondPassword: string }> =>
  type === PASSWORD_TYPE.login ? readNewLoginPassword(a, b) : readNewPayPassword(a, b);

/** After a login password change every session has ended: log in again (spec: password_change_success). */
function afterChange(type: PasswordType, reLogin: boolean) {
  bus.emit('tips', { message: `${NAMES[type]}设置成功${reLogin ? '，请重新登录' : ''}`, kind: 'success' });
  if (reLogin) {
    endSession();
    bus.emit('password_change_success');
    bus.emit('login');
  }
}

/**
 * Change a password with the old one (bindPassword). For the pay password the old one is the
 * current pay password, or the login password when none is set yet.
 */
export function PasswordByOldForm({ type, hasPayPassword, onDone }: { type: PasswordType; hasPayPassword: boolean; onDone: () => void }) {
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();
  const name = NAMES[type];
  const oldLabel = type === PASSWORD_TYPE.withdraw && !hasPayPassword ? '当前登录密码' : `原${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const o = readOldPassword(old);
    const n = readNew(type, password, second);
    setError(!o.ok ? o.message : !n.ok ? n.message : undefined);
    if (!o.ok || !n.ok) return;
    void guard.run(async () => {
      try {
        const r = await bindPassword({ type, oldPassword: o.value, ...n.value });
        afterChange(type, r.reLogin);
        onDone();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="stack" aria-label={`修改${name}`} onSubmit={submit} noValidate>
      <TextField label={oldLabel} type="password" autoComplete="current-password" value={old} onChange={(e) => setOld(e.target.value)} />
      <TextField label={`新${name}`} type="password" autoComplete="new-password" inputMode={type === PASSWORD_TYPE.withdraw ? 'numeric' : undefined} maxLength={12} value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField label={`确认新${name}`} type="password" autoComplete="new-password" maxLength={12} value={second} onChange={(e) => setSecond(e.target.value)} error={error} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        确认修改
      </button>
    </form>
  );
}

/** Set a password with a code sent to the bound phone or email (bindPasswordByPhone / ByEmail). */
export function PasswordByCodeForm({ type, via, target, onDone }: { type: PasswordType; via: 'phone' | 'email'; target: string; onDone: () => void }) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();
  const name = NAMES[type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const c = readCode(code);
    const n = readNew(type, password, second);
    setError(!c.ok ? c.message : !n.ok ? n.message : undefined);
    if (!c.ok || !n.ok) return;
    void guard.run(async () => {
      try {
        const r = await bindPasswordByCode(via, { type, code: c.value, ...n.value });
        afterChange(type, r.reLogin);
        onDone();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="stack" aria-label={`通过${via === 'phone' ? '手机' : '邮箱'}验证设置${name}`} onSubmit={submit} noValidate>
      <p className="muted">验证码将发送至 {target}</p>
      {/* The bound contact, as the member info shows it masked: the server accepts that form for type 2. */}
      <CodeField value={code} onChange={setCode} send={() => sendMemberCode({ target, cate: via === 'phone' ? CODE_CATE.sms : CODE_CATE.email, purpose: 'password' })} />
      <TextField label={`新${name}`} type="password" autoComplete="new-password" maxLength={12} value={password} onChange={(e) => setPassword(e.target.value)} />
      <TextField label={`确认新${name}`} type="password" autoComplete="new-password" maxLength={12} value={second} onChange={(e) => setSecond(e.target.value)} error={error} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        确认设置
      </button>
    </form>
  );
}
