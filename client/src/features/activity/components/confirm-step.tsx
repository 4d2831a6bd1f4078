import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { depositBonusYuan } from '@betsite/contracts/promotion';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { isApiError } from '../../../lib/api/errors';
import { refreshBalance } from '../../../lib/balance';
import { bus } from '../../../lib/event-bus';
import { formatDateTime } from '../../../utils/date';
import { formatCurrency } from '../../../utils/format';
import { type ActivityConfig, PROMOTION_CONFIG_KEY } from '../api/get-promotion-config';
import { confirmInfo } from '../api/confirm-info';

/**
 * The confirm step after joining. A deposit activity shows the deposit the server found for it
 * (activityConfig.qualifyingDeposit: for 首存 the first deposit, made before or after joining) and
 * previews the bonus with the helper the server confirms with (spec 000 section 9); the player
 * types nothing. The others claim their fixed reward. Once confirmed it shows the bonus and the
 * turnover still required.
 */
export function ConfirmStep({ activity }: { activity: ActivityConfig }) {
  const p = activity.participation;
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
  const deposit = activity.qualifyingDeposit;
  const preview = activity.depositRule ? depositBonusYuan(deposit?.amount ?? 0, activity.depositRule) : activity.reward ?? 0;
  const waitingForDeposit = activity.depositRule !== null && deposit === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void guard.run(async () => {
      try {
        const r = await confirmInfo(activity.id);
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
        <dl className="row" aria-label="参与活动的存款">
          <dt>参与活动的存款</dt>
          <dd>
            {deposit ? (
              <>
                <span className="amount">{formatCurrency(deposit.amount)}</span>（{formatDateTime(deposit.at)} 到账，订单 {deposit.orderNo}）
              </>
            ) : (
              <>
                暂无符合条件的存款，<Link to="/mine/savemoney">去存款</Link>，到账后即可领取
              </>
            )}
          </dd>
        </dl>
      )}
      <p aria-live="polite">可获彩金 {formatCurrency(preview)}</p>
      <button type="submit" className="button button--primary" disabled={guard.pending || activity.status !== 'running' || waitingForDeposit}>
        确认领取
      </button>
    </form>
  );
}
