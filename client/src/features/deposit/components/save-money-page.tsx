import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAY_KIND } from '@betsite/contracts/routes/payment';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { useBalance } from '../../../lib/balance';
import { formatBalance, formatCurrency } from '../../../utils/format';
import { pay } from '../api/pay';
import { usePaymentTypes } from '../api/payment-types';
import { useCoinRates } from '../api/coin-rates';
import { WaitingScreen, type WaitStep } from './waiting-screen';

const STEP_OF_KIND = { [PAY_KIND.online]: 'rechargeWait', [PAY_KIND.bank]: 'transferWait', [PAY_KIND.virtual]: 'virtualWait' } as const;

function isWaitStep(value: string | null): value is WaitStep {
  return value === 'rechargeWait' || value === 'transferWait' || value === 'virtualWait';
}

/**
 * /mine/savemoney: the deposit form and, on the same path, the three waiting screens (recharge,
 * bank transfer, virtual coin) chosen by ?step= with the order in ?orderNo=.
 */
export function SaveMoneyPage() {
  const [params, setParams] = useSearchParams();
  const step = params.get('step');
  const orderNo = params.get('orderNo');
  if (isWaitStep(step) && orderNo) return <WaitingScreen step={step} orderNo={orderNo} onBack={() => setParams({})} />;
  return <DepositForm onOrder={(next, no) => setParams({ step: next, orderNo: no })} />;
}

function DepositForm({ onOrder }: { onOrder: (step: WaitStep, orderNo: string) => void }) {
  const types = usePaymentTypes();
  const balance = useBalance();
  const [typeId, setTypeId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [protocol, setProtocol] = useState('TRC20');
  const guard = useSubmitGuard();
  const chosen = types.data?.find((t) => t.id === typeId) ?? types.data?.[0];
  const isCoin = chosen?.kind === PAY_KIND.virtual;
  const coin = useCoinRates(isCoin).data?.find((c) => c.currency.toLowerCase() === chosen?.code.toLowerCase());

  const submit = () =>
    guard.run(async () => {
      if (!chosen) return;
      const value = Number(amount);
      if (!amount || !Number.isFinite(value) || value < chosen.minAmount || value > chosen.maxAmount) {
        setError(`请输入 ${formatCurrency(chosen.minAmount)} - ${formatCurrency(chosen.maxAmount)} 之间的金额`);
        return;
      }
      setError(undefined);
      try {
        const order = await pay({ payTypeId: chosen.id, amount: value, ...(isCoin ? { protocol } : {}) });
        if (order.payUrl) window.open(order.payUrl, '_blank', 'noopener');
        onOrder(STEP_OF_KIND[order.kind], order.orderNo);
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });

  return (
    <div className="stack">
      <PageHeader title="存款">
        <span>
          中心钱包：<span className="amount">¥{balance.data ? formatBalance(balance.data.centerWalletBalance) : '--'}</span>
        </span>
      </PageHeader>
      <AsyncContent {...types} isEmpty={(list) => list.length === 0} emptyText="暂无可用的存款方式">
        {(list) => (
          <ChoiceGroup
            label="存款方式"
            choices={[...list]
              .sort((a, b) => a.sort - b.sort)
              .map((t) => ({
                value: t.id,
                label: (
                  <>
                    {t.name}
                    {t.recommend && <span className="badge">推荐</span>}
                  </>
                ),
              }))}
            value={chosen?.id ?? null}
            onChange={setTypeId}
          />
        )}
      </AsyncContent>
      {chosen && (
        <form
          className="card"
          aria-label="存款"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="filters" role="group" aria-label="快捷金额">
            {chosen.fixedAmounts.map((a) => (
              <button key={a} type="button" className="button button--secondary" onClick={() => setAmount(String(a))}>
                {formatCurrency(a)}
              </button>
            ))}
          </div>
          <TextField
            label="存款金额"
            inputMode="decimal"
            placeholder={`${formatCurrency(chosen.minAmount)} - ${formatCurrency(chosen.maxAmount)}`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={error}
          />
          {isCoin && coin && (
            <>
              <ChoiceGroup label="链类型" choices={coin.protocols.map((p) => ({ value: p, label: p }))} value={protocol} onChange={setProtocol} />
              {Number(amount) > 0 && (
                <p aria-live="polite">
                  约需转入 {(Math.ceil((Number(amount) * 100) / coin.sellRate) / 100).toFixed(2)} {coin.currency}（汇率 1 {coin.currency} = ¥{coin.sellRate}）
                </p>
              )}
            </>
          )}
          <button type="submit" className="button button--primary" disabled={guard.pending}>
            立即存款
          </button>
        </form>
      )}
    </div>
  );
}
