import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

const STEPS = [
  { title: '完善资料', text: '绑定手机号码与真实姓名，保障账户与资金安全。', to: paths.auth.to() },
  { title: '存款', text: '选择合适的支付方式完成存款，资金实时到账。', to: paths.saveMoney.to() },
  { title: '转账', text: '将中心钱包的资金转入想要游戏的场馆。', to: paths.transferMoney.to() },
  { title: '开始游戏', text: '进入体育、真人、电子等场馆开始游戏。', to: paths.home.to() },
  { title: '取款', text: '绑定银行卡后即可申请取款。', to: paths.takeMoney.to() },
] as const;

/** /mine/introTutorial: the newcomer's tutorial. No call: the steps are the site's own. */
export function IntroTutorialPage() {
  return (
    <div className="stack">
      <PageHeader title="新手教程" />
      <ol className="stack">
        {STEPS.map((step) => (
          <li key={step.title} className="card">
            <strong>{step.title}</strong>
            <p className="muted">{step.text}</p>
            <Link to={step.to}>前往</Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
