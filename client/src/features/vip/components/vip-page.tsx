import { Link } from 'react-router-dom';
import { VipBadge } from '../../../components/art/vip-badge';
import { AsyncContent } from '../../../components/ui/async-content';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../utils/format';
import { useGradeConfigList } from '../api/member-grade-config-list';
import { nextLevelProgress, type NextLevelProgress, type ThresholdProgress } from '../utils/next-level';

function ThresholdRow({ label, t }: { label: string; t: ThresholdProgress }) {
  return (
    <div className="vip-progress__row">
      <span>
        {label} {formatNumber(t.have)} / {formatNumber(t.need)}
        {t.left > 0 ? <span className="muted">（还差 {formatNumber(t.left)}）</span> : <span className="muted">（已达成）</span>}
      </span>
      <progress className="vip-progress__bar" aria-label={`${label}进度`} max={100} value={t.percent} />
    </div>
  );
}

function NextLevel({ next }: { next: NextLevelProgress | null }) {
  if (!next) return <p className="card vip-progress">已是最高等级</p>;
  return (
    <section className="card vip-progress" aria-label="晋级进度">
      <h2 className="vip-progress__title">
        距 VIP{next.grade} {next.gradeName}
      </h2>
      <ThresholdRow label="累计存款" t={next.deposit} />
      <ThresholdRow label="累计有效投注" t={next.validBet} />
    </section>
  );
}

/** /mine/vip: the VIP ladder with the player's own row highlighted and the way to the next level. */
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
            <NextLevel next={nextLevelProgress(data.list, data.vipLevel, data.progress)} />
            <table className="data-table vip-ladder">
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
