import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteInfo } from '../../lib/site-info';

const SECTIONS = [
  {
    title: '资金管理',
    links: [
      { label: '我的钱包', to: paths.wallet.to() },
      { label: '存款', to: paths.saveMoney.to(), deposit: true },
      { label: '转账', to: paths.transferMoney.to() },
      { label: '取款', to: paths.takeMoney.to() },
      { label: '币种兑换', to: paths.exchange.to() },
    ],
  },
  {
    title: '记录',
    links: [
      { label: '交易记录', to: paths.transRecord.to() },
      { label: '投注记录', to: paths.betRecord.to() },
      { label: '礼品记录', to: paths.giftRecord.to() },
    ],
  },
  {
    title: '会员',
    links: [
      { label: 'VIP特权', to: paths.vip.to() },
      { label: '福利中心', to: paths.welfare.to() },
      { label: '消息中心', to: paths.message.to() },
      { label: '意见反馈', to: paths.feedback.to() },
    ],
  },
  {
    title: '账户',
    links: [
      { label: '个人资料', to: paths.userinfo.to() },
      { label: '账户安全', to: paths.auth.to() },
      { label: '添加银行卡', to: paths.addBankCard.to() },
      { label: '虚拟币地址', to: paths.virtualCoinCard.to() },
      { label: '支付宝管理', to: paths.alipayManage.to() },
      { label: '新手教程', to: paths.introTutorial.to() },
    ],
  },
] as const;

/** The user centre: its menu beside the current screen. */
export function MineLayout() {
  const { depositEnabled } = useSiteInfo();
  return (
    <div className="mine">
      <nav className="mine__menu" aria-label="个人中心">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2 className="mine__menu-title">{section.title}</h2>
            <ul>
              {section.links
                .filter((link) => depositEnabled || !('deposit' in link))
                .map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>{link.label}</NavLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="mine__content">
        <Outlet />
      </div>
    </div>
  );
}
