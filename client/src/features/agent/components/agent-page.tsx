import { CustomerServiceButton } from '../../../components/customer-service-button';
import { PageHeader } from '../../../components/ui/page-header';
import { brand } from '../../../config/brands';

const STEPS = [
  { title: '申请加入', text: '联系客服提交合营申请，审核通过后即可获得专属代理账号与推广链接。' },
  { title: '推广会员', text: '通过专属链接或邀请码推广，会员注册时自动绑定到您的名下。' },
  { title: '获取佣金', text: '根据旗下会员的有效投注与盈利情况，按月结算佣金。' },
] as const;

/**
 * The partner programme (venture). The spec names the page but no call for it: its content is
 * static, and applications go through customer service.
 */
export function AgentPage() {
  return (
    <div className="stack">
      <PageHeader title="合营计划">
        <CustomerServiceButton label="申请加入" className="button button--primary" />
      </PageHeader>
      <p>{brand.name}诚邀合作伙伴加入合营计划，共享行业红利。</p>
      <ol className="card-grid">
        {STEPS.map((step) => (
          <li key={step.title} className="card">
            <h2 className="section-title">{step.title}</h2>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
