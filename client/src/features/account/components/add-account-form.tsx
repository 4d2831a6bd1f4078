import { useState, type FormEvent } from 'react';
import { type AddBankCardBody, WITHDRAW_TYPE, addBankCardBody } from '@betsite/contracts/routes/withdraw';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { useUserInfo } from '../../../lib/user';
import { firstIssueMessage } from '../../../utils/form-errors';
import { addBankCard } from '../api/bank-cards';
import type { WithdrawType } from '../api/query-member-banks';

const TITLES = { [WITHDRAW_TYPE.bank]: '添加银行卡', [WITHDRAW_TYPE.virtual]: '添加虚拟币地址', [WITHDRAW_TYPE.alipay]: '添加支付宝' } as const;
const SUBMITS = { [WITHDRAW_TYPE.bank]: '确认添加银行卡', [WITHDRAW_TYPE.virtual]: '确认添加地址', [WITHDRAW_TYPE.alipay]: '确认添加支付宝' } as const;

/**
 * Adds a withdrawal account. The holder is never typed: it is the bound real name (the terms),
 * shown here so the player sees which name the account must be in. The body is read with the
 * contract's own schema, so the messages here are the server's.
 */
export function AddAccountForm({ type, banks = [], currencies = ['USDT'] }: { type: WithdrawType; banks?: readonly { bankCode: string; bankName: string }[]; currencies?: readonly string[] }) {
  const user = useUserInfo();
  const [bankCode, setBankCode] = useState('');
  const [account, setAccount] = useState('');
  const [protocol, setProtocol] = useState<'TRC20' | 'ERC20'>('TRC20');
  const [error, setError] = useState<string | undefined>();
  const guard = useSubmitGuard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: AddBankCardBody =
      type === WITHDRAW_TYPE.bank ? { type, bankCode, account } : type === WITHDRAW_TYPE.virtual ? { type, bankCode: currencies[0] ?? 'USDT', protocol, account } : { type, account };
    const parsed = addBankCardBody.safeParse(input);
    setError(parsed.success ? undefined : firstIssueMessage(parsed.error, '请检查填写的信息'));
    if (!parsed.success) return;
    void guard.run(async () => {
      try {
        await addBankCard(input);
        bus.emit('tips', { message: '添加成功', kind: 'success' });
        setAccount('');
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });
  };

  return (
    <form className="card stack" aria-label={TITLES[type]} onSubmit={submit} noValidate>
      <h2 className="section-title">{TITLES[type]}</h2>
      {type !== WITHDRAW_TYPE.virtual && <TextField label="户名" value={user.data?.realName ?? '请先绑定真实姓名'} readOnly />}
      {type === WITHDRAW_TYPE.bank && (
        <label className="field">
          <span className="field__label">开户银行</span>
          <select className="field__input" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
            <option value="">请选择开户银行</option>
            {banks.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankName}
              </option>
            ))}
          </select>
        </label>
      )}
      {type === WITHDRAW_TYPE.virtual && (
        <fieldset className="row">
          <legend>链类型</legend>
          {(['TRC20', 'ERC20'] as const).map((p) => (
            <label key={p}>
              <input type="radio" name="protocol" value={p} checked={protocol === p} onChange={() => setProtocol(p)} /> {p}
            </label>
          ))}
        </fieldset>
      )}
      <TextField
        label={type === WITHDRAW_TYPE.bank ? '银行卡号' : type === WITHDRAW_TYPE.virtual ? '钱包地址' : '支付宝账号'}
        inputMode={type === WITHDRAW_TYPE.bank ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={80}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={error}
      />
      <button type="submit" className="button button--primary" disabled={guard.pending}>
        {SUBMITS[type]}
      </button>
    </form>
  );
}
