import { REBATE_CATEGORY_NAMES, type RebateCategory } from '@betsite/contracts/routes/member';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { useUserInfo } from '../../../lib/user';
import { formatNumber } from '../../../utils/format';
import { useGradeInfo } from '../api/member-grade-info-by-grade';

/** /mine/vip/detail: the player's own level in full, rebate rates included. */
export function VipDetailPage() {
  const user = useUserInfo();
  const grade = useGradeInfo(user.data ? user.data.vipLevel : null);
  return (
    <div className="stack">
      <PageHeader title="VIP详情" />
      <AsyncContent {...grade} isLoading={grade.isLoading || user.isLoading}>
        {(g) => (
          <>
            <dl className="card row" aria-label="等级信息">
              <dt>等级</dt>
              <dd>
                VIP{g.grade} {g.gradeName}
              </dd>
              <dt>保级流水（每月）</dt>
              <dd className="amount">{formatNumber(g.keepBetThreshold)}</dd>
              <dt>每日提款额度</dt>
              <dd className="amount">{formatNumber(g.withdrawLimitPerDay)}</dd>
            </dl>
            <table className="data-table">
              <caption>返水比例</caption>
              <tbody>
                {(Object.keys(g.rebateRates) as RebateCategory[]).map((category) => (
                  <tr key={category}>
                    <th scope="row">{REBATE_CATEGORY_NAMES[category]}</th>
                    <td>{g.rebateRates[category]}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
