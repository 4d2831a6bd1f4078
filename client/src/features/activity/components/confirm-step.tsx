import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { depositBonusYuan } from '@betsite/contracts/promotion';
import { TextField } from '../../../components/ui/text-field';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { formatCurrency } from '../../../utils/format';
import { PROMOTION_CONFIG_KEY } from '../api/get-promotion-config';
import { confirmInfo } from '../api/confirm-info';
import type { ActivityConfig } from './activity-detail';

/**
 * The confirm step after joining: a deposit activity asks for the deposit made since joining and
 * previews the bonus with the helper the server confirms with (spec 000 section 9); the others
 * claim their fixed reward. Once confirmed it shows the bonus and the turnover still required.
 */
export function ConfirmStep({ activity }: { activity: ActivityConfig }) {
  const p = activity.participation;
  const [amount, setAmount] = useState('');
  const guard = useSubmitGuard();
  const { mutate } = useSWRConfig();
  if (!p) return null;
  if (p.status === 'confirmed') {
    return (
      <p role="status" className="card">
        已领取彩金 {formatCurrency(p.bonus)}
        {p.turnoverRequired > 0 && `，完成有效投注 ${formatCurrency(p.turnoverRequired)} 后可提款`}
      </p>
    );
  }
  const preview = activity.depositRule ? depositBonusYuan(Number(amount), activity.depositRule) : activity.reward ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      try {
        const r = await confirmInfo(activity.id, activity.depositRule ? Number(amount) : undefined);
        bus.emit('tips', { message: `彩金 ${formatCurrency(r.bonus)} 已发放至中心钱包`, kind: 'success' });
        refreshBalance();
        await mutate((key) => Array.isArray(key) && key[0] === PROMOTION_CONFIG_KEY);
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    });
  };
  return (
    <form className="card stack" aria-label="领取活动奖励" onSubmit={submit} noValidate>
      <p role="status">已参与，待领取</p>
      {activity.depositRule && (
        <TextField label="参与活动的存款金额" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      )}
      <p aria-live="polite">可获彩金 {formatCurrency(preview)}</p>
      <button type="submit" className="button button--primary" disabled={guard.pending || activity.status !== 'running'}>
        确认领取
      </button>
    </form>
  );
}
