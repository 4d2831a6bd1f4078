import { useState, type FormEvent } from 'react';
import { DEFAULT_AREA_CODE, DEFAULT_PHONE_PATTERN } from '@betsite/contracts/constants';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { useAreaList } from '../api/area-list';
import { CODE_CATE, bindPhone, sendMemberCode } from '../api/member-binding';
import { readCode, readPhone } from '../utils/binding-forms';
import { CodeField } from './code-field';

/** Bind a phone: the area (with its pattern), the number, and the SMS code sent to it. */
export function BindPhoneForm({ onDone }: { onDone: () => void }) {
  const areas = useAreaList();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const guard = useSubmitGuard();
  const pattern = areas.data?.find((a) => a.areaCode === areaCode)?.regex ?? DEFAULT_PHONE_PATTERN;
  const phoneProblem = () => {
    const r = readPhone(phone, pattern);
    return r.ok ? null : r.message;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const p = readPhone(phone, pattern);
    const c = readCode(code);
    setErrors({ phone: p.ok ? undefined : p.message, code: c.ok ? undefined : c.message });
    if (!p.ok || !c.ok) return;
    void guard.run(async () => {
      try {
        await bindPhone({ areaCode, phone: p.value, code: c.value });
        bus.emit('tips', { message: '手机号绑定成功', kind: 'success' });
        onDone();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="stack" aria-label="绑定手机号" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field__label">国家/地区</span>
        <select className="field__input" value={areaCode} onChange={(e) => setAreaCode(e.target.value)}>
          {(areas.data ?? [{ areaName: '中国大陆', areaCode: DEFAULT_AREA_CODE, regex: DEFAULT_PHONE_PATTERN }]).map((a) => (
            <option key={a.areaCode} value={a.areaCode}>
              {a.areaName} +{a.areaCode}
            </option>
          ))}
        </select>
      </label>
      <TextField label="手机号码" inputMode="numeric" autoComplete="tel-national" maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value)} error={errors.phone} />
      <CodeField value={code} onChange={setCode} error={errors.code} check={phoneProblem} send={() => sendMemberCode({ target: phone.trim(), areaCode, cate: CODE_CATE.sms, purpose: 'bind' })} />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        绑定手机号
      </button>
    </form>
  );
}
