import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { WITHDRAW_TYPE } from '@betsite/contracts/routes/withdraw';
import { Code } from '@betsite/contracts/status-codes';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { formatBalance } from '../../../utils/format';
import { md5Hex } from '../../../utils/md5';
import type { useWithdrawInfo } from '../api/withdraw-info';
import { newWithdraw, useUsdtWithdrawInfo } from '../api/withdraw-calls';
import { PAY_PASSWORD_MESSAGE, checkAmount, coinFor, isPayPassword } from '../utils/withdraw-form';

type Info = NonNullable<ReturnType<typeof useWithdrawInfo>['data']>;
type Kind = 1 | 2 | 3;

/** The withdrawal protection answers, said where the player is looking (the client layer also toasts them). */
const PROTECTION: Partial<Record<number, string>> = {
  [Code.PASSWORD_CHECK_FAILURE]: 'payPassword',
  [Code.AUTHENTICATION_LOCKED]: 'payPassword',
};

/**
 * The withdrawal form: the kind (bank card, USDT with its protocol and the rate from
 * usdtWithdrawInfo, Alipay), the account, the amount within the kind's limits, the fee after the
 * free withdrawals of the day, and the pay password. The amount is locked until review.
 */
export function WithdrawForm({ info }: { info: Info }) {
  const kinds = [WITHDRAW_TYPE.bank, WITHDRAW_TYPE.virtual, WITHDRAW_TYPE.alipay] as const;
  const [kind, setKind] = useState<Kind>(WITHDRAW_TYPE.bank);
  const usdt = useUsdtWithdrawInfo(kind === WITHDRAW_TYPE.virtual);
  const cards = kind === WITHDRAW_TYPE.virtual ? (usdt.data?.addresses ?? []) : info.cards.filter((c) => c.type === kind);
  const cfg = kind === WITHDRAW_TYPE.virtual ? usdt.data?.cfg : info.cfg.find((c) => c.type === kind);
  const [cardId, setCardId] = useState<number | null>(null);
  const chosen = cards.find((c) => c.id === cardId) ?? cards.find((c) => c.isDefault) ?? cards[0];
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; payPassword?: string; form?: string }>({});
  const guard = useSubmitGuard();
  const check = cfg ? checkAmount(amount, cfg, info.centerWalletBalance, info.todayTimes) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cfg || !chosen) return;
    const a = checkAmount(amount, cfg, info.centerWalletBalance, info.todayTimes);
    const p = isPayPassword(payPassword);
    setErrors({ amount: a.ok ? undefined : a.message, payPassword: p ? undefined : PAY_PASSWORD_MESSAGE });
    if (!a.ok || !p) return;
    void guard.run(async () => {
      try {
        await newWithdraw({ type: kind, cardId: chosen.id, amount: a.amount, payPassword: md5Hex(payPassword) });
        bus.emit('tips', { message: '提款申请已提交，资金已冻结，请等待审核', kind: 'success' });
        setAmount('');
        setPayPassword('');
        setErrors({});
      } catch (e) {
        if (!isApiError(e)) throw e;
        setErrors(PROTECTION[e.code] ? { payPassword: e.reply.message } : { form: e.reply.message });
      }
    });
  };

  return (
    <form className="card stack" aria-label="申请取款" onSubmit={submit} noValidate>
      <fieldset className="row">
        <legend>取款方式</legend>
        {kinds.map((k) => (
          <label key={k}>
            <input type="radio" name="kind" checked={kind === k} onChange={() => { setKind(k); setCardId(null); }} /> {k === 1 ? '银行卡' : k === 2 ? 'USDT' : '支付宝'}
          </label>
        ))}
      </fieldset>
      {cards.length === 0 ? (
        <p className="empty-state">
          暂无该方式的收款账户，
          <Link to={kind === WITHDRAW_TYPE.bank ? paths.addBankCard.to() : kind === WITHDRAW_TYPE.virtual ? paths.virtualCoinCard.to() : paths.alipayManage.to()}>去添加</Link>
        </p>
      ) : (
        <label className="field">
          <span className="field__label">收款账户</span>
          <select className="field__input" value={chosen?.id ?? ''} onChange={(e) => setCardId(Number(e.target.value))}>
            {cards.map((c) => (
              <option key={c.id} value={c.id}>
                {c.bankName} {c.account}
                {c.protocol ? ` (${c.protocol})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {cfg && (
        <p className="muted">
          单笔 ¥{formatBalance(cfg.minAmount)} - ¥{formatBalance(cfg.maxAmount)}，今日已取款 {info.todayTimes}/{cfg.dailyTimesMax} 次，每日前 {cfg.freeTimesPerDay} 次免手续费
        </p>
      )}
      <TextField label="取款金额" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
      {check?.ok && (
        <p aria-live="polite">
          手续费 ¥{formatBalance(check.fee)}，实际到账 ¥{formatBalance(check.actual)}
          {kind === WITHDRAW_TYPE.virtual && usdt.data && `，约 ${coinFor(check.actual, usdt.data.rate).toFixed(2)} USDT（汇率 ${usdt.data.rate}）`}
        </p>
      )}
      <TextField label="资金密码" type="password" inputMode="numeric" autoComplete="off" maxLength={6} value={payPassword} onChange={(e) => setPayPassword(e.target.value)} error={errors.payPassword} />
      {!info.hasPayPassword && (
        <p className="muted">
          尚未设置资金密码，<Link to={paths.auth.to()}>去设置</Link>
        </p>
      )}
      {errors.form && (
        <p role="alert" className="field__error">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={guard.pending || !chosen || !cfg}>
        确认取款
      </button>
    </form>
  );
}
