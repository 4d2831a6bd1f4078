import { useState } from 'react';
import { TRANSFER_AMOUNT_CHARS_MAX } from '@betsite/contracts/constants';
import { transferAmount } from '@betsite/contracts/validation';
import { AsyncContent } from '../../../components/ui/async-content';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { firstIssueMessage } from '../../../utils/form-errors';
import { formatBalance } from '../../../utils/format';
import { useTransferRate } from '../api/get-transfer-rate';
import { utcTransfer } from '../api/utc-transfer';
import { useVCurrencies } from '../api/v-currency-list';

/** /mine/exchange: exchange between the centre wallet (yuan) and a virtual-coin wallet. */
export function ExchangePage() {
  const currencies = useVCurrencies();
  const [currency, setCurrency] = useState<string | null>(null);
  const chosen = currency ?? currencies.data?.[0]?.currency ?? null;
  const rate = useTransferRate(chosen);
  const [intoCoin, setIntoCoin] = useState(true);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const guard = useSubmitGuard();

  const submit = () =>
    guard.run(async () => {
      const parsed = transferAmount.safeParse(amount.trim());
      if (!parsed.success || !chosen) {
        setError(parsed.success ? '请选择币种' : firstIssueMessage(parsed.error));
        return;
      }
      setError(undefined);
      try {
        const result = await utcTransfer({ currency: chosen, amount: parsed.data, intoCoin });
        bus.emit('tips', { message: `兑换成功，到账 ${formatBalance(result.received)}`, kind: 'success' });
        setAmount('');
        refreshBalance();
        await rate.mutate();
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    });

  return (
    <div className="stack">
      <PageHeader title="币种兑换" />
      <AsyncContent {...currencies} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ChoiceGroup
            label="币种"
            choices={list.map((c) => ({ value: c.currency, label: <>{c.name}（{c.currency}）</> }))}
            value={chosen}
            onChange={setCurrency}
          />
        )}
      </AsyncContent>
      {rate.data && (
        <dl className="card row" aria-label="汇率">
          <dt>买入汇率</dt>
          <dd>{rate.data.buyRate}</dd>
          <dt>卖出汇率</dt>
          <dd>{rate.data.sellRate}</dd>
          <dt>币种余额</dt>
          <dd className="amount">{formatBalance(rate.data.virtualBalance)}</dd>
        </dl>
      )}
      <form
        className="card"
        aria-label="兑换"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ChoiceGroup
          label="兑换方向"
          choices={[
            { value: true, label: <>人民币兑换{chosen ?? '币'}</> },
            { value: false, label: <>{chosen ?? '币'}兑换人民币</> },
          ]}
          value={intoCoin}
          onChange={setIntoCoin}
        />
        <TextField label="金额" inputMode="decimal" maxLength={TRANSFER_AMOUNT_CHARS_MAX} value={amount} onChange={(e) => setAmount(e.target.value)} error={error} />
        <button type="submit" className="button button--primary" disabled={guard.pending}>
          确认兑换
        </button>
      </form>
    </div>
  );
}
