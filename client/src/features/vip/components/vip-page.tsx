import { Link } from 'react-router-dom';
import { VipBadge } from '../../../components/art/vip-badge';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../utils/format';
import { useGradeConfigList } from '../api/member-grade-config-list';

/** /mine/vip: the VIP ladder with the player's level marked. */
export function VipPage() {
  const grades = useGradeConfigList();
  return (
    <div className="stack">
      <PageHeader title="VIP特权">
        <Link to={paths.vipDetail.to()}>我的等级详情</Link>
      </PageHeader>
      <AsyncContent {...grades}>
        {(data) => (
          <>
            <p className="card vip-hero">
              <VipBadge level={data.vipLevel} size="l" />
              <span>
                当前等级：<strong>VIP{data.vipLevel}</strong>
              </span>
            </p>
            <table className="data-table">
              <caption className="visually-hidden">VIP等级</caption>
              <thead>
                <tr>
                  <th scope="col">等级</th>
                  <th scope="col">累计存款</th>
                  <th scope="col">累计有效投注</th>
                  <th scope="col">晋级礼金</th>
                  <th scope="col">生日礼金</th>
                  <th scope="col">每月红包</th>
                  <th scope="col">每日提款次数</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((g) => (
                  <tr key={g.grade} aria-current={g.grade === data.vipLevel ? 'true' : undefined}>
                    <td>
                      <span className="row">
                        <VipBadge level={g.grade} size="s" />
                        VIP{g.grade} {g.gradeName}
                      </span>
                    </td>
                    <td className="amount">{formatNumber(g.depositThreshold)}</td>
                    <td className="amount">{formatNumber(g.betThreshold)}</td>
                    <td className="amount">{formatNumber(g.upgradeBonus)}</td>
                    <td className="amount">{formatNumber(g.birthdayBonus)}</td>
                    <td className="amount">{formatNumber(g.monthlyBonus)}</td>
                    <td>{g.withdrawTimesPerDay}</td>
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
