import { useSWRConfig } from 'swr';
import { isApiError } from '../../../lib/api/errors';
import { bus } from '../../../lib/event-bus';
import { showLoginPrompt } from '../../../lib/overlays';
import { useIsLoggedIn } from '../../../lib/session';
import { useSubmitGuard } from '../../../hooks/use-submit-guard';
import { formatDate } from '../../../utils/date';
import { formatCurrency } from '../../../utils/format';
import { type ActivityConfig, PROMOTION_CONFIG_KEY } from '../api/get-promotion-config';
import { joinActivity } from '../api/join-activity';
import { ConfirmStep } from './confirm-step';

const STATUS_NAMES = { upcoming: '未开始', running: '进行中', ended: '已结束' } as const;

/** One activity as the server describes it: period, reward, rules, and join for a member. */
export function ActivityDetail({ activity }: { activity: ActivityConfig }) {
  const loggedIn = useIsLoggedIn();
  const guard = useSubmitGuard();
  const { mutate } = useSWRConfig();

  const join = () =>
    guard.run(async () => {
      if (!loggedIn) {
        showLoginPrompt();
        return;
      }
      try {
        await joinActivity(activity.id);
        bus.emit('tips', { message: '报名成功', kind: 'success' });
        await mutate((key) => Array.isArray(key) && key[0] === PROMOTION_CONFIG_KEY);
      } catch (error) {
        if (!isApiError(error)) throw error;
      }
    });

  return (
    <article className="stack" aria-labelledby="activity-title">
      <header className="hero">
        <h1 id="activity-title">{activity.title}</h1>
        <p>{activity.subtitle}</p>
      </header>
      <dl className="card row">
        <dt>活动状态</dt>
        <dd>{STATUS_NAMES[activity.status]}</dd>
        <dt>活动时间</dt>
        <dd>
          {formatDate(activity.startTime)} – {activity.endTime === null ? '长期有效' : formatDate(activity.endTime)}
        </dd>
        {activity.reward !== null && (
          <>
            <dt>奖励</dt>
            <dd className="amount">{formatCurrency(activity.reward)}</dd>
          </>
        )}
        {activity.depositRule && (
          <>
            <dt>赠送规则</dt>
            <dd>
              存款满 {formatCurrency(activity.depositRule.threshold)} 赠送 {Math.round(activity.depositRule.rate * 100)}%，最高{' '}
              {formatCurrency(activity.depositRule.max)}
            </dd>
          </>
        )}
        {activity.turnoverMultiple > 0 && (
          <>
            <dt>流水要求</dt>
            <dd>{activity.turnoverMultiple} 倍</dd>
          </>
        )}
      </dl>
      {activity.rules.length > 0 && (
        <section className="card prose" aria-labelledby="activity-rules">
          <h2 id="activity-rules" className="section-title">
            活动规则
          </h2>
          <ol>
            {activity.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      )}
      {activity.joinable && (
        <div>
          {activity.participation ? (
            <ConfirmStep activity={activity} />
          ) : (
            <button type="button" className="button button--primary" disabled={activity.status !== 'running' || guard.pending} onClick={() => void join()}>
              立即参与
            </button>
          )}
        </div>
      )}
    </article>
  );
}
